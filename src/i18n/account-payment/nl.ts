/** Dutch texts of the `accountPayment` group. */
import type { Translation } from '../core';
import type { ACCOUNT_PAYMENT_EN } from '../account-payment';

const nl: Translation<typeof ACCOUNT_PAYMENT_EN> = {
  cardFrameTitle: 'Gegevens van de nieuwe kaart',
  mandateFrameTitle: 'Bankrekening',
  cardFormFailed: 'Het kaartformulier kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  card: 'Kaart',
  expires: '{card}, verloopt {date}',
  notReady: 'Het formulier is nog niet klaar. Probeer het zo opnieuw.',
  cardReplaced: 'Je kaart is vervangen.',
  mandateSaved: 'Je bankrekening is opgeslagen voor automatische incasso.',
  noCard: 'Geen kaart opgeslagen.',
  replaceCard: 'Kaart vervangen',
  addCard: 'Kaart toevoegen',
  saveCard: 'Kaart opslaan',
  cancel: 'Annuleren',
  directDebit: 'Automatische incasso',
  bankAccount: 'Bankrekening {country} •••• {last4}',
  noMandate: 'Geen incassomachtiging.',
  otherBankAccount: 'Andere bankrekening gebruiken',
  setUpDirectDebit: 'Automatische incasso instellen',
  saveBankAccount: 'Bankrekening opslaan',
};

export default nl;
