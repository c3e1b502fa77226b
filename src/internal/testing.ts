/**
 * The library's shared state and site contract without its components, internals included, for
 * tests and test pages only. It is no entry of package.json `exports` and no build input: the
 * public entries (docs/api.md) leave out what a merchant, a React developer or a plugin author
 * never calls, such as `resetConfig`, `receivePaymentEvent`, `openBankFrame` and the purchase
 * attempt bookkeeping, and tests reach those here (or from their own modules).
 */
export * from '../stores/config';
export * from '../stores/client';
export * from '../stores/session';
export * from '../stores/purchase';
export * from '../stores/payment-events';
export * from '../stores/payment-reactions';
export * from '../stores/attempts';
export * from '../stores/dialogs';
export * from '../stores/preloader';
export * from '../stores/bank-frame';
export * from '../stores/signals';
export * from '../stores/navigation';
export * from '../stores/site-actions';
export * from '../stores/toasts';
export * from '../site/routes';
export * from '../site/redirects';
export * from '../site/reactions';
export * from '../site/effects';
export * from '../site/payment-event';
export * from '../site/calls';
export * from '../site/countdown';
