/**
 * The stream of payment events for the signed-in viewer. While something listens and the session
 * is authenticated, the store subscribes to the account's topic through the notification client;
 * it unsubscribes when the last listener leaves or the viewer signs out. Each event is delivered
 * once per transaction (RELIABILITY E2), whatever the broker repeats.
 */
import { atom, onMount, readonlyType } from 'nanostores';
import { parsePaymentEvent, paymentEventKey, type PaymentEvent } from '../site/payment-event';
import { $session } from './session';
import { getClient } from './client';

/** Where events come from; by default the shared client's notifications. */
export interface PaymentEventSource {
  /**
   * Starts delivering the topic's raw messages; returns the function that stops it. `onConnection`
   * (optional) hears whether the subscription is live: true once messages published from then on
   * arrive, false when the connection drops.
   */
  subscribe(topic: string, onMessage: (message: unknown) => void, onConnection?: (live: boolean) => void): () => void;
}

/** The shared client's notifications as an event source. */
export function clientEventSource(): PaymentEventSource {
  return {
    subscribe(topic, onMessage, onConnection) {
      const client = getClient();
      const handlers = { onMessage: (m: unknown) => onMessage(m), onOpen: () => onConnection?.(true), onClose: () => onConnection?.(false) };
      if (!client.notifications.subscribe(topic, handlers)) return () => {};
      return () => client.notifications.unsubscribe(handlers);
    },
  };
}

/** How many handled event keys are remembered for deduplication. */
const SEEN_LIMIT = 500;
const seen = new Set<string>();
let source: PaymentEventSource | null = null;
const last = atom<PaymentEvent | null>(null);
const connected = atom(false);

/**
 * Whether payment events reach this page right now: true while the signed-in viewer's subscription
 * is live (an event published from then on arrives), false before, after a drop and signed out.
 * Subscribing to this store does not open the connection; `$paymentEvents` listeners do.
 */
export const $notificationsConnected = readonlyType(connected);

/**
 * Resolves true as soon as payment events are live, or false after `ms` (the caller goes on either
 * way: push is a hint, the REST check is the truth).
 */
export function whenNotificationsConnected(ms: number): Promise<boolean> {
  if (connected.get()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(false);
    }, ms);
    const off = connected.listen((live) => {
      if (!live) return;
      clearTimeout(timer);
      off();
      resolve(true);
    });
  });
}

/**
 * The latest payment event (null before the first). Every new event notifies listeners, so
 * `$paymentEvents.listen(event => …)` sees each one; listening is what opens the subscription.
 */
export const $paymentEvents = readonlyType(last);

/**
 * Accepts one raw message (JSON text or object). Returns the parsed event when it is new, or null
 * when it is garbage, of an unhandled type, or a repeat of an event already delivered.
 */
export function receivePaymentEvent(raw: unknown): PaymentEvent | null {
  const event = parsePaymentEvent(raw);
  if (!event) return null;
  const key = paymentEventKey(event);
  if (seen.has(key)) return null;
  seen.add(key);
  if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string);
  last.set(event);
  return event;
}

/** Calls `listener` for each new payment event; returns the unsubscribe function. */
export function onPaymentEvent(listener: (event: PaymentEvent) => void): () => void {
  return last.listen((event) => {
    if (event) listener(event);
  });
}

/** Replaces the event source (tests); null goes back to the shared client. */
export function setPaymentEventSource(next: PaymentEventSource | null): void {
  source = next;
}

/** Forgets delivered events and the latest one (tests). */
export function resetPaymentEvents(): void {
  seen.clear();
  last.set(null);
}

onMount(last, () => {
  let topic: string | null = null;
  let stop: (() => void) | null = null;
  const follow = () => {
    const s = $session.get();
    const next = s.status === 'authenticated' && s.account?.uuid ? s.account.uuid : null;
    if (next === topic) return;
    stop?.();
    stop = null;
    connected.set(false);
    topic = next;
    if (!topic) return;
    try {
      stop = (source ?? clientEventSource()).subscribe(topic, (m) => void receivePaymentEvent(m), (live) => connected.set(live));
    } catch (error) {
      console.error('[paywall-elements] payment events are unavailable:', String((error as Error)?.message ?? error));
    }
  };
  const unlisten = $session.subscribe(follow);
  return () => {
    unlisten();
    stop?.();
    stop = null;
    topic = null;
    connected.set(false);
  };
});
