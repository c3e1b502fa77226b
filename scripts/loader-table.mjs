// The script-tag loader's table (elements/autoload.ts), computed from the build's chunk manifest
// (dist/cdn/manifest.json): for each tag, the chunk that defines it and every chunk it imports, so
// the loader starts them together. The build writes it into the classic stub; the bench reads the
// same table to add up what a page downloads.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { browserTargets } from './browser-targets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the classic stub (elements/iife.ts) with its table, or with `module` its ES-module twin
 * (elements/loader.ts, for pages that load only the module entry): to `outfile` (with a source
 * map beside it, without the comment that names it, as the chunks have), or in memory when there
 * is none. Resolves to the code.
 */
export async function buildStub(table, { version, outfile, module = false } = {}) {
  const r = await build({
    entryPoints: [join(root, 'elements', module ? 'loader.ts' : 'iife.ts')], bundle: true, minify: true, target: browserTargets(), format: module ? 'esm' : 'iife',
    logLevel: 'error', write: !!outfile, ...(outfile ? { outfile, sourcemap: 'external' } : {}),
    define: { __PAYWALL_TABLE__: JSON.stringify(table), __PAYWALL_VERSION__: JSON.stringify(version ?? JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version) },
  });
  return outfile ? readFileSync(outfile, 'utf8') : r.outputFiles[0].text;
}

/**
 * The tags of `<dir>/paywall-*.ts` (the elements folder): `{ tag, name, file, component, deferred }`.
 * `component` is the module the definition loads (without extension); `deferred` says it loads it
 * only on first need (a modal checkout, dialogs, toasts show nothing at first).
 */
export function elementDefinitions(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((n) => /^paywall-[a-z-]+\.ts$/.test(n)).sort().map((n) => {
    const text = readFileSync(join(dir, n), 'utf8');
    const tag = /\btag(?::\s*|\s*=\s*)['"](paywall-[a-z0-9-]+)['"]/i.exec(text)?.[1];
    const component = /import\(\s*['"]\.\.\/(src\/[^'"]+)['"]\s*\)/.exec(text)?.[1];
    return { tag, name: tag?.slice(8), file: `elements/${n}`, component: component ? component.replace(/\.(tsx?|jsx?)$/, '') : null, deferred: /\bdeferred:/.test(text) };
  }).filter((d) => d.tag);
}

/**
 * Lazy chunks an element needs as soon as it shows, fetched with its own: `<paywall-account>`
 * renders its first section (details and password) with the client's account calls; the checkout, the gift and the donation ask
 * for the payment methods at once (the client's payment group), and the checkout shows the method
 * choice whenever the platform offers more than the card.
 */
export const FIRST_VIEWS = {
  'paywall-account': ['src/components/account/sections/identity.ts', 'src/client/resources/accounts.ts'],
  'paywall-checkout': ['src/client/resources/payments.ts', 'src/components/checkout/methods/methods.tsx'],
  'paywall-gift': ['src/client/resources/payments.ts'],
  'paywall-donate': ['src/client/resources/payments.ts'],
};

/**
 * Elements that show nothing at first load their component on first need; these selectors say when
 * it is needed at once (an inline checkout; a modal checkout or dialogs appended because a purchase
 * or a dialog has started), so the component's files start with the tag's.
 */
export const EAGER = {
  'paywall-checkout': 'paywall-checkout[item-id],paywall-checkout[data-paywall-auto]',
  'paywall-dialogs': 'paywall-dialogs[data-paywall-auto]',
};

/** `paywall-*` tags that are no elements but light-DOM children an element reads: known, never loaded. */
export const DATA_TAGS = ['paywall-reward'];

const stripExt = (p) => (p || '').replace(/\.(tsx?|jsx?|mjs)$/, '');

/** Every chunk file `start` imports statically, itself included, in the order found. */
function staticClosure(manifest, start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of manifest.byFile.get(file)?.imports ?? []) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

/** The chunk holding a source module (path without extension, relative to the repository). */
export function chunkOfModule(manifest, module) {
  return manifest.chunks.find((c) => (c.modules ?? []).some((m) => stripExt(m) === stripExt(module)));
}

/**
 * A file index as one character of the table's import lists: `#` (35) for 0 onwards, skipping the
 * backslash (92), which JSON would escape; up to 90 files (elements/autoload.ts reads it back).
 */
export function importChar(n) {
  if (n > 90) throw new Error(`loader table: ${n + 1} files; the import lists hold at most 91 (see importChar)`);
  return String.fromCharCode(35 + n + (n >= 57 ? 1 : 0));
}

/**
 * The loader table `{ f, i, t, s }` (see elements/autoload.ts) and, for the bench, `byTag`: per tag
 * the files its appearance fetches (`files`, the definition chunk first) and, for a deferred one,
 * the files its component adds when it is needed at once (`eager`); `adoption`: the files that take
 * a server-rendered view over.
 * @param {{ chunks: object[], byFile: Map<string, object> }} manifest
 * @param {Array<{ tag: string, name: string, file: string, component: string | null, deferred: boolean }>} definitions
 */
export function loaderTable(manifest, definitions) {
  const f = [];
  const i = [];
  // a file's index; its static imports are listed with it (the loader follows them itself), but for
  // the runtime, which is the first file and comes with every tag
  const index = (file) => {
    const name = file.replace(/^chunks\//, '').replace(/\.js$/, '');
    let at = f.indexOf(name);
    if (at < 0) {
      at = f.push(name) - 1;
      i[at] = '';
      i[at] = (manifest.byFile.get(file)?.imports ?? []).map(index).filter((x) => x !== 0).map(importChar).join('');
    }
    return at;
  };
  const runtime = chunkOfModule(manifest, 'elements/define.ts');
  if (runtime) index(runtime.file);
  const t = {};
  const byTag = {};
  for (const d of definitions) {
    const chunk = chunkOfModule(manifest, d.file);
    if (!chunk) throw new Error(`loader table: no chunk holds ${d.file}`);
    const views = (FIRST_VIEWS[d.tag] ?? []).map((m) => {
      const c = chunkOfModule(manifest, m);
      if (!c) throw new Error(`loader table: ${d.tag} shows ${m} at once, but no chunk holds it`);
      return c.file;
    });
    // what the element shows at once: its chunk and, for a deferred one, nothing more until its
    // selector says it shows (then its component and first views)
    const eager = d.deferred && d.component && EAGER[d.tag];
    const own = [...new Set([chunk.file, ...(eager ? [] : views)])];
    t[d.name] = own.length > 1 ? own.map(index) : index(chunk.file);
    byTag[d.tag] = { files: [...staticClosure(manifest, own)] };
    if (eager) {
      const component = chunkOfModule(manifest, d.component);
      if (!component) throw new Error(`loader table: no chunk holds ${d.component}`);
      const list = [...new Set([component.file, ...views])];
      t[EAGER[d.tag].split(',').map((s) => s.slice('paywall-'.length)).join(',paywall-')] = list.length > 1 ? list.map(index) : index(component.file);
      byTag[d.tag].eager = [...staticClosure(manifest, list)].filter((x) => !byTag[d.tag].files.includes(x));
    }
  }
  for (const tag of DATA_TAGS) t[tag.slice('paywall-'.length)] = null;
  const adoption = chunkOfModule(manifest, 'src/internal/server-adoption.ts');
  const s = adoption ? index(adoption.file) : -1;
  return { table: { f, i, t, s }, byTag, adoption: adoption ? [...staticClosure(manifest, [adoption.file])] : [] };
}
