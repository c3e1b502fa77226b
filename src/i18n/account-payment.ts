/**
 * The `accountPayment` messages: `<paywall-account>`'s payment methods section (a chunk of its
 * own, with the card and mandate frames). Keys are written `accountPayment.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `accountPayment` group. */
export const ACCOUNT_PAYMENT_EN = {
  cardFrameTitle: 'New card details',
  mandateFrameTitle: 'Bank account',
  cardFormFailed: 'The card form could not be loaded. Please check your connection and try again.',
  card: 'Card',
  expires: '{card}, expires {date}',
  notReady: 'The form is not ready yet. Please try again in a moment.',
  cardReplaced: 'Your card was replaced.',
  mandateSaved: 'Your bank account was saved for direct debit.',
  noCard: 'No card saved.',
  replaceCard: 'Replace card',
  addCard: 'Add a card',
  saveCard: 'Save card',
  cancel: 'Cancel',
  directDebit: 'Direct debit',
  bankAccount: 'Bank account {country} •••• {last4}',
  noMandate: 'No direct-debit mandate.',
  otherBankAccount: 'Use another bank account',
  setUpDirectDebit: 'Set up direct debit',
  saveBankAccount: 'Save bank account',
};

/** The `accountPayment` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const accountPayment = defineMessages('accountPayment', ACCOUNT_PAYMENT_EN);

/** The translate function of the `accountPayment` group. */
export type AccountPaymentT = Translate<typeof ACCOUNT_PAYMENT_EN>;
