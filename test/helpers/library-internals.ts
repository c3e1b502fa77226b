/**
 * The library's shared state and site contract without its components, internals included, for
 * tests and test pages only (test/e2e/site.e2e.test.mjs bundles it as its page's `window.site`).
 * The public entries (docs/api.md) leave out what a merchant, a React developer or a plugin author
 * never calls, such as `resetConfig`, `receivePaymentEvent`, `openBankFrame` and the purchase
 * attempt bookkeeping, and tests reach those here (or from their own modules). Not part of the library.
 */
export * from '../../src/stores/config';
export * from '../../src/stores/client';
export * from '../../src/stores/session';
export * from '../../src/stores/session-actions';
export * from '../../src/stores/purchase';
export * from '../../src/stores/payment-events';
export * from '../../src/stores/payment-reactions';
export * from '../../src/stores/attempts';
export * from '../../src/stores/dialogs';
export * from '../../src/stores/preloader';
export * from '../../src/stores/bank-frame';
export * from '../../src/stores/signals';
export * from '../../src/stores/navigation';
export * from '../../src/stores/site-actions';
export * from '../../src/stores/toasts';
export * from '../../src/site/routes';
export * from '../../src/site/redirects';
export * from '../../src/site/reactions';
export * from '../../src/site/effects';
export * from '../../src/site/payment-event';
export * from '../../src/site/calls';
export * from '../../src/site/countdown';
