/**
 * The `common` messages: shared texts (errors, loading, owned access, price terms) and
 * `<paywall-gate>`'s locked view. Keys are written `common.<key>` in overrides.
 */
import { defineMessages } from './core';

/** English texts of the `common` group (the spec's fixed English messages among them). */
export const COMMON_EN = {
  failed: 'This content could not be shown. Please reload the page.',
  loading: 'Loading…',
  close: 'Close',
  tryAgain: 'Try again',
  signIn: 'Sign in',
  errorGeneric: 'Something went wrong. Please try again.',
  errorNetwork: 'We could not reach the server. Check your connection and try again.',
  errorUnavailable: 'The service is not available right now. Please try again in a moment.',
  owned: 'You have access to this.',
  ownedUntil: 'You have access to this until {date}.',
  perMinute: 'per minute',
  perHour: 'per hour',
  perDay: 'per day',
  perWeek: 'per week',
  perMonth: 'per month',
  perYear: 'per year',
  perDuration: 'per {duration}',
  recurring: 'recurring',
  yoursToKeep: 'Yours to keep',
  accessFor: '{duration} of access',
  oneTime: 'One-time purchase',
  freeFor: 'Free for {duration}',
  buyFor: 'Buy for {price}',
  subscribeFor: 'Subscribe for {price} {term}',
  getAccess: 'Get access',
  prices: 'Prices',
  notForSale: 'This content is not available for purchase right now.',
  haveAccess: 'Already have access?',
  gateNotSetUp: 'This content is not set up correctly.',
  checkingAccess: 'Checking your access…',
  inFavorites: 'In your favorites',
  addFavorite: 'Add to favorites',
};

/** The `common` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const common = defineMessages('common', COMMON_EN);

/** The translate function of the `common` group. */
export type CommonT = import('./core').Translate<typeof COMMON_EN>;
