// The site's own data, kept in an embedded database: SQLite compiled to WebAssembly (sql.js), through
// the same small document store the sandbox platform uses (sandbox/db.mjs). Sessions with their CSRF
// token, the shop cart and the headlines are the merchant's; videos, prices and payments are the
// platform's and never stored here.
import { randomBytes, randomUUID } from 'node:crypto';
import { openStore } from '../../sandbox/db.mjs';
import { HEADLINES } from './content.mjs';

const COLLECTIONS = ['sessions', 'cart_lines', 'headlines', 'counters'];
const SESSION_DAYS = 30;

/**
 * Opens the site's store: in memory when `file` is null, else kept in that file (written shortly
 * after each change and on close). Seeds the headlines the first time.
 * @param {string | null} file
 */
export async function openSiteStore(file) {
  const store = await openStore(file, { collections: COLLECTIONS });
  if (!store.list('headlines').length) {
    store.transaction(() => HEADLINES.forEach((h, i) => store.put('headlines', { id: i + 1, ...h })));
  }

  return {
    /** The session a cookie names, if it exists and has not expired. */
    session(id) {
      const s = id ? store.get('sessions', id) : null;
      return s && s.expires > Date.now() ? s : null;
    },
    /** A new session: its id (the cookie), its CSRF token and the site user's uuid. */
    newSession() {
      return store.put('sessions', {
        id: randomBytes(18).toString('base64url'),
        csrf: randomBytes(24).toString('base64url'),
        uuid: randomUUID(),
        expires: Date.now() + SESSION_DAYS * 86400_000,
      });
    },
    /** The provider token of a session (GET /users/token), issued anew when missing or expiring within a minute. */
    providerToken(session) {
      const now = Math.floor(Date.now() / 1000);
      if (session.token && session.tokenExpires - 60 > now) return { token: session.token, expires: session.tokenExpires };
      const fresh = { token: randomBytes(24).toString('base64url'), expires: now + 3600 };
      store.update('sessions', session.id, { token: fresh.token, tokenExpires: fresh.expires });
      return fresh;
    },
    /** The cart's lines, oldest first. */
    cartLines(sessionId) {
      return store.list('cart_lines', { owner: sessionId });
    },
    /** Adds a line to a session's cart; returns how many lines it holds now. */
    addCartLine(sessionId, line) {
      store.put('cart_lines', { id: store.nextId('cart_lines', 1), ...line, added: Date.now() }, sessionId);
      return store.list('cart_lines', { owner: sessionId }).length;
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
    /** Writes pending changes and closes the database. */
    close: () => store.close(),
  };
}
