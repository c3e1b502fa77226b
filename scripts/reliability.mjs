#!/usr/bin/env node
// `npm run reliability`: runs the fault suite (test/reliability and the money, redirect and SSR
// scenarios beside it, and a hostile client of the servers `npm start` runs) against fresh
// sandboxes in Chromium and Node, totals the release gates of
// shared RELIABILITY section 3 from the figures each scenario records, prints them, and writes
// docs/reliability.md with the machine's load. Options: --no-build (reuse dist/), --no-write.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const args = process.argv.slice(2);

export const SUITE = [
  'test/reliability/client-faults.e2e.test.mjs',
  'test/reliability/page-faults.e2e.test.mjs',
  'test/reliability/platform-faults.e2e.test.mjs',
  'test/reliability/server-faults.node.test.mjs',
  'test/reliability/platform-rules.node.test.mjs',
  'test/reliability/rate-limits.e2e.test.mjs',
  'test/e2e/journeys-money.e2e.test.mjs',
  'test/e2e/site.e2e.test.mjs',
  'test/node/ssr-import.node.test.mjs',
  'test/node/ssr-render.node.test.mjs',
];

/** The gates: name, how the figure is made from the scenarios, the target, and whether it is met. */
export function gates(rows, outcome) {
  const sum = (k) => rows.reduce((n, r) => n + (Number(r[k]) || 0), 0);
  const money = rows.filter((r) => r.attempts > 0);
  const worstCharges = money.reduce((m, r) => Math.max(m, r.charges / r.attempts), 0);
  const spinner = rows.reduce((m, r) => Math.max(m, Number(r.spinnerSeconds) || 0), 0);
  const mqttSpinner = rows.filter((r) => r.group === 'mqtt').reduce((m, r) => Math.max(m, Number(r.spinnerSeconds) || 0), 0);
  const growth = rows.reduce((m, r) => Math.max(m, Number(r.memoryGrowthMB) || 0), 0);
  const groups = Object.entries(rows.reduce((g, r) => ({ ...g, [r.group]: (g[r.group] ?? 0) + 1 }), {}));
  return [
    { gate: 'fault scenarios passed', figure: `${outcome.passed} of ${outcome.passed + outcome.failed}`, target: 'at least 110, all passing', met: outcome.failed === 0 && outcome.passed >= 110 },
    { gate: 'scenarios recording figures, by group', figure: groups.map(([g, n]) => `${g} ${n}`).join(', '), target: 'every family of section 3, and a hostile client of the servers', met: ['http', 'malformed', 'offline', 'mqtt', 'bank', 'tabs', 'clock', 'storage', 'ssr', 'servers'].every((g) => groups.some(([x]) => x === g)) },
    { gate: 'charges per purchase attempt (worst scenario)', figure: `${worstCharges} (${sum('charges')} charges for ${sum('attempts')} attempts)`, target: 'at most 1', met: worstCharges <= 1 },
    { gate: 'off-list navigations', figure: String(sum('offListNavigations')), target: '0', met: sum('offListNavigations') === 0 },
    { gate: 'bearer token sightings off the platform origin', figure: String(sum('tokenOffOrigin')), target: '0', met: sum('tokenOffOrigin') === 0 },
    { gate: 'uncaught errors and unhandled rejections', figure: String(sum('uncaught')), target: '0', met: sum('uncaught') === 0 },
    { gate: 'CSP violations (strict policy, Trusted Types)', figure: String(sum('cspViolations')), target: '0', met: sum('cspViolations') === 0 },
    { gate: 'console errors beyond the fault\'s own network log', figure: String(sum('consoleErrors')), target: '0', met: sum('consoleErrors') === 0 },
    { gate: 'seconds to an exit from any spinner (worst)', figure: spinner.toFixed(1), target: 'at most 120', met: spinner <= 120 },
    { gate: 'seconds to the outcome after losing the broker (worst)', figure: mqttSpinner.toFixed(1), target: 'at most 30', met: mqttSpinner <= 30 },
    { gate: 'servers down after a hostile request', figure: String(sum('serverDown')), target: '0', met: sum('serverDown') === 0 },
    { gate: 'memory the servers kept after a hostile request (worst, MB)', figure: growth.toFixed(1), target: 'at most 50', met: growth <= 50 },
  ];
}

function chromiumVersion() {
  const r = spawnSync(process.env.CHROME_PATH || '/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
  return (r.stdout || '').trim() || 'unknown';
}

async function main() {
  if (!args.includes('--no-build') || !existsSync('dist/cdn/paywall-elements.js')) {
    const b = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
  const dir = mkdtempSync(join(tmpdir(), 'paywall-reliability-'));
  const report = join(dir, 'gates.jsonl');
  const tap = join(dir, 'report.tap');
  const loadBefore = loadavg()[0];
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [
      '--import', 'tsx', '--test', '--test-concurrency=2',
      '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`,
      ...SUITE,
    ], { stdio: 'inherit', env: { ...process.env, RELIABILITY_REPORT: report } });
    child.on('close', (c) => resolve(c ?? 1));
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const loadAfter = loadavg()[0];
  const tapText = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (k) => Number((tapText.match(new RegExp(`^# ${k} (\\d+)`, 'm')) || [])[1] || 0);
  const outcome = { passed: count('pass'), failed: count('fail') + count('cancelled') + (code !== 0 && count('fail') === 0 ? 1 : 0) };
  const rows = existsSync(report) ? readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
  rmSync(dir, { recursive: true, force: true });
  const table = gates(rows, outcome);

  console.log('\nRelease gates (shared RELIABILITY section 3)');
  for (const g of table) console.log(`  ${g.met ? 'met ' : 'MISS'}  ${g.gate}: ${g.figure} (target ${g.target})`);
  for (const r of rows.filter((x) => x.consoleErrorText)) console.log(`  console errors in "${r.scenario}": ${r.consoleErrorText.join(' | ')}`);
  const load = `load average ${loadBefore.toFixed(2)} at the start, ${loadAfter.toFixed(2)} at the end, ${cpus().length} cores`;
  console.log(`  ${rows.length} scenarios recorded figures; ${seconds} s; ${load}`);

  if (!args.includes('--no-write')) {
    const date = new Date().toISOString().slice(0, 10);
    const lines = [
      '# Reliability: the fault suite and its release gates',
      '',
      'What happens to the money and the session when the network, the platform, the broker, the bank, a',
      'second tab, the clock or the browser\'s storage misbehave, and to the servers when a client is hostile,',
      'measured against the release gates of the',
      'project\'s reliability requirements (section 3). `npm run reliability` runs the suite in Node and',
      'Chromium against fresh sandboxes, under the journeys\' strict Content-Security-Policy with Trusted',
      'Types, and rewrites this page; `npm test` runs the same scenarios (CI).',
      '',
      `Latest run: ${date}, ${outcome.passed} passed and ${outcome.failed} failed in ${seconds} s, Node ${process.versions.node},`,
      `${chromiumVersion()}, ${load}.`,
      '',
      '| gate | figure | target | |',
      '|---|---|---|---|',
      ...table.map((g) => `| ${g.gate} | ${g.figure} | ${g.target} | ${g.met ? 'met' : '**missed**'} |`),
      '',
      '## The scenarios',
      '',
      '- **Client tier** (`test/reliability/client-faults.e2e.test.mjs`): sign-in, token refresh, the account,',
      '  the access check, a card payment and a card subscription, each under a 500, a 502 with an HTML page,',
      '  503 and 429 with `Retry-After`, a reset connection, no answer before the timeout and a slow answer. Each',
      '  call succeeds (retried where that is safe) or rejects with a readable error; the session is kept; the same',
      '  attempt, with the same Idempotency-Key, then goes through once.',
      '- **Page tier** (`page-faults`): the checkout\'s card payment under the same seven faults (after the charge',
      '  where that is the worst case; the card frame\'s 30 s timeout is run out with Playwright\'s clock), malformed',
      '  answers to the payment (with and without a charge), sign-in, access check, account and voucher; offline',
      '  gate, sign-in and Pay; localStorage that throws, is full, is corrupt or absent.',
      '- **Platform tier** (`platform-faults`): the broker refusing with 403, dropping mid-session, repeating and',
      '  losing an event; the bank\'s 3-D Secure page normal, refusing to be framed, never loading, a look-alike',
      '  message and a forged return; the refresh race and sign-out across two tabs; the clock two hours ahead',
      '  or behind; the token expiring on the platform during the purchase.',
      '- **Money holes** (`test/e2e/journeys-money.e2e.test.mjs`): gateway errors after a charge, another tab\'s',
      '  decline, a forged failure event, an injected `<paywall-config>`, a malformed confirmation after the bank.',
      '- **Hostile client of the servers** (`server-faults`, `platform-rules`, `rate-limits`): the servers `npm start`',
      '  runs, in one process as it runs them, under bodies of 700 MB streamed and 400 MB declared, a 100 MB websocket',
      '  frame, 3,000 headers, headers and bodies sent a byte at a time, 2,000 cookie-less page views, 300 oversized',
      '  cart lines, expired sessions, JSON and form shapes that throw when read, hostile image addresses and',
      '  `SANDBOX_DATA_DIR`; the sandbox as strict as a platform (a mandate\'s answer, donation amounts, the PIN,',
      '  429 with Retry-After on sign-in, access codes and PINs, a second purchase of a held fee); the sign-in form,',
      '  the gate\'s access code and the account\'s PIN after a 429.',
      '- **Redirects** (`test/e2e/site.e2e.test.mjs`): every value of the hostile redirect corpus on the',
      '  subscription check page; **SSR** (`test/node/ssr-import.node.test.mjs`): every entry imported without a DOM.',
      '',
      '| scenario | group | charges / attempts | spinner s | uncaught | CSP | console | token off-origin |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.scenario.replace(/\|/g, '\\|')} | ${r.group} | ${r.attempts ? `${r.charges} / ${r.attempts}` : ''} | ${r.spinnerSeconds != null ? Number(r.spinnerSeconds).toFixed(1) : ''} | ${r.uncaught ?? ''} | ${r.cspViolations ?? ''} | ${r.consoleErrors ?? ''} | ${r.tokenOffOrigin ?? ''} |`),
      '',
    ];
    writeFileSync('docs/reliability.md', lines.join('\n'));
    console.log('  wrote docs/reliability.md');
  }
  process.exit(code === 0 && table.every((g) => g.met) ? 0 : 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
