/**
 * The URL basics every element needs (what may go into `href` or `src`, an origin's normal form, a
 * path on this site),
 * apart from the redirect checks in `redirects.ts`, which only pages that navigate load.
 */

/** Longest address we accept; longer values are treated as hostile. */
export const MAX_URL_LENGTH = 2048;

/** Control characters and backslashes: never in an address we accept. */
// eslint-disable-next-line no-control-regex
export const UNSAFE_CHARS = /[\u0000-\u001F\u007F\\]/;

/** The origin of a configured origin string, or null when it is not an http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  const href = safeUrl(value);
  return href && new URL(href).origin;
}

/**
 * An address that may go into `href` or `src` (RELIABILITY G1): http or https only, resolved
 * against `base`. Returns the absolute address, or null for anything else (`javascript:`, `data:`...).
 */
export function safeUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > MAX_URL_LENGTH || UNSAFE_CHARS.test(value)) return null;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * True for a path on this site: starts with one `/`, has no backslash or control character, and
 * resolves to the same origin whatever the page's address (so `//host` and `/\host`, which the URL
 * parser reads as another host, are refused).
 */
export function isSitePath(path: string): boolean {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || UNSAFE_CHARS.test(path)) return false;
  try {
    return new URL(path, 'https://site.invalid').origin === 'https://site.invalid';
  } catch {
    return false;
  }
}

/** An http address on this machine (a normalised `href`, or an origin with '/' added). */
const LOCAL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/]/;

/**
 * An address every element may load as an image or media (`<img src>`, a poster, a video or audio
 * source): the one image rule of the library. `https:` from anywhere; plain `http:` only from the
 * page's own origin (a page served over http loads its own images: nothing is downgraded) or from
 * this machine (`localhost`, `127.0.0.1`, `[::1]`) while the page is on this machine too, or is no
 * page (a server render); never an address with a user name or password, and never another scheme
 * (`data:`, `javascript:`, `blob:`). Relative addresses resolve against `base`; `page` is the page's
 * origin (by default the current one). Returns the absolute address, or null.
 */
export function safeImageUrl(raw: unknown, base?: string, page: string | null | undefined = globalThis.location?.origin): string | null {
  const href = safeUrl(raw, base);
  // (`href` is normalised: a user name or password sits between '//' and the first '/')
  return href && !/\/\/[^/]*@/.test(href) && (href.startsWith('https:') || href.startsWith(`${page}/`) || (LOCAL.test(href) && (!page || LOCAL.test(`${page}/`))))
    ? href
    : null;
}
