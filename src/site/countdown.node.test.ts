import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startCountdown, countdownParts, takeReloadGuard, type CountdownParts } from './countdown';
import type { WebStorage } from './site-storage';

function memory(): WebStorage {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

test('parts split whole seconds', () => {
  assert.deepEqual(countdownParts(90061), { total: 90061, days: 1, hours: 1, minutes: 1, seconds: 1 });
  assert.deepEqual(countdownParts(-5), { total: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  assert.equal(countdownParts(2.1).total, 3);
});

test('ticks each second from the server\'s now, then reloads once when it passes zero', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 });
  const ticks: number[] = [];
  let reloads = 0;
  const storage = memory();
  // the viewer's clock is a day off: only the server's now counts
  const stop = startCountdown({
    time: 1_000_003, now: 1_000_000, reload: true, onTick: (p: CountdownParts) => ticks.push(p.total),
    clock: () => Date.now(), wallClock: () => Date.now() + 86_400_000, reloadPage: () => reloads++, guardStorage: storage, pageKey: '/event',
  });
  t.mock.timers.tick(1000);
  t.mock.timers.tick(1000);
  assert.deepEqual(ticks, [3, 2, 1]);
  assert.equal(reloads, 0);
  t.mock.timers.tick(1000);
  assert.equal(reloads, 1);
  for (let i = 0; i < 10; i++) t.mock.timers.tick(1000);
  assert.deepEqual(ticks, [3, 2, 1, 0], 'no ticks after zero');
  assert.equal(reloads, 1);
  stop();
});

test('a time already in the past shows zero and never reloads', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 });
  const ticks: number[] = [];
  let reloads = 0;
  startCountdown({ time: 100, now: 200, reload: true, onTick: (p) => ticks.push(p.total), clock: () => Date.now(), reloadPage: () => reloads++, guardStorage: memory(), pageKey: '/p' });
  t.mock.timers.tick(5000);
  assert.deepEqual(ticks, [0]);
  assert.equal(reloads, 0);
});

test('without the reload flag nothing reloads; onZero still fires once', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 });
  let zero = 0;
  let reloads = 0;
  startCountdown({ time: 2, now: 0, onTick: () => {}, onZero: () => zero++, clock: () => Date.now(), reloadPage: () => reloads++, guardStorage: memory() });
  t.mock.timers.tick(5000);
  assert.equal(zero, 1);
  assert.equal(reloads, 0);
});

test('stop clears the timer', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 });
  const ticks: number[] = [];
  const stop = startCountdown({ time: 100, now: 0, onTick: (p) => ticks.push(p.total), clock: () => Date.now() });
  t.mock.timers.tick(1000);
  stop();
  t.mock.timers.tick(5000);
  assert.deepEqual(ticks, [100, 99]);
});

test('the reload guard allows one reload per page per 60 s', () => {
  const s = memory();
  assert.equal(takeReloadGuard(s, '/a', 1_000_000), true);
  assert.equal(takeReloadGuard(s, '/a', 1_030_000), false);
  assert.equal(takeReloadGuard(s, '/b', 1_030_000), true);
  assert.equal(takeReloadGuard(s, '/a', 1_061_000), true);
  assert.equal(takeReloadGuard(null, '/a', 0), true);
});

test('a second countdown right after a reload does not reload again', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 });
  const storage = memory();
  let reloads = 0;
  const opts = { time: 1, now: 0, reload: true, onTick: () => {}, clock: () => Date.now(), wallClock: () => Date.now(), reloadPage: () => reloads++, guardStorage: storage, pageKey: '/e' };
  startCountdown(opts);
  t.mock.timers.tick(1000);
  startCountdown({ ...opts, now: -1 + Date.now() / 1000 - 1, time: Date.now() / 1000 + 1 });
  t.mock.timers.tick(3000);
  assert.equal(reloads, 1);
});
