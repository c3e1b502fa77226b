/** Italian texts of the `bank` group. */
import type { Translation } from '../core';
import type { BANK_EN } from '../bank';

const it: Translation<typeof BANK_EN> = {
  redirecting: 'Ti stiamo reindirizzando alla tua banca per confermare il pagamento.',
  confirmWithBank: 'Conferma con la tua banca',
  openNewWindow: 'Apri in una nuova finestra',
  cancel: 'Annulla',
  yourBank: 'La tua banca',
};

export default it;
