/**
 * The `nft` messages: `<paywall-nft-gallery>`'s lists, detail view and reserving. Keys are written
 * `nft.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `nft` group. */
export const NFT_EN = {
  notConfigured: 'The NFT gallery is not configured for this site.',
  marketplace: 'NFT marketplace',
  nfts: 'NFTs',
  tabMarket: 'Marketplace',
  tabMine: 'My NFTs',
  loadingMarket: 'Loading the NFTs…',
  loadingMine: 'Loading your NFTs…',
  signIn: 'Sign in to see your NFTs.',
  loadingSignIn: 'Loading sign-in…',
  tryAgain: 'Try again',
  emptyMarket: 'There are no NFTs in this marketplace yet.',
  emptyMine: 'You have no NFTs yet. Reserve one in the marketplace.',
  count: { one: '{count} NFT · page {page} of {pages}', other: '{count} NFTs · page {page} of {pages}' },
  mineCount: { one: '{count} of your NFTs', other: '{count} of your NFTs' },
  owned: 'Owned',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  about: 'about',
  availableOf: { one: '{count} of {supply} available', other: '{count} of {supply} available' },
  available: { one: '{count} available', other: '{count} available' },
  noneAvailable: 'None available right now',
  reservedForYou: 'Reserved for you.',
  reservedUntil: 'Reserved for you until {time}.',
  loadingNft: 'Loading the NFT…',
  reserveSignIn: 'Sign in to reserve this NFT. You will come back to it here.',
  reserveUnknown: 'We could not hear whether the reservation went through. Try again: it will not reserve twice.',
  reserving: 'Reserving…',
  reserve: 'Reserve',
};

/** The `nft` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const nft = defineMessages('nft', NFT_EN);

/** The translate function of the `nft` group. */
export type NftT = Translate<typeof NFT_EN>;
