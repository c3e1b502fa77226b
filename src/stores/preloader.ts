/**
 * The payment preloader shown on `*.payment_check` routes while a payment is confirmed
 * (`<paywall-payment-check>` renders it). A tagged union, mirrored as `data-state`.
 */
import { atom, readonlyType } from 'nanostores';

/** The preloader: hidden, or visible with an optional message. */
export type PreloaderState = { status: 'hidden' } | { status: 'visible'; message: string };

const preloader = atom<PreloaderState>({ status: 'hidden' });

/** The preloader's state. Written through `showPreloader` / `hidePreloader`. */
export const $preloader = readonlyType(preloader);

/** Shows the preloader with a message (rendered as text). */
export function showPreloader(message = 'Confirming your payment…'): void {
  preloader.set({ status: 'visible', message: String(message) });
}

/** Hides the preloader. */
export function hidePreloader(): void {
  if (preloader.get().status !== 'hidden') preloader.set({ status: 'hidden' });
}
