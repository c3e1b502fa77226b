/**
 * paywall-elements: the library entry for bundlers (React as a peer dependency).
 * Importing it registers nothing; import `paywall-elements/elements` for the custom elements.
 */
export { Toasts } from './components/toasts/toasts';
export type { ToastsProps } from './components/toasts/toasts';
export { $toasts, pushToast, dismissToast, clearToasts, TOAST_LIFETIME_MS, TOAST_EVENT } from './stores/toasts';
export type { Toast, ToastInput, ToastKind } from './stores/toasts';
export { VERSION } from './version';
