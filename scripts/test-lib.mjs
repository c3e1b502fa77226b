// The parts of `npm test` (scripts/test.mjs) that other scripts reuse: running commands with their
// output kept per command, running Node test files side by side with each file's time, the timing
// history that orders the next run (slowest first), and the closing table of phases and slowest files.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

/** The project's folder (scripts/..). */
export const root = new URL('..', import.meta.url).pathname;

/** Where the last runs' per-file times are kept (git-ignored with node_modules). */
const TIMES = join(root, 'node_modules', '.cache', 'paywall-tests', 'times.json');

/** The load averages (1, 5, 15 minutes) as one short string. */
export const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/**
 * Runs a command. Output is passed through line by line (`prefix` before each line), or, with
 * `buffer`, kept and handed back whole so that commands running side by side do not interleave.
 * Resolves to `{ code, out, ms }`; `timeout` (ms) ends the command and its children.
 */
export function run(cmd, argv, { env = {}, buffer = false, prefix = '', timeout = 0, cwd = root } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(cmd, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let out = '';
    let partial = '';
    const take = (d) => {
      const s = String(d);
      out += s;
      if (buffer) return;
      const lines = (partial + s).split('\n');
      partial = lines.pop();
      // cursor movements of a progress bar meant for a terminal are dropped
      const shown = lines.map((l) => l.replace(ANSI_CURSOR, '')).filter((l, i, all) => l.trim() || (i > 0 && all[i - 1].trim()));
      if (shown.length) process.stdout.write(shown.map((l) => prefix + l).join('\n') + '\n');
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    let timedOut = false;
    const timer = timeout ? setTimeout(() => {
      timedOut = true;
      try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
    }, timeout) : null;
    children.add(child);
    child.on('close', (code) => {
      children.delete(child);
      if (timer) clearTimeout(timer);
      if (!buffer && partial) process.stdout.write(prefix + partial + '\n');
      if (timedOut) out += `\n(stopped after ${Math.round(timeout / 1000)} s)\n`;
      resolve({ code: timedOut ? 1 : (code ?? 1), out, ms: performance.now() - started });
    });
  });
}

const children = new Set();
// eslint-disable-next-line no-control-regex -- the escape character is what it looks for
const ANSI_CURSOR = /\x1b\[[0-9;]*[A-Za-z]/g;
/** Ends every command still running (their process groups), e.g. when the run is interrupted. */
export function stopAll() {
  for (const child of children) {
    try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
  }
}

/** Files under `dirs` whose name matches `pattern` (node_modules, dist and dot folders skipped), sorted. */
export function findFiles(dirs, pattern) {
  const out = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (pattern.test(name)) out.push(p);
    }
  };
  dirs.forEach(walk);
  return out.sort();
}

/** `{ file: seconds }` from earlier runs ({} on a fresh clone). */
export function readTimes() {
  try {
    return JSON.parse(readFileSync(TIMES, 'utf8'));
  } catch {
    return {};
  }
}

/** Adds this run's `{ file: seconds }` to the history. */
export function saveTimes(times) {
  try {
    mkdirSync(join(TIMES, '..'), { recursive: true });
    writeFileSync(TIMES, JSON.stringify({ ...readTimes(), ...times }, null, 1) + '\n');
  } catch { /* a read-only tree: the next run orders by size */ }
}

/**
 * Orders files slowest first, so that the longest ones do not start last and hold up the end of the
 * run: by the last run's time, or, for a file never timed, by its size (end-to-end files first).
 */
export function slowestFirst(files, times = readTimes()) {
  const guess = (f) => times[f] ?? (statSync(join(root, f)).size / 1000) * (/\.e2e\./.test(f) ? 3 : 0.3);
  return [...files].sort((a, b) => guess(b) - guess(a));
}

/**
 * Runs Node test files (node's test runner, TAP counted) with `jobs` files at a time. Each file's
 * output is printed whole when it ends. Resolves to `{ passed, failed, times: { file: seconds }, failures }`,
 * `failures` naming each failed test with the first line of its error.
 */
export async function runNodeFiles(files, { jobs = 2, env = {}, timeout = 10 * 60_000 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'paywall-node-tests-'));
  const queue = slowestFirst(files);
  const totals = { passed: 0, failed: 0, times: {}, failures: [] };
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const tap = join(dir, file.replace(/[^\w.-]+/g, '_') + '.tap');
      const { code, out, ms } = await run(process.execPath, [
        '--import', 'tsx', '--import', './test/helpers/node-preload.mjs',
        '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`,
        file,
      ], { env, buffer: true, timeout });
      const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
      const count = (k) => Number((report.match(new RegExp(`^# ${k} (\\d+)`, 'm')) || [])[1] || 0);
      const passed = count('pass');
      let failed = count('fail') + count('cancelled');
      if (code !== 0 && failed === 0) failed = 1; // the file itself failed (did not load, or hung)
      if (failed) totals.failures.push(...failedTests(file, report, code));
      totals.passed += passed;
      totals.failed += failed;
      totals.times[file] = ms / 1000;
      process.stdout.write(`\n── ${file} (${(ms / 1000).toFixed(1)} s, ${passed} passed, ${failed} failed)\n${out.trimEnd()}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  rmSync(dir, { recursive: true, force: true });
  return totals;
}

/** The failed tests of one file's TAP report, as `file › test: first line of the error`. */
function failedTests(file, report, code) {
  const found = [];
  const lines = report.split('\n');
  lines.forEach((line, i) => {
    const m = line.match(/^\s*not ok \d+ - (.*)$/);
    if (!m) return;
    const at = lines.slice(i + 1, i + 40).findIndex((l) => /^\s+error: /.test(l));
    let error = at < 0 ? '' : lines[i + 1 + at].replace(/^\s+error:\s*/, '');
    if (/^[|>]-?$/.test(error)) error = lines[i + 2 + at] || ''; // a block: its first line
    error = error.trim().replace(/^'|'$/g, '');
    if (/^\d+ subtests? failed/.test(error)) return; // a parent of failed tests: they are named
    found.push(`${file} › ${m[1]}${error ? `: ${error.slice(0, 200)}` : ''}`);
  });
  return found.length ? found : [`${file}: the file failed (exit ${code})`];
}

/**
 * The closing table: each phase's time and counts, the whole run's time and load, and the slowest
 * test files. `phases`: `[{ name, ms, passed, failed, note? }]`; `times`: `{ file: seconds }`.
 */
export function summary({ phases, times, wallMs, loadStart, loadEnd, failures = [], slowest = 10 }) {
  const lines = ['', 'phase       time      passed  failed'];
  for (const p of phases) {
    lines.push(`${p.name.padEnd(10)} ${`${(p.ms / 1000).toFixed(1)} s`.padStart(8)}  ${String(p.passed).padStart(6)}  ${String(p.failed).padStart(6)}${p.note ? `  ${p.note}` : ''}`);
  }
  lines.push(`whole run  ${`${(wallMs / 1000).toFixed(1)} s`.padStart(8)}  (phases overlap); load average ${loadStart} at the start, ${loadEnd} at the end`);
  const top = Object.entries(times).sort((a, b) => b[1] - a[1]).slice(0, slowest);
  if (top.length) {
    lines.push('', `the ${top.length} slowest test files:`);
    for (const [file, s] of top) lines.push(`${`${s.toFixed(1)} s`.padStart(8)}  ${file}`);
  }
  if (failures.length) {
    lines.push('', `the failed tests (${failures.length}):`);
    for (const f of failures.slice(0, 30)) lines.push(`  ✖ ${f}`);
    if (failures.length > 30) lines.push(`  … and ${failures.length - 30} more (above, in their files' output)`);
  }
  return lines.join('\n');
}
