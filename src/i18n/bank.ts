/**
 * The `bank` messages: the full-page bank window (a bank's or wallet's confirmation page over the
 * page); they load with it. Keys are written `bank.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `bank` group. */
export const BANK_EN = {
  redirecting: 'You are being redirected to your bank to confirm the payment.',
  confirmWithBank: 'Confirm with your bank',
  openNewWindow: 'Open in a new window',
  cancel: 'Cancel',
  yourBank: 'Your bank',
};

/** The `bank` message group; each language is a chunk of its own. */
export const bank = defineMessages('bank', BANK_EN, {
  nl: () => import('./bank/nl'),
  de: () => import('./bank/de'),
  fr: () => import('./bank/fr'),
  es: () => import('./bank/es'),
  it: () => import('./bank/it'),
  pt: () => import('./bank/pt'),
  pl: () => import('./bank/pl'),
  sv: () => import('./bank/sv'),
  ar: () => import('./bank/ar'),
});

/** The translate function of the `bank` group. */
export type BankT = Translate<typeof BANK_EN>;
