/**
 * Every `paywall-*` DOM event of the library, with its detail type, in one place. Element events
 * bubble and cross shadow boundaries (`composed`), so they can be heard on the element, any
 * ancestor or `document`; `paywall-navigate` and `paywall-product-added` are dispatched on
 * `document`; `paywall-toast` is the one the library listens for. docs/events.md describes when
 * each fires. Importing the package's types makes `addEventListener('paywall-…', e => e.detail)`
 * typed on elements and `document`.
 */
import type { AccessEventDetail } from './components/gate/gate';
import type { DonationEventDetail } from './components/donate/donate';
import type { GiftEventDetail } from './components/gift/gift';
import type { LoginEventDetail } from './components/login/login';
import type { RewardCopiedDetail } from './components/member-rewards/member-rewards';
import type { NftReservedDetail } from './components/nft-gallery/nft-gallery';
import type { PaymentCheckDetail } from './components/payment-check/payment-check';
import type { PurchaseEventDetail } from './components/checkout/checkout';
import type { SelectPriceDetail } from './components/pricing/pricing';
import type { PaywallErrorDetail } from './components/ui/host';
import type { NavigateReason } from './stores/navigation';
import type { ToastInput } from './stores/toasts';
import type { ProductAdded } from './site/calls';
import type { CountdownEndDetail } from './components/countdown/countdown';
import type { LoadMoreDetail } from './components/headlines/headlines';
import type { SlideChangeDetail } from './components/slider/slider';

export type {
  AccessEventDetail, DonationEventDetail, GiftEventDetail, LoginEventDetail, RewardCopiedDetail, NftReservedDetail,
  PaymentCheckDetail, PurchaseEventDetail, SelectPriceDetail, PaywallErrorDetail, ProductAdded,
  CountdownEndDetail, LoadMoreDetail, SlideChangeDetail,
};

/** Detail of `paywall-logout`: nothing. */
export type LogoutEventDetail = Record<string, never>;

/** Detail of the cancelable `paywall-navigate` (on `document`), before the library leaves the page. */
export interface NavigateEventDetail {
  url: string;
  reason: NavigateReason;
}

/** Every `paywall-*` event by name. */
export interface PaywallEventMap {
  'paywall-access': CustomEvent<AccessEventDetail>;
  'paywall-countdown-end': CustomEvent<CountdownEndDetail>;
  'paywall-donation': CustomEvent<DonationEventDetail>;
  'paywall-error': CustomEvent<PaywallErrorDetail>;
  'paywall-gift': CustomEvent<GiftEventDetail>;
  'paywall-load-more': CustomEvent<LoadMoreDetail>;
  'paywall-login': CustomEvent<LoginEventDetail>;
  'paywall-logout': CustomEvent<LogoutEventDetail>;
  'paywall-navigate': CustomEvent<NavigateEventDetail>;
  'paywall-nft-reserved': CustomEvent<NftReservedDetail>;
  'paywall-payment-check': CustomEvent<PaymentCheckDetail>;
  'paywall-product-added': CustomEvent<ProductAdded>;
  'paywall-purchase': CustomEvent<PurchaseEventDetail>;
  'paywall-reward-copied': CustomEvent<RewardCopiedDetail>;
  'paywall-select-price': CustomEvent<SelectPriceDetail>;
  'paywall-slide-change': CustomEvent<SlideChangeDetail>;
  'paywall-toast': CustomEvent<ToastInput | string>;
}

/** Names of every `paywall-*` event (for analytics hooks that listen to all of them). */
export const PAYWALL_EVENTS: ReadonlyArray<keyof PaywallEventMap> = [
  'paywall-access', 'paywall-countdown-end', 'paywall-donation', 'paywall-error', 'paywall-gift', 'paywall-load-more',
  'paywall-login', 'paywall-logout', 'paywall-navigate', 'paywall-nft-reserved', 'paywall-payment-check',
  'paywall-product-added', 'paywall-purchase', 'paywall-reward-copied', 'paywall-select-price', 'paywall-slide-change',
  'paywall-toast',
];

declare global {
  // documents, elements and windows all take these listeners (the events bubble to `document`)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends PaywallEventMap {}
}
