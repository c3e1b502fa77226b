#!/usr/bin/env node
// Saves the right-to-left screenshots docs/translations.md shows: the login, pricing, gate, checkout
// and dialogs stories of the static Storybook build in English and in Arabic, as
// docs/screenshots/rtl-<name>-<locale>.png, and runs the same geometry checks as the Storybook smoke
// (scripts/storybook/rtl.mjs), so a screenshot is only saved next to a passing check's output.
// Run after `npm run build-storybook`: node scripts/screenshots-rtl.mjs
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';
import { launchBrowser } from '../test/e2e/browser.mjs';
import { checkRtl } from './storybook/rtl.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static/ is missing: run npm run build-storybook first');
  process.exit(1);
}
const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });
const server = await startStaticServer({ mounts: { '/': 'storybook-static' } });
const browser = await launchBrowser();
let failed = 0;
try {
  for (const check of await checkRtl(browser, server.url, { shots: out })) {
    if (check.problems.length) failed++;
    console.log(`${check.problems.length ? '✖' : '✔'} ${check.name}${check.problems.map((p) => `\n    ${p}`).join('')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`screenshots in ${out}/rtl-*.png`);
process.exit(failed ? 1 : 0);
