/** French texts of the `accountPayment` group. */
import type { Translation } from '../core';
import type { ACCOUNT_PAYMENT_EN } from '../account-payment';

const fr: Translation<typeof ACCOUNT_PAYMENT_EN> = {
  cardFrameTitle: 'Coordonnées de la nouvelle carte',
  mandateFrameTitle: 'Compte bancaire',
  cardFormFailed: "Le formulaire de carte n'a pas pu être chargé. Vérifiez votre connexion et réessayez.",
  card: 'Carte',
  expires: '{card}, expire fin {date}',
  notReady: "Le formulaire n'est pas encore prêt. Veuillez réessayer dans un instant.",
  cardReplaced: 'Votre carte a été remplacée.',
  mandateSaved: 'Votre compte bancaire a été enregistré pour le prélèvement.',
  noCard: 'Aucune carte enregistrée.',
  replaceCard: 'Remplacer la carte',
  addCard: 'Ajouter une carte',
  saveCard: 'Enregistrer la carte',
  cancel: 'Annuler',
  directDebit: 'Prélèvement',
  bankAccount: 'Compte bancaire {country} •••• {last4}',
  noMandate: 'Aucun mandat de prélèvement.',
  otherBankAccount: 'Utiliser un autre compte bancaire',
  setUpDirectDebit: 'Mettre en place le prélèvement',
  saveBankAccount: 'Enregistrer le compte bancaire',
};

export default fr;
