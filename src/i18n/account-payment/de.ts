/** German texts of the `accountPayment` group. */
import type { Translation } from '../core';
import type { ACCOUNT_PAYMENT_EN } from '../account-payment';

const de: Translation<typeof ACCOUNT_PAYMENT_EN> = {
  cardFrameTitle: 'Daten der neuen Karte',
  mandateFrameTitle: 'Bankkonto',
  cardFormFailed: 'Das Kartenformular konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  card: 'Karte',
  expires: '{card}, gültig bis {date}',
  notReady: 'Das Formular ist noch nicht bereit. Bitte versuchen Sie es gleich noch einmal.',
  cardReplaced: 'Ihre Karte wurde ersetzt.',
  mandateSaved: 'Ihr Bankkonto wurde für das Lastschriftverfahren gespeichert.',
  noCard: 'Keine Karte gespeichert.',
  replaceCard: 'Karte ersetzen',
  addCard: 'Karte hinzufügen',
  saveCard: 'Karte speichern',
  cancel: 'Abbrechen',
  directDebit: 'Lastschrift',
  bankAccount: 'Bankkonto {country} •••• {last4}',
  noMandate: 'Kein Lastschriftmandat.',
  otherBankAccount: 'Anderes Bankkonto verwenden',
  setUpDirectDebit: 'Lastschrift einrichten',
  saveBankAccount: 'Bankkonto speichern',
};

export default de;
