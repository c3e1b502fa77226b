#!/usr/bin/env node
// Puts the library into the plugin folder: dist/iife, dist/cdn, dist/card-frame and
// dist/custom-elements.json are copied to paywall-elements/library/ (run `npm run build` first).
// The folder paywall-elements/ is then the plugin, ready for wp-content/plugins/.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const dist = here('../../dist/');
const target = here('./paywall-elements/library/');

if (!existsSync(`${dist}custom-elements.json`)) {
  console.error('dist/ is missing: run `npm run build` in the project first.');
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
for (const part of ['iife', 'cdn', 'card-frame']) {
  cpSync(`${dist}${part}`, `${target}${part}`, { recursive: true, filter: (src) => !src.endsWith('.map') });
}
cpSync(`${dist}custom-elements.json`, `${target}custom-elements.json`);
console.log(`library copied into ${target}`);
