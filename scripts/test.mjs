#!/usr/bin/env node
// `npm test`, the whole check CI runs: typecheck, lint, build, the Node tests (node's test runner: unit,
// sandbox and the Playwright end-to-end files), the browser tests (@web/test-runner in Debian's
// Chromium) and Storybook (its static build, then every story opened in Chromium with axe-core, the
// drift, locale and right-to-left checks). Independent phases overlap so that both cores stay busy:
// typecheck, lint and the Storybook build beside the build; the Node files, the browser files and the
// Storybook smoke side by side once the build is there, each phase several files (or pages) at a time.
// Ends with each phase's time, the ten slowest test files and one plain line "N passed, N failed".
//
// Options:
//   --only=typecheck,lint,build,node,e2e,browser,storybook   run a subset (e2e: the Node phase's *.e2e.test.mjs files only)
//   --no-build         reuse dist/ (and storybook-static/)
//   --jobs=N           Node test files at a time (default: the number of cores plus one)
//   --browser-jobs=N   browser test files at a time, each in its own page of one Chromium (default: the number of cores)
//   --story-pages=N    pages the Storybook smoke opens the stories in (default: the number of cores)
//   file ...           only these test files (Node or browser, by name); the other phases are skipped
// CHROME_PATH chooses the Chromium (default /usr/bin/chromium, installed with apt-get when run as root).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFiles, load, root, run, runNodeFiles, saveTimes, stopAll, summary } from './test-lib.mjs';

process.chdir(root);
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : fallback;
};
const cores = availableParallelism();
// the Node files wait on browsers, sandboxes and timers a good part of their time: one more than the
// cores keeps both busy (measured on 2 cores: 3 at a time beside the browser phase and the smoke)
const jobs = Number(option('jobs', cores + 1));
const browserJobs = Number(option('browser-jobs', cores));
const storyPages = Number(option('story-pages', cores));
const named = args.filter((a) => !a.startsWith('--'));
const only = option('only', '').split(',').filter(Boolean);
const want = (step) => (named.length ? ['node', 'browser'].includes(step) : !only.length || only.includes(step) || (step === 'node' && only.includes('e2e')));
const e2eOnly = only.includes('e2e') && !only.includes('node');
const build = (want('node') || want('browser') || want('build')) && !args.includes('--no-build');

const NODE_TEST = /\.node\.test\.(ts|mjs)$|\.e2e\.test\.mjs$/;
const BROWSER_TEST = /\.test\.tsx?$/;
const nodeFiles = (named.length ? named.filter((f) => NODE_TEST.test(f)) : findFiles(['src', 'elements', 'sandbox', 'scripts', 'test', 'bench', 'card-frame'], NODE_TEST))
  .filter((f) => want('node') && (!e2eOnly || /\.e2e\./.test(f)));
const browserFiles = named.filter((f) => BROWSER_TEST.test(f) && !NODE_TEST.test(f));

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

const chromium = nodeFiles.length || want('browser') || want('storybook') ? ensureChromium() : undefined;
if (nodeFiles.length && nodeFiles.some((f) => f.includes('wordpress'))) ensurePhp();
const env = { ...(chromium ? { CHROME_PATH: chromium } : {}), STORYBOOK_DISABLE_TELEMETRY: '1' };

const startedAt = performance.now();
const loadStart = load();
const phases = [];
const times = {};
const failures = [];
const record = (name, started, passed, failed, note) => phases.push({ name, ms: performance.now() - started, passed, failed, note });
process.on('SIGINT', () => { stopAll(); process.exit(130); });
process.on('SIGTERM', () => { stopAll(); process.exit(143); });

/** At most `cores` of the set-up steps (build, typecheck, lint, Storybook build) at once, the build first. */
const setup = (() => {
  let free = cores;
  const waiting = [];
  return async (fn) => {
    if (free > 0) free--;
    else await new Promise((ok) => waiting.push(ok));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
})();

/** A step whose output is printed whole when it ends, with its time. */
async function step(name, cmd, argv, extraEnv = {}) {
  const started = performance.now();
  const r = await run(cmd, argv, { env: { ...env, ...extraEnv }, buffer: true });
  const out = r.out.trim();
  console.log(`\n── ${name} (${(r.ms / 1000).toFixed(1)} s)${r.code ? ' FAILED' : ''}${out ? `\n${out}` : ''}`);
  return { ok: r.code === 0, started };
}

const tsc = 'node_modules/typescript/bin/tsc';
const built = !build ? Promise.resolve(true) : setup(async () => {
  const { ok, started } = await step('build', process.execPath, ['scripts/build.mjs', '--quiet']);
  record('build', started, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
});

const tasks = [built];

if (want('typecheck')) {
  tasks.push(setup(async () => {
    // the library, its tests and stories; then the sandbox's JavaScript, checked from its JSDoc types
    const started = performance.now();
    const lib = await step('typecheck', process.execPath, [tsc, '-p', '.']);
    const sandbox = await step('typecheck (sandbox)', process.execPath, [tsc, '-p', 'tsconfig.sandbox.json']);
    const ok = lib.ok && sandbox.ok;
    record('typecheck', started, ok ? 1 : 0, ok ? 0 : 1);
  }));
}

let storybookBuilt = Promise.resolve(false);
if (want('storybook')) {
  const started = performance.now();
  storybookBuilt = args.includes('--no-build') && existsSync('storybook-static/index.json')
    ? Promise.resolve({ ok: true, ms: 0 })
    : setup(async () => {
      const s = await step('storybook build', process.execPath, ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '-o', 'storybook-static', '--quiet']);
      return { ok: s.ok, ms: performance.now() - s.started };
    });
  tasks.push((async () => {
    const sb = await storybookBuilt;
    let passed = sb.ok ? 1 : 0;
    let failed = sb.ok ? 0 : 1;
    if (sb.ok) {
      // every story opened in Chromium: renders, axe-core, drift, locale, right-to-left
      const { code, out } = await run(process.execPath, ['scripts/storybook-smoke.mjs', `--pages=${storyPages}`], { env, prefix: 'storybook │ ' });
      const m = out.match(/^storybook: (\d+) passed, (\d+) failed/m);
      passed += m ? Number(m[1]) : 0;
      failed += m ? Number(m[2]) : 0;
      if (code !== 0 && (!m || Number(m[2]) === 0)) failed++;
      failures.push(...[...out.matchAll(/^✖ (.*)\n\s*(.*)/gm)].map((f) => `storybook › ${f[1]}: ${f[2].slice(0, 200)}`));
    } else {
      failures.push('storybook: the build failed (above)');
    }
    record('storybook', started, passed, failed, `build ${(sb.ms / 1000).toFixed(1)} s, then the smoke`);
  })());
}

if (want('lint')) {
  tasks.push(setup(async () => {
    const { ok, started } = await step('lint', process.execPath, ['node_modules/eslint/bin/eslint.js', '.']);
    record('lint', started, ok ? 1 : 0, ok ? 0 : 1);
  }));
}

if (nodeFiles.length) {
  tasks.push((async () => {
    if (!(await built)) return void record('node', performance.now(), 0, 1, 'not run: the build failed');
    const started = performance.now();
    const r = await runNodeFiles(nodeFiles, { jobs, env });
    Object.assign(times, r.times);
    failures.push(...r.failures);
    record(e2eOnly ? 'e2e' : 'node', started, r.passed, r.failed, `${nodeFiles.length} files, ${jobs} at a time`);
  })());
}

if (want('browser') && (!named.length || browserFiles.length)) {
  tasks.push((async () => {
    if (!(await built)) return void record('browser', performance.now(), 0, 1, 'not run: the build failed');
    const started = performance.now();
    const dir = mkdtempSync(join(tmpdir(), 'paywall-browser-tests-'));
    const timesFile = join(dir, 'times.json');
    const { code, out } = await run(process.execPath, [
      'node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs', '--concurrency', String(browserJobs),
      ...(browserFiles.length ? ['--files', ...browserFiles] : []),
    ], { env: { ...env, PAYWALL_TEST_TIMES: timesFile }, prefix: 'browser │ ' });
    const m = out.match(/^wtr: (\d+) passed, (\d+) failed/m);
    const passed = m ? Number(m[1]) : 0;
    let failed = m ? Number(m[2]) : 0;
    if (code !== 0 && failed === 0) failed = 1;
    // (the runner's progress display writes cursor codes before the line that follows it)
    // eslint-disable-next-line no-control-regex
    const named = [...out.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').matchAll(/^wtr failed: (.*)$/gm)].map((f) => f[1]);
    failures.push(...(named.length || !failed ? named : ['the browser tests failed (above, lines "browser │")']));
    if (existsSync(timesFile)) Object.assign(times, JSON.parse(readFileSync(timesFile, 'utf8')));
    rmSync(dir, { recursive: true, force: true });
    record('browser', started, passed, failed, `${browserJobs} files at a time`);
  })());
}

await Promise.all(tasks);
saveTimes(times);
const order = ['typecheck', 'lint', 'build', 'node', 'e2e', 'browser', 'storybook'];
phases.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
const totals = phases.reduce((t, p) => ({ passed: t.passed + p.passed, failed: t.failed + p.failed }), { passed: 0, failed: 0 });
console.log(summary({ phases, times, failures, wallMs: performance.now() - startedAt, loadStart, loadEnd: load() }));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
