/** Italian texts of the `rewards` group. */
import type { Translation } from '../core';
import type { REWARDS_EN } from '../rewards';

const it: Translation<typeof REWARDS_EN> = {
  heading: 'I tuoi premi',
  loading: 'Caricamento dei tuoi premi…',
  signIn: 'Accedi per vedere i tuoi premi per gli iscritti.',
  loadingSignIn: "Caricamento dell'accesso…",
  loadFailed: 'Non è stato possibile caricare i tuoi premi. Riprova.',
  tryAgain: 'Riprova',
  empty: 'Non hai ancora premi. I nuovi premi compariranno qui.',
  kindDiscount: 'Sconto partner',
  kindFreeMonths: 'Mesi gratuiti',
  kindTicket: 'Biglietto per un evento',
  copy: 'Copia',
  copyCode: 'Copia il codice {code}',
  copied: 'Copiato',
  copiedStatus: 'Copiato negli appunti.',
  copyByHand: 'Selezionalo e copialo a mano',
  copyFailed: 'Impossibile copiare. Seleziona il codice e copialo a mano.',
  validUntil: 'Valido fino al {date}',
};

export default it;
