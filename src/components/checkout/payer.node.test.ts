import { after, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { Payer, type PayPhase, type PayerDeps, type SharedFee } from './payer';
import { claimFee, readShared, RECORD_TTL_MS, settleShared } from '../../stores/pay-lock';
import type { CardResult } from './card-frame';
import type { CheckAnswer } from '../../stores/confirm';

import { advance } from '../../../test/helpers/test-wait';

// the payment's timers (the answer's timeout, the confirmation's pauses and limit) run on node:test's
// mocked clock: `tick(ms)` moves it on by exactly that much, however loaded the machine is
mock.timers.enable({ apis: ['setTimeout'] });
after(() => mock.timers.reset());
const tick = (ms = 0) => advance(mock.timers, ms);

function harness(over: Partial<PayerDeps> = {}) {
  const sent: Array<{ attemptId: string; key: string; token: string }> = [];
  const phases: PayPhase[] = [];
  const calls = { begin: 0, end: 0, failed: [] as unknown[], action: [] as string[], signedOut: 0 };
  let answer: CheckAnswer = 'pending';
  const payer = new Payer({
    kind: 'ppv',
    send: (attemptId, key, token) => (sent.push({ attemptId, key, token }), true),
    token: async () => 'tok',
    check: async () => answer,
    mayStart: () => true,
    checkActionUrl: (u) => (u.startsWith('https://bank.test/') ? u : null),
    requiresAction: (u) => void calls.action.push(u),
    begin: () => ++calls.begin,
    update: () => {},
    end: () => void calls.end++,
    failed: (r) => void calls.failed.push(r),
    signedOut: () => void calls.signedOut++,
    onPhase: (p) => void phases.push(p),
    ...over,
  });
  const result = (r: Partial<CardResult> & { status: number }): CardResult => ({
    type: 'result', attemptId: sent.at(-1)!.attemptId, ok: r.status >= 200 && r.status < 300, body: {}, last4: '4242', brand: 'visa', ...r,
  });
  return { payer, sent, phases, calls, result, setAnswer: (a: CheckAnswer) => (answer = a) };
}

test('five activations in one task start one attempt and send one request', async () => {
  const h = harness();
  const started = [1, 2, 3, 4, 5].map(() => h.payer.pay());
  assert.deepEqual(started, [true, false, false, false, false]);
  assert.equal(h.payer.phase.status, 'paying', 'paying before any await');
  await tick();
  assert.equal(h.sent.length, 1);
  assert.equal(h.calls.begin, 1);
  assert.equal(h.payer.pay(), false, 'still locked while the request is out');
  h.payer.dispose();
});

test('an unknown outcome allows a re-send of the same attempt with the same key, never a new key', async () => {
  const h = harness({ confirmLimitMs: 5_000 });
  h.payer.pay();
  await tick();
  h.payer.onResult(h.result({ status: 0, body: { code: 'timeout' } }));
  assert.equal(h.payer.phase.status, 'unknown');
  assert.equal(h.payer.pay(), true);
  await tick();
  assert.equal(h.sent.length, 2);
  assert.equal(h.sent[1].key, h.sent[0].key);
  assert.equal(h.sent[1].attemptId, h.sent[0].attemptId);
  assert.equal(h.calls.begin, 1, 'still one attempt');
  h.payer.dispose();
});

test('the answer timing out counts as an unknown outcome, and the platform is asked', async () => {
  const h = harness({ resultTimeoutMs: 30, confirmLimitMs: 5_000 });
  h.payer.pay();
  await tick(60);
  assert.equal(h.payer.phase.status, 'unknown');
  h.setAnswer('success');
  await tick(1_200);
  assert.equal(h.payer.phase.status, 'success');
  h.payer.dispose();
});

test('a refused payment fails with the reactions, and the next attempt gets a new key', async () => {
  const h = harness();
  h.payer.pay();
  await tick();
  h.payer.onResult(h.result({ status: 402, body: { code: 402, message: 'Your card was declined.' } }));
  assert.deepEqual(h.payer.phase, { status: 'failed', message: 'Your card was declined.', detail: '' });
  assert.equal(h.calls.failed.length, 1);
  assert.equal(h.calls.end, 1);
  h.payer.pay();
  await tick();
  assert.notEqual(h.sent[1].key, h.sent[0].key);
  h.payer.dispose();
});

test('answers for another attempt are ignored', async () => {
  const h = harness();
  h.payer.pay();
  await tick();
  h.payer.onResult({ ...h.result({ status: 200 }), attemptId: 'someone-else' });
  assert.equal(h.payer.phase.status, 'paying');
  h.payer.dispose();
});

test('requires-action URLs are checked before the viewer is sent', async () => {
  const ok = harness();
  ok.payer.pay();
  await tick();
  ok.payer.onResult(ok.result({ status: 200, body: { redirect_to_url: 'https://bank.test/3ds/1' } }));
  assert.deepEqual(ok.calls.action, ['https://bank.test/3ds/1']);
  assert.equal(ok.payer.phase.status, 'requires-action');
  assert.equal(ok.payer.pay(), false);
  ok.payer.dispose();

  const bad = harness();
  bad.payer.pay();
  await tick();
  bad.payer.onResult(bad.result({ status: 200, body: { redirect_to_url: 'javascript:alert(1)' } }));
  assert.deepEqual(bad.calls.action, []);
  assert.equal(bad.payer.phase.status, 'failed');
  bad.payer.dispose();
});

test('an accepted request waits for the platform, and says still confirming at the limit', async () => {
  const h = harness({ confirmLimitMs: 80 });
  h.payer.pay();
  await tick();
  h.payer.onResult(h.result({ status: 200, body: { pi_id: 'pi_1' } }));
  assert.equal(h.payer.phase.status, 'confirming');
  await tick(150);
  assert.equal(h.payer.phase.status, 'still-confirming');
  assert.equal(h.payer.pay(), false, 'no new attempt while the outcome is open');
  h.payer.dispose();
});

test('the platform is asked about this attempt\'s own payment: what its answer named, nothing when no answer was heard, and what the bank return named', async () => {
  const asked: unknown[] = [];
  const h = harness({ confirmLimitMs: 5_000, resultTimeoutMs: 50, check: async (own) => (asked.push(own), 'pending') });
  h.payer.pay();
  await tick();
  h.payer.onResult(h.result({ status: 200, body: { pi_id: 'pi_1' } }));
  await tick(10);
  h.payer.event('failed', { message: 'Your card was declined.' });
  await tick(10);
  assert.equal(h.payer.phase.status, 'failed');
  assert.deepEqual(asked.slice(), [{ piId: 'pi_1', transaction: undefined }, { piId: 'pi_1', transaction: undefined }], 'the watch and the failure event ask about pi_1');
  asked.length = 0;
  h.payer.reset();
  h.payer.pay();
  await tick(60);
  assert.equal(h.payer.phase.status, 'unknown');
  assert.deepEqual(asked.slice(), [undefined], 'no answer: no payment of its own to name');
  h.payer.dispose();
  const back = harness({ confirmLimitMs: 5_000, check: async (own) => (asked.push(own), 'pending') });
  asked.length = 0;
  back.payer.resume({ piId: 'pi_bank' });
  back.payer.confirm();
  await tick(10);
  assert.deepEqual(asked.slice(), [{ piId: 'pi_bank' }]);
  back.payer.dispose();
});

test('the subscription wait and a missing session start nothing', async () => {
  const waiting = harness({ mayStart: () => false });
  assert.equal(waiting.payer.pay(), false);
  await tick();
  assert.equal(waiting.sent.length, 0);

  const anonymous = harness({ token: async () => null });
  anonymous.payer.pay();
  await tick();
  assert.equal(anonymous.sent.length, 0);
  assert.equal(anonymous.calls.signedOut, 1);
  assert.equal(anonymous.payer.phase.status, 'ready');
});

test('events during the bank step: success is verified over REST, failure ends the attempt', async () => {
  const ok = harness({ confirmLimitMs: 5_000 });
  ok.payer.pay();
  await tick();
  ok.payer.onResult(ok.result({ status: 200, body: { redirect_to_url: 'https://bank.test/3ds/2' } }));
  assert.equal(ok.payer.phase.status, 'requires-action');
  ok.setAnswer('success');
  ok.payer.event('success');
  await tick(10);
  assert.equal(ok.payer.phase.status, 'success');
  ok.payer.dispose();

  const bad = harness();
  bad.payer.pay();
  await tick();
  bad.payer.onResult(bad.result({ status: 200, body: { redirect_to_url: 'https://bank.test/3ds/3' } }));
  bad.payer.event('failed', { message: 'The payment was not authorised by your bank.' });
  await tick(10);
  assert.deepEqual(bad.payer.phase, { status: 'failed', message: 'The payment was not authorised by your bank.', detail: '' });
  assert.equal(bad.calls.end, 1);
});

test('answers that mean nothing was sent bring the form back without a failure', async () => {
  for (const code of ['invalid_card', 'not_ready']) {
    const h = harness();
    h.payer.pay();
    await tick();
    h.payer.onResult(h.result({ status: code === 'invalid_card' ? 422 : 425, body: { code } }));
    assert.equal(h.payer.phase.status, 'ready', code);
    assert.equal(h.calls.failed.length, 0, code);
    assert.equal(h.calls.end, 1, code);
  }
});

for (const [status, body] of [
  [504, {}], [500, { code: 500, message: 'Internal Server Error' }], [502, {}], [503, { code: 503, message: 'Service unavailable' }],
  [429, { code: 429, message: 'Too many requests' }], [408, {}], [409, { code: 409, message: 'A request with this Idempotency-Key is already being processed' }],
] as const) {
  test(`a ${status} answer to the card request is an unknown outcome: the platform may have charged, so Try again re-sends the same key`, async () => {
    const h = harness({ confirmLimitMs: 5_000 });
    h.payer.pay();
    await tick();
    h.payer.onResult(h.result({ status, body }));
    assert.equal(h.payer.phase.status, 'unknown');
    assert.deepEqual(h.calls.failed, [], 'no failure reactions (no Payment failed dialog)');
    assert.equal(h.payer.pay(), true);
    await tick();
    assert.equal(h.sent.length, 2);
    assert.equal(h.sent[1].key, h.sent[0].key, 'same idempotency key');
    assert.equal(h.calls.begin, 1, 'same attempt');
    h.payer.dispose();
  });
}

test('after a 5xx the checkout asks the platform and succeeds when the charge went through', async () => {
  const h = harness({ confirmLimitMs: 5_000 });
  h.payer.pay();
  await tick();
  h.setAnswer('success');
  h.payer.onResult(h.result({ status: 504, body: {} }));
  await tick(10);
  assert.equal(h.payer.phase.status, 'success');
  assert.equal(h.sent.length, 1, 'nothing sent again');
  h.payer.dispose();
});

test('a refusal the platform states (4xx with its message) is a failure; Try again starts a new attempt', async () => {
  const h = harness();
  h.payer.pay();
  await tick();
  h.payer.onResult(h.result({ status: 402, body: { code: 'card_declined', message: 'Your card was declined.' } }));
  assert.equal(h.payer.phase.status, 'failed');
  h.payer.reset();
  h.payer.pay();
  await tick();
  assert.notEqual(h.sent[1].key, h.sent[0].key);
  assert.equal(h.calls.begin, 2);
  h.payer.dispose();
});

test('a failure event is confirmed with the platform before the attempt ends: a purchase the platform shows wins', async () => {
  const h = harness({ confirmLimitMs: 5_000 });
  h.payer.pay();
  await tick();
  h.payer.onResult(h.result({ status: 200, body: { pi_id: 'pi_1' } }));
  assert.equal(h.payer.phase.status, 'confirming');
  h.setAnswer('success');
  h.payer.event('failed', { message: 'Your card was declined.' });
  await tick(10);
  assert.equal(h.payer.phase.status, 'success');
  assert.deepEqual(h.calls.failed, []);
  h.payer.dispose();
});

test('a failure event for the attempt ends it when the platform shows no purchase', async () => {
  const h = harness({ confirmLimitMs: 5_000 });
  h.payer.pay();
  await tick();
  h.payer.onResult(h.result({ status: 200, body: { pi_id: 'pi_1' } }));
  h.payer.event('failed', { message: 'Your card was declined.' });
  await tick(10);
  assert.equal(h.payer.phase.status, 'failed');
  h.payer.dispose();
});

test('a failure event while the card request is still out does not end the attempt: its own answer decides', async () => {
  const h = harness({ confirmLimitMs: 5_000 });
  h.payer.pay();
  await tick();
  h.payer.event('failed', { message: 'Declined in another tab' });
  await tick(10);
  assert.equal(h.payer.phase.status, 'paying');
  h.payer.onResult(h.result({ status: 200, body: { pi_id: 'pi_1', transaction: 'T-1' } }));
  assert.equal(h.payer.phase.status, 'confirming');
  h.payer.dispose();
});

test('a 200 whose body says nothing (malformed) is an unknown outcome, not an accepted payment: Try again re-sends the same key', async () => {
  const h = harness({ confirmLimitMs: 5_000 });
  h.payer.pay();
  await tick();
  h.payer.onResult(h.result({ status: 200, body: {} }));
  assert.equal(h.payer.phase.status, 'unknown');
  assert.equal(h.payer.pay(), true);
  await tick();
  assert.equal(h.sent[1].key, h.sent[0].key);
  h.payer.dispose();
});

test('a 401 from the card request (the token expired on the platform\'s side) is refreshed once and the same attempt re-sent with the same key', async () => {
  const refreshed: string[] = [];
  const h = harness({ refreshToken: async (failed) => (refreshed.push(failed), 'tok-2') });
  h.payer.pay();
  await tick();
  h.payer.onResult(h.result({ status: 401, body: { code: 401, message: 'Invalid token' } }));
  assert.equal(h.payer.phase.status, 'paying', 'still the same attempt');
  await tick();
  assert.deepEqual(refreshed, ['tok']);
  assert.equal(h.sent.length, 2);
  assert.deepEqual([h.sent[1].attemptId, h.sent[1].key, h.sent[1].token], [h.sent[0].attemptId, h.sent[0].key, 'tok-2']);
  h.payer.onResult(h.result({ status: 401, body: { code: 401, message: 'Invalid token' } }));
  assert.equal(h.payer.phase.status, 'ready', 'a second refusal means signed out');
  assert.equal(h.calls.signedOut, 1);
  assert.equal(h.calls.begin, 1);
  h.payer.dispose();
});

// ---- one attempt per fee across tabs (stores/pay-lock.ts): two payers stand for two tabs ----

/** A lock manager in memory with the Web Locks semantics the payer uses (exclusive, ifAvailable, signal). */
function memoryLocks(): Pick<LockManager, 'request'> {
  const held = new Set<string>();
  const queues = new Map<string, Array<() => void>>();
  const request = async (name: string, a: unknown, b?: unknown) => {
    const opts = (typeof a === 'function' ? {} : a) as LockOptions;
    const cb = (typeof a === 'function' ? a : b) as LockGrantedCallback<unknown>;
    if (held.has(name)) {
      if (opts.ifAvailable) return cb(null);
      await new Promise<void>((resolve, reject) => {
        const q = queues.get(name) ?? [];
        queues.set(name, q);
        q.push(resolve);
        opts.signal?.addEventListener('abort', () => {
          q.splice(q.indexOf(resolve), 1);
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        });
      });
    } else held.add(name);
    try {
      return await cb({ name, mode: 'exclusive' } as Lock);
    } finally {
      const next = queues.get(name)?.shift();
      if (next) next();
      else held.delete(name);
    }
  };
  return { request: request as LockManager['request'] };
}

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

/**
 * Two tabs of one viewer: payers sharing a lock manager and a storage (`storage: null`: one that
 * keeps nothing), with one platform answer.
 */
function twoTabs(o: { paid?: () => Promise<boolean>; storage?: null } = {}) {
  const locks = memoryLocks();
  const storage = memoryStorage();
  const kept = o.storage === null ? null : storage;
  const asked: number[] = [];
  let platformPaid = false;
  const since = Date.now();
  const shared = (): SharedFee => ({
    since,
    claim: (onWait, signal) => claimFee('fee-1', { onWait, signal, locks, storage: kept }),
    alreadyPaid: o.paid ?? (async () => (asked.push(1), platformPaid)),
    settle: (state, id) => settleShared('fee-1', state, id, kept),
  });
  const a = harness({ shared: shared(), confirmLimitMs: 5_000 });
  const b = harness({ shared: shared(), confirmLimitMs: 5_000 });
  return {
    a, b, storage, asked, setPaid: (v: boolean) => (platformPaid = v),
    /** The first tab pays, then the second one asks to while the first holds the fee. */
    async bothPay() {
      a.payer.pay();
      await tick();
      b.payer.pay();
      await tick();
    },
    /** The second tab pays after an attempt recorded in storage, and does all it does about it. */
    async payAfter(record: { id: string; key: string; state: string; at: number }) {
      storage.setItem('fee-1', JSON.stringify(record));
      b.payer.pay();
      await tick(20);
    },
    dispose() {
      a.payer.dispose();
      b.payer.dispose();
    },
  };
}

test('one tab alone asks the platform nothing more than before', async () => {
  const t = twoTabs();
  t.a.payer.pay();
  await tick();
  assert.equal(t.a.sent.length, 1);
  assert.equal(t.asked.length, 0, 'no extra question without another tab\'s attempt');
  t.a.payer.dispose();
});

test('a second tab waits while the first pays, then learns from the platform that the fee is paid: nothing sent, the owned phase', async () => {
  const t = twoTabs();
  await t.bothPay();
  assert.deepEqual(t.b.payer.phase, { status: 'paying', elsewhere: true }, 'the second tab says it waits');
  assert.equal(t.b.sent.length, 0);
  t.b.payer.event('success');
  await tick();
  assert.deepEqual(t.b.payer.phase, { status: 'paying', elsewhere: true }, 'a success event (the first tab\'s) does not end the wait');
  t.setPaid(true);
  t.a.setAnswer('success');
  t.a.payer.onResult(t.a.result({ status: 200, body: { transaction: 'T-1' } }));
  await tick(20);
  assert.equal(t.a.payer.phase.status, 'success');
  assert.equal(JSON.parse(t.storage.m.get('fee-1')!).state, 'done');
  await tick(20);
  assert.equal(t.b.payer.phase.status, 'owned');
  assert.equal(t.b.sent.length, 0, 'no request from the second tab');
  assert.equal(t.asked.length, 1, 'the platform was asked');
  assert.equal(t.b.calls.end, 1, 'its attempt is over');
  t.dispose();
});

test('after the first tab\'s stated refusal the second tab pays with its own new key, without asking', async () => {
  const t = twoTabs();
  await t.bothPay();
  t.a.payer.onResult(t.a.result({ status: 402, body: { code: 402, message: 'Your card was declined.' } }));
  await tick(20);
  assert.equal(t.b.sent.length, 1);
  assert.notEqual(t.b.sent[0].key, t.a.sent[0].key);
  assert.equal(t.asked.length, 0);
  t.dispose();
});

test('after the first tab\'s unknown outcome the second tab asks, then sends the same attempt with the same key, never a new one', async () => {
  const t = twoTabs();
  await t.bothPay();
  t.a.payer.onResult(t.a.result({ status: 504, body: {} }));
  assert.equal(t.a.payer.phase.status, 'unknown');
  await tick(20);
  assert.equal(t.asked.length, 1, 'the platform was asked first');
  assert.equal(t.b.sent.length, 1);
  assert.deepEqual([t.b.sent[0].attemptId, t.b.sent[0].key], [t.a.sent[0].attemptId, t.a.sent[0].key]);
  // the second tab's answer reaches it under the shared attempt id
  t.b.payer.onResult(t.b.result({ status: 200, body: { transaction: 'T-1' } }));
  assert.equal(t.b.payer.phase.status, 'confirming');
  t.dispose();
});

test('a tab that closes mid-payment leaves its attempt open: the next one reuses its key', async () => {
  const t = twoTabs();
  t.a.payer.pay();
  await tick();
  t.a.payer.dispose(); // the page went: the lock is let go, the record stays open
  assert.equal(JSON.parse(t.storage.m.get('fee-1')!).state, 'open');
  t.b.payer.pay();
  await tick(20);
  assert.equal(t.b.sent[0].key, t.a.sent[0].key);
  t.b.payer.dispose();
});

test('the viewer can stop waiting: back to the form, nothing sent, the first tab goes on', async () => {
  const t = twoTabs();
  await t.bothPay();
  t.b.payer.reset();
  assert.equal(t.b.payer.phase.status, 'ready');
  t.a.payer.onResult(t.a.result({ status: 402, body: { code: 402, message: 'Declined' } }));
  await tick(20);
  assert.equal(t.b.sent.length, 0, 'the stopped wait sends nothing later');
  assert.equal(t.b.calls.end, 1);
  t.dispose();
});

test('when the platform cannot be asked after a paid attempt, nothing is sent and the viewer is told', async () => {
  const t = twoTabs({ paid: async () => Promise.reject(new Error('offline')) });
  await t.payAfter({ id: 'x', key: 'k', state: 'done', at: Date.now() });
  assert.equal(t.b.sent.length, 0);
  assert.deepEqual(t.b.payer.phase, { status: 'failed', message: 'We could not check whether another window paid for this. Please try again.', detail: '' });
  assert.deepEqual(t.b.calls.failed, [], 'no payment-failed reactions');
});

test('a forged record (paid, but the platform says not) only makes the tab ask: it pays with its own key', async () => {
  const t = twoTabs();
  await t.payAfter({ id: 'forged', key: 'forged-key', state: 'done', at: Date.now() });
  assert.equal(t.asked.length, 1);
  assert.equal(t.b.sent.length, 1);
  assert.notEqual(t.b.sent[0].key, 'forged-key');
  t.b.payer.dispose();
});

test('a payment the form already showed as owned is bought again on purpose: no question, a new attempt', async () => {
  const t = twoTabs();
  await t.payAfter({ id: 'earlier', key: 'earlier-key', state: 'done', at: Date.now() - 60_000 });
  assert.equal(t.asked.length, 0);
  assert.equal(t.b.sent.length, 1);
  assert.notEqual(t.b.sent[0].key, 'earlier-key');
  t.b.payer.dispose();
});

test('storage that keeps no record (full, blocked): a tab that waited still asks the platform before paying', async () => {
  const t = twoTabs({ storage: null });
  await t.bothPay();
  t.setPaid(true);
  t.a.setAnswer('success');
  t.a.payer.onResult(t.a.result({ status: 200, body: { transaction: 'T-1' } }));
  await tick(40);
  assert.equal(t.a.payer.phase.status, 'success');
  assert.equal(t.b.payer.phase.status, 'owned');
  assert.equal(t.b.sent.length, 0);
  assert.equal(t.asked.length, 1);
  t.dispose();
});

test('records that are malformed, too old or from the future are ignored', () => {
  const s = memoryStorage();
  const now = Date.now();
  for (const bad of ['{', '[]', JSON.stringify({ id: 1, key: 'k', state: 'open', at: now }), JSON.stringify({ id: 'a', key: 'k', state: 'weird', at: now }),
    JSON.stringify({ id: 'a', key: 'k', state: 'open', at: now - RECORD_TTL_MS - 1 }), JSON.stringify({ id: 'a', key: 'k', state: 'open', at: now + 3_600_000 })]) {
    s.setItem('fee-1', bad);
    assert.equal(readShared(s, 'fee-1', now), null, bad);
  }
});
