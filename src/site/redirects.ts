/**
 * URL checks for every address the library navigates to, frames or renders (RELIABILITY B1, B2,
 * G1). The WHATWG parser decides what a string means; allow-lists decide whether we follow it.
 */

import { isLoopbackHost } from '../client/environment-names';
import { MAX_URL_LENGTH, UNSAFE_CHARS, normalizeOrigin } from './urls';

export { MAX_URL_LENGTH, normalizeOrigin, safeUrl } from './urls';


/** What a redirect check needs to know about the page. */
export interface RedirectOptions {
  /** The page's own origin, e.g. `location.origin`. */
  pageOrigin: string;
  /** Extra origins the merchant allows (`allowed-redirect-origins`). */
  allowedOrigins?: readonly string[];
  /** In development `http://localhost` (and 127.0.0.1, [::1]) is accepted too. */
  development?: boolean;
}

/** What a requires-action check needs: the redirect options plus trusted payment hosts. */
export interface ActionUrlOptions extends RedirectOptions {
  /**
   * Host names (and their subdomains) of payment providers and the platform that may send the
   * viewer to a bank page. @default DEFAULT_ACTION_HOSTS
   */
  actionHosts?: readonly string[];
  /** Exact origins that are trusted as well, such as the configured platform API origin. */
  trustedOrigins?: readonly string[];
}

/** Payment-provider and platform domains whose pages may host 3-D Secure and bank steps. */
export const DEFAULT_ACTION_HOSTS: readonly string[] = Object.freeze(['stripe.com', 'stripe.network', 'inplayer.com']);


/** Parses `raw` against the page origin when it is a plausible, credential-free http(s) address. */
function parse(raw: unknown, opts: RedirectOptions): URL | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > MAX_URL_LENGTH || UNSAFE_CHARS.test(value)) return null;
  let url: URL;
  try {
    url = normalizeOrigin(opts.pageOrigin) ? new URL(value, opts.pageOrigin) : new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && opts.development && isLoopbackHost(url.hostname)) return url;
  return null;
}

/** True when the URL's origin is the page's own or one the merchant allowed. */
function originAllowed(url: URL, opts: RedirectOptions, extra: readonly string[] = []): boolean {
  const page = normalizeOrigin(opts.pageOrigin);
  const allowed = [...(opts.allowedOrigins ?? []), ...extra].map(normalizeOrigin);
  return url.origin === page || allowed.includes(url.origin);
}

/**
 * Checks a redirect target, such as the subscription-check page's `redirect` parameter as read with
 * `URLSearchParams` (which decodes it once; it is not decoded again). Returns the re-serialised
 * address to navigate to, or null: only https (http for localhost in development), no user info,
 * no control characters or backslashes, and the page's origin or an allowed origin.
 * @example safeRedirect('/account', { pageOrigin: 'https://shop.test' }) // 'https://shop.test/account'
 */
export function safeRedirect(raw: unknown, opts: RedirectOptions): string | null {
  const url = parse(raw, opts);
  return url && originAllowed(url, opts) ? url.href : null;
}

/**
 * Checks a `*.requires.action` URL from a payment event (RELIABILITY B2, B3): the redirect rules,
 * with the payment-provider hosts (`actionHosts`, subdomains included) and `trustedOrigins` also
 * accepted. Returns the address or null.
 */
export function safeActionUrl(raw: unknown, opts: ActionUrlOptions): string | null {
  const url = parse(raw, opts);
  if (!url) return null;
  if (originAllowed(url, opts, opts.trustedOrigins)) return url.href;
  if (url.protocol !== 'https:' || url.port) return null;
  const host = url.hostname;
  const hosts = opts.actionHosts ?? DEFAULT_ACTION_HOSTS;
  return hosts.some((h) => host === h || host.endsWith(`.${h}`)) ? url.href : null;
}

/** What the subscription check page does: follow a checked redirect, or show the error dialog. */
export type SubscriptionCheckOutcome = { type: 'redirect'; url: string } | { type: 'error'; reason: 'missing' | 'rejected' };

/**
 * Decides the subscription check page (SPEC section 2): the `redirect` parameter of `search`
 * (decoded once by `URLSearchParams`) is followed when `safeRedirect` accepts it; a missing or
 * rejected value shows 'There was an error processing your subscription'.
 */
export function subscriptionCheckOutcome(search: string, opts: RedirectOptions): SubscriptionCheckOutcome {
  const raw = new URLSearchParams(search).get('redirect');
  if (raw === null || raw === '') return { type: 'error', reason: 'missing' };
  const url = safeRedirect(raw, opts);
  return url ? { type: 'redirect', url } : { type: 'error', reason: 'rejected' };
}
