#!/usr/bin/env node
// `npm start`: builds if needed, starts the sandbox platform and serves the example pages on
// http://127.0.0.1:8080. Ctrl-C stops everything it started.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const examplesPort = Number(process.env.EXAMPLES_PORT) || 8080;

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
if (!built || sources > built) {
  console.log('Building the library (dist/ is missing or older than the sources)...');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const stops = [];
let sandbox = null;
if (existsSync('sandbox/server.mjs')) {
  const { startSandbox } = await import('../sandbox/server.mjs');
  sandbox = await startSandbox({});
  stops.push(() => sandbox.close());
}

const examples = await startStaticServer({
  port: examplesPort,
  mounts: { '/': 'examples', '/dist/': 'dist' },
});
stops.push(() => examples.close());

console.log(`
paywall-elements demo
  Script-tag example (IIFE):  ${examples.url}/script-tag/
  Script-tag example (ESM):   ${examples.url}/script-tag/esm.html${sandbox ? `
  Sandbox platform API:       ${sandbox.apiBase}
  Sandbox mailbox:            ${sandbox.mailboxURL}` : ''}
Press Ctrl-C to stop.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(stops.map((s) => s()));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
