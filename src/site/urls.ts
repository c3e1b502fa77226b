/**
 * The URL basics every element needs (what may go into `href` or `src`, an origin's normal form),
 * apart from the redirect checks in `redirects.ts`, which only pages that navigate load.
 */

/** Longest address we accept; longer values are treated as hostile. */
export const MAX_URL_LENGTH = 2048;

/** Control characters and backslashes: never in an address we accept. */
// eslint-disable-next-line no-control-regex
export const UNSAFE_CHARS = /[\u0000-\u001F\u007F\\]/;

/** The origin of a configured origin string, or null when it is not an http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
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
