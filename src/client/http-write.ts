/**
 * What only a write needs (its body, its idempotency key, its retries, and what the write calls put
 * in a body or read from the answer), loaded by the HTTP layer (src/client/http.ts) with the
 * client's first write: an element that only reads never downloads it.
 */
import { type CallOptions, type Http, type MoneyOptions, type Req, newIdempotencyKey } from './http';
import { PaywallError } from './errors';
import { type TokenRecord, isTokenRecord } from './session';
import type { TokenResponse } from './types';

// Nested objects and arrays go in bracket form (`metadata[phone]=123`, `tags[0]=a`), as the
// platform's own SDK sends them; absent fields are left out at every level.
const fill = <T extends URLSearchParams | FormData>(target: T, fields: Record<string, unknown>, prefix = ''): T => {
  for (const [k, v] of Object.entries(fields)) {
    const key = prefix ? `${prefix}[${k}]` : k;
    if (v === undefined || v === null) continue;
    if (typeof Blob !== 'undefined' && v instanceof Blob && target instanceof FormData) target.append(key, v);
    else if (typeof v === 'object') fill(target, v as Record<string, unknown>, key);
    else target.append(key, String(v));
  }
  return target;
};

/** Form body from an object: `undefined`/`null` fields are left out (optional fields only when present). */
export const form = (fields: Record<string, unknown>): URLSearchParams => fill(new URLSearchParams(), fields);

/** Multipart body from an object, leaving out absent fields. */
export const multipart = (fields: Record<string, unknown>): FormData => fill(new FormData(), fields);

/** Shorthands the resources write with (internal). */
export interface Writes {
  /** Authenticated write with a form body (a plain object) or multipart (FormData). */
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: Req['body'], o?: CallOptions): Promise<T>;
  /** Anonymous POST. */
  post<T>(path: string, body?: Req['body'], o?: CallOptions): Promise<T>;
  /** Authenticated money-moving POST with an idempotency key. */
  pay<T>(path: string, body?: Req['body'], o?: MoneyOptions): Promise<T>;
}

/** Builds the writing shorthands on the client's `Http` (a resource group's `c.http`). */
export const writes = ({ http }: { http: Http }): Writes => ({
  send: (method, path, body, o) => http(path, { ...o, method, body, auth: true }),
  post: (path, body, o) => http(path, { ...o, method: 'POST', body }),
  pay: (path, body, o) => http(path, { ...o, method: 'POST', body, auth: true, money: o ?? true }),
});

/** One write as it is sent, every attempt the same (internal). */
export interface Writing {
  /** The `Idempotency-Key` of a money-moving call: the caller's, or a fresh one made once for the call. */
  key?: string;
  /** The request's body and retries: none, or one with a caller's key on a 5xx or a transport failure. */
  options: { body?: BodyInit; retry: number | false; retryStatusCodes: number[] };
}

/** A write's body, key and retries, made once per call (a replay after a refresh sends the same). */
export const writing = (r: Req): Writing => {
  const keyed = r.money && r.money !== true && r.money.idempotencyKey;
  return {
    key: r.money ? keyed || newIdempotencyKey() : undefined,
    options: {
      body: (r.body && !(r.body instanceof FormData) && !(r.body instanceof URLSearchParams) ? form(r.body) : r.body) as BodyInit | undefined,
      retry: keyed ? 1 : false,
      retryStatusCodes: [500, 502, 503, 504],
    },
  };
};

/**
 * The token record a token response stores (v2 responses have no refresh token); a response without
 * a usable token is rejected as malformed instead of being stored.
 */
export const toRecord = (r: TokenResponse): TokenRecord => {
  const rec = { token: r?.access_token, refreshToken: r?.refresh_token ?? '', expires: Number(r?.expires) };
  if (!isTokenRecord(rec)) throw new PaywallError('Malformed response body', { status: 200, code: 'ERR_BAD_RESPONSE', data: r });
  return rec;
};

/** The page address sent as `referrer` by default: origin and path only, never query or fragment. */
export const pageReferrer = (): string | undefined => {
  const l = (globalThis as { location?: Location }).location;
  return l?.origin && l.origin !== 'null' ? l.origin + l.pathname : undefined;
};

/** Adds `ippwat=<kind>` to a payment return address (SPEC.md section 2). */
export const withIppwat = (url: string | undefined, kind: 'ppv' | 'subscription'): string | undefined => {
  if (!url) return url;
  try {
    const u = new URL(url);
    u.searchParams.set('ippwat', kind);
    return u.href;
  } catch {
    return `${url}${url.includes('?') ? '&' : '?'}ippwat=${kind}`;
  }
};
