// The platform's rate limits on guessing: wrong passwords at sign-in, wrong access codes and wrong
// PINs. Each limit counts failures per subject (an account, a profile, a caller's address) over a
// sliding window; once a subject has `max` failures in the window, its next attempts answer
// `429 {code, message}` with `Retry-After` (seconds until the oldest failure leaves the window), even
// when they would be right. A success clears the subject's count (not the address's). Tests tune or
// reset them with /sandbox/limits. Time is the sandbox's clock (POST /sandbox/clock moves it).
import { nowSec } from './platform.mjs';

/**
 * @typedef {object} Limit
 * @property {number} max failures allowed in the window
 * @property {number} windowSeconds
 * @property {string} message the 429 answer's message
 */

/** The limits the sandbox models, by name. */
export const DEFAULT_LIMITS = Object.freeze({
  /** Wrong passwords for one account (e-mail at one merchant). */
  'sign-in': { max: 5, windowSeconds: 300, message: 'Too many failed sign-in attempts. Try again later.' },
  /** Wrong passwords from one address, over every account. */
  'sign-in-address': { max: 50, windowSeconds: 300, message: 'Too many failed sign-in attempts. Try again later.' },
  /** Wrong access codes from one address. */
  'access-code': { max: 10, windowSeconds: 300, message: 'Too many invalid access codes. Try again later.' },
  /** Wrong PINs for one profile (entering it, or deleting it). */
  pin: { max: 3, windowSeconds: 300, message: 'Too many wrong PIN codes. Try again in a few minutes.' },
  /** Wrong PIN codes (POST /v2/accounts/pin-codes/validate) for one account. */
  'pin-code': { max: 5, windowSeconds: 900, message: 'Too many wrong PIN codes. Try again later.' },
});

/** @typedef {keyof typeof DEFAULT_LIMITS} LimitName */

export class RateLimits {
  constructor() {
    /** @type {Record<string, Limit>} */
    this.limits = structuredClone({ ...DEFAULT_LIMITS });
    /** @type {Map<string, number[]>} failure times (Unix seconds) by `name:subject` */
    this.failures = new Map();
  }

  /** @param {string} name @param {string} subject */
  #recent(name, subject) {
    const limit = this.limits[name];
    const key = `${name}:${subject}`;
    const since = nowSec() - limit.windowSeconds;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /**
   * The 429 answer when one of the subjects is over its limit, else null.
   * @param {[LimitName, string][]} subjects
   * @returns {import('./http.mjs').SandboxResponse | null}
   */
  refuse(subjects) {
    let wait = 0;
    /** @type {Limit | null} */
    let hit = null;
    for (const [name, subject] of subjects) {
      const limit = this.limits[name];
      const recent = this.#recent(name, subject);
      if (recent.length < limit.max) continue;
      const until = recent[recent.length - limit.max] + limit.windowSeconds;
      if (until - nowSec() > wait) { wait = until - nowSec(); hit = limit; }
    }
    if (!hit) return null;
    const seconds = Math.max(1, Math.ceil(wait));
    return { status: 429, body: { code: 429, message: hit.message }, headers: { 'Retry-After': String(seconds) } };
  }

  /**
   * Records a failure for each subject; returns the 429 answer when that reached a limit (null otherwise).
   * @param {[LimitName, string][]} subjects
   */
  fail(subjects) {
    if (this.failures.size > 10_000) this.#prune();
    for (const [name, subject] of subjects) {
      const key = `${name}:${subject}`;
      this.failures.set(key, [...this.#recent(name, subject), nowSec()]);
    }
    return this.refuse(subjects);
  }

  /** Drops the counts whose every failure left its window (so guessing with many names cannot grow the map). */
  #prune() {
    for (const key of [...this.failures.keys()]) {
      const name = key.slice(0, key.indexOf(':'));
      this.#recent(name, key.slice(name.length + 1));
    }
  }

  /** Forgets a subject's failures (after a success). @param {LimitName} name @param {string} subject */
  clear(name, subject) {
    this.failures.delete(`${name}:${subject}`);
  }

  /**
   * Overrides limits (tests): `{ 'sign-in': { max: 2, windowSeconds: 3 } }`. Unknown names and
   * values that are not positive whole numbers are refused.
   * @param {Record<string, unknown>} changes
   * @returns {string | null} what was wrong, or null
   */
  set(changes) {
    for (const [name, value] of Object.entries(changes ?? {})) {
      if (!Object.hasOwn(DEFAULT_LIMITS, name)) return `Unknown limit ${name}`;
      const v = /** @type {any} */ (value);
      for (const k of ['max', 'windowSeconds']) {
        if (v?.[k] !== undefined && !(Number.isInteger(v[k]) && v[k] > 0)) return `${name}.${k} must be a positive whole number`;
      }
    }
    for (const [name, value] of Object.entries(changes ?? {})) {
      const v = /** @type {any} */ (value);
      this.limits[name] = { ...this.limits[name], ...(v.max ? { max: v.max } : {}), ...(v.windowSeconds ? { windowSeconds: v.windowSeconds } : {}) };
    }
    return null;
  }

  /** Back to the default limits, with every count forgotten. */
  reset() {
    this.limits = structuredClone({ ...DEFAULT_LIMITS });
    this.failures.clear();
  }

  /** The limits in force. */
  list() {
    return Object.fromEntries(Object.entries(this.limits).map(([k, v]) => [k, { max: v.max, windowSeconds: v.windowSeconds }]));
  }
}
