/**
 * The `checkout` messages: `<paywall-checkout>`'s views, its card form, voucher row and payment
 * phases (the bank window and the other payment methods have groups of their own, `bank` and
 * `methods`, loaded with them). Keys are written `checkout.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `checkout` group. */
export const CHECKOUT_EN = {
  title: 'Checkout',
  notConfigured: 'The checkout is not configured for this site.',
  cardUnavailable: 'Card payments are not available.',
  priceUnavailable: 'This price is not available.',
  loading: 'Loading checkout…',
  signInFirst: 'Sign in or create an account to continue.',
  loadingSignIn: 'Loading sign-in…',
  chooseAccess: 'Choose your access',
  cannotBuy: 'This item cannot be bought right now.',
  alreadyHave: 'You already have access',
  subscriptionOwned: 'A subscription cannot be bought again while this access lasts. You can manage it in your account.',
  payAgainCharges: 'Paying again charges {price} for another {what}.',
  access: 'access',
  payAgain: 'Pay again anyway',
  close: 'Close',
  processing: 'Processing…',
  subscribeFor: 'Subscribe for {amount}',
  pay: 'Pay {amount}',
  offline: 'You are offline. Pay is available again once you are back online.',
  secure: 'Card details are entered on a secure page and never reach this site.',
  processingPayment: 'Processing your payment…',
  confirmingPayment: 'Confirming your payment…',
  bankConfirms: 'Your bank needs to confirm this payment…',
  tryAgain: 'Try again',
  stillConfirming: 'We are still confirming your payment. This can take a few minutes; you will not be charged twice.',
  canClose: 'You can close this window: your purchase appears in your account once it is confirmed.',
  subscriptionActive: 'Subscription active',
  paymentCompleted: 'Payment completed',
  thanks: 'Thank you! You now have access.',
  continue: 'Continue',
  voucherCode: 'Voucher code',
  apply: 'Apply',
  checking: 'Checking…',
  remove: 'Remove',
  voucherApplied: 'Voucher {code} applied.',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  cardName: 'Name on card',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'Security code (CVC)',
  cardNotReady: 'The card form is not ready yet. Please try again in a moment.',
  bankPageUnsafe: 'The bank confirmation page could not be opened safely.',
  notAccepted: 'The payment was not accepted.',
  notCompleted: 'The payment was not completed.',
  notAuthorised: 'The payment was not authorised by your bank.',
  walletNotConfirmed: 'The payment was not completed: your bank or wallet did not confirm it.',
  cardNotSetUp: 'Card payments are not set up on this site yet.',
  cardFormFailed: 'The card form could not be loaded. Please check your connection and try again.',
  cardNumberInvalid: 'Enter a valid card number.',
  cardNameInvalid: 'Enter the name on the card.',
  cardExpiryInvalid: 'Enter a valid expiry date in the future.',
  cardCvcInvalid: 'Enter the 3 or 4 digit security code.',
  waitingElsewhere: 'Another window is paying for this. Waiting…',
  stopWaiting: 'Stop waiting',
  paidElsewhere: 'Paid in another window: nothing more was charged.',
  paidElsewhereUnknown: 'We could not check whether another window paid for this. Please try again.',
};

/** The `checkout` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const checkout = defineMessages('checkout', CHECKOUT_EN);

/** The translate function of the `checkout` group. */
export type CheckoutT = Translate<typeof CHECKOUT_EN>;

/** The payment flow's own messages (the English the payer, the method forms and the card page produce), by key. */
const FLOW_KEYS = ['cardNotReady', 'cardFormFailed', 'bankPageUnsafe', 'notAccepted', 'notCompleted', 'notAuthorised', 'walletNotConfirmed', 'paidElsewhereUnknown'] as const;

/**
 * A payment phase's message in the page's language when it is one of the flow's own texts; a
 * message the platform sent (a refused card's explanation) is shown as sent.
 */
export function flowMessage(message: string, t: CheckoutT): string {
  const key = FLOW_KEYS.find((k) => CHECKOUT_EN[k] === message);
  return key ? t(key) : message;
}
