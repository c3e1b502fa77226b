// Builds: (a) dist/esm - the library for bundlers, React as a peer; (b) dist/cdn - the script-tag
// ES modules with React replaced by Preact (shims/react-lite.mjs): each tag's chunk (its definition, and its component
// when it shows at once), a runtime and a platform chunk planned from the pages merchants build
// (chunkPlanner), and the module entry with the API; (c) dist/cdn/client.js, the client on its own;
// (d) dist/ssr for Node. The classic-script loader in dist/iife, with its table of tags and chunk
// files, is written by scripts/build.mjs from (b)'s manifest.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { elementDefinitions } from './scripts/loader-table.mjs';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { minify as terserMinify } from 'terser';
import { alignNamesIfSmaller } from './scripts/align-names.mjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import alias from '@rollup/plugin-alias';
import replace from '@rollup/plugin-replace';
import inject from '@rollup/plugin-inject';
import json from '@rollup/plugin-json';
import { iotSdkStandIns, SHIM_FILES } from './shims/iot-sdk.mjs';
import { browserTargets } from './scripts/browser-targets.mjs';

// compile for the browsers package.json's browserslist declares (and the README lists)
const target = browserTargets();

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8'));

// React is Preact here: the JSX runtime is Preact's, and `react`, `react-dom` and `react-dom/client`
// are shims/react-lite.mjs (Preact's core and hooks with the few React APIs the library uses, in place
// of preact/compat). Anchored patterns, so that no other `react…` name is caught by a prefix.
export const preactAliases = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^(react|react-dom|react-dom\/client)$/, replacement: here('./shims/react-lite.mjs') },
];
/** Fails a Preact build that would bundle React itself: an import of a React name no alias maps. */
function noReact() {
  return {
    name: 'no-react',
    resolveId(id, importer) {
      if (/^(react|react-dom)(\/|$)/.test(id)) this.error(`${importer}: imports ${id}, which has no Preact stand-in (rollup.config.mjs preactAliases)`);
      return null;
    },
  };
}
// aws-crt's browser code (notifications chunk) expects a few node built-ins; crypto-js is cut to the
// two hashes SigV4 signing needs; aws-crt gets a small uuid, and ofetch is the small stand-in of
// shims/ofetch.mjs (dist/esm, for bundlers, imports ofetch itself)
const iotAliases = Object.entries(SHIM_FILES).map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: file }));

// Element stylesheets are `css` template literals (src/internal/styles.ts), in `*.styles.ts` files or
// beside a component (the field's, the player's): the minifier keeps their text as written, so their
// comments go, their runs of whitespace are collapsed and each rule's last semicolon is dropped here
// (selectors and values unchanged; a literal with `${}` is left as it is).
export function compactStylesheets() {
  return {
    name: 'compact-stylesheets',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes('/node_modules/') || !code.includes('css`')) return null;
      const out = code.replace(/(?<![\w.$])css`([^`$]*)`/g, (_, text) =>
        `css\`${text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').replace(/\s*([{};,])\s*/g, '$1').replace(/:\s+/g, ':').replace(/;}/g, '}').trim()}\``);
      return out === code ? null : { code: out, map: null };
    },
  };
}

const plugins = ({ preact = false, min = false, guarded = false } = {}) => [
  compactStylesheets(),
  iotSdkStandIns(),
  alias({ entries: [...(preact ? [...preactAliases, { find: /^@nanostores\/react$/, replacement: here('./shims/nanostores-react.mjs') }] : []), ...iotAliases] }),
  ...(preact ? [noReact()] : []),
  nodeResolve({ browser: true, preferBuiltins: false, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  json(),
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __PAYWALL_VERSION__: JSON.stringify(pkg.version),
      // every import() goes through src/internal/chunk-import.ts (preloadDynamicImports({ guard: true })),
      // which retries a failed chunk itself: the client's own retry (src/client/lazy.ts) stands aside
      __PAYWALL_GUARDED_IMPORTS__: JSON.stringify(guarded),
    },
  }),
  // aws-crt uses bare Buffer / process.nextTick; injected as module imports, never as page globals
  inject({ include: /node_modules/, Buffer: ['buffer', 'Buffer'], process: 'process' }),
  esbuild({ target, jsx: 'automatic', jsxImportSource: 'react', tsconfig: here('tsconfig.json') }),
  ...(min ? [minify({ target }), squeeze(), alignImportNames()] : []),
];

/** Imports and exports without `as` (scripts/align-names.mjs): the minified chunks' own names follow the other side's. */
export function alignImportNames() {
  return {
    name: 'align-import-names',
    renderChunk(code, chunk, options) {
      return options.format === 'es' ? alignNamesIfSmaller(code, (c) => this.parse(c), { fileName: chunk.fileName }) : null;
    },
  };
}

/**
 * A second minification of each script-tag chunk, after esbuild's: terser's compressor (three passes)
 * and its mangler, which names variables by how often they occur, so gzip finds more repeats (about
 * 3 % fewer bytes a page downloads). Only transformations safe for any code are on: no `unsafe*`, no
 * pure getters (a read such as `el.offsetWidth` may be wanted for its effect); legal comments stay.
 */
export function squeeze() {
  return {
    name: 'squeeze',
    async renderChunk(code, chunk, options) {
      const out = await terserMinify(code, {
        module: options.format === 'es',
        ecma: 2020,
        compress: { passes: 3 },
        mangle: true,
        format: { comments: 'some' },
        sourceMap: options.sourcemap ? { asObject: true } : false,
      });
      return { code: out.code, map: out.map ?? null };
    },
  };
}

/**
 * Translations under fixed names: each `src/i18n/<group>/<language>.ts` (a plain data module) is
 * emitted as `i18n/<language>/<group>.js`, and the one loader (`src/i18n/load.ts`) imports
 * `<relative path to i18n>/${lang}/${file}.js`, a pattern a browser resolves against the chunk's own
 * address and bundlers can follow (a relative template string with a fixed extension).
 */
export function translationFiles() {
  const PLACEHOLDER = '__PAYWALL_I18N__';
  const dir = here('./src/i18n');
  return {
    name: 'translation-files',
    buildStart() {
      if (!existsSync(dir)) return;
      for (const group of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
        for (const name of readdirSync(`${dir}/${group.name}`).filter((n) => /^[a-z]{2,3}\.ts$/.test(n))) {
          this.emitFile({ type: 'chunk', id: `${dir}/${group.name}/${name}`, fileName: `i18n/${name.slice(0, -3)}/${group.name}.js` });
        }
      }
    },
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]load\.ts$/.test(id)) return null;
      const out = code.replace('import(`./${file}/${lang}.ts`)', `import(\`${PLACEHOLDER}/\${lang}/\${file}.js\`)`);
      if (out === code) this.error('src/i18n/load.ts: the translation import is not the expected pattern');
      return { code: out, map: null };
    },
    renderChunk(code, chunk) {
      if (!code.includes(PLACEHOLDER)) return null;
      const path = relative(dirname(chunk.fileName), 'i18n').split('\\').join('/');
      const s = new MagicString(code);
      for (let at = code.indexOf(PLACEHOLDER); at >= 0; at = code.indexOf(PLACEHOLDER, at + 1)) {
        s.overwrite(at, at + PLACEHOLDER.length, path.startsWith('.') ? path : './' + path);
      }
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}

const onwarn = (w, warn) => {
  if (w.code === 'THIS_IS_UNDEFINED' || w.code === 'EVAL') return;
  if (w.code === 'CIRCULAR_DEPENDENCY') {
    // a runtime import circle in our own code fails the build; circles inside dependencies are theirs
    if ((w.ids ?? []).some((id) => !id.includes('/node_modules/'))) throw new Error(`Import circle in the library: ${w.message}`);
    return;
  }
  warn(w);
};
const libExternal = (id) =>
  /^(react|react-dom)(\/|$)/.test(id) ||
  /^(nanostores|@nanostores\/react|ofetch|@r2wc\/core)(\/|$)/.test(id);

const libInput = { index: 'src/index.ts', elements: 'elements/index.ts' };
if (existsSync(here('src/client/index.ts'))) libInput.client = 'src/client/index.ts';

// A lazy chunk's static imports are only discovered once the chunk has arrived, so every level of
// imports costs one more round trip before an element can render. When a chunk is imported
// dynamically, start fetching its direct imports at the same moment (import() dedupes modules).
// With `guard` (the elements' build), every lazy import goes through src/internal/chunk-import.ts
// instead of the browser's import(): `import(x)` becomes `chunkImport((load) => load(x, [its
// imports]))`, which fetches nothing while the browser is offline and loads a chunk that failed
// once again (some browsers keep a failed module fetch for the page's lifetime).
const CHUNK_IMPORT = here('./src/internal/chunk-import.ts');
// the loader and the module entry's import of it stay plain (they must not pull the runtime in)
const PLAIN_IMPORTS = /[\\/](elements[\\/](cdn|autoload)|src[\\/]internal[\\/]chunk-import|src[\\/]client[\\/]lazy)\.ts$/;
const LOAD = '__paywallLoadChunk';
export function preloadDynamicImports({ guard = false } = {}) {
  const walk = (node, found) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ImportExpression') found.push(node);
    for (const key in node) {
      const v = node[key];
      if (Array.isArray(v)) v.forEach((n) => walk(n, found));
      else if (v && typeof v === 'object' && key !== 'parent') walk(v, found);
    }
  };
  return {
    name: 'preload-dynamic-imports',
    transform(code, id) {
      if (!guard || !code.includes('import(') || PLAIN_IMPORTS.test(id) || id.includes('/node_modules/') || id.startsWith('\0')) return null;
      const found = [];
      walk(this.parse(code), found);
      if (!found.length) return null;
      const s = new MagicString(code);
      for (const n of found) {
        s.prependLeft(n.start, `__paywallChunkImport((${LOAD}) => `);
        s.appendRight(n.end, ')');
      }
      s.prepend(`import { chunkImport as __paywallChunkImport } from ${JSON.stringify(CHUNK_IMPORT)};\n`);
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
    renderDynamicImport({ format, chunk, moduleId, getTargetChunkImports }) {
      if (format !== 'es') return null;
      const deps = (getTargetChunkImports() ?? [])
        .filter((d) => d.type === 'internal' && d.fileName !== chunk.fileName)
        .map((d) => d.resolvedImportPath.replace(/^(['"])(.*)\1$/, '$2'));
      // the importer resolves names against the chunks' directory: a file elsewhere keeps import()
      if (guard && !PLAIN_IMPORTS.test(moduleId) && !moduleId.includes('/node_modules/') && chunk.fileName.startsWith('chunks/')) {
        return { left: `${LOAD}(`, right: deps.length ? `,${JSON.stringify(deps)})` : ')' };
      }
      if (!deps.length) return null;
      return { left: `(${JSON.stringify(deps)}.forEach((u) => import(u).catch(() => {})), import(`, right: '))' };
    },
    // a chunk the importing chunk imports statically has already arrived when the import runs: it
    // leaves the list (runtime and platform would otherwise be named in nearly every list)
    renderChunk(code, chunk) {
      const there = new Set(chunk.imports.map((f) => relative(dirname(chunk.fileName), f).split('\\').join('/')).map((f) => (f.startsWith('.') ? f : './' + f)));
      if (!there.size) return null;
      const s = new MagicString(code);
      for (const m of code.matchAll(/\[("[^"[\]]+\.js"(?:,\s*"[^"[\]]+\.js")*)\](\.forEach\(|\))/g)) {
        const list = JSON.parse(`[${m[1]}]`);
        const kept = list.filter((u) => !there.has(u));
        if (kept.length === list.length) continue;
        // an emptied list of the importer's form goes with its comma
        const from = m[2] === ')' && !kept.length && code[m.index - 1] === ',' ? m.index - 1 : m.index;
        s.overwrite(from, m.index + m[1].length + 2, m[2] === ')' && !kept.length ? '' : JSON.stringify(kept));
      }
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
    },
  };
}

/**
 * The modules of the card payment path: the checkout's own (but the bank frame, which loads only when
 * a bank asks, and the payment pipeline), its frame protocol, the online state it waits on, and what
 * only the elements that load this chunk use (the checkout's texts): apart, it would be one more
 * small file compressed on its own. (The bank frame's store stays out: the page's payment reactions,
 * loaded on every page with a route, close the bank frame, and would bring this whole chunk.)
 */
const CARD_PATH = /\/src\/(components\/checkout\/(?!bank-frame|pay-pipeline|payer|probe|shared-fee)[^/]+|internal\/(card-protocol|guards)|components\/ui\/online|i18n\/checkout)\.tsx?$/;
/**
 * The payment-method choice, loaded with the checkout whenever the platform offers more than the
 * card: one chunk with its styles (a method's form, loaded when chosen, uses them too) and its copy
 * of the radio group's keys (copiedModules).
 */
const METHOD_CHOICE = /\/src\/components\/(checkout\/methods\/(methods|choice|catalog|wallets|methods\.styles)\.tsx?|ui\/radio-group~checkout\.ts)$/;
/**
 * The payment pipeline (payer, purchase probe, the fee's lock across tabs), loaded when the viewer
 * starts to pay, one chunk with what only it uses.
 */
const PIPELINE = /\/src\/(components\/checkout\/(pay-pipeline|payer|probe|shared-fee)|stores\/pay-lock)\.ts$/;

/**
 * The form field and the view focus: every element whose first view has a form loads both (the
 * account's lists have fields but no view change to follow), so they are one file, not two compressed apart.
 */
const FIELDS = /\/src\/components\/ui\/(field|view-focus)\.tsx?$/;

/**
 * The merchant's register fields (their list and their inputs) with the login texts: the sign-up
 * form and the account's details both show them; one file, so that the login's platform part,
 * which asks for the list, never brings the account's chunk.
 */
const REGISTER_FIELDS = /\/src\/(components\/login\/register-field(s|-list)|i18n\/login)\.tsx?$/;
/**
 * The login's platform part (src/components/login/with-platform.tsx) with its calls, the session
 * store's sign-in, sign-up and sign-out actions, and social sign-in's state and return check: one
 * file, loaded after the form's first paint.
 */
const LOGIN_PLATFORM = /\/src\/(components\/login\/(with-platform|auth)|stores\/(social-return|session-actions))\.tsx?$/;

/**
 * Each tag's definition as a chunk of its own in the script-tag build (the loader imports it when the
 * tag first appears). An element that shows at once gets its component in the same chunk.
 */
export function elementChunks() {
  return {
    name: 'element-chunks',
    buildStart() {
      // (the configuration comes with the runtime, which is named so)
      for (const d of elementDefinitions(here('./elements'))) this.emitFile({ type: 'chunk', id: here(`./${d.file}`), name: d.deferred ? d.tag : d.name === 'config' ? 'runtime' : d.name, preserveSignature: false });
    },
  };
}

/**
 * Small modules that several elements use, copied into each element's chunk: as one module, rollup
 * would make it a chunk of its own, one more file (compressed on its own, named in the loader's
 * table) on every page of those elements, for a few hundred bytes. Each folder under
 * src/components/ that imports it (or file under elements/ or src/stores/) gets its own copy
 * (`load~<folder>.ts`, read from the one source file), which the chunk plan puts with that folder's
 * element. Today: the loading, error and retry hook (src/components/ui/load.ts) and the storage key
 * of a purchase left for the bank (src/internal/storage-keys.ts: a line the checkout's definition
 * and the pending purchase share, a file of its own on the checkout's page otherwise), and the radio
 * group's arrow keys (src/components/ui/radio-group.ts: the pricing toggle, the checkout's method
 * choice, the donation's amounts and the account's tabs; 137 B compressed on its own, on the
 * pricing's and the checkout's pages).
 */
const COPIED = /\/src\/(components\/ui\/(load|radio-group)|internal\/storage-keys)\.ts$/;
const COPY = /~([a-z0-9-]+)\.ts$/;
export function copiedModules() {
  const norm = (id) => id.split('\\').join('/');
  return {
    name: 'copied-modules',
    async resolveId(source, importer, options) {
      if (!importer || !/(^|\/)(load|storage-keys|radio-group)(\.ts)?$/.test(source)) return null;
      const from = norm(importer);
      const owner = (/\/src\/components\/([^/]+)\//.exec(from) ?? /\/(?:elements|src\/stores)\/([a-z-]+)\.tsx?$/.exec(from))?.[1];
      if (!owner || owner === 'ui') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !COPIED.test(norm(resolved.id))) return null;
      return resolved.id.replace(/\.ts$/, `~${owner}.ts`);
    },
    load(id) {
      const file = id.replace(COPY, '.ts');
      if (file === id || !COPIED.test(norm(file))) return null;
      this.addWatchFile(file);
      return readFileSync(file, 'utf8');
    },
  };
}

/** Modules every element needs for its first view, besides those all elements share anyway: the renderer and the element runtime. */
const RUNTIME = /\/node_modules\/(preact|@r2wc|nanostores|@nanostores)\/|\/elements\/(define|auto-mount|progress|registry)\.ts$|\/src\/i18n\/(core|index|overrides)\.ts$|\/src\/internal\/(styles|emit|server-view|page-elements|chunk-import)\.ts$|\/src\/components\/ui\/(base\.styles|host|spinner)\.tsx?$|\/src\/i18n\/common\.ts$|\/src\/version\.ts$|\/src\/stores\/(purchase|toast-lifetime)\.ts$/;

/**
 * The chunk plan of the script-tag build, from the pages merchants build: each tag's first view (its
 * definition, its component and what they import statically; a deferred tag's component counts as a
 * view of its own) decides where a module goes:
 * - `runtime`: the renderer, what every element's first view needs, and `<paywall-config>` with the
 *   configuration store (every page declares one);
 * - `platform`: what the read-only first elements, the locked gate and the pricing table, both need
 *   beyond that (the client's reading half, the session as read from storage, items, access,
 *   branding, prices): one chunk for every page that shows a price;
 * - the tag's own chunk: what only that tag's first view needs;
 * - anything else (code shared by some elements, code loaded when the viewer acts): rollup's own
 *   grouping by the entries that need it.
 * The card payment path, the method choice and the payment pipeline keep their chunks (`checkout`,
 * `methods`, `pay-pipeline`).
 */
export function chunkPlanner(definitions = elementDefinitions(here('./elements'))) {
  let plan = null;
  const norm = (id) => id.split('\\').join('/');
  const build = (getModuleInfo, getModuleIds) => {
    const ids = [...getModuleIds()];
    const byPath = (rel) => ids.find((id) => norm(id).replace(/\.(tsx?|jsx?)$/, '').endsWith('/' + rel.replace(/\.(tsx?|jsx?)$/, '')));
    const closure = (start) => {
      const seen = new Set();
      const queue = start.filter(Boolean);
      while (queue.length) {
        const id = queue.pop();
        if (seen.has(id)) continue;
        seen.add(id);
        for (const next of getModuleInfo(id)?.importedIds ?? []) queue.push(next);
      }
      return seen;
    };
    const views = new Map();
    for (const d of definitions) {
      const def = byPath(d.file);
      const component = d.component && byPath(d.component);
      if (d.deferred) {
        views.set(d.tag, closure([def]));
        if (component) views.set(d.name, closure([component]));
      } else views.set(d.name, closure([def, component, ...(FIRST_VIEW_MODULES[d.tag] ?? []).map(byPath)]));
    }
    plan = new Map();
    const put = (id, name) => { if (!plan.has(id)) plan.set(id, name); };
    for (const id of ids) if (RUNTIME.test(norm(id))) put(id, 'runtime');
    const showing = [...views].filter(([name]) => !name.startsWith('paywall-') && name !== 'config').map(([, v]) => v);
    for (const id of showing[0] ?? []) if (showing.every((v) => v.has(id))) put(id, 'runtime');
    // every page declares its configuration: it comes with the runtime
    for (const id of views.get('config') ?? []) put(id, 'runtime');
    // a module an element that never sends a request needs (the countdown's storage) goes with the
    // runtime: in the platform chunk, that element would load the whole client for it
    const http = byPath('src/client/http.ts');
    const light = [...views.values()].filter((v) => !v.has(http));
    for (const id of views.get('gate') ?? []) if (views.get('pricing')?.has(id) || PLATFORM.test(norm(id))) put(id, light.some((v) => v.has(id)) ? 'runtime' : 'platform');
    const owners = new Map();
    for (const [name, v] of views) for (const id of v) (owners.get(id) ?? owners.set(id, []).get(id)).push(name);
    // a lazy view another element loads (the login's signed-in view, the account's payment section)
    // may need a small part of an element (the account's profile line, the donation's frame page):
    // that part gets a chunk of its own rather than coming with the whole element's chunk. Where it
    // needs much of the element (the gate's sign-in dialog shows the login), it takes the element's
    // chunk as it is: each chunk file costs the loader's table a name and the page a request.
    const size = (id) => getModuleInfo(id)?.code?.length ?? 0;
    const own = new Map();
    for (const [id, names] of owners) if (names.length === 1) own.set(names[0], (own.get(names[0]) ?? 0) + size(id));
    for (const id of ids) {
      const importers = getModuleInfo(id)?.dynamicImporters ?? [];
      if (!importers.length || !norm(id).endsWith('.tsx')) continue;
      const needed = new Map();
      for (const dep of closure([id])) {
        const names = owners.get(dep);
        if (names?.length !== 1 || views.get(names[0]).has(id) || importers.some((i) => views.get(names[0]).has(i))) continue;
        (needed.get(names[0]) ?? needed.set(names[0], []).get(names[0])).push(dep);
      }
      for (const [name, deps] of needed) {
        if (deps.reduce((n, dep) => n + size(dep), 0) * SMALL_PART > own.get(name)) continue;
        for (const dep of deps) owners.get(dep).push(`lazy:${id}`);
      }
    }
    for (const [id, names] of owners) if (names.length === 1) put(id, names[0]);
  };
  return (id, { getModuleInfo, getModuleIds }) => {
    const path = norm(id);
    if (CARD_PATH.test(path)) return 'checkout';
    if (METHOD_CHOICE.test(path)) return 'methods';
    if (PIPELINE.test(path)) return 'pay-pipeline';
    if (FIELDS.test(path)) return 'fields';
    if (REGISTER_FIELDS.test(path)) return 'register-fields';
    if (LOGIN_PLATFORM.test(path)) return 'with-platform';
    if (!plan) build(getModuleInfo, getModuleIds);
    return plan.get(id);
  };
}

/**
 * Modules of the platform chunk besides what the locked gate and the pricing table both need: the
 * access store, which the gate needs at once and the pricing table and the checkout for a signed-in
 * viewer (apart, it would be one more file on the gate's page, compressed on its own).
 */
const PLATFORM = /\/src\/stores\/access\.ts$/;

/** A lazy view that needs less than 1/SMALL_PART of another element's own code gets that part apart (chunkPlanner). */
const SMALL_PART = 5;

/** Lazy modules an element renders at once, planned with its first view (also scripts/loader-table.mjs). */
const FIRST_VIEW_MODULES = { 'paywall-account': ['src/components/account/sections/identity.ts'] };

const cdnInput = { 'paywall-elements': 'elements/cdn.ts' };
// the platform client on its own, for script-tag pages that only need the client (size printed by
// the build): a build of its own, so that it shares no chunk with the elements' runtime
const cdnClient = existsSync(here('src/client/index.ts')) ? [{
  input: { client: 'src/client/index.ts' },
  plugins: [...plugins({ min: true }), preloadDynamicImports()],
  onwarn,
  // its chunks sit beside the elements' (content-hashed names); the size manifest is the elements'
  manifest: false,
  output: { dir: 'dist/cdn', format: 'es', sourcemap: 'hidden', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
}] : [];

// server rendering (paywall-elements/ssr): the components on preact with its string renderer, for
// Node; bundled whole so a merchant's server needs neither React nor a DOM
const ssrBuild = existsSync(here('src/ssr/index.ts')) ? [{
  input: { ssr: 'src/ssr/index.ts' },
  external: (id) => id.startsWith('node:'),
  plugins: [{
    // a server render never connects to the broker: the MQTT link (about 0.8 MB) stays out
    name: 'no-broker-on-the-server',
    resolveDynamicImport: (specifier, importer) => (specifier === './mqtt' && /notifications[\\/]core\.ts$/.test(importer ?? '') ? false : null),
  }, ...plugins({ preact: true }), translationFiles()],
  onwarn,
  output: { dir: 'dist/ssr', format: 'es', sourcemap: true, entryFileNames: 'index.js', chunkFileNames: 'chunks/[name]-[hash].js' },
}] : [];

/**
 * Hash length of the script-tag build's chunk names: every name is in the loader's table on every
 * page and in each import of the chunk, so each character counts; 7 characters are the fewest rollup
 * accepts for this many files. They are base-36 (digits and lower-case letters, as the minified code
 * around them): gzip codes them in fewer bits than base-64's mixed case, '-' and '_' (about 500 B
 * over the whole suite, 50 to 100 B on each page); 36 bits still tell several hundred files apart
 * (rollup fails the build on a clash rather than overwrite a file).
 */
const HASH = 7;
/**
 * Every chunk of the script-tag build but the public entry is named by its hash alone: a name
 * would be written in the loader's table on every page and in each import of the chunk (the tags'
 * chunks and the runtime's, imported by almost every chunk: about 1 kB over the whole suite and
 * 100 to 200 B on each page). The manifest keeps each chunk's name and modules.
 */
const chunkName = `chunks/[hash:${HASH}].js`;

const definitions = elementDefinitions(here('./elements'));

export default [
  ...ssrBuild,
  {
    input: libInput,
    external: libExternal,
    plugins: [...plugins(), translationFiles()],
    onwarn,
    output: { dir: 'dist/esm', format: 'es', sourcemap: true, chunkFileNames: 'chunks/[name]-[hash].js' },
  },
  {
    input: cdnInput,
    plugins: [copiedModules(), ...plugins({ preact: true, min: true, guarded: true }), preloadDynamicImports({ guard: true }), elementChunks(), translationFiles()],
    onwarn,
    output: {
      dir: 'dist/cdn',
      format: 'es',
      // each file's map sits beside it (<file>.map) without the comment that names it: every viewer
      // would download that line with every file, for the few who debug (they add the map in the
      // browser's developer tools or their error tracker)
      sourcemap: 'hidden',
      // the public entry keeps its name; the tags' chunks (entries the loader imports) are chunks
      entryFileNames: (c) => (c.name === 'paywall-elements' ? '[name].js' : chunkName),
      hashCharacters: 'base36',
      chunkFileNames: chunkName,
      // the card payment path stays one chunk, which <paywall-gift> and <paywall-donate> (cards the same
      // way) load too: split among them, the checkout would become several files compressed apart
      manualChunks: chunkPlanner(definitions),
      onlyExplicitManualChunks: true,
    },
  },
  ...cdnClient,
];
