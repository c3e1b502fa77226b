// The site's own data, kept in an embedded database: SQLite compiled to WebAssembly (sql.js), through
// the same small document store the sandbox platform uses (sandbox/db.mjs). Sessions with their CSRF
// token, the shop cart and the headlines are the merchant's; videos, prices and payments are the
// platform's and never stored here.
//
// Nothing an anonymous visitor does makes the store grow on its own. A visitor's session lives in a
// signed cookie (its id, its expiry and an HMAC with the site's secret); its CSRF token and user uuid
// are derived from the id with the same secret. A row is written only when the session keeps
// something (a cart line, a provider token), carts are bounded, and expired sessions are swept.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { openStore } from '../../sandbox/db.mjs';
import { HEADLINES } from './content.mjs';

const COLLECTIONS = ['sessions', 'cart_lines', 'headlines', 'counters', 'meta'];

/** How long a session lasts after it starts, in days. */
export const SESSION_DAYS = 30;
/** The most lines a cart holds. */
export const MAX_CART_LINES = 20;
/** The most sessions the store keeps; past it, the oldest are dropped with their carts. */
export const MAX_SESSIONS = 10_000;
/** How often expired sessions are swept, in milliseconds. */
const SWEEP_EVERY_MS = 3600_000;

/**
 * A session as the pages and endpoints see it.
 * @typedef {object} Session
 * @property {string} id
 * @property {string} csrf the CSRF token the pages carry
 * @property {string} uuid the site user's uuid (GET /users/token)
 * @property {number} expires epoch milliseconds
 * @property {string} [cookie] the cookie value, on a session just started
 * @property {string} [token] the provider token, once issued
 * @property {number} [tokenExpires]
 */

/**
 * Opens the site's store: in memory when `file` is null, else kept in that file (written shortly
 * after each change and on close). Seeds the headlines the first time.
 * @param {string | null} file
 * @param {{ maxSessions?: number, now?: () => number }} [options]
 */
export async function openSiteStore(file, { maxSessions = MAX_SESSIONS, now = Date.now } = {}) {
  const store = await openStore(file, { collections: COLLECTIONS });
  if (!store.list('headlines').length) {
    store.transaction(() => HEADLINES.forEach((h, i) => store.put('headlines', { id: i + 1, ...h })));
  }
  const secret = store.get('meta', 'secret')?.value ?? store.put('meta', { id: 'secret', value: randomBytes(32).toString('base64url') }).value;
  const sign = (text) => createHmac('sha256', secret).update(text).digest('base64url');
  const uuidOf = (id) => {
    const h = createHmac('sha256', secret).update(`uuid:${id}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16], 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
  /** @returns {Session} */
  const derived = (id, expires) => ({ id, csrf: sign(`csrf:${id}`).slice(0, 32), uuid: uuidOf(id), expires });

  /** Drops expired sessions (and their carts), then the oldest past the cap. */
  function sweep() {
    if (store.closed) return;
    const at = now();
    const gone = new Set(store.list('sessions', { where: (s) => !(s.expires > at) }).map((s) => s.id));
    let over = store.count('sessions') - gone.size - maxSessions;
    if (over > 0) {
      for (const id of store.oldest('sessions', over + gone.size)) {
        if (over <= 0) break;
        if (!gone.has(id)) { gone.add(id); over -= 1; }
      }
    }
    if (!gone.size) return;
    store.transaction(() => {
      for (const id of gone) {
        store.removeOwned('cart_lines', id);
        store.remove('sessions', id);
      }
    });
  }
  sweep();
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref?.();

  /** Writes the session's row the first time it keeps something. @param {Session} session */
  function keep(session) {
    if (store.get('sessions', session.id)) return;
    store.put('sessions', { id: session.id, csrf: session.csrf, uuid: session.uuid, expires: session.expires });
    if (store.count('sessions') > maxSessions) sweep();
  }

  return {
    /**
     * The session a cookie names, if its signature holds and it has not expired (null otherwise).
     * @param {string | undefined} cookie
     * @returns {Session | null}
     */
    session(cookie) {
      const m = /^([\w-]{24})\.([0-9a-z]{1,12})\.([\w-]{43})$/.exec(cookie ?? '');
      if (!m) return null;
      const [, id, exp, mac] = m;
      const expected = Buffer.from(sign(`${id}.${exp}`));
      if (!timingSafeEqual(expected, Buffer.from(mac))) return null;
      const expires = parseInt(exp, 36);
      if (!(expires > now())) return null;
      const row = store.get('sessions', id);
      return row && row.expires > now() ? row : derived(id, expires);
    },
    /** A new session, with the cookie value that names it; nothing is stored until it keeps something. */
    newSession() {
      const id = randomBytes(18).toString('base64url');
      const expires = now() + SESSION_DAYS * 86400_000;
      const exp = expires.toString(36);
      return { ...derived(id, expires), cookie: `${id}.${exp}.${sign(`${id}.${exp}`)}` };
    },
    /** The provider token of a session (GET /users/token), issued anew when missing or expiring within a minute. */
    providerToken(session) {
      const at = Math.floor(now() / 1000);
      if (session.token && session.tokenExpires - 60 > at) return { token: session.token, expires: session.tokenExpires };
      const fresh = { token: randomBytes(24).toString('base64url'), expires: at + 3600 };
      keep(session);
      store.update('sessions', session.id, { token: fresh.token, tokenExpires: fresh.expires });
      return fresh;
    },
    /** The cart's lines, oldest first. */
    cartLines(sessionId) {
      return store.list('cart_lines', { owner: sessionId });
    },
    /**
     * Adds a line to a session's cart. Returns how many lines it holds now, or `full: true` (and
     * nothing added) when it already holds `MAX_CART_LINES`.
     * @param {Session} session
     * @param {{ productType: string, productId: number, clip: boolean }} line
     * @returns {{ count: number, full?: true }}
     */
    addCartLine(session, line) {
      const count = store.count('cart_lines', session.id);
      if (count >= MAX_CART_LINES) return { count, full: true };
      keep(session);
      const { productType, productId, clip } = line;
      store.put('cart_lines', { id: store.nextId('cart_lines', 1), productType, productId, clip, added: now() }, session.id);
      return { count: count + 1 };
    },
    /** Removes one of the session's lines (another session's line is left alone); returns it. */
    removeCartLine(sessionId, lineId) {
      const line = store.find('cart_lines', (l) => String(l.id) === String(lineId), sessionId);
      if (line) store.remove('cart_lines', line.id);
      return line;
    },
    /** A page of headlines, newest first, and whether it is the last. */
    headlines(page, size) {
      const all = store.list('headlines').sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
      const items = all.slice((page - 1) * size, page * size);
      return { items, complete: page * size >= all.length };
    },
    /** How much the store holds: stored sessions and cart lines. */
    stats() {
      return { sessions: store.count('sessions'), cartLines: store.count('cart_lines') };
    },
    /** Drops expired sessions now (it also runs every hour). */
    sweep,
    /** Writes pending changes and closes the database. */
    close: () => {
      clearInterval(sweeper);
      store.close();
    },
  };
}
