/**
 * Renewing an expired session token (loaded the first time a token must be renewed, so an element
 * that only reads the stored session never downloads it): one refresh at a time in this tab and,
 * with Web Locks, across the tabs, adopting a token another tab has just written instead of
 * spending the used refresh token twice.
 */
import { webLocks, type TokenRecord } from './session';
// the refresh grant is a write: its code comes with this chunk, and reads the answer
import { toRecord } from './http-write';
import type { TokenResponse } from './types';

/** What the refresh works with: the session's storage access and its write counter. */
export interface RefreshInternals {
  /** The storage key of the token record. */
  readonly key: string;
  read(): Promise<TokenRecord | null>;
  write(record: TokenRecord | null): Promise<void>;
  /** True when the record is good for at least the expiry margin, in server time. */
  fresh(record: TokenRecord | null): boolean;
  /** Bumped by every change of the stored session; a refresh started before a change never writes. */
  epoch: number;
  /** Sends the refresh grant (set by the client). */
  readonly refresher?: (refreshToken: string) => Promise<TokenResponse>;
}

/**
 * How long a refused refresh waits for another tab's new token to arrive before signing out, when
 * no tab's mark says it has just refreshed (with one, the wait lasts as long as the mark).
 */
const SIBLING_WAIT_MS = 1000;
/**
 * How long a tab that refreshed keeps a Web Lock named after the token it replaced. Another tab
 * whose copy of local storage has not received the new record yet (browsers pass storage writes
 * to other tabs asynchronously, and apart from lock grants) sees that lock and waits for the
 * record instead of spending the already used refresh token a second time.
 */
const REFRESHED_MARK_MS = 5000;

/**
 * Whether a failed refresh means the server refused the refresh token (so we sign out): a 4xx
 * answer, except a timeout (408) or rate limit (429), which say nothing about the token.
 */
const refused = (e: unknown): boolean => {
  const s = (e as { status?: number }).status ?? 0;
  return s >= 400 && s < 500 && s !== 408 && s !== 429;
};

/** A fresh record other than `old` written by another tab, waiting up to `ms` for it to arrive. */
const siblingRecord = async (s: RefreshInternals, old: string, ms: number): Promise<TokenRecord | null> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const r = await s.read();
    if (r && r.token !== old && s.fresh(r)) return r;
    if (Date.now() >= deadline) return null;
    await new Promise((done) => setTimeout(done, 50));
  }
};

/** The lock that says a tab has just replaced `token`: named by a hash of it, never the token itself. */
const markOf = (s: RefreshInternals, token: string): string => {
  let h = 0;
  for (let i = 0; i < token.length; i++) h = (Math.imul(31, h) + token.charCodeAt(i)) | 0;
  return `paywall-refreshed:${s.key}:${h}:${token.length}`;
};

/** True when another tab holds the mark saying it has just replaced `token` (its record is on the way). */
const siblingRefreshed = async (s: RefreshInternals, token: string): Promise<boolean> =>
  !!(await webLocks()?.query().catch(() => undefined))?.held?.some((l) => l.name === markOf(s, token));

/** Takes the mark for `token` for REFRESHED_MARK_MS, resolving once it is held (before the refresh lock is let go). */
const markRefreshed = (s: RefreshInternals, token: string): Promise<unknown> =>
  new Promise((held) => {
    const locks = webLocks();
    if (!locks) return held(0);
    locks
      .request(markOf(s, token), { ifAvailable: true }, (lock) => {
        held(0);
        return lock && new Promise((done) => setTimeout(done, REFRESHED_MARK_MS));
      })
      .catch(held);
  });

/**
 * Renews the session after the platform refused `failedToken`, once per tab at a time (the caller
 * holds the tab's flight and, with Web Locks, the lock shared by the tabs). `at` is the session's
 * write counter when the refresh began: a change of the stored session since then (a sign-in or a
 * sign-out here, another tab's write) wins over this refresh's result.
 */
export const refreshWork = async (s: RefreshInternals, failedToken: string, at: number): Promise<TokenRecord | null> => {
  let cur = await s.read();
  if (!cur) return null;
  if (cur.token !== failedToken && s.fresh(cur)) return cur; // another tab already refreshed
  if (cur.token === failedToken && (await siblingRefreshed(s, cur.token))) {
    // another tab refreshed this very token and its record has not reached this tab's storage yet:
    // it is on its way, however loaded the machine, for as long as that tab's mark says so
    const won = await siblingRecord(s, cur.token, REFRESHED_MARK_MS);
    if (won) return won;
    cur = await s.read();
    if (!cur) return null;
  }
  if (!cur.refreshToken || !s.refresher) {
    if (at === s.epoch) await s.write(null);
    return null;
  }
  let next: TokenRecord;
  try {
    next = toRecord(await s.refresher(cur.refreshToken));
  } catch (e) {
    if (!refused(e)) throw e;
    // a sibling tab rotated the refresh token first (without Web Locks, or with its write still on
    // the way here: browsers pass storage writes to other tabs asynchronously): adopt its token
    const won = await siblingRecord(s, cur.token, (await siblingRefreshed(s, cur.token)) ? REFRESHED_MARK_MS : SIBLING_WAIT_MS);
    if (won) return won;
    if (at === s.epoch) {
      s.epoch++;
      await s.write(null);
    }
    return null;
  }
  const now = await s.read();
  if (at !== s.epoch || !now || now.token !== cur.token) return now && s.fresh(now) ? now : null;
  await s.write(next);
  await markRefreshed(s, cur.token);
  return next;
};
