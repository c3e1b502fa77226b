#!/usr/bin/env node
// `npm run test:react-starter`: installs the React starter (examples/react-app) the way someone who
// copies it out of the repository does, and checks that it builds, typechecks and runs. Needs the
// network (npm installs React, Vite and the library's own dependencies), so it is not part of
// `npm test`, whose react-app journey builds the same app offline from linked packages.
//
// 1. the library is built (dist/) and packed with `npm pack`, as it is published;
// 2. the starter's folder is copied to a temporary folder, outside the repository, and its
//    `paywall-elements` dependency pointed at the tarball (`file:<tarball>`);
// 3. `npm install`, `npm run typecheck` and `npm run build` run there (the build names a fresh
//    sandbox platform through the VITE_PAYWALL_* variables its README lists);
// 4. the build is served and opened in Chromium: the pricing cards load from the sandbox and a viewer
//    signs in with the Login form.
// The temporary folders are removed at the end; it exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../sandbox/server.mjs';
import { startStaticServer } from './static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const work = mkdtempSync(join(tmpdir(), 'paywall-react-starter-'));
const stops = [() => rmSync(work, { recursive: true, force: true })];

function run(cmd, args, cwd, env = {}) {
  console.log(`$ ${[cmd, ...args].join(' ')}   (in ${cwd === root ? 'the repository' : 'the starter\'s copy'})`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
}

try {
  if (!existsSync(join(root, 'dist/esm/index.js'))) run(process.execPath, ['scripts/build.mjs', '--quiet'], root);
  run(NPM, ['pack', '--pack-destination', work, '--silent'], root);
  const tarball = join(work, readdirSync(work).find((f) => f.endsWith('.tgz')));

  const app = join(work, 'app');
  for (const f of ['index.html', 'package.json', 'tsconfig.json', 'vite.config.mjs', 'src', 'README.md']) cpSync(join(root, 'examples/react-app', f), join(app, f), { recursive: true });
  const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  pkg.dependencies['paywall-elements'] = `file:${tarball}`;
  writeFileSync(join(app, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
  run(NPM, ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);
  run(NPM, ['run', 'typecheck'], app);

  const sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  stops.unshift(() => sandbox.close());
  const info = sandbox.info();
  run(NPM, ['run', 'build'], app, { VITE_PAYWALL_API_BASE: info.apiBase, VITE_PAYWALL_MERCHANT_UUID: info.merchantUuid, VITE_PAYWALL_CLIENT_ID: info.clientId });

  const server = await startStaticServer({ mounts: { '/': join(app, 'dist') } });
  stops.unshift(() => server.close());
  const { launchBrowser, instrumentedPage, assertClean } = await import('../test/e2e/browser.mjs');
  const { newViewer } = await import('../test/e2e/journeys-helpers.mjs');
  const browser = await launchBrowser();
  stops.unshift(() => browser.close());
  const page = await instrumentedPage(await browser.newContext());
  await page.goto(server.url + '/');
  await page.waitForFunction(() => document.querySelector('#prices > [part~="base"]')?.getAttribute('data-state') === 'ready', undefined, { timeout: 30_000 });
  const viewer = await newViewer(info);
  await page.locator('#account input[name="email"]').fill(viewer.email);
  await page.locator('#account input[name="password"]').fill('journey-pass-1');
  await page.locator('#account [part~="submit"]').click();
  await page.waitForFunction(() => document.querySelector('#account [part~="base"]')?.getAttribute('data-state') === 'signed-in', undefined, { timeout: 30_000 });
  const assert = (await import('node:assert/strict')).default;
  // the access checks before paying answer 402 (the browser logs them); nothing else may be logged
  page.problems.consoleErrors = page.problems.consoleErrors.filter((m) => !m.includes('status of 402'));
  assertClean(assert, page, 'the installed starter');
  console.log('\nThe React starter installs from the packed library, typechecks, builds and runs: prices shown, a viewer signed in.');
} catch (error) {
  console.error(`\nThe React starter check failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  for (const stop of stops) await Promise.resolve(stop()).catch(() => undefined);
}
