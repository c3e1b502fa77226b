// A small static file server for the examples and tests: serves files under `root`, maps
// directory URLs to index.html, never escapes `root`, and binds to 127.0.0.1 only.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8', '.mp4': 'video/mp4', '.webm': 'video/webm',
};

/**
 * Starts a static server. `mounts` maps URL prefixes to folders, e.g. `{ '/': 'examples', '/dist/': 'dist' }`;
 * the longest matching prefix wins. `headers(path)` may add response headers (a CSP, say).
 * Resolves to `{ url, port, close() }`.
 */
export async function startStaticServer({ port = 0, host = '127.0.0.1', mounts, headers = () => ({}), handle } = {}) {
  const entries = Object.entries(mounts).map(([prefix, dir]) => [prefix, resolve(dir)]).sort((a, b) => b[0].length - a[0].length);
  const server = createServer((req, res) => {
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
    let file = normalize(join(dir, pathname.slice(prefix.length)));
    if (file !== dir && !file.startsWith(dir + sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { location: pathname + '/' }).end();
        return;
      }
      file = join(file, 'index.html');
    }
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] || 'application/octet-stream',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      ...headers(pathname),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
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
