import { ofetch, type FetchContext, type FetchError } from 'ofetch';
import { MESSAGES, PaywallError, clientError } from './errors';
import type { SessionInternal, TokenRecord } from './session';
import { retryingImport } from './lazy';
import type { Writing } from './http-write';
import { randomId } from '../internal/random-id';

/** Per-call options every client method accepts as its last argument. */
export interface CallOptions {
  /** Aborts the request. */
  signal?: AbortSignal;
  /** Milliseconds before the call, its retries included, fails with a timeout error. @default 10000 for GET, 30000 otherwise */
  timeout?: number;
  /** Lets the request outlive the page (`fetch` keepalive), e.g. a last report sent on `pagehide`. */
  keepalive?: boolean;
}

/** Options for money-moving calls: one idempotency key per purchase attempt, reused on a retry. */
export interface MoneyOptions extends CallOptions {
  /** Sent as `Idempotency-Key`; generated when absent (then the call is never retried). */
  idempotencyKey?: string;
}

/** One request as the resources describe it. */
export interface Req extends CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** A plain object is form-encoded (absent fields left out); FormData is sent as multipart. */
  body?: URLSearchParams | FormData | Record<string, unknown>;
  /** Needs a session: refused before sending without one; 401 triggers one refresh and one replay. */
  auth?: boolean;
  /** Money-moving: carries an idempotency key; retried once on transport failure only with a caller's key. */
  money?: MoneyOptions | true;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** Resolve to the body as a Blob (e.g. a PDF) instead of parsed JSON. */
  blob?: boolean;
}

/** Sends one platform request and resolves to the parsed body. */
export type Http = <T>(path: string, req?: Req) => Promise<T>;

/** Shorthands the resources read with (internal); the writing ones are `Writes` (src/client/http-write.ts). */
export interface Verbs {
  /** Anonymous GET. */
  get<T>(path: string, o?: CallOptions, query?: Req['query']): Promise<T>;
  /** Authenticated GET. */
  aget<T>(path: string, o?: CallOptions, query?: Req['query']): Promise<T>;
}

/** Builds the reading shorthands on an `Http`. */
export const verbs = (http: Http): Verbs => ({
  get: (path, o, query) => http(path, { ...o, query }),
  aget: (path, o, query) => http(path, { ...o, query, auth: true }),
});

/** A fresh idempotency key: a UUID v4. */
export const newIdempotencyKey = (): string => randomId();

/** Encodes one path segment. */
export const seg = (v: string | number): string => encodeURIComponent(String(v));

const parse = (text: string, status: number): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new PaywallError('Malformed response body', { status, code: 'ERR_BAD_RESPONSE', data: text.slice(0, 200), cause });
  }
};

/**
 * The caller's signal joined with a timeout: aborts with the first one's reason (a `TimeoutError`
 * for the timeout). Uses `AbortSignal.any` where the browser has it, and joins by hand elsewhere.
 */
export function withTimeout(signal: AbortSignal, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  const joined = new AbortController();
  const sources = [signal, timeout];
  const stop = (source: AbortSignal) => {
    for (const s of sources) s.removeEventListener('abort', onAbort);
    joined.abort(source.reason);
  };
  function onAbort(this: AbortSignal) { stop(this); }
  const already = sources.find((s) => s.aborted);
  if (already) stop(already);
  else for (const s of sources) s.addEventListener('abort', onAbort);
  return joined.signal;
}

/** Any failure of an ofetch request as a `PaywallError` (internal: the client and the site calls). */
export const toError = (e: unknown, timeout: number): PaywallError => {
  if (e instanceof PaywallError) return e;
  const fe = e as FetchError;
  const res = fe.response;
  if (res) {
    let data: unknown = fe.data;
    if (typeof data === 'string') {
      try {
        data = data ? JSON.parse(data) : null;
      } catch {
        /* keep the text */
      }
    }
    const code = (data as { code?: string | number } | null)?.code ?? res.status;
    return new PaywallError(`Request failed with status code ${res.status}`, { status: res.status, code, data, cause: e });
  }
  const name = (fe.cause as Error | undefined)?.name;
  const [message, code] =
    name === 'TimeoutError' ? [`timeout of ${timeout}ms exceeded`, 'ECONNABORTED']
    : name === 'AbortError' ? ['Request aborted', 'ERR_CANCELED']
    : ['Network Error', 'ERR_NETWORK'];
  return new PaywallError(message, { status: 0, code, cause: e });
};

// a random wait from 250 ms to 2 s; a Retry-After header (seconds) wins, capped at 5 s; none once
// the call's deadline has passed (the attempt then fails at once)
const retryDelay = (ctx: FetchContext): number => {
  if (ctx.options.signal?.aborted) return 0;
  const after = Number(ctx.response?.headers.get('retry-after'));
  return after > 0 ? Math.min(after * 1000, 5000) : 250 + Math.random() * 1750;
};

/**
 * The code only writes need (their bodies, idempotency keys and retries: src/client/http-write.ts)
 * loads with the client's first write, so a page that only reads never downloads it.
 */
const loadWriting = retryingImport(() => import('./http-write'));

/**
 * Creates the client's HTTP layer on one `ofetch.create` instance. The bearer token is attached only
 * to URLs whose origin is in `origins`; every request has a timeout; GETs are retried up to 3 times
 * with jitter; writes are never retried, except money-moving calls with a caller's idempotency key.
 */
export function createHttp(o: {
  baseURL: string;
  origins: string[];
  session: SessionInternal;
  timeout?: number;
  fetch?: typeof globalThis.fetch;
  /** Loads the write code (src/client/http-write.ts). @default its lazy import */
  writing?: () => Promise<typeof import('./http-write')>;
}): Http {
  const load = o.writing ?? loadWriting;
  const $fetch = ofetch.create(
    {
      responseType: 'text', headers: { accept: 'application/json' },
      // expiry is judged against the platform's clock (RELIABILITY.md C3: a skewed client clock must not log out)
      onResponse({ request, response }) {
        const at = Date.parse(response.headers.get('date') ?? '');
        if (at && o.origins.includes(new URL(String(request)).origin)) o.session.skew = at - Date.now();
      },
    },
    o.fetch ? { fetch: o.fetch } : {},
  );

  // the address of a path (absolute, or under the base URL) with the call's query; absent values are left out
  const address = (path: string, query?: Req['query']): URL => {
    const url = new URL(/^\w+:/.test(path) ? path : o.baseURL + (path[0] === '/' ? '' : '/') + path);
    for (const k in query) if (query[k] !== undefined) url.searchParams.set(k, String(query[k]));
    return url;
  };

  const send = async <T>(path: string, r: Req, rec: TokenRecord | null, w?: Writing): Promise<T> => {
    const method = r.method ?? 'GET';
    const timeout = r.timeout ?? o.timeout ?? (method === 'GET' ? 10000 : 30000);
    const headers: Record<string, string> = { ...r.headers };
    const url = address(path, r.query);
    if (rec && o.origins.includes(url.origin)) headers.authorization = `Bearer ${rec.token}`;
    if (w?.key) headers['idempotency-key'] = w.key;
    // one deadline for the whole call, its retries included: ofetch times only the first attempt
    // (a retry after a 503 would wait for ever on a server that stops answering)
    const signal = r.signal ? withTimeout(r.signal, timeout) : AbortSignal.timeout(timeout);
    try {
      const text = await $fetch<string | Blob, 'text'>(url.href, {
        method,
        headers,
        credentials: r.credentials,
        keepalive: r.keepalive,
        signal,
        // reads are retried up to 3 times; a write as its code says (body and retries)
        retry: 3,
        ...w?.options,
        retryDelay,
        responseType: r.blob ? ('blob' as 'text') : 'text',
      });
      return (r.blob ? text : parse(text as string, 200)) as T;
    } catch (e) {
      throw toError(e, timeout);
    }
  };

  return async <T>(path: string, r: Req = {}): Promise<T> => {
    // a write's body and idempotency key are made once, before anything is sent, and a replay reuses
    // them; write code that cannot load fails the call as a network error with nothing sent (a money
    // call is then retried with the same key), and the next write loads it again
    const w = (r.method ?? 'GET') !== 'GET' || r.money
      ? (await load().catch((cause: unknown) => {
          throw new PaywallError('Network Error', { status: 0, code: 'ERR_NETWORK', cause });
        })).writing(r)
      : undefined;
    if (!r.auth) return send<T>(path, r, null, w);
    const rec = await o.session.valid();
    if (!rec) throw clientError(401, MESSAGES.notAuthenticated);
    try {
      return await send<T>(path, r, rec, w);
    } catch (e) {
      if ((e as PaywallError).status !== 401 || !o.origins.includes(address(path).origin)) throw e;
      // the platform refused the token: one single-flight refresh, then one replay (never executed, so safe)
      const next = await o.session.refreshAfter(rec.token).catch(() => null);
      if (!next) throw e;
      return send<T>(path, r, next, w);
    }
  };
}
