/** German texts of the `methods` group. */
import type { Translation } from '../core';
import type { METHODS_EN } from '../methods';

const de: Translation<typeof METHODS_EN> = {
  paymentMethod: 'Zahlungsart',
  card: 'Karte',
  directDebit: 'SEPA-Lastschrift',
  notAvailable: 'Diese Zahlungsart ist für diesen Preis nicht verfügbar.',
  loadingMethod: '{method} wird geladen…',
  payWith: '{amount} mit {method} bezahlen',
  subscribeWith: 'Für {amount} mit {method} abonnieren',
  idealNote: 'Sie bestätigen die Zahlung in der App oder auf der Website Ihrer Bank und kehren dann hierher zurück.',
  yourBank: 'Ihre Bank',
  chooseBank: 'Wählen Sie Ihre Bank…',
  bankMissing: 'Wählen Sie Ihre Bank, um fortzufahren.',
  debitPay: '{amount} per Lastschrift bezahlen',
  debitSubscribe: 'Für {amount} per Lastschrift abonnieren',
  debitNote: 'Der Betrag wird per SEPA-Lastschrift von Ihrem Bankkonto eingezogen.',
  savedAccount: 'Bankkonto {country} •••• {last4}',
  otherAccount: 'Anderes Bankkonto verwenden',
  bankAccount: 'Bankkonto',
  accountHolder: 'Kontoinhaber',
  iban: 'IBAN',
  address: 'Adresse (optional)',
  mandateNotReady: 'Das Bankkontoformular ist noch nicht bereit. Bitte versuchen Sie es gleich noch einmal.',
  mandateFailed: 'Das Bankkontoformular konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  walletConfirm: 'Bestätigen Sie die Zahlung mit {method}.',
  walletNote: 'Sie bestätigen die Zahlung in {method}.',
  paypalNote: 'Sie bestätigen die Zahlung auf der Seite von PayPal und kehren dann hierher zurück.',
  freeNote: 'Ihr Gutschein deckt den ganzen Preis: Eine Zahlung ist nicht nötig.',
  checkHolder: 'Geben Sie den Namen des Kontoinhabers ein.',
  checkIbanEmpty: 'Geben Sie Ihre IBAN ein.',
  checkIbanCountry: 'Geben Sie eine IBAN aus einem SEPA-Land ein (sie beginnt mit zwei Buchstaben, etwa NL oder DE).',
  checkIbanInvalid: 'Diese IBAN ist ungültig: Bitte prüfen Sie sie.',
  checkAddressLong: 'Die Adresse ist zu lang.',
};

export default de;
