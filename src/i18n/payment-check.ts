/**
 * The `paymentCheck` messages: `<paywall-payment-check>` (the spec's fixed English messages
 * "Payment completed", "Payment failed" and "There was an error processing your subscription"
 * among them). Keys are written `paymentCheck.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `paymentCheck` group. */
export const PAYMENT_CHECK_EN = {
  confirming: 'Confirming your payment…',
  checkingAgain: 'Checking again…',
  redirecting: 'Redirecting…',
  completed: 'Payment completed',
  giftCode: 'Gift code: {code}',
  failed: 'Payment failed',
  notCompleted: 'The payment was not completed.',
  bankNotConfirmed: 'The payment was not completed: your bank did not confirm it.',
  subscriptionError: 'There was an error processing your subscription',
  stillTitle: 'We are still confirming your payment',
  stillText: 'This is taking longer than usual. You will not be charged twice; your purchase appears in your account as soon as it is confirmed.',
  checkAgain: 'Check again',
  continueBrowsing: 'Continue browsing',
  notSetUp: 'This page is not set up correctly.',
};

/** The `paymentCheck` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const paymentCheck = defineMessages('paymentCheck', PAYMENT_CHECK_EN);

/** The translate function of the `paymentCheck` group. */
export type PaymentCheckT = Translate<typeof PAYMENT_CHECK_EN>;
