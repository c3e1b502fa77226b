/**
 * Waiting for a payment's outcome without an endless spinner (RELIABILITY A4): push events are
 * hints, the REST check is the truth. `watchOutcome` asks the platform at once, then with a
 * growing pause, answers as soon as an event says to look again, and gives up honestly after the
 * time limit with 'still-confirming'. Framework-free, so the checkout and the payment check share it.
 */

/** What a REST check found: settled (success or failed) or not yet known. */
export type CheckAnswer = 'success' | 'failed' | 'pending';

/** How a watch ended. */
export type WatchOutcome = 'success' | 'failed' | 'still-confirming' | 'stopped';

/** Options of `watchOutcome`. */
export interface WatchOptions {
  /** Asks the platform; a rejection counts as 'pending' (the network may be down for a moment). */
  check: () => Promise<CheckAnswer>;
  /** Called once with the outcome. */
  onOutcome: (outcome: Exclude<WatchOutcome, 'stopped'>) => void;
  /** Give up after this long. @default 120000 */
  limitMs?: number;
  /** The first pause between checks; it grows by half each time up to `maxPauseMs`. @default 1000 */
  firstPauseMs?: number;
  /** @default 5000 */
  maxPauseMs?: number;
  /** Check at once instead of after the first pause. @default true */
  immediate?: boolean;
}

/** A running watch. */
export interface Watch {
  /** Check now (an event arrived); ignored while a check runs or after the end. */
  poke(): void;
  /** Ends the watch without an outcome; no timer is left behind. */
  stop(): void;
  /** True until the outcome is known or the watch was stopped. */
  readonly active: boolean;
}

/** Starts watching; see `WatchOptions`. */
export function watchOutcome(o: WatchOptions): Watch {
  const limit = o.limitMs ?? 120_000;
  const maxPause = o.maxPauseMs ?? 5_000;
  let pause = o.firstPauseMs ?? 1_000;
  let active = true;
  let checking = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = setTimeout(() => finish('still-confirming'), limit);

  function finish(outcome: WatchOutcome) {
    if (!active) return;
    active = false;
    clearTimeout(timer);
    clearTimeout(deadline);
    if (outcome !== 'stopped') o.onOutcome(outcome);
  }

  function schedule() {
    clearTimeout(timer);
    if (!active) return;
    timer = setTimeout(run, pause);
    pause = Math.min(maxPause, Math.round(pause * 1.5));
  }

  async function run() {
    if (!active) return;
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    clearTimeout(timer);
    let answer: CheckAnswer = 'pending';
    try {
      answer = await o.check();
    } catch {
      answer = 'pending';
    }
    checking = false;
    if (!active) return;
    if (answer !== 'pending') return finish(answer);
    if (again) {
      again = false;
      void run();
      return;
    }
    schedule();
  }

  if (o.immediate === false) schedule();
  else void run();
  return {
    poke: () => void run(),
    stop: () => finish('stopped'),
    get active() {
      return active;
    },
  };
}

/** Statuses after which the platform may have acted on a request (or may still): timeouts, conflicts, rate limits. */
const UNKNOWN_STATUSES: ReadonlySet<number> = new Set([408, 409, 429]);

/**
 * Whether an answer to a money-moving request leaves its outcome unknown: no answer, a server or
 * gateway error (the platform may have acted before it), a timeout, a conflict or rate limit, or a
 * refusal without the platform's own `{code, message}` (an HTML page from something in between, a
 * malformed body). Only a stated refusal is a certain failure.
 */
export function isUnknownOutcome(answer: { ok: boolean; status: number; body?: { code?: unknown; message?: unknown } | null }): boolean {
  const { status, body } = answer;
  if (status === 0 || status >= 500 || UNKNOWN_STATUSES.has(status)) return true;
  if (answer.ok) return false;
  return status !== 401 && (body?.code === undefined || body.code === null) && !body?.message;
}

/** How a confirmation ended: the platform took it, refused it, or could not be heard. */
export type ConfirmResult<T> = { outcome: 'sent'; body: T } | { outcome: 'refused'; error: unknown } | { outcome: 'unknown'; error: unknown };

/**
 * Sends a confirmation (a payment intent after the bank, say) and, while its outcome is unknown,
 * sends it again: `send` must reuse one idempotency key, so a repeat never charges twice. A thrown
 * error with a stated refusal ends it at once.
 */
export async function confirmUntilKnown<T>(send: () => Promise<T>, o: { attempts?: number; pauseMs?: number } = {}): Promise<ConfirmResult<T>> {
  const attempts = o.attempts ?? 3;
  for (let n = 1; ; n++) {
    try {
      return { outcome: 'sent', body: await send() };
    } catch (error) {
      const e = error as { status?: unknown; code?: unknown; data?: unknown } | null;
      const status = typeof e?.status === 'number' ? e.status : 0;
      const data = e?.data && typeof e.data === 'object' ? (e.data as { code?: unknown; message?: unknown }) : null;
      const malformed = e?.code === 'ERR_BAD_RESPONSE';
      if (!malformed && !isUnknownOutcome({ ok: false, status, body: data })) return { outcome: 'refused', error };
      if (n >= attempts) return { outcome: 'unknown', error };
      await new Promise((r) => setTimeout(r, (o.pauseMs ?? 1000) * n));
    }
  }
}
