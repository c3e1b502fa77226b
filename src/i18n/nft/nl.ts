/** Dutch texts of the `nft` group. */
import type { Translation } from '../core';
import type { NFT_EN } from '../nft';

const nl: Translation<typeof NFT_EN> = {
  notConfigured: 'De NFT-galerij is niet ingesteld voor deze site.',
  marketplace: 'NFT-marktplaats',
  nfts: 'NFT’s',
  tabMarket: 'Marktplaats',
  tabMine: 'Mijn NFT’s',
  loadingMarket: 'De NFT’s worden geladen…',
  loadingMine: 'Je NFT’s worden geladen…',
  signIn: 'Log in om je NFT’s te zien.',
  loadingSignIn: 'Inloggen wordt geladen…',
  tryAgain: 'Opnieuw proberen',
  emptyMarket: 'Er staan nog geen NFT’s op deze marktplaats.',
  emptyMine: 'Je hebt nog geen NFT’s. Reserveer er een op de marktplaats.',
  count: {
    one: '{count} NFT · pagina {page} van {pages}',
    other: '{count} NFT’s · pagina {page} van {pages}',
  },
  mineCount: {
    one: '{count} NFT van jou',
    other: '{count} NFT’s van jou',
  },
  owned: 'In bezit',
  pages: 'Pagina’s',
  previous: 'Vorige',
  next: 'Volgende',
  pageOf: 'Pagina {page} van {pages}',
  about: 'ongeveer',
  availableOf: {
    one: '{count} van {supply} beschikbaar',
    other: '{count} van {supply} beschikbaar',
  },
  available: {
    one: '{count} beschikbaar',
    other: '{count} beschikbaar',
  },
  noneAvailable: 'Op dit moment niet beschikbaar',
  reservedForYou: 'Voor je gereserveerd.',
  reservedUntil: 'Voor je gereserveerd tot {time}.',
  loadingNft: 'De NFT wordt geladen…',
  reserveSignIn: 'Log in om deze NFT te reserveren. Je komt daarna hier terug.',
  reserveUnknown: 'We weten niet of de reservering is gelukt. Probeer het opnieuw: er wordt niet twee keer gereserveerd.',
  reserving: 'Bezig met reserveren…',
  reserve: 'Reserveren',
};

export default nl;
