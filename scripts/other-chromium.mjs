#!/usr/bin/env node
// `npm run test:other-chromium`: the browser phase (the browser test files and the Playwright
// end-to-end files) in Debian's other Chromium build, beside the installed one. Debian 12 offers two
// builds (bookworm's main archive and its security updates); a machine that installs Chromium
// without `apt-get update` gets the older one, so both must pass. The other build's packages are
// downloaded with `apt-get download` and unpacked with `dpkg -x` into node_modules/.cache/chromium/
// (nothing is installed or replaced), once; then scripts/test.mjs runs with CHROME_PATH pointing at it.
// Options: --version=V (a version `apt-cache madison chromium` lists; default: the oldest one that
// is not the installed build), --only=… and file names as for npm test (default --only=browser,e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './test-lib.mjs';

const args = process.argv.slice(2);
const sh = (cmd, argv, opts = {}) => spawnSync(cmd, argv, { encoding: 'utf8', ...opts });
const fail = (message) => {
  console.error(message);
  console.log('0 passed, 1 failed');
  process.exit(1);
};

const installed = (sh(process.env.SYSTEM_CHROME || '/usr/bin/chromium', ['--version']).stdout.match(/\d+\.\d+\.\d+\.\d+/) || [])[0];
const madison = sh('apt-cache', ['madison', 'chromium']);
if (madison.status !== 0) fail('apt-cache is missing: this script needs Debian\'s apt to fetch the other Chromium build.');
const offered = [...new Set(madison.stdout.split('\n').map((l) => l.split('|')[1]?.trim()).filter(Boolean))];
const wanted = args.find((a) => a.startsWith('--version='))?.slice(10)
  ?? offered.filter((v) => !installed || !v.startsWith(installed)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0];
if (!wanted) fail(`Debian offers no other Chromium build than the installed ${installed} (apt-cache madison chromium: ${offered.join(', ') || 'nothing'}; try apt-get update).`);

const dir = join(root, 'node_modules', '.cache', 'chromium', wanted.replace(/[^\w.-]/g, '_'));
const binary = join(dir, 'root', 'usr', 'lib', 'chromium', 'chromium');
if (!existsSync(binary)) {
  console.log(`Fetching Debian's chromium ${wanted} (chromium and chromium-common, about 100 MB) into ${dir}...`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const got = sh('apt-get', ['download', `chromium=${wanted}`, `chromium-common=${wanted}`], { cwd: dir, stdio: 'inherit' });
  if (got.status !== 0) fail(`apt-get download chromium=${wanted} failed (apt-get update may be needed).`);
  for (const deb of readdirSync(dir).filter((f) => f.endsWith('.deb'))) {
    const x = sh('dpkg', ['-x', join(dir, deb), join(dir, 'root')], { stdio: 'inherit' });
    if (x.status !== 0) fail(`dpkg -x ${deb} failed`);
    rmSync(join(dir, deb));
  }
}
const version = sh(binary, ['--version']).stdout.trim();
if (!version) fail(`${binary} does not start`);
console.log(`Browser phase in ${version} (installed: ${installed ?? 'none'})`);

const passOn = args.filter((a) => !a.startsWith('--version='));
const testArgs = passOn.some((a) => a.startsWith('--only=') || !a.startsWith('--')) ? passOn : ['--only=browser,e2e', ...passOn];
const { code } = await run(process.execPath, ['scripts/test.mjs', ...testArgs], { env: { CHROME_PATH: binary } });
process.exit(code);
