/**
 * The `rewards` messages: `<paywall-member-rewards>`. Keys are written `rewards.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `rewards` group. */
export const REWARDS_EN = {
  heading: 'Your rewards',
  loading: 'Loading your rewards…',
  signIn: 'Sign in to see your member rewards.',
  loadingSignIn: 'Loading sign-in…',
  loadFailed: 'Your rewards could not be loaded. Please try again.',
  tryAgain: 'Try again',
  empty: 'You have no rewards yet. New rewards appear here.',
  kindDiscount: 'Partner discount',
  kindFreeMonths: 'Free months',
  kindTicket: 'Event ticket',
  copy: 'Copy',
  copyCode: 'Copy code {code}',
  copied: 'Copied',
  copiedStatus: 'Copied to the clipboard.',
  copyByHand: 'Select and copy it by hand',
  copyFailed: 'Could not copy. Select the code and copy it by hand.',
  validUntil: 'Valid until {date}',
};

/** The `rewards` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const rewards = defineMessages('rewards', REWARDS_EN);

/** The translate function of the `rewards` group. */
export type RewardsT = Translate<typeof REWARDS_EN>;
