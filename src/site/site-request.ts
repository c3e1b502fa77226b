/** The one request helper of the site calls: same-origin, CSRF header, cookies, JSON, timeouts. */
import { ofetch, type $Fetch } from 'ofetch';
import { PaywallError } from '../client/errors';
import { toError, withTimeout } from '../client/http';

/** What every site call needs about the page; the defaults are the browser's. */
export interface SiteCallContext {
  /** The page address the endpoints are resolved against. @default location.href */
  pageUrl?: string;
  /** The CSRF token. @default the `csrf-token` meta tag's content */
  csrfToken?: string | null;
  fetch?: typeof globalThis.fetch;
  /** Where failures are logged. @default console.warn */
  log?: (message: string) => void;
}

/** The header carrying the CSRF token. */
export const CSRF_HEADER = 'X-CSRF-TOKEN';
/** Timeout of a site read (GET); writes get 30 s (RELIABILITY section 3). */
export const SITE_GET_TIMEOUT_MS = 10_000;
/** Timeout of a site write (POST). */
export const SITE_POST_TIMEOUT_MS = 30_000;

/** The page's CSRF token from `<meta name="csrf-token" content="…">`, or null. */
export function readCsrfToken(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | null {
  return doc?.querySelector('meta[name="csrf-token"]')?.getAttribute('content') || null;
}

/** Logs a site-call failure with the library prefix. */
export const siteWarn = (ctx: SiteCallContext, message: string) => (ctx.log ?? ((m: string) => console.warn(m)))(`[paywall-elements] ${message}`);
/** The page address site calls resolve against. */
export const pageUrl = (ctx: SiteCallContext) => ctx.pageUrl ?? (typeof location === 'undefined' ? '' : location.href);

/** Resolves an endpoint against the page; null when it is not on the page's origin. */
export function sameOriginUrl(endpoint: string, page: string): URL | null {
  try {
    const base = new URL(page);
    const url = new URL(endpoint, base);
    return url.origin === base.origin ? url : null;
  } catch {
    return null;
  }
}

// one ofetch instance for every site call: no retries (a cart write must not repeat), text in, JSON
// read here, so a malformed answer is a PaywallError like every platform answer
let siteFetch: $Fetch | undefined;
const fetcher = (ctx: SiteCallContext): $Fetch =>
  ctx.fetch ? ofetch.create({ retry: false, responseType: 'text' }, { fetch: ctx.fetch }) : (siteFetch ??= ofetch.create({ retry: false, responseType: 'text' }));

/**
 * A site request: same origin only, CSRF header, cookies, JSON, a timeout. Resolves to the parsed
 * JSON object or rejects with a `PaywallError` (the client's error class: `status`, `code`,
 * `data`), whose message is the same as a platform call's for the same failure.
 */
export async function siteRequest(endpoint: string, ctx: SiteCallContext, init: { method: 'GET' | 'POST'; body?: unknown; query?: URLSearchParams; signal?: AbortSignal }): Promise<Record<string, unknown>> {
  const url = sameOriginUrl(endpoint, pageUrl(ctx));
  if (!url) throw new PaywallError(`refused to call ${endpoint}: site calls go only to this page's origin`, { status: 0, code: 'ERR_SITE_ORIGIN' });
  if (init.query) url.search = init.query.toString();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const token = ctx.csrfToken === undefined ? readCsrfToken() : ctx.csrfToken;
  if (token) headers[CSRF_HEADER] = token;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = init.method === 'GET' ? SITE_GET_TIMEOUT_MS : SITE_POST_TIMEOUT_MS;
  let text: string;
  try {
    text = await fetcher(ctx)<string, 'text'>(url.href, {
      method: init.method,
      headers,
      credentials: 'same-origin',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // the call's deadline as a signal, joined with the caller's
      signal: init.signal ? withTimeout(init.signal, timeout) : AbortSignal.timeout(timeout),
    });
  } catch (e) {
    throw toError(e, timeout);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new PaywallError(`${init.method} ${url.pathname} did not answer with JSON`, { status: 200, code: 'ERR_BAD_RESPONSE', data: text.slice(0, 200), cause });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new PaywallError(`${init.method} ${url.pathname} answered with an unexpected shape`, { status: 200, code: 'ERR_BAD_RESPONSE', data: value });
  }
  return value as Record<string, unknown>;
}
