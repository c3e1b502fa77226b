/**
 * The `checks` messages: what the sign-up, sign-in and password forms say about a field before
 * anything is sent (`<paywall-login>`, `<paywall-account>`), and what a form says after the platform
 * refused with "too many attempts" (429) and how long is left (those forms, the gate's access code,
 * the account's PIN). Keys are written `checks.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `checks` group. */
export const CHECKS_EN = {
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  passwordChoose: 'Choose a password.',
  passwordShort: 'Use at least {min} characters.',
  passwordRepeat: 'Repeat the password.',
  passwordMismatch: 'The passwords do not match.',
  passwordMissing: 'Enter your password.',
  nameMissing: 'Enter your name.',
  fieldRequired: '{field} is required.',
  tooManyAttempts: 'Too many attempts. Try again in {seconds} s.',
  tryAgainNow: 'You can try again now.',
  retryIn: 'Try again in {seconds} s',
};

/** The `checks` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const checks = defineMessages('checks', CHECKS_EN);

/** The translate function of the `checks` group. */
export type ChecksT = Translate<typeof CHECKS_EN>;
