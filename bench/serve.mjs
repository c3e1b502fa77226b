// The benchmark's loopback web server: static files from a few folders, text files served
// gzip-compressed (compressed once and kept in memory, so compression never shows up in a timing),
// generated pages, and small JSON stubs. Both sides of every comparison are served by it equally.
// Also Ghost Portal's local page: its published bundle (umd/portal.min.js from the npm package)
// behind one deferred script tag, the sign-up view opened by the `#/portal/signup` deep link, and
// the four start-up endpoints it calls answered with the minimal payloads that make it render the
// form (a signed-out visitor on a free-only site that allows sign-ups).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentType } from 'mime-types';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg']);

/**
 * Starts the server on 127.0.0.1 (any free port). `mounts` maps URL prefixes to folders; `pages`
 * maps exact paths to HTML strings or functions of the server URL; `handle(req, res, url)` may
 * answer first (return true when it did). Resolves to `{ url, close() }`.
 */
export async function startBenchServer({ mounts = {}, pages = {}, handle } = {}) {
  const cache = new Map();
  const entries = Object.entries(mounts).map(([p, d]) => [p, resolve(d)]).sort((a, b) => b[0].length - a[0].length);
  let base = '';

  const body = (key, type, load) => {
    let hit = cache.get(key);
    if (!hit) {
      const raw = load();
      hit = { raw, gz: COMPRESSIBLE.has(type) ? gzipSync(raw, { level: 9 }) : null, type: contentType(type) || 'application/octet-stream' };
      cache.set(key, hit);
    }
    return hit;
  };
  const send = (req, res, hit, extra = {}) => {
    const gzip = hit.gz && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    const payload = gzip ? hit.gz : hit.raw;
    res.writeHead(200, {
      'content-type': hit.type, 'content-length': payload.length, 'cache-control': 'no-store',
      'access-control-allow-origin': '*', ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}), ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url, base || 'http://127.0.0.1');
    try {
      if (handle && handle(req, res, url) === true) return;
      const page = pages[url.pathname];
      if (page !== undefined) {
        const html = typeof page === 'function' ? page(base) : page;
        return send(req, res, body(`page:${url.pathname}`, '.html', () => Buffer.from(html)));
      }
      const mount = entries.find(([prefix]) => url.pathname.startsWith(prefix));
      if (!mount) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      const [prefix, dir] = mount;
      const file = normalize(join(dir, decodeURIComponent(url.pathname.slice(prefix.length))));
      if ((file !== dir && !file.startsWith(dir + sep)) || !existsSync(file) || !statSync(file).isFile()) {
        return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
      send(req, res, body(`file:${file}:${statSync(file).mtimeMs}`, extname(file), () => readFileSync(file)));
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  const sockets = new Set();
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  await new Promise((ok, fail) => { server.once('error', fail); server.listen(0, '127.0.0.1', ok); });
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    url: base,
    close: () => new Promise((ok) => { for (const s of sockets) s.destroy(); server.close(() => ok()); }),
  };
}

/** Answers a request with JSON (or an empty 204 when `value` is undefined). */
export function json(res, value, status = 200) {
  if (value === undefined) return void res.writeHead(status === 200 ? 204 : status, { 'cache-control': 'no-store' }).end();
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
}

/** Content API key the page passes to Portal (any non-empty value; the stub does not check it). */
export const GHOST_KEY = 'bench0123456789abcdef0123';

/** The host page: what a Ghost site's theme puts in <head>, with the bundle served locally. */
export function ghostPage(base) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <title>Portal sign-up</title>
  <script defer src="/peers/ghost/portal.min.js" data-ghost="${base}/" data-key="${GHOST_KEY}" data-api="${base}/ghost/api/content/" data-locale="en"></script>
</head>
<body>
  <main><h1>Members</h1><p>Sign up to read the full archive.</p></main>
</body>
</html>
`;
}

/**
 * Answers Portal's start-up calls; returns true when it did. Counted per endpoint in `counts`.
 * Anything else under /members/ or /ghost/ gets a 404 so a new call shows up instead of hanging.
 */
export function ghostStubs(req, res, url, counts) {
  const p = url.pathname;
  if (!p.startsWith('/members/') && !p.startsWith('/ghost/') && p !== '/favicon.ico') return false;
  counts[p] = (counts[p] || 0) + 1;
  if (p === '/favicon.ico' || p === '/members/api/member/') json(res, undefined, 204);
  else if (p === '/ghost/api/content/settings/') {
    json(res, {
      settings: {
        url: `http://${req.headers.host}/`, title: 'Bench site', members_signup_access: 'all', portal_plans: ['free'],
        paid_members_enabled: false,
      },
      meta: {},
    });
  } else if (p === '/ghost/api/content/tiers/') json(res, { tiers: [] });
  else if (p === '/ghost/api/content/newsletters/') json(res, { newsletters: [] });
  else json(res, { errors: [{ message: 'not stubbed' }] }, 404);
  return true;
}

/** The plain-HTML floor: the same server, a static e-mail form and no script at all. */
export function plainFormPage() {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Plain form</title></head>
<body>
  <form><label>E-mail <input type="email" name="email" required></label> <button>Sign up</button></form>
</body>
</html>
`;
}
