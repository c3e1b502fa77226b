/**
 * The `methods` messages: the checkout's payment-method choice and the forms of iDEAL, SEPA Direct
 * Debit (with the mandate page's labels), Apple Pay and Google Pay, PayPal and a free voucher; they
 * load with those forms, not with the checkout. Keys are written `methods.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';
import type { MandateCheck } from '../internal/mandate-protocol';

/** English texts of the `methods` group. */
export const METHODS_EN = {
  paymentMethod: 'Payment method',
  card: 'Card',
  directDebit: 'SEPA Direct Debit',
  notAvailable: 'This payment method is not available for this price.',
  loadingMethod: 'Loading {method}…',
  payWith: 'Pay {amount} with {method}',
  subscribeWith: 'Subscribe for {amount} with {method}',
  idealNote: 'You confirm the payment in your bank\'s app or website, then come back here.',
  yourBank: 'Your bank',
  chooseBank: 'Choose your bank…',
  bankMissing: 'Choose your bank to continue.',
  debitPay: 'Pay {amount} by direct debit',
  debitSubscribe: 'Subscribe for {amount} by direct debit',
  debitNote: 'The amount is collected from your bank account by SEPA Direct Debit.',
  savedAccount: 'Bank account {country} •••• {last4}',
  otherAccount: 'Use another bank account',
  bankAccount: 'Bank account',
  accountHolder: 'Account holder',
  iban: 'IBAN',
  address: 'Address (optional)',
  mandateNotReady: 'The bank account form is not ready yet. Please try again in a moment.',
  mandateFailed: 'The bank account form could not be loaded. Please check your connection and try again.',
  walletConfirm: 'Confirm the payment with {method}.',
  walletNote: 'You confirm the payment in {method}.',
  paypalNote: 'You confirm the payment on PayPal\'s page, then come back here.',
  freeNote: 'Your voucher covers the whole price: no payment is needed.',
  checkHolder: 'Enter the name of the account holder.',
  checkIbanEmpty: 'Enter your IBAN.',
  checkIbanCountry: 'Enter an IBAN of a SEPA country (it starts with two letters, such as NL or DE).',
  checkIbanInvalid: 'This IBAN is not valid: please check it.',
  checkAddressLong: 'The address is too long.',
};

/** The `methods` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const methods = defineMessages('methods', METHODS_EN);

/** The translate function of the `methods` group. */
export type MethodsT = Translate<typeof METHODS_EN>;

/** The mandate page's field checks in `t`'s language, keyed as the page knows them (`MANDATE_CHECKS`). */
export function mandateChecks(t: MethodsT): Record<MandateCheck, string> {
  return { name: t('checkHolder'), ibanEmpty: t('checkIbanEmpty'), ibanCountry: t('checkIbanCountry'), ibanInvalid: t('checkIbanInvalid'), addressLong: t('checkAddressLong') };
}
