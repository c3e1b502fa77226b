/** German texts of the `nft` group. */
import type { Translation } from '../core';
import type { NFT_EN } from '../nft';

const de: Translation<typeof NFT_EN> = {
  notConfigured: 'Die NFT-Galerie ist für diese Website nicht eingerichtet.',
  marketplace: 'NFT-Marktplatz',
  nfts: 'NFTs',
  tabMarket: 'Marktplatz',
  tabMine: 'Meine NFTs',
  loadingMarket: 'NFTs werden geladen…',
  loadingMine: 'Ihre NFTs werden geladen…',
  signIn: 'Melden Sie sich an, um Ihre NFTs zu sehen.',
  loadingSignIn: 'Anmeldung wird geladen…',
  tryAgain: 'Erneut versuchen',
  emptyMarket: 'Auf diesem Marktplatz gibt es noch keine NFTs.',
  emptyMine: 'Sie haben noch keine NFTs. Reservieren Sie eines auf dem Marktplatz.',
  count: {
    one: '{count} NFT · Seite {page} von {pages}',
    other: '{count} NFTs · Seite {page} von {pages}',
  },
  mineCount: {
    one: '{count} NFT von Ihnen',
    other: '{count} NFTs von Ihnen',
  },
  owned: 'In Ihrem Besitz',
  pages: 'Seiten',
  previous: 'Zurück',
  next: 'Weiter',
  pageOf: 'Seite {page} von {pages}',
  about: 'etwa',
  availableOf: {
    one: '{count} von {supply} verfügbar',
    other: '{count} von {supply} verfügbar',
  },
  available: {
    one: '{count} verfügbar',
    other: '{count} verfügbar',
  },
  noneAvailable: 'Derzeit nicht verfügbar',
  reservedForYou: 'Für Sie reserviert.',
  reservedUntil: 'Für Sie reserviert bis {time}.',
  loadingNft: 'NFT wird geladen…',
  reserveSignIn: 'Melden Sie sich an, um dieses NFT zu reservieren. Danach kommen Sie hierher zurück.',
  reserveUnknown: 'Wir wissen nicht, ob die Reservierung angekommen ist. Versuchen Sie es erneut: Es wird nicht doppelt reserviert.',
  reserving: 'Wird reserviert…',
  reserve: 'Reservieren',
};

export default de;
