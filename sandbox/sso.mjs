// The single sign-on domain: an origin of its own (its own port) that keeps the viewer's platform
// token in an HttpOnly cookie, so every merchant site that shares it starts signed in.
//
// - POST /sso/cookie (multipart `token`, `delete` 1 or 0), as the platform SDK's reportSSOtoken
//   sends it with credentials: with delete=0, the token must be one the platform issued and still
//   honours, and it is kept in the cookie; delete=1 removes the cookie.
// - GET /sso/cookie (with credentials): `{token, expires}` of the kept token while the platform still
//   honours it; otherwise the cookie is removed and the answer is 404.
//
// Only merchant origins may use it (this machine's, and `allowedOrigins`): their requests get CORS
// headers with credentials, any other Origin gets 403 and no cookie is set or read (a multipart POST
// needs no preflight, so the Origin header is what stops another site from planting its token).
// The cookie: `HttpOnly; SameSite=Lax; Path=/sso` (+ `Secure` behind https), so it travels only to
// this domain, only from sites of the same site (shop.example.com and watch.example.com sharing
// sso.example.com; loopback origins of any port are one site), never to scripts.
import { createServer } from 'node:http';
import { readBody, parseBody, corsHeaders } from './http.mjs';
import { nowSec } from './platform.mjs';

const COOKIE = 'inplayer_sso';
const LOCAL_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/**
 * Starts the SSO domain beside a sandbox platform.
 * @param {{store: import('./db.mjs').Store, host: string, port: number, allowedOrigins: string[], quiet?: boolean}} o
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function startSsoDomain({ store, host, port, allowedOrigins }) {
  const sockets = new Set();
  /** @param {string | undefined} origin */
  const allowed = (origin) => !!origin && (LOCAL_ORIGIN.test(origin) || allowedOrigins.includes(origin));
  /** The token record behind a token, while the platform honours it. @param {string | undefined} token */
  const live = (token) => {
    const t = token ? store.get('tokens', token) : null;
    return t && t.kind === 'access' && t.expires >= nowSec() && store.get('accounts', t.account) ? t : null;
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 500, message: 'Internal server error' }));
    });
  });
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const origin = req.headers.origin;
    const cors = allowed(origin) ? corsHeaders(origin, [/** @type {string} */ (origin)]) : {};
    const secure = req.headers['x-forwarded-proto'] === 'https';
    const cookie = (/** @type {string} */ value, /** @type {number} */ maxAge) =>
      `${COOKIE}=${value}; Path=/sso; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
    /** @param {number} status @param {object} body @param {Record<string, string>} [extra] */
    const send = (status, body, extra = {}) => {
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...extra });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url || '/', 'http://sso.local').pathname;
    if (path !== '/sso/cookie') return send(404, { code: 404, message: 'Not found' });
    if (req.method === 'OPTIONS') { res.writeHead(204, cors); res.end(); return; }
    // a browser always names the page's origin on these requests; no name, or another site's, gets nothing
    if (!allowed(origin)) return send(403, { code: 403, message: 'This origin may not use the single sign-on domain' });
    if (req.method === 'GET') {
      const kept = /(?:^|;\s*)inplayer_sso=([^;]+)/.exec(String(req.headers.cookie ?? ''))?.[1];
      const t = live(kept ? decodeURIComponent(kept) : undefined);
      if (!t) {
        res.writeHead(204, { ...cors, 'Cache-Control': 'no-store', ...(kept ? { 'Set-Cookie': cookie('', 0) } : {}) });
        res.end();
        return;
      }
      return send(200, { token: t.id, expires: t.expires });
    }
    if (req.method !== 'POST') return send(405, { code: 405, message: 'Method not allowed' });
    let body;
    try {
      body = await parseBody(await readBody(req), req.headers['content-type']);
    } catch (e) {
      return send(/** @type {any} */ (e).status ?? 400, { code: 400, message: 'Bad request' });
    }
    if (!body.token) return send(422, { code: 422, errors: { token: 'Token is required' } });
    if (String(body.delete) === '1') return send(200, { code: 200, message: 'SSO cookie removed' }, { 'Set-Cookie': cookie('', 0) });
    const t = live(String(body.token));
    if (!t) return send(401, { code: 401, message: 'Invalid token' });
    return send(200, { code: 200, message: 'SSO cookie set' }, { 'Set-Cookie': cookie(encodeURIComponent(t.id), Math.max(0, t.expires - nowSec())) });
  }

  await new Promise((ok, ko) => { server.once('error', ko); server.listen(port, host, () => { server.off('error', ko); ok(undefined); }); });
  const addr = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${addr.port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(() => r(undefined)));
    },
  };
}
