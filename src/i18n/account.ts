/**
 * The `account` messages: `<paywall-account>`'s frame (tabs, section titles, signed-out view,
 * paging, the survey's thanks and its failed-load state) and its first sections (details, password).
 * The other sections' texts are the `accountLibrary`, `accountBilling` and `accountPayment` groups,
 * loaded with their sections, and the exit survey's the `accountSurvey` group, loaded with it.
 * Keys are written `account.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `account` group. */
export const ACCOUNT_EN = {
  notConfigured: 'The account is not configured for this site.',
  signInToManage: 'Sign in to manage your account.',
  loadingSignIn: 'Loading sign-in…',
  yourAccount: 'Your account',
  watchingAs: 'Watching as {name}',
  thanks: 'Thank you for your feedback.',
  erased: 'Your account has been erased, and you are signed out.',
  tabDetails: 'Details',
  details: 'Your details',
  password: 'Password',
  profiles: 'Profiles',
  favorites: 'Favorites',
  history: 'Watch history',
  purchases: 'Purchases',
  transactions: 'Transactions',
  subscriptions: 'Subscriptions',
  payment: 'Payment methods',
  data: 'Your data',
  codes: 'Access codes',
  tryAgain: 'Try again',
  surveyGoOn: 'Go on without the survey',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
  fullName: 'Full name',
  email: 'E-mail',
  emailHint: 'Your e-mail address is your sign-in name and cannot be changed here.',
  dateOfBirth: 'Date of birth',
  enterName: 'Enter your name.',
  fieldRequired: '{field} is required.',
  detailsSaved: 'Your details were saved.',
  saving: 'Saving…',
  save: 'Save',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatNewPassword: 'Repeat the new password',
  passwordHint: { one: 'At least {count} character.', other: 'At least {count} characters.' },
  enterCurrentPassword: 'Enter your current password.',
  chooseNewPassword: 'Choose a new password.',
  passwordTooShort: { one: 'Use at least {count} character.', other: 'Use at least {count} characters.' },
  repeatPassword: 'Repeat the new password.',
  passwordsDiffer: 'The passwords do not match.',
  passwordChanged: 'Your password was changed.',
  changing: 'Changing…',
  changePassword: 'Change password',
};

/** The `account` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const account = defineMessages('account', ACCOUNT_EN);

/** The translate function of the `account` group. */
export type AccountT = Translate<typeof ACCOUNT_EN>;
