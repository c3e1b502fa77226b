// The one rule for addresses the site writes into `src`: the same check the paywall elements apply
// (`safeUrl` in the library's src/site/urls.ts, mirrored here line for line because the library does
// not export it; test/node/site-urls.node.test.mjs keeps the two in step). Platform data is the
// merchant's to edit, so an item's thumbnail may be anything: `javascript:`, `data:text/html`,
// `vbscript:` and every other scheme but http(s) are replaced by the site's placeholder image.

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

/** What an image the check refuses shows instead. */
export const PLACEHOLDER_IMAGE = '/assets/placeholder.svg';

const HERE = 'http://site.invalid';

/**
 * The `src` for an image the site writes: the address when `safeUrl` accepts it (a path of this site
 * stays a path), else the placeholder.
 * @param {unknown} raw
 * @returns {string}
 */
export function imageSrc(raw) {
  const url = safeUrl(raw, `${HERE}/`);
  if (!url) return PLACEHOLDER_IMAGE;
  return url.startsWith(`${HERE}/`) ? url.slice(HERE.length) : url;
}
