/**
 * The `login` messages: `<paywall-login>`'s forms and the signed-in view (their field checks are
 * the `checks` group). Keys are
 * written `login.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `login` group. */
export const LOGIN_EN = {
  signInTitle: 'Sign in',
  signInSubmit: 'Sign in',
  signingIn: 'Signing in…',
  forgotLink: 'Forgot your password?',
  newHere: 'New here?',
  createAccountLink: 'Create an account',
  email: 'E-mail',
  password: 'Password',
  signUpTitle: 'Create an account',
  signUpSubmit: 'Create account',
  creatingAccount: 'Creating your account…',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  fullName: 'Full name',
  passwordHint: 'At least {min} characters.',
  repeatPassword: 'Repeat password',
  loadingFields: 'Loading more fields…',
  choose: 'Choose…',
  backToSignIn: 'Back to sign in',
  checkEmail: 'Check your e-mail',
  resetSent: 'If an account exists for {email}, we sent it a link to choose a new password.',
  forgotTitle: 'Forgot your password?',
  sendResetLink: 'Send reset link',
  sending: 'Sending…',
  forgotIntro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  newPasswordTitle: 'Choose a new password',
  resetIncomplete: 'This reset link is incomplete. Ask for a new link and open it from the e-mail.',
  sendNewLink: 'Send a new link',
  passwordChanged: 'Password changed',
  passwordSet: 'Your new password is set. You can sign in with it now.',
  savePassword: 'Save password',
  saving: 'Saving…',
  newPassword: 'New password',
  repeatNewPassword: 'Repeat new password',
  checkingSession: 'Checking your session…',
  orContinueWith: 'or continue with',
  continueWith: 'Continue with {provider}',
  socialRejected: 'The sign-in could not be verified. Please try again.',
  signedInTitle: 'You are signed in',
  signedInAs: 'Signed in as {name}',
  signedIn: 'Signed in.',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  watchingAs: 'Watching as {name}',
};

/** The `login` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const login = defineMessages('login', LOGIN_EN);

/** The translate function of the `login` group. */
export type LoginT = Translate<typeof LOGIN_EN>;
