import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { cleanStores } from 'nanostores';
import { $notificationsConnected, $paymentEvents, onPaymentEvent, whenNotificationsConnected, receivePaymentEvent, resetPaymentEvents, setPaymentEventSource, type PaymentEventSource } from './payment-events';
import { $session, setSessionSource, refreshSession, type SessionSource } from './session';
import type { PaymentEvent } from '../site/payment-event';

// Event source stand-in at the store's boundary: records subscriptions and lets the test publish.
function fakeEvents() {
  const active = new Map<string, (m: unknown) => void>();
  const live = new Map<string, (open: boolean) => void>();
  const log: string[] = [];
  const source: PaymentEventSource = {
    subscribe(topic, onMessage, onConnection) {
      log.push(`subscribe ${topic}`);
      active.set(topic, onMessage);
      if (onConnection) live.set(topic, onConnection);
      return () => {
        log.push(`unsubscribe ${topic}`);
        active.delete(topic);
      };
    },
  };
  return { source, active, log, publish: (topic: string, msg: unknown) => active.get(topic)?.(msg), connection: (topic: string, open: boolean) => live.get(topic)?.(open) };
}

function sessionFor(uuid: string | null): SessionSource & { set(uuid: string | null): void } {
  let current = uuid;
  const listeners = new Set<() => void>();
  return {
    set(next) {
      current = next;
      listeners.forEach((l) => l());
    },
    isAuthenticated: async () => current !== null,
    getAccount: async () => ({ id: 1, uuid: current as string, email: 'v@example.test', full_name: 'V' }),
    signIn: async () => undefined,
    signUp: async () => undefined,
    signOut: async () => undefined,
    clear: async () => undefined,
    onChange: (l) => (listeners.add(l), () => listeners.delete(l)),
  };
}

afterEach(() => {
  cleanStores($paymentEvents, $session);
  resetPaymentEvents();
  setPaymentEventSource(null);
  setSessionSource(null);
});

const tick = () => new Promise((r) => setTimeout(r, 0));

test('subscribes to the account topic only while listened to and signed in', async () => {
  const events = fakeEvents();
  const session = sessionFor(null);
  setPaymentEventSource(events.source);
  setSessionSource(session);
  const off = onPaymentEvent(() => {});
  await refreshSession();
  assert.deepEqual(events.log, [], 'anonymous: no subscription');
  session.set('acc-1');
  await tick();
  await refreshSession();
  assert.deepEqual(events.log, ['subscribe acc-1']);
  session.set(null);
  await tick();
  await refreshSession();
  assert.deepEqual(events.log, ['subscribe acc-1', 'unsubscribe acc-1']);
  session.set('acc-2');
  await tick();
  await refreshSession();
  off();
  cleanStores($paymentEvents);
  assert.deepEqual(events.log.slice(2), ['subscribe acc-2', 'unsubscribe acc-2']);
});

test('each event is delivered once per transaction; garbage is ignored', async () => {
  const events = fakeEvents();
  const session = sessionFor('acc-1');
  setPaymentEventSource(events.source);
  setSessionSource(session);
  const got: PaymentEvent[] = [];
  const off = onPaymentEvent((e) => got.push(e));
  await refreshSession();
  const success = JSON.stringify({ type: 'payment.card.success', timestamp: 1, resource: { transaction: 'T-1' } });
  events.publish('acc-1', success);
  events.publish('acc-1', success);
  events.publish('acc-1', { type: 'payment.card.success', timestamp: 2, resource: { transaction: 'T-1' } });
  events.publish('acc-1', '{garbage');
  events.publish('acc-1', { type: 'account.erased', resource: {} });
  events.publish('acc-1', { type: 'payment.card.failed', timestamp: 3, resource: { transaction: 'T-2' } });
  off();
  assert.deepEqual(got.map((e) => `${e.type} ${e.resource.transaction}`), ['payment.card.success T-1', 'payment.card.failed T-2']);
});

test('receivePaymentEvent returns null for repeats', () => {
  const first = receivePaymentEvent({ type: 'subscribe.success', timestamp: 5, resource: { transaction: 'S-1' } });
  assert.equal(first?.type, 'subscribe.success');
  assert.equal(receivePaymentEvent({ type: 'subscribe.success', timestamp: 5, resource: { transaction: 'S-1' } }), null);
  assert.equal($paymentEvents.get(), first);
});

test('$notificationsConnected follows the live subscription; whenNotificationsConnected waits for it or gives up', async () => {
  const events = fakeEvents();
  const session = sessionFor('acc-1');
  setPaymentEventSource(events.source);
  setSessionSource(session);
  const off = onPaymentEvent(() => {});
  await refreshSession();
  assert.equal($notificationsConnected.get(), false, 'subscribed but not live yet');
  assert.equal(await whenNotificationsConnected(20), false, 'gives up after the time limit');
  const waiting = whenNotificationsConnected(1000);
  events.connection('acc-1', true);
  assert.equal(await waiting, true);
  assert.equal($notificationsConnected.get(), true);
  events.connection('acc-1', false);
  assert.equal($notificationsConnected.get(), false, 'a drop');
  events.connection('acc-1', true);
  session.set(null);
  await tick();
  await refreshSession();
  assert.equal($notificationsConnected.get(), false, 'signed out');
  off();
});
