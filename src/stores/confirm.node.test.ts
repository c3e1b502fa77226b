import { after, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { watchOutcome, type CheckAnswer } from './confirm';

import { advance } from '../../test/helpers/test-wait';

// the payment's timers (the answer's timeout, the confirmation's pauses and limit) run on node:test's
// mocked clock: `tick(ms)` moves it on by exactly that much, however loaded the machine is
mock.timers.enable({ apis: ['setTimeout'] });
after(() => mock.timers.reset());
const tick = (ms = 0) => advance(mock.timers, ms);

test('asks at once and reports a settled answer once', async () => {
  const outcomes: string[] = [];
  const w = watchOutcome({ check: async () => 'success', onOutcome: (o) => outcomes.push(o) });
  await tick();
  assert.deepEqual(outcomes, ['success']);
  assert.equal(w.active, false);
});

test('keeps asking with a growing pause, and a poke asks at once', async () => {
  let calls = 0;
  let answer: CheckAnswer = 'pending';
  const outcomes: string[] = [];
  const w = watchOutcome({ check: async () => (calls++, answer), onOutcome: (o) => outcomes.push(o), firstPauseMs: 1000 });
  await tick(10);
  assert.equal(calls, 1);
  answer = 'failed';
  w.poke();
  await tick(10);
  assert.equal(calls, 2);
  assert.deepEqual(outcomes, ['failed']);
});

test('a rejected check counts as pending, and the limit ends in still-confirming', async () => {
  const outcomes: string[] = [];
  watchOutcome({ check: async () => Promise.reject(new Error('Network Error')), onOutcome: (o) => outcomes.push(o), limitMs: 60, firstPauseMs: 10 });
  await tick(120);
  assert.deepEqual(outcomes, ['still-confirming']);
});

test('stop ends the watch without an outcome and without further checks', async () => {
  let calls = 0;
  const outcomes: string[] = [];
  const w = watchOutcome({ check: async () => (calls++, 'pending'), onOutcome: (o) => outcomes.push(o), firstPauseMs: 10, limitMs: 1000 });
  await tick(5);
  w.stop();
  const before = calls;
  await tick(60);
  assert.equal(calls, before);
  assert.deepEqual(outcomes, []);
});

test('confirmUntilKnown sends again while the answer proves nothing, stops at a stated refusal, and gives up as unknown', async () => {
  const { confirmUntilKnown } = await import('./confirm');
  const err = (status: number, data: unknown, code?: string) => Object.assign(new Error('x'), { status, data, code: code ?? status });
  let calls = 0;
  const answers: unknown[] = [err(200, '{"code":200,"message":"Submit', 'ERR_BAD_RESPONSE'), err(504, null), { pi_id: 'pi_1', transaction: 'T-1' }];
  const flaky = () => {
    const a = answers[calls++];
    return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
  };
  // (its pauses on the mocked clock: moved on while it runs)
  const done = async <T>(p: Promise<T>) => (await Promise.all([p, tick(50)]))[0];
  assert.deepEqual(await done(confirmUntilKnown(flaky, { pauseMs: 1 })), { outcome: 'sent', body: { pi_id: 'pi_1', transaction: 'T-1' } });
  assert.equal(calls, 3);
  calls = 0;
  const refused = await done(confirmUntilKnown(() => (calls++, Promise.reject(err(402, { code: 402, message: 'Declined' }))), { pauseMs: 1 }));
  assert.equal(refused.outcome, 'refused');
  assert.equal(calls, 1, 'a stated refusal is not sent again');
  calls = 0;
  const down = await done(confirmUntilKnown(() => (calls++, Promise.reject(err(0, null, 'ERR_NETWORK'))), { attempts: 3, pauseMs: 1 }));
  assert.equal(down.outcome, 'unknown');
  assert.equal(calls, 3);
});
