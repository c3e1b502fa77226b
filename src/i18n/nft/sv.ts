/** Swedish texts of the `nft` group. */
import type { Translation } from '../core';
import type { NFT_EN } from '../nft';

const sv: Translation<typeof NFT_EN> = {
  notConfigured: 'NFT-galleriet är inte konfigurerat för den här webbplatsen.',
  marketplace: 'NFT-marknadsplats',
  nfts: 'NFT:er',
  tabMarket: 'Marknadsplats',
  tabMine: 'Mina NFT:er',
  loadingMarket: 'Laddar NFT:erna…',
  loadingMine: 'Laddar dina NFT:er…',
  signIn: 'Logga in för att se dina NFT:er.',
  loadingSignIn: 'Laddar inloggningen…',
  tryAgain: 'Försök igen',
  emptyMarket: 'Det finns inga NFT:er på den här marknadsplatsen än.',
  emptyMine: 'Du har inga NFT:er än. Reservera en på marknadsplatsen.',
  count: {
    one: '{count} NFT · sida {page} av {pages}',
    other: '{count} NFT:er · sida {page} av {pages}',
  },
  mineCount: {
    one: '{count} av dina NFT:er',
    other: '{count} av dina NFT:er',
  },
  owned: 'Ägs av dig',
  pages: 'Sidor',
  previous: 'Föregående',
  next: 'Nästa',
  pageOf: 'Sida {page} av {pages}',
  about: 'ungefär',
  availableOf: {
    one: '{count} av {supply} tillgänglig',
    other: '{count} av {supply} tillgängliga',
  },
  available: {
    one: '{count} tillgänglig',
    other: '{count} tillgängliga',
  },
  noneAvailable: 'Inga tillgängliga just nu',
  reservedForYou: 'Reserverad åt dig.',
  reservedUntil: 'Reserverad åt dig till {time}.',
  loadingNft: 'Laddar NFT:n…',
  reserveSignIn: 'Logga in för att reservera den här NFT:n. Du kommer tillbaka hit efteråt.',
  reserveUnknown: 'Vi vet inte om reservationen gick igenom. Försök igen: den reserveras inte två gånger.',
  reserving: 'Reserverar…',
  reserve: 'Reservera',
};

export default sv;
