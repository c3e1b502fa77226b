/** Polish texts of the `nft` group. */
import type { Translation } from '../core';
import type { NFT_EN } from '../nft';

const pl: Translation<typeof NFT_EN> = {
  notConfigured: 'Galeria NFT nie jest skonfigurowana dla tej witryny.',
  marketplace: 'Rynek NFT',
  nfts: 'NFT',
  tabMarket: 'Rynek',
  tabMine: 'Moje NFT',
  loadingMarket: 'Wczytywanie NFT…',
  loadingMine: 'Wczytywanie Twoich NFT…',
  signIn: 'Zaloguj się, aby zobaczyć swoje NFT.',
  loadingSignIn: 'Wczytywanie logowania…',
  tryAgain: 'Spróbuj ponownie',
  emptyMarket: 'Na tym rynku nie ma jeszcze NFT.',
  emptyMine: 'Nie masz jeszcze NFT. Zarezerwuj jeden na rynku.',
  count: {
    one: '{count} NFT · strona {page} z {pages}',
    few: '{count} NFT · strona {page} z {pages}',
    many: '{count} NFT · strona {page} z {pages}',
    other: '{count} NFT · strona {page} z {pages}',
  },
  mineCount: {
    one: '{count} Twój NFT',
    few: '{count} Twoje NFT',
    many: '{count} Twoich NFT',
    other: '{count} Twoich NFT',
  },
  owned: 'Posiadany',
  pages: 'Strony',
  previous: 'Poprzednia',
  next: 'Następna',
  pageOf: 'Strona {page} z {pages}',
  about: 'około',
  availableOf: {
    one: 'Dostępny {count} z {supply}',
    few: 'Dostępne {count} z {supply}',
    many: 'Dostępnych {count} z {supply}',
    other: 'Dostępne {count} z {supply}',
  },
  available: {
    one: 'Dostępny {count}',
    few: 'Dostępne {count}',
    many: 'Dostępnych {count}',
    other: 'Dostępne {count}',
  },
  noneAvailable: 'Obecnie niedostępne',
  reservedForYou: 'Zarezerwowano dla Ciebie.',
  reservedUntil: 'Zarezerwowano dla Ciebie do {time}.',
  loadingNft: 'Wczytywanie NFT…',
  reserveSignIn: 'Zaloguj się, aby zarezerwować ten NFT. Potem wrócisz tutaj.',
  reserveUnknown: 'Nie wiemy, czy rezerwacja się powiodła. Spróbuj ponownie: nie zostanie zarezerwowany dwa razy.',
  reserving: 'Rezerwowanie…',
  reserve: 'Zarezerwuj',
};

export default pl;
