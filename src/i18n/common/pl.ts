/** Polish texts of the `common` group. */
import type { Translation } from '../core';
import type { COMMON_EN } from '../common';

const pl: Translation<typeof COMMON_EN> = {
  failed: 'Nie udało się wyświetlić tej treści. Odśwież stronę.',
  loading: 'Wczytywanie…',
  close: 'Zamknij',
  tryAgain: 'Spróbuj ponownie',
  signIn: 'Zaloguj się',
  errorGeneric: 'Coś poszło nie tak. Spróbuj ponownie.',
  errorNetwork: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  errorUnavailable: 'Usługa jest teraz niedostępna. Spróbuj ponownie za chwilę.',
  owned: 'Masz dostęp do tej treści.',
  ownedUntil: 'Masz dostęp do tej treści do {date}.',
  perMinute: 'za minutę',
  perHour: 'za godzinę',
  perDay: 'dziennie',
  perWeek: 'tygodniowo',
  perMonth: 'miesięcznie',
  perYear: 'rocznie',
  perDuration: 'co {duration}',
  recurring: 'cyklicznie',
  yoursToKeep: 'Twoje na zawsze',
  accessFor: 'Dostęp: {duration}',
  oneTime: 'Jednorazowy zakup',
  freeFor: 'Za darmo przez {duration}',
  buyFor: 'Kup za {price}',
  subscribeFor: 'Subskrybuj za {price} {term}',
  getAccess: 'Uzyskaj dostęp',
  prices: 'Ceny',
  notForSale: 'Tej treści nie można teraz kupić.',
  haveAccess: 'Masz już dostęp?',
  gateNotSetUp: 'Ta treść nie jest poprawnie skonfigurowana.',
  checkingAccess: 'Sprawdzanie dostępu…',
  inFavorites: 'W ulubionych',
  addFavorite: 'Dodaj do ulubionych',
};

export default pl;
