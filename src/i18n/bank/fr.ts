/** French texts of the `bank` group. */
import type { Translation } from '../core';
import type { BANK_EN } from '../bank';

const fr: Translation<typeof BANK_EN> = {
  redirecting: 'Vous êtes redirigé vers votre banque pour confirmer le paiement.',
  confirmWithBank: 'Confirmer auprès de votre banque',
  openNewWindow: 'Ouvrir dans une nouvelle fenêtre',
  cancel: 'Annuler',
  yourBank: 'Votre banque',
};

export default fr;
