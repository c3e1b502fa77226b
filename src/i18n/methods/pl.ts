/** Polish texts of the `methods` group. */
import type { Translation } from '../core';
import type { METHODS_EN } from '../methods';

const pl: Translation<typeof METHODS_EN> = {
  paymentMethod: 'Metoda płatności',
  card: 'Karta',
  directDebit: 'Polecenie zapłaty SEPA',
  notAvailable: 'Ta metoda płatności jest niedostępna dla tej ceny.',
  loadingMethod: 'Ładowanie: {method}…',
  payWith: 'Zapłać {amount} przez {method}',
  subscribeWith: 'Subskrybuj za {amount} przez {method}',
  idealNote: 'Potwierdzasz płatność w aplikacji lub na stronie swojego banku, a potem wracasz tutaj.',
  yourBank: 'Twój bank',
  chooseBank: 'Wybierz swój bank…',
  bankMissing: 'Wybierz swój bank, aby kontynuować.',
  debitPay: 'Zapłać {amount} poleceniem zapłaty',
  debitSubscribe: 'Subskrybuj za {amount} poleceniem zapłaty',
  debitNote: 'Kwota zostanie pobrana z Twojego konta bankowego poleceniem zapłaty SEPA.',
  savedAccount: 'Konto bankowe {country} •••• {last4}',
  otherAccount: 'Użyj innego konta bankowego',
  bankAccount: 'Konto bankowe',
  accountHolder: 'Właściciel konta',
  iban: 'IBAN',
  address: 'Adres (opcjonalnie)',
  mandateNotReady: 'Formularz konta bankowego nie jest jeszcze gotowy. Spróbuj ponownie za chwilę.',
  mandateFailed: 'Nie udało się załadować formularza konta bankowego. Sprawdź połączenie i spróbuj ponownie.',
  walletConfirm: 'Potwierdź płatność w {method}.',
  walletNote: 'Potwierdzasz płatność w {method}.',
  paypalNote: 'Potwierdzasz płatność na stronie PayPal, a potem wracasz tutaj.',
  freeNote: 'Twój voucher pokrywa całą cenę: płatność nie jest potrzebna.',
  checkHolder: 'Wpisz imię i nazwisko właściciela rachunku.',
  checkIbanEmpty: 'Wpisz swój numer IBAN.',
  checkIbanCountry: 'Wpisz IBAN z kraju SEPA (zaczyna się od dwóch liter, np. NL lub DE).',
  checkIbanInvalid: 'Ten numer IBAN jest nieprawidłowy: sprawdź go.',
  checkAddressLong: 'Adres jest zbyt długi.',
};

export default pl;
