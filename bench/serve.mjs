// The benchmark's loopback web server: static files from a few folders, text files served
// gzip-compressed (compressed once and kept in memory, so compression never shows up in a timing),
// generated pages, and small JSON stubs. Both sides of every comparison are served by it equally.
// Also Ghost Portal's local page: its published bundle (umd/portal.min.js from the npm package)
// behind one deferred script tag, the sign-up view opened by the `#/portal/signup` deep link, and
// the four start-up endpoints it calls answered with the minimal payloads that make it render the
// form (a signed-out visitor on a free-only site that allows sign-ups).
// Every server speaks HTTP/1.1, or HTTP/2 over TLS (HTTP/1.1 still accepted, as a CDN does) with a
// certificate for 127.0.0.1 made at bench start in a temporary folder; and every server logs what
// it answered (method, path, protocol, status, body bytes), so the bench counts at the server what
// the browser automation cannot see (CORS preflights). A proxy puts the same log and protocol in
// front of another server (the sandbox platform, the membership site).
import { createServer, request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentType } from 'mime-types';

/**
 * A self-signed certificate for 127.0.0.1 (one day), made with openssl in a temporary folder that
 * is removed when the process exits. Returns `{ key, cert }` (PEM buffers).
 */
export function makeCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'paywall-bench-tls-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

/**
 * Listens with `handler` on 127.0.0.1 (a free port): HTTP/1.1, or with `tls` (`{ key, cert }`)
 * HTTP/2 over TLS that accepts HTTP/1.1 too. Resolves to `{ url, server, close() }`.
 */
async function listen(handler, tls) {
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handler) : createServer(handler);
  const sockets = new Set();
  server.on(tls ? 'secureConnection' : 'connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  const sessions = new Set();
  if (tls) server.on('session', (session) => { sessions.add(session); session.on('close', () => sessions.delete(session)); });
  await new Promise((ok, fail) => { server.once('error', fail); server.listen(0, '127.0.0.1', ok); });
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}`,
    server,
    close: () => new Promise((ok) => {
      for (const s of sessions) s.destroy();
      for (const s of sockets) s.destroy();
      server.close(() => ok());
    }),
  };
}

/** Records one answered request in `log` once its response has finished. */
function logged(log, req, res, counter = { bytes: 0 }) {
  if (!log) return counter;
  const t = Date.now();
  res.on('finish', () => log.push({
    t, method: req.method, path: req.url, protocol: req.httpVersion === '2.0' ? 'h2' : 'http/1.1', status: res.statusCode,
    bytes: counter.bytes, origin: req.headers.origin ?? null,
  }));
  return counter;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg']);

/**
 * Starts the server on 127.0.0.1 (any free port). `mounts` maps URL prefixes to folders; `pages`
 * maps exact paths to HTML strings or functions of the server URL; `handle(req, res, url)` may
 * answer first (return true when it did). With `tls` (`makeCertificate()`), HTTP/2 over TLS.
 * Answers are appended to `log` (an array) when given. Resolves to `{ url, close() }`.
 */
export async function startBenchServer({ mounts = {}, pages = {}, handle, tls = null, log = null } = {}) {
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
    if (res.counter) res.counter.bytes = req.method === 'HEAD' ? 0 : payload.length;
    res.writeHead(200, {
      'content-type': hit.type, 'content-length': payload.length, 'cache-control': 'no-store',
      'access-control-allow-origin': '*', ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}), ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  };

  const served = await listen((req, res) => {
    const url = new URL(req.url, base || 'http://127.0.0.1');
    res.counter = logged(log, req, res);
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
  }, tls);
  base = served.url;
  return { url: base, close: served.close };
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'http2-settings', 'host']);

/**
 * A reverse proxy on its own origin in front of `target` (an http:// origin): every request is
 * passed on as it came (method, path, headers, body; Host set to the target's) and its answer
 * streamed back, over HTTP/1.1 or, with `tls`, HTTP/2. Answers are appended to `log`. Resolves to `{ url, close() }`.
 */
export async function startProxy({ target, tls = null, log = null }) {
  const to = new URL(target);
  return listen((req, res) => {
    const counter = logged(log, req, res);
    const headers = {};
    for (const [k, v] of Object.entries(req.headers)) if (!k.startsWith(':') && !HOP_BY_HOP.has(k)) headers[k] = v;
    headers.host = to.host;
    const out = httpRequest({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers }, (answer) => {
      const back = {};
      for (const [k, v] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(k)) back[k] = v;
      res.writeHead(answer.statusCode, back);
      answer.on('data', (chunk) => { counter.bytes += chunk.length; res.write(chunk); });
      answer.on('end', () => res.end());
      answer.on('error', () => res.destroy());
    });
    out.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(out);
  }, tls);
}

/** Counts, in a slice of a server log, the CORS preflights and the other answers. */
export function countLog(entries) {
  const preflights = entries.filter((e) => e.method === 'OPTIONS');
  const requests = entries.filter((e) => e.method !== 'OPTIONS');
  return {
    preflights: preflights.length, requests: requests.length, bytes: requests.reduce((s, e) => s + e.bytes, 0),
    protocols: [...new Set(entries.map((e) => e.protocol))],
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
        // (HTTP/2 names the host in :authority)
        url: `${req.socket?.encrypted ? 'https' : 'http'}://${req.headers.host ?? req.headers[':authority']}/`, title: 'Bench site', members_signup_access: 'all', portal_plans: ['free'],
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
