/** Dutch texts of the `common` group. */
import type { Translation } from '../core';
import type { COMMON_EN } from '../common';

const nl: Translation<typeof COMMON_EN> = {
  failed: 'Deze inhoud kon niet worden getoond. Laad de pagina opnieuw.',
  loading: 'Laden…',
  close: 'Sluiten',
  tryAgain: 'Opnieuw proberen',
  signIn: 'Inloggen',
  errorGeneric: 'Er ging iets mis. Probeer het opnieuw.',
  errorNetwork: 'We konden de server niet bereiken. Controleer je verbinding en probeer het opnieuw.',
  errorUnavailable: 'De dienst is nu niet beschikbaar. Probeer het zo opnieuw.',
  owned: 'Je hebt hier toegang toe.',
  ownedUntil: 'Je hebt hier toegang toe tot {date}.',
  perMinute: 'per minuut',
  perHour: 'per uur',
  perDay: 'per dag',
  perWeek: 'per week',
  perMonth: 'per maand',
  perYear: 'per jaar',
  perDuration: 'per {duration}',
  recurring: 'terugkerend',
  yoursToKeep: 'Voorgoed van jou',
  accessFor: '{duration} toegang',
  oneTime: 'Eenmalige aankoop',
  freeFor: '{duration} gratis',
  buyFor: 'Kopen voor {price}',
  subscribeFor: 'Abonneren voor {price} {term}',
  getAccess: 'Toegang krijgen',
  prices: 'Prijzen',
  notForSale: 'Deze inhoud is op dit moment niet te koop.',
  haveAccess: 'Heb je al toegang?',
  gateNotSetUp: 'Deze inhoud is niet goed ingesteld.',
  checkingAccess: 'Je toegang wordt gecontroleerd…',
  inFavorites: 'In je favorieten',
  addFavorite: 'Toevoegen aan favorieten',
};

export default nl;
