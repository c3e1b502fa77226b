#!/usr/bin/env node
// `npm test`: typecheck, lint, build, Node tests (node's test runner) and browser tests (@web/test-runner in
// Debian's Chromium); ends with one plain line "N passed, N failed" totalling every runner.
// Options: --only=typecheck,lint,node,browser   run a subset    --no-build   reuse dist/
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const args = process.argv.slice(2);
const only = (args.find((a) => a.startsWith('--only=')) || '').slice(7).split(',').filter(Boolean);
const want = (step) => !only.length || only.includes(step);
const totals = { passed: 0, failed: 0 };
const results = [];

function ensureChromium() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${path}. Install Debian's Chromium (as root: apt-get update && apt-get install -y chromium) or set CHROME_PATH to a Chromium binary, then run npm test again.`);
    process.exit(2);
  }
  console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!install || install.status !== 0 || !existsSync('/usr/bin/chromium')) {
    console.error('Could not install Chromium with apt-get. Install it by hand (apt-get install -y chromium) or set CHROME_PATH.');
    process.exit(2);
  }
  return '/usr/bin/chromium';
}

function run(cmd, argv, { env = {}, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { env: { ...process.env, ...env }, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (capture) {
      child.stdout.on('data', (d) => { out += d; process.stdout.write(d); });
      child.stderr.on('data', (d) => { out += d; process.stderr.write(d); });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  results.push(`${name}: ${passed} passed, ${failed} failed`);
}

function findFiles(dir, pattern, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) findFiles(p, pattern, out);
    else if (pattern.test(name)) out.push(p);
  }
  return out;
}

/** PHP's command line for the WordPress plugin example's tests: installed from Debian when missing and root. */
function ensurePhp() {
  if (process.env.PHP_PATH || spawnSync('php', ['--version']).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('PHP is missing: the WordPress plugin tests need it. Install it (as root: apt-get install -y php-cli) or set PHP_PATH.');
    return;
  }
  console.log('PHP is missing: installing Debian\'s php-cli package (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['install', '-y', '-qq', 'php-cli'], { stdio: 'inherit', env });
  if (spawnSync('php', ['--version']).status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'php-cli'], { stdio: 'inherit', env });
  }
}

const chromium = want('browser') || want('node') ? ensureChromium() : undefined;
if (want('node')) ensurePhp();
const env = chromium ? { CHROME_PATH: chromium } : {};

if (want('typecheck')) {
  // the library, its tests and stories; then the sandbox's JavaScript, checked from its JSDoc types
  const lib = await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.']);
  const sandbox = await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.sandbox.json']);
  const ok = lib.code === 0 && sandbox.code === 0;
  record('typecheck', ok ? 1 : 0, ok ? 0 : 1);
}

if (want('lint')) {
  const { code } = await run(process.execPath, ['node_modules/eslint/bin/eslint.js', '.']);
  record('lint', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

if ((want('node') || want('build')) && !args.includes('--no-build')) {
  const { code } = await run(process.execPath, ['scripts/build.mjs', '--quiet']);
  record('build', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

if (want('node')) {
  const files = ['src', 'elements', 'sandbox', 'scripts', 'test', 'bench', 'card-frame']
    .flatMap((d) => findFiles(d, /\.node\.test\.(ts|mjs)$|\.e2e\.test\.mjs$/))
    .sort();
  if (files.length) {
    const dir = mkdtempSync(join(tmpdir(), 'paywall-node-tests-'));
    const tap = join(dir, 'report.tap');
    const { code } = await run(process.execPath, [
      '--import', 'tsx', '--import', './test/helpers/node-preload.mjs', '--test', '--test-concurrency=2',
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=tap', `--test-reporter-destination=${tap}`,
      ...files,
    ], { env });
    const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
    const count = (k) => Number((report.match(new RegExp(`^# ${k} (\\d+)`, 'm')) || [])[1] || 0);
    let passed = count('pass');
    let failed = count('fail') + count('cancelled');
    if (code !== 0 && failed === 0) failed = 1; // the runner itself failed
    rmSync(dir, { recursive: true, force: true });
    record('node', passed, failed);
  }
}

if (want('browser')) {
  const { code, out } = await run(process.execPath, ['node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs'], { env, capture: true });
  const m = out.match(/^wtr: (\d+) passed, (\d+) failed/m);
  const passed = m ? Number(m[1]) : 0;
  let failed = m ? Number(m[2]) : 0;
  if (code !== 0 && failed === 0) failed = 1;
  record('browser', passed, failed);
}

console.log('\n' + results.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
