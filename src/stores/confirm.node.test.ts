import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watchOutcome, type CheckAnswer } from './confirm';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

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
