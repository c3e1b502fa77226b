/**
 * A fake clock for the long timers of a browser test: timeouts of at least `min` ms scheduled while
 * it is installed wait for `tick()` instead of real time; shorter ones (polling, React, the network)
 * run as usual. Not part of the library.
 */
export interface FakeClock {
  /** Moves the fake time on, running every timer that falls due, in order. */
  tick(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
  /** How long until the next waiting timer falls due (null when none waits). */
  nextIn(): number | null;
  /** How long until each waiting timer falls due, soonest first. */
  dueIn(): number[];
  /** Puts the real `setTimeout` and `clearTimeout` back. */
  restore(): void;
}

/**
 * Installs the fake clock on `window`. With `performanceNow`, `performance.now()` reads the fake
 * time too (from its value at install), for code that measures elapsed time (a countdown).
 */
export function fakeLongTimers(min = 1000, { performanceNow = false } = {}): FakeClock {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const timers = new Map<number, { at: number; run: () => void }>();
  let now = 0;
  if (performanceNow) {
    const origin = performance.now();
    Object.defineProperty(performance, 'now', { configurable: true, value: () => origin + now });
  }
  let nextId = 1_000_000_000;
  window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
    if (ms < min || typeof handler !== 'function') return realSet(handler, ms, ...args);
    const id = nextId++;
    timers.set(id, { at: now + ms, run: () => (handler as (...a: unknown[]) => void)(...args) });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && timers.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  return {
    tick(ms) {
      now += ms;
      for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at > now) break;
        timers.delete(id);
        t.run();
      }
    },
    pending: () => timers.size,
    nextIn: () => (timers.size ? Math.min(...[...timers.values()].map((t) => t.at)) - now : null),
    dueIn: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
      if (performanceNow) delete (performance as { now?: unknown }).now;
    },
  };
}

/** A fake clock that each test of a suite may install (`install`), put back after the test (`restore`). */
export interface FakeClockEachTest {
  /** Installs the clock (in a test's body, after the test runner's own timeout timer is set). */
  install(): FakeClock;
  /** Puts the clock back if a test installed it (call it in the suite's `afterEach`). */
  restore(): void;
}

/** A fake clock of `fakeLongTimers(min, options)` for each test of a suite that wants one. */
export function fakeClockEachTest(min = 1000, options: { performanceNow?: boolean } = {}): FakeClockEachTest {
  let clock: FakeClock | undefined;
  return {
    install: () => (clock = fakeLongTimers(min, options)),
    restore() {
      clock?.restore();
      clock = undefined;
    },
  };
}
