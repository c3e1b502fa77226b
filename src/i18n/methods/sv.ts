/** Swedish texts of the `methods` group. */
import type { Translation } from '../core';
import type { METHODS_EN } from '../methods';

const sv: Translation<typeof METHODS_EN> = {
  paymentMethod: 'Betalningssätt',
  card: 'Kort',
  directDebit: 'SEPA-autogiro',
  notAvailable: 'Det här betalningssättet är inte tillgängligt för det här priset.',
  loadingMethod: 'Laddar {method}…',
  payWith: 'Betala {amount} med {method}',
  subscribeWith: 'Prenumerera för {amount} med {method}',
  idealNote: 'Du bekräftar betalningen i bankens app eller på bankens webbplats och kommer sedan tillbaka hit.',
  yourBank: 'Din bank',
  chooseBank: 'Välj din bank…',
  bankMissing: 'Välj din bank för att fortsätta.',
  debitPay: 'Betala {amount} via autogiro',
  debitSubscribe: 'Prenumerera för {amount} via autogiro',
  debitNote: 'Beloppet dras från ditt bankkonto via SEPA-autogiro.',
  savedAccount: 'Bankkonto {country} •••• {last4}',
  otherAccount: 'Använd ett annat bankkonto',
  bankAccount: 'Bankkonto',
  accountHolder: 'Kontoinnehavare',
  iban: 'IBAN',
  address: 'Adress (valfritt)',
  mandateNotReady: 'Bankkontoformuläret är inte klart än. Försök igen om en stund.',
  mandateFailed: 'Bankkontoformuläret kunde inte laddas. Kontrollera anslutningen och försök igen.',
  walletConfirm: 'Bekräfta betalningen med {method}.',
  walletNote: 'Du bekräftar betalningen i {method}.',
  paypalNote: 'Du bekräftar betalningen på PayPals sida och kommer sedan tillbaka hit.',
  freeNote: 'Din rabattkod täcker hela priset: ingen betalning behövs.',
  checkHolder: 'Ange kontoinnehavarens namn.',
  checkIbanEmpty: 'Ange ditt IBAN.',
  checkIbanCountry: 'Ange ett IBAN från ett SEPA-land (det börjar med två bokstäver, till exempel NL eller DE).',
  checkIbanInvalid: 'Detta IBAN är inte giltigt: kontrollera det.',
  checkAddressLong: 'Adressen är för lång.',
};

export default sv;
