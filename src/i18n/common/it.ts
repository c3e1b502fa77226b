/** Italian texts of the `common` group. */
import type { Translation } from '../core';
import type { COMMON_EN } from '../common';

const it: Translation<typeof COMMON_EN> = {
  failed: 'Impossibile mostrare questo contenuto. Ricarica la pagina.',
  loading: 'Caricamento…',
  close: 'Chiudi',
  tryAgain: 'Riprova',
  signIn: 'Accedi',
  errorGeneric: 'Qualcosa è andato storto. Riprova.',
  errorNetwork: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  errorUnavailable: 'Il servizio non è disponibile al momento. Riprova tra poco.',
  owned: 'Hai accesso a questo contenuto.',
  ownedUntil: 'Hai accesso a questo contenuto fino al {date}.',
  perMinute: 'al minuto',
  perHour: 'all’ora',
  perDay: 'al giorno',
  perWeek: 'a settimana',
  perMonth: 'al mese',
  perYear: 'all’anno',
  perDuration: 'ogni {duration}',
  recurring: 'ricorrente',
  yoursToKeep: 'Tuo per sempre',
  accessFor: '{duration} di accesso',
  oneTime: 'Acquisto singolo',
  freeFor: 'Gratis per {duration}',
  buyFor: 'Acquista a {price}',
  subscribeFor: 'Abbonati a {price} {term}',
  getAccess: 'Ottieni l’accesso',
  prices: 'Prezzi',
  notForSale: 'Questo contenuto non è acquistabile al momento.',
  haveAccess: 'Hai già accesso?',
  gateNotSetUp: 'Questo contenuto non è configurato correttamente.',
  checkingAccess: 'Verifica dell’accesso…',
  inFavorites: 'Nei tuoi preferiti',
  addFavorite: 'Aggiungi ai preferiti',
};

export default it;
