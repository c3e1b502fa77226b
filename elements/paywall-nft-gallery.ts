/**
 * @tag paywall-nft-gallery
 * @summary The merchant's NFT marketplace: its header, the published NFTs 50 a page, prices in each NFT's currency and the viewer's, a linkable detail dialog (`#nft-{id}`), reserving for a signed-in viewer, and "My NFTs".
 *
 * @attr currency - The viewer's fiat currency for the converted prices, e.g. `USD` (default: the marketplace's currency, else `EUR`).
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same.
 *
 * @event paywall-nft-reserved - The platform reserved an NFT for the viewer; detail `{ nftId, title, reservationId?, expiresAt? }` (`expiresAt` in Unix seconds).
 * @event paywall-login - The viewer signed in or up in the sign-in forms (see `<paywall-login>`).
 * @event paywall-logout - Sign-out from the sign-in forms' signed-in view (see `<paywall-login>`).
 * @event paywall-error - A failure the element showed; detail `{ code, status, message }` (`nft_list_failed`, `my_nfts_failed`, `nft_detail_failed`, `reserve_refused`, `reserve_unknown`, `not_configured`).
 *
 * @csspart base - The wrapper; `data-state` is the shown list's `loading | signed-out | error | empty | ready`, `data-tab` is `market | mine`.
 * @csspart header - The marketplace header. @csspart banner - Its banner. @csspart heading - Its name. @csspart marketplace-description - Its description.
 * @csspart tabs - Marketplace / My NFTs. @csspart tab - A tab; also `tab-active`. @csspart panel - The shown list.
 * @csspart message - A message; also `empty`. @csspart login - The sign-in forms (signed out), with `<paywall-login>`'s parts. @csspart error - A failure. @csspart retry-button - Loads again.
 * @csspart count - How many NFTs and which page. @csspart list - The NFTs; also `mine`. @csspart card - One NFT; also `owned`. @csspart card-link - Its link to the detail view.
 * @csspart image-box - The fixed-ratio image box. @csspart image - The image. @csspart image-placeholder - Shown for an image address that is not accepted.
 * @csspart name - The NFT's name. @csspart price - Its prices. @csspart price-own - In its currency. @csspart price-fiat - About how much in the viewer's. @csspart price-crypto - In its coin (detail).
 * @csspart availability - Editions available; also `availability-none`. @csspart owned-status - A reservation's state in My NFTs.
 * @csspart pager - Paging. @csspart pager-previous - Previous page. @csspart pager-next - Next page. @csspart pager-status - "Page 1 of 2".
 * @csspart dialog - The detail dialog; also `detail-dialog`. @csspart dialog-header - Its header. @csspart dialog-title - Its title (the NFT's name). @csspart dialog-close - Its close button. @csspart dialog-body - Its body. @csspart detail - The detail view. @csspart description - The description. @csspart detail-error - A failed detail.
 * @csspart reserve - Reserving; `data-state` is `signed-out | idle | reserving | reserved | refused | unknown`. @csspart reserve-button - Reserve. @csspart reserved - Until when it is reserved. @csspart reserve-error - Why not.
 *
 * @cssproperty --paywall-color-primary - Buttons and the active tab. @cssproperty --paywall-color-success - The reservation. @cssproperty --paywall-color-placeholder - The image box before the image.
 * @cssproperty --card-width - Smallest card width (default 180px). @cssproperty --gap - Space between cards (default 14px). @cssproperty --paywall-dialog-width - The detail dialog's width.
 */
import { defineElement } from './define';
import type { NftGalleryProps } from '../src/components/nft-gallery/nft-gallery';

defineElement<NftGalleryProps>({
  tag: 'paywall-nft-gallery',
  props: { currency: 'string', headingLevel: 'number' },
  load: () => import('../src/components/nft-gallery/nft-gallery'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-nft-gallery': HTMLElement & Omit<NftGalleryProps, 'container'>;
  }
}
