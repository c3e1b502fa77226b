import { after, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { Payer, type PayPhase, type PayerDeps } from './payer';
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
