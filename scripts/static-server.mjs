// A small static file server for the examples and tests: serves folders under URL prefixes, maps
// directory URLs to index.html, never escapes a folder, and binds to 127.0.0.1 only. It never reads a
// request body: a request that sends one gets its answer and the connection is closed. Headers past
// 16 kB are refused (431) and must arrive within 10 s.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import send from 'send';
import { closeAfter } from '../sandbox/http.mjs';

/**
 * Starts a static server. `mounts` maps URL prefixes to folders, e.g. `{ '/': 'examples', '/dist/': 'dist' }`;
 * the longest matching prefix wins. `headers(path)` may add response headers (a CSP, say). Files
 * are served by the `send` library (content types, byte ranges for the example videos, no escape
 * from the folder, no dotfiles). `headersTimeoutMs` bounds how long a request's headers may take.
 * Resolves to `{ url, port, close() }`.
 */
export async function startStaticServer({ port = 0, host = '127.0.0.1', mounts, headers = () => ({}), handle, headersTimeoutMs = 10_000 } = {}) {
  const entries = Object.entries(mounts).map(([prefix, dir]) => [prefix, resolve(dir)]).sort((a, b) => b[0].length - a[0].length);
  const server = createServer({
    maxHeaderSize: 16_384, headersTimeout: headersTimeoutMs, requestTimeout: headersTimeoutMs + 5_000, connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
  }, (req, res) => {
    closeAfter(req, res);
    if (handle && handle(req, res) === true) return;
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const mount = entries.find(([prefix]) => pathname.startsWith(prefix) || pathname + '/' === prefix);
    if (!mount || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(mount ? 405 : 404, { 'content-type': 'text/plain' }).end(mount ? 'Method not allowed' : 'Not found');
      return;
    }
    const [prefix, dir] = mount;
    if (pathname + '/' === prefix) {
      res.writeHead(301, { location: prefix }).end();
      return;
    }
    const extra = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', ...headers(pathname) };
    send(req, encodeURI(pathname.slice(prefix.length - 1)), { root: dir, index: ['index.html'], etag: false, lastModified: false, cacheControl: false })
      .on('headers', (response) => {
        for (const [name, value] of Object.entries(extra)) response.setHeader(name, value);
      })
      .on('directory', () => res.writeHead(301, { location: pathname + '/' }).end())
      .on('error', (error) => {
        const status = error.status || 500;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 404 ? 'Not found' : status === 403 ? 'Forbidden' : 'Error');
      })
      .pipe(res);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const actual = server.address().port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); }),
  };
}
