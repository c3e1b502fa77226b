import { parseJSON, type SafeStorage } from './storage';
import type { RefreshInternals } from './session-refresh';
import type { TokenResponse } from './types';

/** The stored session (SPEC.md section 3): `expires` is in Unix seconds. */
export interface TokenRecord {
  token: string;
  refreshToken: string;
  expires: number;
}

/** Reads and watches the session; shared by every part of one client. */
export interface Session {
  /** The stored token record, or null when there is none or it is invalid (the bad record is removed). */
  get(): Promise<TokenRecord | null>;
  /** True when a token is present and does not expire within the next 60 s. */
  isAuthenticated(): Promise<boolean>;
  /** Stores a token record (and tells other tabs). */
  set(record: TokenRecord): Promise<void>;
  /** Removes the token record (and tells other tabs). */
  clear(): Promise<void>;
  /** Calls `listener` when the session changes in this tab or another one; returns an unsubscribe. */
  onChange(listener: (record: TokenRecord | null) => void): () => void;
  /**
   * Whether a token record is stored, when that can be told at once: `false` for none (so a sign-in
   * form can show without waiting), `true` for one (still to be checked), `undefined` when only an
   * asynchronous read can tell.
   */
  storedNow(): boolean | undefined;
  /**
   * An authenticated record (good for at least 60 s), refreshing an expiring one first when a
   * refresh token exists; null when signed out or the refresh was refused.
   */
  valid(): Promise<TokenRecord | null>;
  /**
   * A new record after the platform refused `failedToken` (a request made outside this client, such
   * as the card frame's, got a 401): one refresh shared by every caller in this tab and, with Web
   * Locks, in the others; null when signed out or the refresh was refused.
   */
  refreshAfter(failedToken: string): Promise<TokenRecord | null>;
}

/** The session plus what the HTTP layer needs. */
export interface SessionInternal extends Session {
  /**
   * Sign-out's first step: removes the stored session and resolves to the record it held. From the
   * moment of the call, `valid()` answers null, so no request started after it carries the token.
   */
  release(): Promise<TokenRecord | null>;
  /** Sends the refresh grant and resolves to the platform's answer; set by the client once the HTTP layer exists. */
  refresher?: (refreshToken: string) => Promise<TokenResponse>;
  /** Server clock minus this clock, in ms (from the platform's `Date` headers), so expiry is judged in server time. */
  skew: number;
  /** Told of every record this tab stores or removes (not of other tabs' changes). */
  wrote?: (record: TokenRecord | null) => void;
}

/** Seconds before `expires` from which a token counts as expired (a deliberate deviation from the spec's 0). */
export const EXPIRY_MARGIN_S = 60;

type Locks = Pick<LockManager, 'request' | 'query'>;
/** The browser's Web Locks, where there are any (they make a refresh single-flight across tabs). */
export const webLocks = (): Locks | undefined => {
  const l = (globalThis.navigator as Navigator | undefined)?.locks;
  return typeof l?.request === 'function' ? l : undefined;
};

/** True when `v` is a well-formed token record. */
export function isTokenRecord(v: unknown): v is TokenRecord {
  const r = v as TokenRecord | null;
  return (
    !!r && typeof r === 'object' && typeof r.token === 'string' && r.token !== '' &&
    typeof r.refreshToken === 'string' && typeof r.expires === 'number' && Number.isFinite(r.expires)
  );
}

/** True when the record's token is still good for at least `EXPIRY_MARGIN_S` seconds. */
export function isFresh(r: TokenRecord | null, nowMs = Date.now()): boolean {
  return !!r && Math.floor(nowMs / 1000) + EXPIRY_MARGIN_S <= r.expires;
}

/**
 * Creates the session for one client, stored under `key`. The stored record names the platform
 * origin that issued it: a client for another origin (a page whose API address was tampered with)
 * does not see it, so its token is never sent there. Records without an origin (written by the
 * platform's own SDK) are read by any client.
 */
export function createSession(storage: SafeStorage, key: string, origin?: string): SessionInternal {
  const listeners = new Set<(r: TokenRecord | null) => void>();
  let last: string | undefined;
  let epoch = 0;
  // sign-outs under way: the token is on its way out, so nothing may be sent with it
  let leaving = 0;
  let inflight: Promise<TokenRecord | null> | null = null;
  let channel: BroadcastChannel | null | undefined;
  let watching = false;

  const fresh = (r: TokenRecord | null) => isFresh(r, Date.now() + session.skew);

  const read = async (): Promise<TokenRecord | null> => {
    const text = await storage.get(key);
    if (text == null) return null;
    const v = parseJSON(text);
    if (isTokenRecord(v)) {
      const issuer = (v as { origin?: unknown }).origin;
      if (origin && typeof issuer === 'string' && issuer !== origin) return null;
      return { token: v.token, refreshToken: v.refreshToken, expires: v.expires };
    }
    await storage.remove(key);
    return null;
  };

  /** True when the stored record was issued by another platform origin (not this client's to remove). */
  const foreign = async (): Promise<boolean> => {
    const issuer = (parseJSON(await storage.get(key)) as { origin?: unknown } | undefined)?.origin;
    return !!origin && typeof issuer === 'string' && issuer !== origin;
  };

  const emit = (r: TokenRecord | null): void => {
    const s = JSON.stringify(r);
    if (s === last) return;
    last = s;
    for (const l of [...listeners]) {
      try {
        l(r);
      } catch (e) {
        console.error(e);
      }
    }
  };

  const ch = (): BroadcastChannel | null => {
    if (channel !== undefined) return channel;
    channel = null;
    if (storage.shared && typeof BroadcastChannel === 'function') {
      try {
        channel = new BroadcastChannel(`paywall-session:${key}`);
        channel.onmessage = () => void remote();
      } catch {
        channel = null;
      }
    }
    return channel;
  };

  // another tab changed the stored session: an in-flight refresh here must not write back
  const remote = async (): Promise<void> => {
    epoch++;
    emit(await read());
  };

  const write = async (r: TokenRecord | null): Promise<void> => {
    if (r) await storage.set(key, JSON.stringify(origin ? { ...r, origin } : r));
    else if (!(await foreign())) await storage.remove(key);
    ch()?.postMessage(r ? 'set' : 'clear');
    session.wrote?.(r);
    emit(r);
  };

  // what the refresh (session-refresh.ts, loaded the first time a token must be renewed) works with
  const internals: RefreshInternals = {
    key, read, write, fresh,
    get epoch() {
      return epoch;
    },
    set epoch(value) {
      epoch = value;
    },
    get refresher() {
      return session.refresher;
    },
  };

  const session: SessionInternal = {
    skew: 0,
    get: read,
    async isAuthenticated() {
      return fresh(await read());
    },
    async set(record) {
      if (!isTokenRecord(record)) throw new TypeError('token record');
      epoch++;
      await write({ token: record.token, refreshToken: record.refreshToken, expires: record.expires });
    },
    async clear() {
      epoch++;
      await write(null);
    },
    onChange(listener) {
      listeners.add(listener);
      if (!watching) {
        watching = true;
        ch();
        const w = globalThis as { addEventListener?: Window['addEventListener'] };
        if (storage.shared && typeof w.addEventListener === 'function') {
          w.addEventListener('storage', (e: StorageEvent) => {
            if (e.key === key || e.key === null) void remote();
          });
        }
      }
      return () => void listeners.delete(listener);
    },
    storedNow() {
      const v = storage.peek(key);
      return v === undefined ? undefined : v !== null;
    },
    async release() {
      leaving++;
      try {
        const r = await read();
        epoch++;
        await write(null);
        return r;
      } finally {
        leaving--;
      }
    },
    async valid() {
      if (leaving) return null;
      const r = await read();
      if (r && fresh(r)) return r;
      if (!r || !r.refreshToken) return null;
      return session.refreshAfter(r.token);
    },
    refreshAfter(failedToken) {
      if (!inflight) {
        const at = epoch;
        const locks = webLocks();
        const work = () => import('./session-refresh').then((m) => m.refreshWork(internals, failedToken, at));
        const p: Promise<TokenRecord | null> = locks
          ? (locks.request(`paywall-refresh:${key}`, work) as unknown as Promise<TokenRecord | null>)
          : work();
        inflight = p.finally(() => {
          inflight = null;
        });
      }
      return inflight;
    },
  };
  return session;
}
