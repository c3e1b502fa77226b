import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createProgressReporter, progressDetail } from './progress';

function harness() {
  let t = 0;
  const timers: Array<{ at: number; f: () => void; id: number }> = [];
  let ids = 0;
  const sent: Array<[string, number, boolean]> = [];
  const r = createProgressReporter({
    send: async (id, p, final) => void sent.push([id, p, final]),
    now: () => t,
    setTimer: (f, ms) => { const id = ++ids; timers.push({ at: t + ms, f, id }); return id; },
    clearTimer: (id) => { const i = timers.findIndex((x) => x.id === id); if (i >= 0) timers.splice(i, 1); },
  });
  const advance = (ms: number) => {
    t += ms;
    for (const x of timers.filter((x) => x.at <= t)) { timers.splice(timers.indexOf(x), 1); x.f(); }
  };
  return { r, sent, advance };
}

test('one request per item per 10 s: the first at once, the latest value after the interval', () => {
  const { r, sent, advance } = harness();
  r.report('1', 0.1);
  r.report('1', 0.2);
  r.report('2', 0.5);
  advance(5000);
  r.report('1', 0.3);
  assert.deepEqual(sent, [['1', 0.1, false], ['2', 0.5, false]]);
  advance(5000);
  assert.deepEqual(sent.at(-1), ['1', 0.3, false]);
  r.report('1', 0.4);
  advance(9999);
  assert.equal(sent.length, 3);
  advance(1);
  assert.deepEqual(sent.at(-1), ['1', 0.4, false]);
});

test('pagehide sends what is still waiting, once per item, and nothing twice', () => {
  const { r, sent, advance } = harness();
  r.report('1', 0.1);
  r.report('1', 0.6);
  r.report('1', 0.7);
  r.flush();
  assert.deepEqual(sent, [['1', 0.1, false], ['1', 0.7, true]]);
  advance(20000);
  r.flush();
  assert.equal(sent.length, 2);
});

test('a progress detail is checked and clamped', () => {
  assert.deepEqual(progressDetail({ mediaId: 40001, progress: 1.5 }), { mediaId: '40001', progress: 1 });
  assert.deepEqual(progressDetail({ mediaId: 'a', progress: 0.123456 }), { mediaId: 'a', progress: 0.1235 });
  assert.equal(progressDetail({ mediaId: '', progress: 0.5 }), null);
  assert.equal(progressDetail({ mediaId: '1', progress: '0.5' }), null);
  assert.equal(progressDetail(null), null);
});
