#!/usr/bin/env node
// `npm run build`: the rollup builds, the classic-script loader, type declarations and the card
// frame; then checks that no React code reached the script-tag bundles and prints gzip sizes.
import { rm, mkdir, writeFile, readFile, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const pkg = JSON.parse(await readFile('package.json', 'utf8'));
const quiet = process.argv.includes('--quiet');
const log = (...a) => { if (!quiet) console.log(...a); };
const started = Date.now();

await rm('dist', { recursive: true, force: true });

const { default: configs } = await import('../rollup.config.mjs');
for (const config of configs) {
  const { manifest: _manifest, ...options } = config;
  const bundle = await rollup({ ...options, onwarn: config.onwarn });
  const outputs = Array.isArray(config.output) ? config.output : [config.output];
  for (const output of outputs) {
    const written = await bundle.write(output);
    const preloads = (config.plugins ?? []).some((pl) => pl && pl.name === 'preload-dynamic-imports');
    if (output.dir && config.manifest !== false) await writeManifest(output.dir, written.output, preloads);
  }
  await bundle.close();
}

// dist/<build>/manifest.json: each chunk's source module and imports, so size budgets and the
// benchmark can add up exactly what a page downloads for a given element.
// `preloadsImports`: a lazily imported chunk's direct imports are fetched together with it.
async function writeManifest(dir, output, preloadsImports = false) {
  const rel = (id) => (id ? relative(root, id).split('\\').join('/') : null);
  const chunks = output.filter((c) => c.type === 'chunk').map((c) => ({
    file: c.fileName, name: c.name, isEntry: c.isEntry, isDynamicEntry: c.isDynamicEntry,
    module: rel(c.facadeModuleId), imports: c.imports, dynamicImports: c.dynamicImports,
    modules: c.moduleIds.filter((id) => !id.startsWith('\0')).map(rel).filter((id) => !id.startsWith('node_modules/')),
  }));
  await writeFile(join(dir, 'manifest.json'), JSON.stringify({ preloadsImports, chunks }, null, 2) + '\n');
}

// the classic-script loader (elements/autoload.ts) with its table: each tag's chunk and what it
// imports, from the chunk manifest; and its module twin, which the script-tag module entry imports
// on a page that has only that
await mkdir('dist/iife', { recursive: true });
{
  const { loadManifest } = await import('../bench/sizes.mjs');
  const { loaderTable, elementDefinitions, buildStub } = await import('./loader-table.mjs');
  const { table } = loaderTable(loadManifest('dist/cdn'), elementDefinitions('elements'));
  await buildStub(table, { version: pkg.version, outfile: 'dist/iife/paywall-elements.iife.js' });
  await buildStub(table, { version: pkg.version, outfile: 'dist/cdn/loader.js', module: true });
}

// card frame (cross-origin card entry page), when present
if (existsSync('card-frame/build.mjs')) {
  const { buildCardFrame } = await import('../card-frame/build.mjs');
  await buildCardFrame({ outDir: 'dist/card-frame' });
}

// the Custom Elements Manifest, from the elements' JSDoc headers
{
  const { buildManifest } = await import('./custom-elements.mjs');
  const manifest = buildManifest(root);
  await writeFile('dist/custom-elements.json', JSON.stringify(manifest, null, 2) + '\n');
  // the page stylesheet: every tag's light-DOM children stay hidden until its script defined it
  const tags = manifest.modules.flatMap((m) => m.declarations ?? []).map((d) => d.tagName).filter(Boolean).sort();
  await writeFile('dist/paywall-elements.css', undefinedElementsCss(tags) + await readFile('src/paywall-elements.css', 'utf8'));
}

/**
 * CSS for the merchant's <head>: until the library has defined a paywall element (script slow,
 * blocked or failed), nothing the page put inside it shows (a server-rendered element's shadow root
 * decides that itself); src/paywall-elements.css follows, with the room each element reserves.
 */
function undefinedElementsCss(tags) {
  return `/* paywall-elements: keeps the light-DOM children of paywall elements hidden until the library has
   defined them, so a slow or blocked script never shows what the element would present differently
   (a server-rendered element's own view decides what of them shows), and reserves each element's
   room until its code has drawn it, so nothing on the page moves when it arrives.
   Load it in <head>: <link rel="stylesheet" href=".../dist/paywall-elements.css">. It is not a
   protection for paid content: what must stay paid never belongs in the page's HTML. */
:where(${tags.join(', ')}):not(:defined):not([data-paywall-ssr]) > * { display: none !important; }
`;
}

// type declarations
const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (tsc.status !== 0) { console.error('build: type declarations failed'); process.exit(1); }

// no React in the script-tag bundles
const reactMarkers = ['__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', 'react.transitional.element', 'Minified React error', 'unstable_scheduleCallback'];
for (const file of [...await files('dist/cdn'), ...await files('dist/iife')].filter((f) => f.endsWith('.js'))) {
  const text = await readFile(file, 'utf8');
  const hit = reactMarkers.find((m) => text.includes(m));
  if (hit) { console.error(`build: React code found in ${file} (${hit}); the preact aliases are incomplete`); process.exit(1); }
}

export async function files(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of await readdir(dir)) {
    const p = join(dir, name);
    if ((await stat(p)).isDirectory()) out.push(...await files(p)); else out.push(p);
  }
  return out;
}

const size = async (f) => { const b = await readFile(f); return { raw: b.length, gz: gzipSync(b, { level: 9 }).length }; };
const rows = [];
for (const dir of ['dist/cdn', 'dist/iife', 'dist/card-frame']) {
  for (const f of (await files(dir)).filter((f) => /\.(js|html|css)$/.test(f)).sort()) rows.push([relative('dist', f), await size(f)]);
}
const pad = (s, n) => String(s).padStart(n);
log('\nscript-tag build (gzip -9):');
for (const [name, s] of rows) log(`  ${name.padEnd(56)} ${pad(s.raw.toLocaleString('en'), 9)} B  ${pad(s.gz.toLocaleString('en'), 8)} B gz`);
// the platform client on its own: its entry plus everything it imports statically (lazy chunks such as
// notifications and the access-code fingerprint load only when used)
if (existsSync('dist/cdn/client.js')) {
  const seen = new Set();
  const visit = async (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    const text = await readFile(f, 'utf8');
    for (const m of text.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.[^"']+)["']/g)) await visit(join(f, '..', m[1]));
  };
  await visit('dist/cdn/client.js');
  let gz = 0;
  for (const f of seen) gz += (await size(f)).gz;
  log(`\nclient without notifications (dist/cdn/client.js + ${seen.size - 1} static chunk(s)): ${gz.toLocaleString('en')} B gz`);
}
log(`\nbuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
