/**
 * Event countdowns (SPEC sections 3, 4, 9): the element's data gives the target `time` and the
 * server's `now` (epoch seconds) and a reload flag. The count ticks each second from the server's
 * `now`, so a wrong viewer clock does not matter. When a countdown that started above zero passes
 * zero with the reload flag set, the page reloads once; a `time` already past never reloads, and a
 * reload of the same page within 60 s is not repeated (RELIABILITY H1).
 */
import { webStorage } from '../client/storage';
import type { WebStorage } from './site-storage';

/** The countdown tick (SPEC section 9). */
export const COUNTDOWN_TICK_MS = 1000;
/** A page is not reloaded by a countdown twice within this time. */
export const RELOAD_GUARD_MS = 60_000;
const GUARD_PREFIX = 'paywall-elements.countdown-reload:';

/** Remaining time split for display. */
export interface CountdownParts {
  /** Whole seconds left (0 once passed). */
  total: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits whole seconds into days, hours, minutes and seconds. */
export function countdownParts(remainingSeconds: number): CountdownParts {
  const total = Math.max(0, Math.ceil(Number.isFinite(remainingSeconds) ? remainingSeconds : 0));
  return { total, days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** Seconds left at `elapsedMs` after the page received the server's `now`. */
export function remainingSeconds(time: number, now: number, elapsedMs: number): number {
  return time - now - elapsedMs / 1000;
}

/** What `startCountdown` needs. */
export interface CountdownOptions {
  /** Target, epoch seconds. */
  time: number;
  /** The server's current time, epoch seconds. */
  now: number;
  /** Reload the page when the countdown passes zero. */
  reload?: boolean;
  /** Called at start and on every tick. */
  onTick(parts: CountdownParts): void;
  /** Called once when the countdown passes zero during this page's life. */
  onZero?(): void;
  /** Monotonic milliseconds. @default performance.now */
  clock?: () => number;
  /** Wall-clock milliseconds, used only by the reload guard. @default Date.now */
  wallClock?: () => number;
  /** Reloads the page. @default location.reload */
  reloadPage?: () => void;
  /** Where the reload guard is kept. @default sessionStorage (memory when unusable) */
  guardStorage?: WebStorage | null;
  /** The page the guard is keyed by. @default location.href without the fragment */
  pageKey?: string;
}

const sessionStore = (): WebStorage | null => webStorage('session');

/** True when this page was not reloaded by a countdown within the last 60 s; records this reload. */
export function takeReloadGuard(storage: WebStorage | null, pageKey: string, wallNow: number): boolean {
  const key = GUARD_PREFIX + pageKey;
  try {
    const last = Number(storage?.getItem(key));
    if (Number.isFinite(last) && last > 0 && wallNow - last < RELOAD_GUARD_MS && wallNow >= last) return false;
    storage?.setItem(key, String(wallNow));
  } catch {
    // no storage: the crossing-zero rule alone prevents a loop for times already past
  }
  return true;
}

/**
 * Starts a countdown; returns the function that stops it (clears its timer). Ticks every
 * second; stops ticking at zero.
 */
export function startCountdown(opts: CountdownOptions): () => void {
  const clock = opts.clock ?? (() => performance.now());
  const start = clock();
  const startedAbove = remainingSeconds(opts.time, opts.now, 0) > 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  let stopped = false;

  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const tick = () => {
    const left = remainingSeconds(opts.time, opts.now, clock() - start);
    opts.onTick(countdownParts(left));
    if (left > 0 || done) return;
    done = true;
    stop();
    if (!startedAbove) return;
    opts.onZero?.();
    if (!opts.reload) return;
    const pageKey = opts.pageKey ?? (typeof location === 'undefined' ? '' : location.href.split('#')[0]);
    const storage = opts.guardStorage === undefined ? sessionStore() : opts.guardStorage;
    if (takeReloadGuard(storage, pageKey, (opts.wallClock ?? Date.now)())) (opts.reloadPage ?? (() => location.reload()))();
  };
  const loop = () => {
    timer = undefined;
    if (stopped) return;
    tick();
    if (!done && !stopped) timer = setTimeout(loop, COUNTDOWN_TICK_MS);
  };
  tick();
  if (!done) timer = setTimeout(loop, COUNTDOWN_TICK_MS);
  return stop;
}
