#!/usr/bin/env node
// `npm start`: builds if needed, starts the sandbox platform, the membership-site example on
// http://127.0.0.1:8080 and the other example pages on http://127.0.0.1:8081 (scripts/demo-servers.mjs),
// all in this process, then prints their addresses, the membership site's first. SANDBOX_PORT,
// SITE_PORT and EXAMPLES_PORT move them (0: any free port); SANDBOX_DATA_DIR is where the sandbox and
// the site keep their data. Ctrl-C stops everything it started. `--no-build` starts with dist/ as it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const portFrom = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));
const sitePort = portFrom(process.env.SITE_PORT, 8080);
const examplesPort = portFrom(process.env.EXAMPLES_PORT, 8081);

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

// imported only now: the site reads the platform with the built client
const { startDemoServers } = await import('./demo-servers.mjs');

let servers;
try {
  servers = await startDemoServers({ sandboxPort: portFrom(process.env.SANDBOX_PORT, 4010), sitePort, examplesPort, quiet: true });
} catch (error) {
  if (error?.code !== 'EADDRINUSE') throw error;
  console.error(`\nThe ${error.what} port is already in use (${error.port ?? ''}). Stop the other server, or choose another port, e.g. ${error.variable}=5010 npm start`);
  process.exit(1);
}
const { sandbox, site, examples } = servers;

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
  await servers.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
