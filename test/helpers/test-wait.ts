/** Polls `check` (sync or async) until it is true or `timeout` ms pass (Node and end-to-end tests). */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeout = 3000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('waitUntil timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Lets every promise chain that can run now run (an I/O turn; node:test's mocked timers leave setImmediate alone). */
export const settle = (): Promise<void> => new Promise((r) => setImmediate(r));

/**
 * Moves node:test's mocked timers (`mock.timers.enable({ apis: ['setTimeout'] })`) on by `ms`, one
 * millisecond at a time, letting promise chains run between: a timer that a callback starts after an
 * await falls due in the same advance, as it would in real time.
 */
export async function advance(timers: { tick(ms: number): void }, ms: number): Promise<void> {
  await settle();
  for (let i = 0; i < ms; i++) {
    timers.tick(1);
    await settle();
  }
}
