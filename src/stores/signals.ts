/**
 * One-off signals from payment events to the elements that care: the checkout learns that a card
 * payment or subscription completed or that its card fields must be cleared, and the gift journey
 * receives the gift-voucher payload. Signals are events, not state: equal signals notify twice and
 * nothing is kept for later listeners.
 */
import { createEmitter } from '../internal/emitter';
import type { PaymentEventResource } from '../site/payment-event';

/**
 * Signal names. `focus-lost`: a dialog closed and the control it would give the focus back to is
 * gone (a gate's Buy button, once the film unlocked): an element that has a meaningful place for it
 * takes the focus.
 */
export type SiteSignalName = 'card-payment-completed' | 'card-subscription-completed' | 'clear-card-fields' | 'gift-voucher' | 'focus-lost';

/** One signal as listeners receive it. */
export interface SiteSignal {
  name: SiteSignalName;
  /** The gift-voucher payload (for 'gift-voucher'). */
  payload?: PaymentEventResource;
}

const signals = createEmitter<Record<SiteSignalName, SiteSignal>>();

/** Sends a signal to every listener of its name. */
export function sendSiteSignal(name: SiteSignalName, payload?: PaymentEventResource): void {
  signals.emit(name, payload === undefined ? { name } : { name, payload });
}

/** Calls `listener` for each future signal of `name`; returns the unsubscribe function. */
export function onSiteSignal(name: SiteSignalName, listener: (signal: SiteSignal) => void): () => void {
  return signals.on(name, listener);
}
