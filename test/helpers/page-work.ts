/**
 * What a browser test waits on instead of a fixed delay: the page's own pending work, and requests
 * held until the test lets them go. Not part of the library.
 */

/** The page's pending work, counted from `trackPageWork()` on. */
export interface PageWork {
  /** Timers shorter than a second still waiting (debounces, retry back-offs, coalescing) plus requests in flight. */
  pending(): number;
  /**
   * Resolves once nothing is pending for two animation frames in a row: whatever the page was going
   * to do in reaction to what happened (a request, a render) has been started by then. Fails after
   * `timeout` ms: like `waitFor`'s, a bound for a failing test only, so 20 s by default (a
   * loaded machine answers requests and fires short timers late).
   */
  idle(timeout?: number): Promise<void>;
  /** Puts the page's own `setTimeout`, `clearTimeout` and `fetch` back. */
  restore(): void;
}

/** Starts counting the page's short timers and requests (call before the actions whose effects are awaited). */
export function trackPageWork(): PageWork {
  const timers = new Set<number>();
  let requests = 0;
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const realFetch = window.fetch;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || !(Number(ms) < 1000)) return realSet(handler, ms, ...args);
    const id: number = realSet(() => {
      timers.delete(id);
      (handler as (...a: unknown[]) => void)(...args);
    }, ms);
    timers.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
    realClear(id);
  }) as typeof window.clearTimeout;
  window.fetch = (input, init) => {
    requests++;
    return realFetch(input, init).finally(() => requests--);
  };
  const pending = () => timers.size + requests;
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
  return {
    pending,
    async idle(timeout = 20_000) {
      const end = performance.now() + timeout;
      for (let quiet = 0; quiet < 2; ) {
        if (performance.now() > end) throw new Error(`the page did not become idle in ${timeout} ms (${timers.size} timers, ${requests} requests pending)`);
        await frame();
        quiet = pending() ? 0 : quiet + 1;
      }
    },
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
      window.fetch = realFetch;
    },
  };
}

/** Requests held by `holdRequests`. */
export interface HeldRequests {
  /** Matching requests the page has sent so far (held or let go). */
  readonly seen: number;
  /** Lets every held request go, and the later ones through at once. */
  release(): void;
  /** Stops holding (what is held is let go) and puts the page's `fetch` back. */
  restore(): void;
}

/**
 * Holds the page's requests whose address matches until `release()`: a test that needs a request
 * to be on its way while something else happens waits for `seen` instead of giving the request a
 * latency and hoping the rest fits into it.
 */
export function holdRequests(match: (url: URL, method: string) => boolean): HeldRequests {
  const realFetch = window.fetch;
  const held: Array<() => void> = [];
  let seen = 0;
  let open = false;
  window.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!match(url, method)) return realFetch(input, init);
    seen++;
    if (open) return realFetch(input, init);
    return new Promise<void>((go) => held.push(go)).then(() => realFetch(input, init));
  };
  const release = () => {
    open = true;
    held.splice(0).forEach((go) => go());
  };
  return {
    get seen() {
      return seen;
    },
    release,
    restore() {
      release();
      window.fetch = realFetch;
    },
  };
}

/**
 * Runs `act` (and `until`, a state it waits for, given what `act` returned) with the page's work
 * counted, then waits until the page is idle: what `act` set off has all been started and answered
 * by the time this resolves.
 */
export async function afterIdle<T>(act: () => T | Promise<T>, until?: (result: T) => Promise<unknown>): Promise<T> {
  const work = trackPageWork();
  try {
    const result = await act();
    await until?.(result);
    await work.idle();
    return result;
  } finally {
    work.restore();
  }
}
