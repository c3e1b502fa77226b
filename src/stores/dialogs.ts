/**
 * The spec's dialogs (SPEC section 8) with their exact titles and texts. One dialog shows at a
 * time; a new one replaces the current one. `<paywall-dialogs>` renders `$dialog`.
 */
import { atom, readonlyType } from 'nanostores';
import { needPageElement } from '../internal/page-elements';
import { currentConfig } from './config';
import { isSitePath } from '../site/urls';
import { navigateTo } from './navigation';

/** The dialogs the site shows. */
export type DialogKind = 'payment-failed' | 'subscription-failed' | 'please-wait' | 'subscription-error';

/** A dialog on screen. All strings are rendered as text. */
export interface DialogState {
  id: number;
  kind: DialogKind;
  title: string;
  text: string;
  /** The payment event's explanation, shown under the text; may be empty. */
  detail: string;
  tone: 'error' | 'warning';
  /** For 'please-wait': the seconds left. */
  seconds?: number;
  /** Where closing the dialog goes (the home page for 'subscription-error'). */
  closeTo?: string;
}

/** Fixed titles and texts (SPEC section 8). */
export const DIALOG_TEXTS: Readonly<Record<Exclude<DialogKind, 'please-wait'>, { title: string; text: string }>> = Object.freeze({
  'payment-failed': {
    title: 'Payment failed',
    text: 'There was a problem processing your payment. Please review your card details or use a different card.',
  },
  'subscription-failed': {
    title: 'Subscription failed',
    text: 'There was a problem processing your subscription. Please review your card details or use a different card.',
  },
  'subscription-error': {
    title: 'There was an error processing your subscription',
    text: 'Please try to do the payment with a different card or contact support',
  },
});

/** The 'Please wait' dialog's title. */
export const PLEASE_WAIT_TITLE = 'Please wait';

/** The 'Please wait' text for a number of seconds left. */
export function pleaseWaitText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `You can try to subscribe again in ${s} ${s === 1 ? 'second' : 'seconds'}.`;
}

/** What `openDialog` accepts besides the kind. */
export interface DialogOptions {
  detail?: string;
  seconds?: number;
  closeTo?: string;
}

let nextId = 1;

/** Builds a dialog's state (pure apart from the id). */
export function buildDialog(kind: DialogKind, opts: DialogOptions = {}): DialogState {
  const id = nextId++;
  const detail = typeof opts.detail === 'string' ? opts.detail : '';
  if (kind === 'please-wait') {
    const seconds = Math.max(0, Math.ceil(opts.seconds ?? 0));
    return { id, kind, title: PLEASE_WAIT_TITLE, text: pleaseWaitText(seconds), detail, tone: 'warning', seconds };
  }
  const state: DialogState = { id, kind, ...DIALOG_TEXTS[kind], detail, tone: 'error' };
  if (opts.closeTo) state.closeTo = opts.closeTo;
  return state;
}

const dialog = atom<DialogState | null>(null);

/** The dialog on screen, or null. Written through `openDialog` / `closeDialog`. */
export const $dialog = readonlyType(dialog);

/**
 * The home page's address: the merchant's `home` template when it is a path on this site, else the
 * default '/' (the home route takes no parameters). Read without the route helpers' table: the
 * dialogs come with the cart button and the payment reactions, which need no other route.
 */
function homePage(): string {
  const home = currentConfig().routes.home;
  return home !== undefined && isSitePath(home) ? home : '/';
}

/**
 * Shows a dialog, replacing any other. 'subscription-error' closes to the home page (the `home`
 * route template) unless `closeTo` says otherwise. Returns the dialog's id.
 */
export function openDialog(kind: DialogKind, opts: DialogOptions = {}): number {
  const closeTo = kind === 'subscription-error' ? (opts.closeTo ?? homePage()) : opts.closeTo;
  const state = buildDialog(kind, { ...opts, closeTo });
  dialog.set(state);
  needPageElement('paywall-dialogs');
  return state.id;
}


/** Updates the seconds of an open 'Please wait' dialog (the attempts store ticks it); closes it at 0. */
export function updatePleaseWait(seconds: number): void {
  const current = dialog.get();
  if (current?.kind !== 'please-wait') return;
  if (seconds <= 0) {
    dialog.set(null);
    return;
  }
  const s = Math.ceil(seconds);
  if (current.seconds !== s) dialog.set({ ...current, seconds: s, text: pleaseWaitText(s) });
}

/**
 * Closes the dialog (only the one with `id`, when given) and follows its `closeTo`.
 * Returns the address navigated to, if any.
 */
export function closeDialog(id?: number): string | undefined {
  const current = dialog.get();
  if (!current || (id !== undefined && current.id !== id)) return undefined;
  dialog.set(null);
  if (current.closeTo) navigateTo(current.closeTo, 'dialog-close');
  return current.closeTo;
}
