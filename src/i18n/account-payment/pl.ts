/** Polish texts of the `accountPayment` group. */
import type { Translation } from '../core';
import type { ACCOUNT_PAYMENT_EN } from '../account-payment';

const pl: Translation<typeof ACCOUNT_PAYMENT_EN> = {
  cardFrameTitle: 'Dane nowej karty',
  mandateFrameTitle: 'Konto bankowe',
  cardFormFailed: 'Nie udało się wczytać formularza karty. Sprawdź połączenie i spróbuj ponownie.',
  card: 'Karta',
  expires: '{card}, ważna do {date}',
  notReady: 'Formularz nie jest jeszcze gotowy. Spróbuj ponownie za chwilę.',
  cardReplaced: 'Twoja karta została zastąpiona.',
  mandateSaved: 'Twoje konto bankowe zostało zapisane do polecenia zapłaty.',
  noCard: 'Brak zapisanej karty.',
  replaceCard: 'Zmień kartę',
  addCard: 'Dodaj kartę',
  saveCard: 'Zapisz kartę',
  cancel: 'Anuluj',
  directDebit: 'Polecenie zapłaty',
  bankAccount: 'Konto bankowe {country} •••• {last4}',
  noMandate: 'Brak upoważnienia do polecenia zapłaty.',
  otherBankAccount: 'Użyj innego konta bankowego',
  setUpDirectDebit: 'Ustaw polecenie zapłaty',
  saveBankAccount: 'Zapisz konto bankowe',
};

export default pl;
