/**
 * The `dialogs` messages: `<paywall-dialogs>` (the spec's fixed English messages) and `<paywall-toasts>`. Keys are written `dialogs.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `dialogs` group. */
export const DIALOGS_EN = {
  ok: 'OK',
  notifications: 'Notifications',
  dismiss: 'Dismiss notification',
  paymentFailedTitle: 'Payment failed',
  paymentFailedText: 'There was a problem processing your payment. Please review your card details or use a different card.',
  subscriptionFailedTitle: 'Subscription failed',
  subscriptionFailedText: 'There was a problem processing your subscription. Please review your card details or use a different card.',
  subscriptionErrorTitle: 'There was an error processing your subscription',
  subscriptionErrorText: 'Please try to do the payment with a different card or contact support',
  pleaseWaitTitle: 'Please wait',
  pleaseWaitText: { one: 'You can try to subscribe again in {count} second.', other: 'You can try to subscribe again in {count} seconds.' },
  paymentCompleted: 'Payment completed',
};

/** The `dialogs` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const dialogs = defineMessages('dialogs', DIALOGS_EN);

/** The translate function of the `dialogs` group. */
export type DialogsT = Translate<typeof DIALOGS_EN>;
