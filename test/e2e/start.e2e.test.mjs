// `npm start` and `npm run sandbox` as a newcomer meets them: the first thing `npm start` prints is
// the membership site's address (the README says so), with no build or sandbox chatter before it;
// `npm run sandbox` on a port that is taken says so in a sentence, without a stack trace. Both run
// on free ports (never the fixed ones of a running `npm start`) with a throwaway data folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Runs a command until it exits (or `until(stdout)` holds); resolves to its output and exit code. */
function run(args, env, until) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`no answer in 90 s: ${out}${err}`)), 90_000);
    child.stdout.on('data', (d) => {
      out += d;
      if (until?.(out)) {
        clearTimeout(timer);
        resolve({ out, err, child });
      }
    });
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ out, err, code, child: null });
    });
  });
}

test('npm start prints the membership site\'s address first, and npm run sandbox on a taken port says so plainly', async () => {
  const [sandboxPort, sitePort, examplesPort] = [await freePort(), await freePort(), await freePort()];
  const data = mkdtempSync(join(tmpdir(), 'paywall-start-'));
  const env = { SANDBOX_PORT: String(sandboxPort), SITE_PORT: String(sitePort), EXAMPLES_PORT: String(examplesPort), SANDBOX_DATA_DIR: data };
  const start = await run(['scripts/start.mjs', '--no-build'], env, (out) => out.includes('Press Ctrl-C'));
  try {
    assert.ok(start.child, `npm start stopped: ${start.out}${start.err}`);
    const lines = start.out.trim().split('\n');
    assert.equal(lines[0], `Membership site:            http://127.0.0.1:${sitePort}/`, 'the first line is the site\'s address');
    assert.ok(lines.length <= 10, `a short summary, not ${lines.length} lines`);
    assert.ok(lines.some((l) => l.startsWith('Sandbox mailbox:')));
    // the examples index names the site at its address on this port
    const index = await (await fetch(`http://127.0.0.1:${examplesPort}/`)).text();
    assert.match(index, new RegExp(`href="http://127\\.0\\.0\\.1:${sitePort}/"`));

    const busy = await run(['sandbox/cli.mjs', '--port', String(sandboxPort), '--fresh'], {});
    assert.equal(busy.code, 1);
    assert.match(busy.err, new RegExp(`The sandbox port is already in use \\(${sandboxPort}\\)`));
    assert.doesNotMatch(busy.err, /^\s+at /m, 'no stack trace');
  } finally {
    if (start.child) {
      const exited = new Promise((r) => start.child.once('exit', r));
      process.kill(start.child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(data, { recursive: true, force: true });
  }
});
