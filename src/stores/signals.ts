/**
 * One-off signals from payment events to the elements that care: the checkout learns that a card
 * payment or subscription completed or that its card fields must be cleared, and the gift journey
 * receives the gift-voucher payload. Each signal has a new `seq`, so equal signals still notify.
 */
import { atom, readonlyType } from 'nanostores';
import type { PaymentEventResource } from '../site/payment-event';

/** Signal names. */
export type SiteSignalName = 'card-payment-completed' | 'card-subscription-completed' | 'clear-card-fields' | 'gift-voucher';

/** The last signal sent. */
export interface SiteSignal {
  seq: number;
  name: SiteSignalName;
  /** The gift-voucher payload (for 'gift-voucher'). */
  payload?: PaymentEventResource;
}

const signal = atom<SiteSignal | null>(null);
let seq = 0;

/** The last signal. Listen with `onSiteSignal`; written through `sendSiteSignal`. */
export const $siteSignal = readonlyType(signal);

/** Sends a signal to every listener. */
export function sendSiteSignal(name: SiteSignalName, payload?: PaymentEventResource): void {
  signal.set(payload === undefined ? { seq: ++seq, name } : { seq: ++seq, name, payload });
}

/** Calls `listener` for each future signal of `name`; returns the unsubscribe function. */
export function onSiteSignal(name: SiteSignalName, listener: (signal: SiteSignal) => void): () => void {
  return signal.listen((s) => {
    if (s && s.name === name) listener(s);
  });
}
