import { parseJSON, type SafeStorage } from './storage';

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
  /** Sends the refresh grant; set by the client once the HTTP layer exists. */
  refresher?: (refreshToken: string) => Promise<TokenRecord>;
  /** Server clock minus this clock, in ms (from the platform's `Date` headers), so expiry is judged in server time. */
  skew: number;
  /** Told of every record this tab stores or removes (not of other tabs' changes). */
  wrote?: (record: TokenRecord | null) => void;
}

/** Seconds before `expires` from which a token counts as expired (a deliberate deviation from the spec's 0). */
export const EXPIRY_MARGIN_S = 60;
/** How long a refused refresh waits for another tab's new token to arrive before signing out. */
const SIBLING_WAIT_MS = 1000;
/**
 * How long a tab that refreshed keeps a Web Lock named after the token it replaced. Another tab
 * whose copy of local storage has not received the new record yet (browsers pass storage writes
 * to other tabs asynchronously, and apart from lock grants) sees that lock and waits for the
 * record instead of spending the already used refresh token a second time.
 */
const REFRESHED_MARK_MS = 5000;

type Locks = Pick<LockManager, 'request' | 'query'>;
const webLocks = (): Locks | undefined => {
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
 * Whether a failed refresh means the server refused the refresh token (so we sign out): a 4xx
 * answer, except a timeout (408) or rate limit (429), which say nothing about the token.
 */
const refused = (e: unknown): boolean => {
  const s = (e as { status?: number }).status ?? 0;
  return s >= 400 && s < 500 && s !== 408 && s !== 429;
};

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

  /** A fresh record other than `old` written by another tab, waiting up to SIBLING_WAIT_MS for it to arrive. */
  const siblingRecord = async (old: string): Promise<TokenRecord | null> => {
    const deadline = Date.now() + SIBLING_WAIT_MS;
    for (;;) {
      const r = await read();
      if (r && r.token !== old && fresh(r)) return r;
      if (Date.now() >= deadline) return null;
      await new Promise((done) => setTimeout(done, 50));
    }
  };

  /** The lock that says a tab has just replaced `token`: named by a hash of it, never the token itself. */
  const markOf = (token: string): string => {
    let h = 0;
    for (let i = 0; i < token.length; i++) h = (Math.imul(31, h) + token.charCodeAt(i)) | 0;
    return `paywall-refreshed:${key}:${h}:${token.length}`;
  };

  /** True when another tab holds the mark saying it has just replaced `token` (its record is on the way). */
  const siblingRefreshed = async (token: string): Promise<boolean> =>
    !!(await webLocks()?.query().catch(() => undefined))?.held?.some((l) => l.name === markOf(token));

  /** Takes the mark for `token` for REFRESHED_MARK_MS, resolving once it is held (before the refresh lock is let go). */
  const markRefreshed = (token: string): Promise<unknown> =>
    new Promise((held) => {
      const locks = webLocks();
      if (!locks) return held(0);
      locks
        .request(markOf(token), { ifAvailable: true }, (lock) => {
          held(0);
          return lock && new Promise((done) => setTimeout(done, REFRESHED_MARK_MS));
        })
        .catch(held);
    });

  const refreshWork = async (failedToken: string, at: number): Promise<TokenRecord | null> => {
    let cur = await read();
    if (!cur) return null;
    if (cur.token !== failedToken && fresh(cur)) return cur; // another tab already refreshed
    if (cur.token === failedToken && (await siblingRefreshed(cur.token))) {
      // another tab refreshed this very token and its record has not reached this tab's storage yet
      const won = await siblingRecord(cur.token);
      if (won) return won;
      cur = await read();
      if (!cur) return null;
    }
    if (!cur.refreshToken || !session.refresher) {
      if (at === epoch) await write(null);
      return null;
    }
    let next: TokenRecord;
    try {
      next = await session.refresher(cur.refreshToken);
    } catch (e) {
      if (!refused(e)) throw e;
      // a sibling tab rotated the refresh token first (without Web Locks, or with its write still on
      // the way here: browsers pass storage writes to other tabs asynchronously): adopt its token
      const won = await siblingRecord(cur.token);
      if (won) return won;
      if (at === epoch) {
        epoch++;
        await write(null);
      }
      return null;
    }
    const now = await read();
    if (at !== epoch || !now || now.token !== cur.token) return now && fresh(now) ? now : null;
    await write(next);
    await markRefreshed(cur.token);
    return next;
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
        const work = () => refreshWork(failedToken, at);
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
