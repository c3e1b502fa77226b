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

/** The `bank` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const bank = defineMessages('bank', BANK_EN);

/** The translate function of the `bank` group. */
export type BankT = Translate<typeof BANK_EN>;
