#!/usr/bin/env node
// `npm run test:stress`: the browser phase of `npm test` under load, several times in a row. Two busy
// processes keep the cores occupied while it runs (each stops by itself after `--busy-limit` seconds,
// or as soon as this script is gone), so that a test that reads a state too early or waits a fixed
// time fails here rather than by chance in CI. Prints each run's time and load averages; fails on the
// first run that fails.
// Options: --runs=N (default 3), --busy=N busy processes (default 2), --busy-limit=S (default 1800);
// any other argument goes to scripts/test.mjs (default --only=browser; e.g. --only=browser,e2e to add
// the Playwright end-to-end files, or test file names).
import { spawn } from 'node:child_process';
import { load, root, run } from './test-lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const runs = option('runs', 3);
const busyCount = option('busy', 2);
const busyLimit = option('busy-limit', 1800);
const own = ['--runs=', '--busy=', '--busy-limit='];
const passOn = args.filter((a) => !own.some((o) => a.startsWith(o)));
const testArgs = passOn.some((a) => a.startsWith('--only=') || !a.startsWith('--')) ? passOn : ['--only=browser', ...passOn];

// a busy loop that ends after its limit, or once its parent (this script) has gone
const BUSY = `const end = Date.now() + ${busyLimit * 1000}; const parent = process.ppid;
while (Date.now() < end) { for (let i = 0; i < 1e6; i++); if (process.ppid !== parent) break; }`;
const busy = Array.from({ length: busyCount }, () => spawn(process.execPath, ['-e', BUSY], { stdio: 'ignore' }));
const stopBusy = () => busy.forEach((p) => p.kill());
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));

console.log(`stress: ${runs} runs of npm test ${testArgs.join(' ')} beside ${busyCount} busy processes (${busyLimit} s at most)`);
const rows = [];
let code = 0;
for (let i = 1; i <= runs && code === 0; i++) {
  const before = load();
  const r = await run(process.execPath, ['scripts/test.mjs', ...testArgs], { cwd: root });
  const line = (r.out.match(/^\d+ passed, \d+ failed$/m) || ['(no result line)'])[0];
  rows.push(`run ${i}: ${(r.ms / 1000).toFixed(1)} s, ${line}; load average ${before} at the start, ${load()} at the end`);
  console.log(`\nstress ${rows.at(-1)}`);
  code = r.code;
}
stopBusy();
console.log(`\n${rows.join('\n')}\nstress: ${code === 0 ? `${runs} runs in a row passed` : 'a run failed'}`);
process.exit(code);
