/**
 * The `donate` messages: `<paywall-donate>`'s views, its amounts and their checks. Keys are
 * written `donate.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `donate` group. */
export const DONATE_EN = {
  notConfigured: 'Donations are not configured for this site.',
  notSetUp: 'This donation is not set up correctly.',
  cardUnavailable: 'Card payments are not available.',
  signIn: 'Sign in or create an account to donate.',
  unavailable: 'This item does not take donations.',
  heading: 'Support this',
  thanks: 'Thank you!',
  received: 'Your donation of {amount} was received.',
  amounts: 'Amount',
  otherAmount: 'Other amount',
  amountIn: 'Amount ({currency})',
  atLeast: 'At least {min}.',
  between: 'At least {min}, at most {max}.',
  chooseAmount: 'Choose an amount.',
  amountMissing: 'Enter the amount you want to give.',
  amountInvalid: 'Enter an amount such as 10 or 7.50.',
  tooSmall: 'The smallest donation is {amount}.',
  tooLarge: 'The largest donation is {amount}.',
  donate: 'Donate',
  donateAmount: 'Donate {amount}',
  offline: 'You are offline. Donating is available again once you are back online.',
  frameFailed: 'The card form could not be loaded. Please check your connection and try again.',
  noIntent: 'Your bank did not send back the payment to confirm. Nothing was charged; please try again.',
};

/** The `donate` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const donate = defineMessages('donate', DONATE_EN);

/** The translate function of the `donate` group. */
export type DonateT = Translate<typeof DONATE_EN>;
