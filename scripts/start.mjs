#!/usr/bin/env node
// `npm start`: builds if needed, starts the sandbox platform, the membership-site example on
// http://127.0.0.1:8080 and the other example pages on http://127.0.0.1:8081, then prints their
// addresses, the membership site's first. Ctrl-C stops everything it started.
// `--no-build` starts with dist/ as it is.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const sitePort = Number(process.env.SITE_PORT) || 8080;
const examplesPort = Number(process.env.EXAMPLES_PORT) || 8081;

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const s = statSync(p);
    t = Math.max(t, s.isDirectory() ? newest(p) : s.mtimeMs);
  }
  return t;
}

const built = existsSync('dist/cdn/paywall-elements.js') ? statSync('dist/cdn/paywall-elements.js').mtimeMs : 0;
const sources = Math.max(newest('src'), newest('elements'), newest('card-frame'), statSync('package.json').mtimeMs);
if ((!built || sources > built) && !process.argv.includes('--no-build')) {
  // (the build's own report of every file's size is for `npm run build`; a failure still shows)
  console.log('Building the library (dist/ is missing or older than the sources), about a minute...');
  const r = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const stops = [];
async function stopAll() {
  await Promise.allSettled(stops.map((s) => s()));
}
function portTaken(error, what, variable) {
  if (error?.code !== 'EADDRINUSE') throw error;
  console.error(`\nThe ${what} port is already in use (${error.port ?? ''}). Stop the other server, or choose another port, e.g. ${variable}=5010 npm start`);
  return stopAll().then(() => process.exit(1));
}

let sandbox = null;
if (existsSync('sandbox/server.mjs')) {
  const { startSandbox } = await import('../sandbox/server.mjs');
  try {
    // (its own banner is for `npm run sandbox`: here the addresses below say where everything is)
    sandbox = await startSandbox({ quiet: true });
  } catch (error) {
    await portTaken(error, 'sandbox', 'SANDBOX_PORT');
  }
  stops.push(() => sandbox.close());
}

// The membership site, on the sandbox's demo merchant; its own data (sessions, carts) is kept
// beside the sandbox's. (Imported only now: it reads the platform with the built client.)
const { startMembershipSite } = await import('../examples/membership-site/server.mjs');
let site;
try {
  site = await startMembershipSite({
    platform: {
      environment: 'sandbox',
      apiBase: sandbox?.apiBase ?? 'http://127.0.0.1:4010',
      merchantUuid: sandbox?.merchantUuid ?? 'c6f4002f-7415-4eb6-ab03-72b0f7aff0e8',
      clientId: sandbox?.clientId ?? '4bd9ff5e-6b2a-4f5e-9c7d-8e1f2a3b4c5d',
    },
    port: sitePort,
    dataFile: join(process.env.SANDBOX_DATA_DIR || '.sandbox-data', 'membership-site.sqlite'),
  });
} catch (error) {
  await portTaken(error, 'membership site', 'SITE_PORT');
}
stops.push(() => site.close());
// the site's page for a new password is where the sandbox's reset mails link (the merchant's setting)
sandbox?.setPasswordResetPage(`${site.url}/account/reset-password`);

// The example pages name the sandbox and the site at their default addresses; on other ports they are
// served rewritten.
const sandboxHost = sandbox ? new URL(sandbox.apiBase).host : '127.0.0.1:4010';
const siteHost = new URL(site.url).host;
const examplesDir = resolve('examples');
let examples;
try {
  examples = await startStaticServer({
    port: examplesPort,
    mounts: { '/': 'examples', '/dist/': 'dist' },
    handle(req, res) {
      if (sandboxHost === '127.0.0.1:4010' && siteHost === '127.0.0.1:8080') return false;
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
  });
} catch (error) {
  await portTaken(error, 'examples', 'EXAMPLES_PORT');
}
stops.push(() => examples.close());

console.log(`Membership site:            ${site.url}/
Other examples:             ${examples.url}/
Script-tag example (IIFE):  ${examples.url}/script-tag/
Script-tag example (ESM):   ${examples.url}/script-tag/esm.html${sandbox ? `
Sandbox platform API:       ${sandbox.apiBase}  (demo merchant ${sandbox.merchantUuid})
Sandbox mailbox:            ${sandbox.mailboxURL}
Sandbox data:               ${sandbox.info().dataDir ?? 'in memory'}` : ''}
Press Ctrl-C to stop.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
