// The servers `npm start` runs, in one process: the sandbox platform, the membership-site example
// on the sandbox's demo merchant, and the other example pages (served rewritten when the sandbox is
// not at its default address). scripts/start.mjs starts them on their fixed ports; tests start them
// on free ports, exactly as `npm start` does otherwise.
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../sandbox/server.mjs';
import { startMembershipSite } from '../examples/membership-site/server.mjs';
import { startStaticServer } from './static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the three servers. `dataDir` holds the sandbox's database and the site's own
 * (default: `SANDBOX_DATA_DIR`, else `.sandbox-data` in the repository). A port that is taken
 * rejects with the server's `EADDRINUSE` error, its `what` naming the server and `variable` the
 * environment variable that moves it; whatever had started by then is stopped first.
 * `timeouts` bounds how long a request's headers and body may take on every server (default 10 s each).
 * @param {{ sandboxPort?: number, sitePort?: number, examplesPort?: number, dataDir?: string, fresh?: boolean, quiet?: boolean, timeouts?: { headersMs?: number, bodyMs?: number } }} [options]
 */
export async function startDemoServers({ sandboxPort, sitePort = 8080, examplesPort = 8081, dataDir = process.env.SANDBOX_DATA_DIR || join(root, '.sandbox-data'), fresh = false, quiet = false, timeouts = {} } = {}) {
  const stops = [];
  const stopAll = () => Promise.allSettled(stops.reverse().map((s) => s()));
  const tagged = async (what, variable, start) => {
    try {
      return await start();
    } catch (error) {
      await stopAll();
      throw Object.assign(error, { what, variable });
    }
  };

  const sandbox = await tagged('sandbox', 'SANDBOX_PORT', () => startSandbox({ port: sandboxPort, dataDir, fresh, quiet, headersTimeoutMs: timeouts.headersMs, bodyTimeoutMs: timeouts.bodyMs }));
  stops.push(() => sandbox.close());
  const site = await tagged('membership site', 'SITE_PORT', () => startMembershipSite({
    platform: { environment: 'sandbox', apiBase: sandbox.apiBase, merchantUuid: sandbox.merchantUuid, clientId: sandbox.clientId },
    port: sitePort,
    dataFile: fresh ? null : join(dataDir, 'membership-site.sqlite'),
    timeouts,
  }));
  stops.push(() => site.close());
  // the site's page for a new password is where the sandbox's reset mails link (the merchant's setting)
  sandbox.setPasswordResetPage(`${site.url}/account/reset-password`);

  // The example pages name the sandbox and the site at their default addresses; on other ports they
  // are served rewritten.
  const sandboxHost = new URL(sandbox.apiBase).host;
  const siteHost = new URL(site.url).host;
  const examplesDir = resolve(root, 'examples');
  const examples = await tagged('examples', 'EXAMPLES_PORT', () => startStaticServer({
    port: examplesPort,
    headersTimeoutMs: timeouts.headersMs,
    mounts: { '/': join(root, 'examples'), '/dist/': join(root, 'dist') },
    handle(req, res) {
      if ((sandboxHost === '127.0.0.1:4010' && siteHost === '127.0.0.1:8080') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      let path;
      try {
        path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      } catch {
        return false;
      }
      const file = normalize(join(examplesDir, path.endsWith('/') ? path + 'index.html' : path));
      if (!file.startsWith(examplesDir + sep) || !file.endsWith('.html') || !existsSync(file)) return false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
        .end(readFileSync(file, 'utf8').replaceAll('127.0.0.1:4010', sandboxHost).replaceAll('127.0.0.1:8080', siteHost));
      return true;
    },
  }));
  stops.push(() => examples.close());

  return { sandbox, site, examples, dataDir, close: stopAll };
}
