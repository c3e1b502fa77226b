/**
 * Payment attempts: the 30-second wait after a failed subscription attempt (SPEC section 5),
 * shared with the other tabs, and the attempts this tab has in flight, which decide whether a
 * payment event is this tab's to act on (RELIABILITY B2, H2).
 *
 * The wait is counted on the monotonic clock inside a tab, so changing the system clock cannot
 * lengthen or skip it; wall-clock times only cross tabs and page loads, clamped to [0, 30] s.
 */
import { atom, onMount, readonlyType } from 'nanostores';
import { readSiteRecord, writeSiteRecord, browserStorage, SITE_STORAGE_KEY, type WebStorage } from '../site/site-storage';
import type { PaymentEvent } from '../site/payment-event';
import { openDialog, updatePleaseWait } from './dialogs';
import { notePaymentBegun } from './purchase';

/** The subscription retry wait (SPEC section 9). */
export const RETRY_WAIT_MS = 30_000;
const CHANNEL = 'paywall-elements.attempts';

/** The clocks the wait uses; replaceable in tests. */
export interface AttemptClock {
  /** Monotonic milliseconds (performance.now). */
  monotonic(): number;
  /** Wall-clock milliseconds (Date.now). */
  wall(): number;
}

const systemClock: AttemptClock = { monotonic: () => performance.now(), wall: () => Date.now() };
let clock = systemClock;
let storage: WebStorage | null | undefined;
/** Monotonic time at which the wait ends; null until read from storage. */
let waitEndsAt: number | null = null;
/** The last attempt time seen in storage: only a new one (another tab's failure) is adopted. */
let seenLast: number | undefined;

const wait = atom(0);

/** Whole seconds left before another subscription attempt is allowed (0 when allowed). Ticks while listened to. */
export const $attemptWait = readonlyType(wait);

const clamp = (ms: number) => Math.min(RETRY_WAIT_MS, Math.max(0, Number.isFinite(ms) ? ms : 0));
const store = () => (storage === undefined ? browserStorage() : storage);

function ensureLoaded() {
  if (waitEndsAt === null) waitEndsAt = clock.monotonic();
  const last = readSiteRecord(store()).lastAttemptAt;
  if (last === undefined || last === seenLast) return;
  seenLast = last;
  const end = clock.monotonic() + clamp(last + RETRY_WAIT_MS - clock.wall());
  if (end > waitEndsAt) waitEndsAt = end;
}

/** Milliseconds left before another subscription attempt is allowed, in [0, 30000]. */
export function remainingAttemptWaitMs(): number {
  ensureLoaded();
  return clamp((waitEndsAt as number) - clock.monotonic());
}

function adopt(remainingMs: number) {
  ensureLoaded();
  const end = clock.monotonic() + clamp(remainingMs);
  if (end > (waitEndsAt as number)) waitEndsAt = end;
  refresh();
}

function refresh() {
  const seconds = Math.ceil(remainingAttemptWaitMs() / 1000);
  wait.set(seconds);
  updatePleaseWait(seconds);
}

/**
 * Records a failed subscription attempt now: the 30 s wait starts in this tab and in every other
 * tab of the site (through storage and a BroadcastChannel).
 */
export function recordFailedAttempt(): void {
  ensureLoaded();
  waitEndsAt = clock.monotonic() + RETRY_WAIT_MS;
  seenLast = clock.wall();
  writeSiteRecord({ lastAttemptAt: seenLast }, store());
  try {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ type: 'attempt-failed', remainingMs: RETRY_WAIT_MS });
    channel.close();
  } catch {
    // no BroadcastChannel: the storage event still reaches the other tabs
  }
  refresh();
}

/**
 * Asks whether a subscription attempt may start. While the wait runs it shows the 'Please wait'
 * dialog saying how many seconds remain, and returns false.
 */
export function canAttemptSubscription(): boolean {
  const left = remainingAttemptWaitMs();
  if (left <= 0) return true;
  openDialog('please-wait', { seconds: Math.ceil(left / 1000) });
  refresh();
  return false;
}

onMount(wait, () => {
  refresh();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const left = remainingAttemptWaitMs();
    if (left > 0) timer = setTimeout(() => (refresh(), schedule()), left % 1000 || 1000);
  };
  const unlisten = wait.listen(() => schedule());
  schedule();
  const onStorage = (e: StorageEvent) => {
    if (e.key === SITE_STORAGE_KEY) refresh();
  };
  let channel: BroadcastChannel | undefined;
  try {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (e: MessageEvent) => {
      const data = e.data as { type?: unknown; remainingMs?: unknown } | null;
      if (data?.type === 'attempt-failed' && typeof data.remainingMs === 'number') adopt(data.remainingMs);
    };
  } catch {
    channel = undefined;
  }
  if (typeof addEventListener === 'function') addEventListener('storage', onStorage);
  return () => {
    clearTimeout(timer);
    unlisten();
    channel?.close();
    if (typeof removeEventListener === 'function') removeEventListener('storage', onStorage);
  };
});

/** What a tab knows about a payment it started. */
export interface AttemptInfo {
  kind: 'ppv' | 'subscription';
  transaction?: string;
  piId?: string;
  accessFeeId?: string | number;
}

const inFlight = new Map<number, AttemptInfo & { startedAt: number }>();
let nextAttempt = 1;
/** In-flight attempts older than this are forgotten. */
const ATTEMPT_TTL_MS = 15 * 60_000;

/** Registers a payment this tab is starting; returns its id for `updateAttempt` / `endAttempt`. */
export function beginAttempt(info: AttemptInfo): number {
  const id = nextAttempt++;
  notePaymentBegun();
  inFlight.set(id, { ...info, startedAt: clock.monotonic() });
  return id;
}

/** Adds what became known about an attempt (the transaction or payment intent from the POST's answer). */
export function updateAttempt(id: number, patch: Partial<AttemptInfo>): void {
  const current = inFlight.get(id);
  if (current) inFlight.set(id, { ...current, ...patch });
}

/** Forgets an attempt once it reached its outcome. */
export function endAttempt(id: number): void {
  inFlight.delete(id);
}

/** The attempts in flight that could have sent `event`: same kind, no contradicting id or access fee. */
function candidates(event: PaymentEvent): AttemptInfo[] {
  const kind = /subscribe/.test(event.type) ? 'subscription' : 'ppv';
  const r = event.resource;
  const now = clock.monotonic();
  const out: AttemptInfo[] = [];
  for (const [id, a] of inFlight) {
    if (now - a.startedAt > ATTEMPT_TTL_MS) {
      inFlight.delete(id);
      continue;
    }
    if (a.kind !== kind && event.type !== 'gift-voucher') continue;
    if (a.transaction && r.transaction !== undefined && String(r.transaction) !== a.transaction) continue;
    if (a.piId && r.pi_id !== undefined && String(r.pi_id) !== a.piId) continue;
    if (a.accessFeeId !== undefined && r.access_fee_id !== undefined && String(r.access_fee_id) !== String(a.accessFeeId)) continue;
    out.push(a);
  }
  return out;
}

/**
 * True when the event provably belongs to an attempt in flight in this tab: it names the attempt's
 * payment intent or transaction (known from the platform's answer to the attempt's request), and
 * nothing in it contradicts the attempt. Only such events may end an attempt, clear its form,
 * show its failure or send the viewer to a bank (RELIABILITY B2); an event from another tab, another
 * attempt or a forger that carries only the access fee does not.
 */
export function isOwnAttempt(event: PaymentEvent): boolean {
  const r = event.resource;
  return candidates(event).some(
    (a) => (!!a.transaction && String(r.transaction ?? '') === a.transaction) || (!!a.piId && String(r.pi_id ?? '') === a.piId),
  );
}

/**
 * True when the event may belong to an attempt in flight (same kind, nothing contradicts it). Good
 * enough for a hint that only makes the attempt ask the platform sooner, such as a success event.
 */
export function couldBeOwnAttempt(event: PaymentEvent): boolean {
  return candidates(event).length > 0;
}

/** Test hooks: replace the clocks and the storage, and forget all state. */
export function resetAttempts(opts: { clock?: AttemptClock; storage?: WebStorage | null } = {}): void {
  clock = opts.clock ?? systemClock;
  storage = 'storage' in opts ? opts.storage : undefined;
  waitEndsAt = null;
  seenLast = undefined;
  inFlight.clear();
  wait.set(0);
}
