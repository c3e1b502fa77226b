/** Swedish texts of the `accountPayment` group. */
import type { Translation } from '../core';
import type { ACCOUNT_PAYMENT_EN } from '../account-payment';

const sv: Translation<typeof ACCOUNT_PAYMENT_EN> = {
  cardFrameTitle: 'Det nya kortets uppgifter',
  mandateFrameTitle: 'Bankkonto',
  cardFormFailed: 'Kortformuläret kunde inte laddas. Kontrollera din anslutning och försök igen.',
  card: 'Kort',
  expires: '{card}, går ut {date}',
  notReady: 'Formuläret är inte klart än. Försök igen om en stund.',
  cardReplaced: 'Ditt kort har bytts ut.',
  mandateSaved: 'Ditt bankkonto har sparats för autogiro.',
  noCard: 'Inget kort sparat.',
  replaceCard: 'Byt kort',
  addCard: 'Lägg till ett kort',
  saveCard: 'Spara kort',
  cancel: 'Avbryt',
  directDebit: 'Autogiro',
  bankAccount: 'Bankkonto {country} •••• {last4}',
  noMandate: 'Inget autogiromedgivande.',
  otherBankAccount: 'Använd ett annat bankkonto',
  setUpDirectDebit: 'Ställ in autogiro',
  saveBankAccount: 'Spara bankkonto',
};

export default sv;
