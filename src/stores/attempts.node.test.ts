import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { cleanStores } from 'nanostores';
import {
  $attemptWait, RETRY_WAIT_MS, recordFailedAttempt, remainingAttemptWaitMs, canAttemptSubscription, resetAttempts,
  beginAttempt, updateAttempt, endAttempt, isOwnAttempt, couldBeOwnAttempt,
} from './attempts';
import { $dialog, closeDialog } from './dialogs';
import { SITE_STORAGE_KEY, type WebStorage } from '../site/site-storage';
import type { PaymentEvent } from '../site/payment-event';

function memoryStorage(): WebStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}
function fakeClock(wallStart = 1_700_000_000_000) {
  const c = { mono: 1000, wall: wallStart };
  return { c, clock: { monotonic: () => c.mono, wall: () => c.wall }, advance(ms: number) { c.mono += ms; c.wall += ms; } };
}

afterEach(() => {
  closeDialog();
  cleanStores($attemptWait);
  resetAttempts();
});

test('a failed attempt starts a 30 s wait that ends on time', () => {
  const { clock, advance } = fakeClock();
  resetAttempts({ clock, storage: memoryStorage() });
  assert.equal(RETRY_WAIT_MS, 30_000);
  assert.equal(remainingAttemptWaitMs(), 0);
  assert.equal(canAttemptSubscription(), true);
  recordFailedAttempt();
  assert.equal(remainingAttemptWaitMs(), 30_000);
  advance(12_400);
  assert.equal(remainingAttemptWaitMs(), 17_600);
  advance(17_600);
  assert.equal(remainingAttemptWaitMs(), 0);
  assert.equal(canAttemptSubscription(), true);
});

test('while waiting, an attempt is refused with the Please wait dialog counting the seconds', () => {
  const { clock, advance } = fakeClock();
  resetAttempts({ clock, storage: memoryStorage() });
  recordFailedAttempt();
  advance(5_500);
  assert.equal(canAttemptSubscription(), false);
  const d = $dialog.get();
  assert.equal(d?.kind, 'please-wait');
  assert.equal(d?.title, 'Please wait');
  assert.equal(d?.seconds, 25);
  assert.match(d!.text, /25 seconds/);
});

test('changing the wall clock neither lengthens nor skips the wait', () => {
  const { c, clock, advance } = fakeClock();
  resetAttempts({ clock, storage: memoryStorage() });
  recordFailedAttempt();
  c.wall -= 3_600_000; // clock set back one hour
  advance(10_000);
  assert.equal(remainingAttemptWaitMs(), 20_000);
  c.wall += 7_200_000; // and forward two hours
  assert.equal(remainingAttemptWaitMs(), 20_000);
  advance(20_000);
  assert.equal(remainingAttemptWaitMs(), 0);
});

test('a new page reads the stored attempt time, clamped to [0, 30] s', () => {
  const storage = memoryStorage();
  const wall = 1_700_000_000_000;
  storage.setItem(SITE_STORAGE_KEY, JSON.stringify({ lastAttemptAt: wall - 10_000 }));
  resetAttempts({ clock: fakeClock(wall).clock, storage });
  assert.equal(remainingAttemptWaitMs(), 20_000);
  storage.setItem(SITE_STORAGE_KEY, JSON.stringify({ lastAttemptAt: wall + 3_600_000 })); // written by a clock an hour ahead
  resetAttempts({ clock: fakeClock(wall).clock, storage });
  assert.equal(remainingAttemptWaitMs(), 30_000);
  storage.setItem(SITE_STORAGE_KEY, '{corrupt');
  resetAttempts({ clock: fakeClock(wall).clock, storage });
  assert.equal(remainingAttemptWaitMs(), 0);
  assert.equal(storage.getItem(SITE_STORAGE_KEY), null);
});

test('an attempt another tab records in storage is adopted once', () => {
  const storage = memoryStorage();
  const { c, clock, advance } = fakeClock();
  resetAttempts({ clock, storage });
  assert.equal(remainingAttemptWaitMs(), 0);
  storage.setItem(SITE_STORAGE_KEY, JSON.stringify({ lastAttemptAt: c.wall - 4_000 }));
  assert.equal(remainingAttemptWaitMs(), 26_000);
  c.wall -= 3_600_000;
  advance(26_000);
  assert.equal(remainingAttemptWaitMs(), 0, 'the same stored time is not adopted again after a clock change');
});

test('storage that throws does not break the wait within the tab', () => {
  const broken: WebStorage = { getItem() { throw new Error('SecurityError'); }, setItem() { throw new Error('QuotaExceededError'); }, removeItem() { throw new Error('x'); } };
  const { clock, advance } = fakeClock();
  resetAttempts({ clock, storage: broken });
  recordFailedAttempt();
  advance(1_000);
  assert.equal(remainingAttemptWaitMs(), 29_000);
});

test('$attemptWait ticks down each second while listened to', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { clock, advance } = fakeClock();
  resetAttempts({ clock, storage: memoryStorage() });
  const seen: number[] = [];
  const unlisten = $attemptWait.subscribe((s) => seen.push(s));
  recordFailedAttempt();
  for (let i = 0; i < 30; i++) {
    advance(1000);
    t.mock.timers.tick(1000);
  }
  unlisten();
  assert.equal(seen[0], 0);
  assert.equal(seen[1], 30);
  assert.equal(seen.at(-1), 0);
  assert.ok(seen.includes(15));
});

test('the Please wait dialog follows the countdown and closes at zero', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { clock, advance } = fakeClock();
  resetAttempts({ clock, storage: memoryStorage() });
  const unlisten = $attemptWait.listen(() => {});
  recordFailedAttempt();
  canAttemptSubscription();
  advance(10_000);
  t.mock.timers.tick(10_000);
  assert.equal($dialog.get()?.seconds, 20);
  advance(20_000);
  t.mock.timers.tick(20_000);
  assert.equal($dialog.get(), null);
  unlisten();
});

const event = (type: PaymentEvent['type'], resource: PaymentEvent['resource']): PaymentEvent => ({ type, timestamp: 1, resource });

test('an event belongs to this tab only when it names an in-flight attempt\'s payment intent or transaction', () => {
  resetAttempts({ storage: memoryStorage() });
  assert.equal(isOwnAttempt(event('payment.card.failed', { transaction: 'T-1' })), false);
  const id = beginAttempt({ kind: 'ppv', accessFeeId: 7 });
  // the request is still out: nothing proves that a failure for the same price is this one's
  assert.equal(isOwnAttempt(event('payment.card.failed', { access_fee_id: '7' })), false, 'a forged event with only the access fee');
  assert.equal(couldBeOwnAttempt(event('payment.card.success', { access_fee_id: '7' })), true, 'a hint worth a REST check');
  assert.equal(couldBeOwnAttempt(event('payment.card.success', { access_fee_id: 8 })), false);
  assert.equal(couldBeOwnAttempt(event('subscribe.success', { access_fee_id: 7 })), false, 'other kind');
  updateAttempt(id, { transaction: 'T-1', piId: 'pi_1' });
  assert.equal(isOwnAttempt(event('payment.card.requires.action', { transaction: 'T-1', access_fee_id: 7 })), true);
  assert.equal(isOwnAttempt(event('payment.card.failed', { pi_id: 'pi_1' })), true, 'the payment intent');
  assert.equal(isOwnAttempt(event('payment.card.requires.action', { transaction: 'T-2', access_fee_id: 7 })), false, 'foreign transaction');
  assert.equal(isOwnAttempt(event('payment.card.failed', { transaction: 'T-1', pi_id: 'pi_other' })), false, 'ids that contradict');
  assert.equal(isOwnAttempt(event('subscribe.failed', { transaction: 'T-1' })), false, 'other kind');
  endAttempt(id);
  assert.equal(isOwnAttempt(event('payment.card.failed', { transaction: 'T-1' })), false);
  const sub = beginAttempt({ kind: 'subscription' });
  assert.equal(isOwnAttempt(event('subscribe.requires.action', { transaction: 'S-9' })), false, 'no ids known yet');
  updateAttempt(sub, { transaction: 'S-9' });
  assert.equal(isOwnAttempt(event('subscribe.requires.action', { transaction: 'S-9' })), true);
});
