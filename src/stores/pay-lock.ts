/**
 * One payment attempt per access fee across the viewer's tabs. A tab sends a payment for a fee
 * only while it holds the fee's lock (a Web Lock named after the viewer and the fee; where Web Locks
 * are missing, a lease in local storage that other tabs watch through the `storage` event and a
 * poll). Beside the lock, local storage keeps the fee's latest attempt: its idempotency key and
 * whether it is open (sent, outcome not known), done (paid) or ended (certainly not paid). The next
 * holder reads it: after an open or done attempt it asks the platform before paying, and it takes
 * over an open attempt with that attempt's key instead of starting a new one.
 *
 * Storage is only a record of what tabs did: a forged or replayed `storage` event only makes a
 * waiting tab read storage again, and a record can never make a tab pay, only ask the platform or
 * reuse a key (which cannot charge twice).
 */
import { webStorage } from '../client/storage';
import { randomId } from '../internal/random-id';

/** How the fee's latest attempt stands: sent with its outcome unknown, paid, or certainly not paid. */
export type SharedAttemptState = 'open' | 'done' | 'ended';

/** The fee's latest attempt, as the tab that sent it recorded it. */
export interface SharedAttempt {
  /** The attempt's id (the same in every tab that sends it). */
  id: string;
  /** Its idempotency key. */
  key: string;
  state: SharedAttemptState;
  /** When it was recorded (ms, wall clock). */
  at: number;
}

/** The fee held by this tab: what the previous holder left, and how to record this tab's attempt. */
export interface FeeClaim {
  /** Another tab (or another form of this tab) held the fee when this one asked. */
  readonly waited: boolean;
  /** The fee's latest attempt recorded in the last `RECORD_TTL_MS`, by any tab, or null. */
  readonly previous: SharedAttempt | null;
  /** Records the attempt about to be sent as open. */
  record(attempt: { id: string; key: string }): void;
  /**
   * Records the outcome of the attempt recorded last: `done` (paid), `ended` (certainly not paid),
   * or `unsent` (nothing went out after all: the record is put back as it was).
   */
  settle(state: 'done' | 'ended' | 'unsent'): void;
  /** Lets the next tab have the fee (again is a no-op). */
  release(): void;
}

/** Records older than this are forgotten (the platform is the truth long after). */
export const RECORD_TTL_MS = 15 * 60_000;
/** Lease of the storage lock, renewed while held (a tab closed without `pagehide` frees it after this). */
const LEASE_MS = 10_000;
/** Pause between a lease write and the read that confirms it (another tab's write may land meanwhile). */
const CONFIRM_MS = 120;
const PREFIX = 'paywall-elements.pay:';

type Locks = Pick<LockManager, 'request'>;
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of `claimFee`; the defaults are the browser's. */
export interface ClaimOptions {
  /** Called once when the fee is held elsewhere and this tab starts to wait. */
  onWait?(): void;
  /** Stops waiting: the promise rejects with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
  /** Web Locks (null: use the storage lease). */
  locks?: Locks | null;
  /** Where records and leases live (null: no storage, no coordination beyond Web Locks). */
  storage?: Store | null;
}

const browserLocks = (): Locks | null => {
  const l = (globalThis.navigator as Navigator | undefined)?.locks;
  return typeof l?.request === 'function' ? l : null;
};

/** The name of a fee's lock and record: the viewer and the fee. */
export function feeLockName(viewer: string, feeId: string | number): string {
  return `${PREFIX}${viewer || 'viewer'}:${String(feeId)}`;
}

/** The fee's recorded attempt when it is well formed and recent, else null. */
export function readShared(storage: Store | null, name: string, now = Date.now()): SharedAttempt | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(name) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const { id, key, state, at } = JSON.parse(raw) as SharedAttempt;
    const text = (v: unknown, max: number) => typeof v === 'string' && v.length > 0 && v.length <= max;
    return text(id, 128) && text(key, 255) && ['open', 'done', 'ended'].includes(state) && at > now - RECORD_TTL_MS && at < now + 60_000 ? { id, key, state, at } : null;
  } catch {
    return null;
  }
}

function writeShared(storage: Store | null, name: string, value: SharedAttempt | null): void {
  try {
    if (value) storage?.setItem(name, JSON.stringify(value));
    else storage?.removeItem(name);
  } catch {
    // storage that refuses: the Web Lock alone keeps the tabs apart
  }
}

/**
 * Records the outcome of attempt `id` without holding the fee (an attempt that reached it after
 * this tab let the fee go: an unknown outcome confirmed later, or a payment resumed after the bank).
 * Only that attempt's open record changes; without `id`, any open record does.
 */
export function settleShared(name: string, state: 'done' | 'ended', id?: string, storage: Store | null = webStorage('local')): void {
  const cur = readShared(storage, name);
  if (cur && cur.state === 'open' && (id === undefined || cur.id === id)) writeShared(storage, name, { ...cur, state, at: Date.now() });
}

/**
 * Takes the fee `name` (from `feeLockName`) for this tab, waiting while another tab holds it. The
 * fee stays held until `release()` or until the page goes away.
 */
export function claimFee(name: string, o: ClaimOptions = {}): Promise<FeeClaim> {
  const storage = o.storage === undefined ? webStorage('local') : o.storage;
  const locks = o.locks === undefined ? browserLocks() : o.locks;
  let waited = false;
  const wait = () => {
    if (!waited) {
      waited = true;
      o.onWait?.();
    }
  };
  const claim = (free: () => void): FeeClaim => {
    const previous = readShared(storage, name);
    let before: SharedAttempt | null = previous;
    let mine: SharedAttempt | null = null;
    let released = false;
    return {
      waited,
      previous,
      record(attempt) {
        before = readShared(storage, name);
        mine = { id: attempt.id, key: attempt.key, state: 'open', at: Date.now() };
        writeShared(storage, name, mine);
      },
      settle(state) {
        if (!mine) return;
        if (state === 'unsent') writeShared(storage, name, before);
        else writeShared(storage, name, { ...mine, state, at: Date.now() });
        mine = null;
      },
      release() {
        if (released) return;
        released = true;
        free();
      },
    };
  };
  return locks ? viaWebLocks(name, locks, o.signal, wait, claim) : viaLease(name, storage, o.signal, wait, claim);
}

function viaWebLocks(name: string, locks: Locks, signal: AbortSignal | undefined, wait: () => void, claim: (free: () => void) => FeeClaim): Promise<FeeClaim> {
  return new Promise<FeeClaim>((resolve, reject) => {
    // the lock is held until the claim's release() resolves this
    const hold = () => new Promise<void>((free) => resolve(claim(free)));
    // first without waiting, so the tab knows whether another one had the fee
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (lock) return hold();
        wait();
        // (an aborted signal rejects the request, with its reason)
        locks.request(name, { signal }, hold).catch(reject);
        return undefined;
      })
      .catch(reject);
  });
}

async function viaLease(name: string, storage: Store | null, signal: AbortSignal | undefined, wait: () => void, claim: (free: () => void) => FeeClaim): Promise<FeeClaim> {
  const key = `${name}:lock`;
  if (!storage) return claim(() => {});
  const me = randomId();
  const read = (): { owner?: unknown; until: number } | null => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') as { owner?: unknown; until: number } | null;
    } catch {
      return null;
    }
  };
  const write = () => {
    try {
      storage.setItem(key, JSON.stringify({ owner: me, until: Date.now() + LEASE_MS }));
      return true;
    } catch {
      return false;
    }
  };
  for (;;) {
    signal?.throwIfAborted();
    const cur = read();
    if (!cur || !(cur.until >= Date.now()) || cur.owner === me) {
      // storage that refuses writes cannot coordinate: the tab goes on alone
      if (!write()) return claim(() => {});
      await new Promise((r) => setTimeout(r, CONFIRM_MS));
      if (read()?.owner === me) break;
      continue;
    }
    wait();
    await new Promise<void>((woken) => {
      const done = () => {
        clearTimeout(timer);
        removeEventListener('storage', onStorage);
        signal?.removeEventListener('abort', done);
        woken();
      };
      // the storage event is only a hint to read again; the lease's end is checked anyway
      const onStorage = (e: StorageEvent) => e.key === key && done();
      const timer = setTimeout(done, Math.min(1000, Math.max(50, cur.until - Date.now() + 10)));
      addEventListener('storage', onStorage);
      signal?.addEventListener('abort', done);
    });
  }
  const renew = setInterval(write, LEASE_MS / 3);
  const free = () => {
    clearInterval(renew);
    removeEventListener('pagehide', free);
    try {
      if (read()?.owner === me) storage.removeItem(key);
    } catch {
      // the lease ends by itself
    }
  };
  addEventListener('pagehide', free);
  return claim(free);
}
