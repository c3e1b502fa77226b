// The one rule for addresses the site writes into `src`: the checks the paywall elements apply
// (`safeUrl` and the image rule `safeImageUrl` in the library's src/site/urls.ts, mirrored here
// because the library does not export them; test/node/site-urls.node.test.mjs keeps them in step).
// Platform data is the merchant's to edit, so an item's thumbnail may be anything: `javascript:`,
// `data:text/html`, `vbscript:`, plain http from another host and every other scheme are replaced by
// the site's placeholder image.

/** Longest address accepted; longer values are treated as hostile. */
export const MAX_URL_LENGTH = 2048;

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001F\u007F\\]/;

/**
 * An address that may go into `href` or `src`: http or https only, resolved against `base`.
 * Returns the absolute address, or null for anything else (`javascript:`, `data:`...).
 * @param {unknown} raw
 * @param {string} [base]
 * @returns {string | null}
 */
export function safeUrl(raw, base) {
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

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An address an image may be loaded from, as the elements' image rule (`safeImageUrl` in the
 * library's src/site/urls.ts) judges it for a page rendered on a server: `https:` from anywhere,
 * plain `http:` only from this machine (`localhost`, `127.0.0.1`, `[::1]`, where the sandbox serves its
 * media), never with a user name or password, never another scheme. Returns the address, or null.
 * @param {unknown} raw
 * @returns {string | null}
 */
export function safeImageUrl(raw) {
  const href = safeUrl(raw);
  if (!href) return null;
  const url = new URL(href);
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return href;
  return LOOPBACK.has(url.hostname) ? href : null;
}

/** What an image the rule refuses shows instead. */
export const PLACEHOLDER_IMAGE = '/assets/placeholder.svg';

/**
 * The `src` for an image the site writes: a path of this site as it is, an address `safeImageUrl`
 * accepts, else the placeholder.
 * @param {unknown} raw
 * @returns {string}
 */
export function imageSrc(raw) {
  if (typeof raw === 'string' && /^\/(?![/\\])/.test(raw.trim()) && safeUrl(raw, 'http://site.invalid/')) return raw.trim();
  return safeImageUrl(raw) ?? PLACEHOLDER_IMAGE;
}
