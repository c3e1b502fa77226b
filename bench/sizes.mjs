// What a page downloads, computed from the build's chunk manifest (dist/cdn/manifest.json) and the
// files on disk: gzip -9 (zlib level 9) and raw bytes per group. Each file is compressed on its own,
// as a browser downloads it, and a group's size is the sum over its files. Used by `npm run bench`
// and by the size budgets in `npm test` (bench/budgets.node.test.mjs), so both see the same figures.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { attributeChunk, topOwners } from './attribution.mjs';
import { chunkOfModule, elementDefinitions, loaderTable } from '../scripts/loader-table.mjs';

/** Elements the suite is expected to ship, so a missing one is named instead of silently skipped. */
export const EXPECTED_ELEMENTS = [
  'paywall-login', 'paywall-gate', 'paywall-pricing', 'paywall-checkout',
  'paywall-payment-check', 'paywall-dialogs', 'paywall-toasts', 'paywall-gift', 'paywall-donate',
  'paywall-member-rewards', 'paywall-nft-gallery',
  'paywall-cart-button', 'paywall-search', 'paywall-channel', 'paywall-countdown',
  'paywall-headlines', 'paywall-section-links', 'paywall-slider', 'paywall-rail', 'paywall-capture',
];

/** Raw and gzip -9 byte counts of a buffer. */
export function measureBuffer(buffer) {
  return { raw: buffer.length, gz: gzipSync(buffer, { level: 9 }).length };
}

/** Raw and gzip -9 byte counts of a file. */
export function measureFile(path) {
  return measureBuffer(readFileSync(path));
}

/** Reads `<dir>/manifest.json`; returns `{ chunks, byFile }` or throws naming what is missing. */
export function loadManifest(dir) {
  const path = join(dir, 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} not found: run npm run build first`);
  const { chunks, preloadsImports = false } = JSON.parse(readFileSync(path, 'utf8'));
  return { chunks, preloadsImports, byFile: new Map(chunks.map((c) => [c.file, c])) };
}

/**
 * Every chunk reachable from `start` (file names): static imports always, dynamic imports when
 * `dynamic` is true. `stop` lists files never entered (their own imports are not followed).
 */
export function closure(manifest, start, { dynamic = false, stop = new Set() } = {}) {
  const seen = new Set();
  const queue = [...start].filter((f) => !stop.has(f));
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = manifest.byFile.get(file);
    if (!chunk) throw new Error(`manifest names ${file} but it is not in the chunk list`);
    for (const next of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) if (!seen.has(next) && !stop.has(next)) queue.push(next);
  }
  return seen;
}

/**
 * How many fetches must follow one another before `file` can run: a module's static imports are
 * only discovered once it has arrived, so each file is fetched at the level where it is first
 * seen (breadth first), and the deepest level counts. Files in `loaded` are already there. When
 * the build preloads (`manifest.preloadsImports`), a lazily imported chunk's direct imports start
 * together with it.
 */
export function fetchDepth(manifest, file, loaded = new Set()) {
  if (loaded.has(file)) return 0;
  const first = [file];
  const chunk = manifest.byFile.get(file);
  if (manifest.preloadsImports && chunk?.isDynamicEntry) first.push(...chunk.imports.filter((f) => !loaded.has(f) && f !== file));
  const seen = new Set(first);
  let level = first;
  let depth = 0;
  while (level.length) {
    depth++;
    const next = [];
    for (const f of level) {
      for (const imp of manifest.byFile.get(f)?.imports ?? []) {
        if (!seen.has(imp) && !loaded.has(imp)) {
          seen.add(imp);
          next.push(imp);
        }
      }
    }
    level = next;
  }
  return depth;
}

const isNotifications = (c) => /^src\/client\/notifications\//.test(c.module || '');
// a language of a message group (src/i18n/<group>/<language>.ts): loaded only on pages in that language
const isTranslation = (c) => /^src\/i18n\/[^/]+\/[a-z]{2,3}\.ts$/.test(c.module || '');

/** Sums files of a build folder into one measured group. */
function group(dir, files, label) {
  const list = [...files].sort();
  const perFile = list.map((file) => {
    const path = join(dir, file);
    if (!existsSync(path)) throw new Error(`${label}: ${path} is listed in the manifest but missing (is a build running?)`);
    return { file, ...measureFile(path) };
  });
  return {
    files: perFile,
    raw: perFile.reduce((s, f) => s + f.raw, 0),
    gz: perFile.reduce((s, f) => s + f.gz, 0),
  };
}

/**
 * An HTML page of a folder and the local files its markup references (`src` / `href`), relative to
 * the folder. Inline scripts are left out: a file one of them loads later (the card page's fields'
 * code, when the viewer reaches a field) is not part of the page as it opens; bench/fetches.e2e.test.mjs
 * checks in Chromium that the page fetches nothing more.
 */
export function pageFiles(dir, page) {
  const path = join(dir, page);
  if (!existsSync(path)) return [];
  const refs = [...readFileSync(path, 'utf8').replace(/<script>[\s\S]*?<\/script>/g, '').matchAll(/\b(?:src|href)="([^"#?:]+)"/g)].map((m) => m[1].replace(/^\.\//, ''));
  return [page, ...new Set(refs.filter((f) => existsSync(join(dir, f))))];
}

/**
 * The pages the size rows add up, as merchants build them (bench/pages.mjs serves the same):
 * the tags on each (`paywall-checkout` shows inline, with its selector's files) and what else the
 * page fetches before it is usable (the card page of the checkout's frame).
 */
export const PAGES = {
  gate: { label: 'only `<paywall-gate>` (with `<paywall-dialogs>`), signed out', tags: ['paywall-config', 'paywall-gate', 'paywall-dialogs'] },
  pricing: { label: 'only `<paywall-pricing>`', tags: ['paywall-config', 'paywall-pricing'] },
  signUp: { label: 'only `<paywall-login mode="sign-up">`', tags: ['paywall-config', 'paywall-login'] },
  checkout: { label: '`<paywall-checkout>` inline, signed in, until its card frame is ready (the method choice and the card page included)', tags: ['paywall-config', 'paywall-checkout'], eager: true, cardFrame: true },
};

/**
 * Measures the script-tag build in `dist` (default `<root>/dist`; element declarations are read from
 * `<root>/elements`). Each file is counted as the browser downloads it; groups are `{ files, raw,
 * gz }` with `files` relative to dist/cdn (`../iife/…`, `../card-frame/…` outside it):
 * - `iife`: the classic stub, which carries the loader's table and watches the page for tags;
 *   `moduleEntry`: the script-tag module (its API); `moduleLoader`: the stub's module twin, which
 *   the module entry imports on a page without the stub; `loader`: the stub and the module entry,
 *   as the issue counts the loader (`depth`: the module entry, then its loader);
 * - `elements[tag]`: what the tag's first appearance fetches, all at once (`depth` 1): its chunk,
 *   everything it imports and the lazy chunks it shows at once (the runtime and shared chunks
 *   included, so the rows overlap); a deferred tag (modal checkout, dialogs, toasts) with the files
 *   its component adds when it shows at once (an inline checkout);
 * - `pages[name]`: the stub and every file of the page's tags (`PAGES`), each file once, with the
 *   checkout's card page; `firstElement` (gate, pricing) and `checkoutPath` are two of them;
 * - `beyondBase[tag]`: the element's files beyond those the gate page and the pricing page share
 *   (the runtime, the platform chunk), which the per-element budgets check;
 * - `methods`, `payPipeline`, `sections`: what loads on demand beyond the checkout or the account;
 *   `notifications`, `translations` (each file on its own), `client` (chunks mostly of
 *   src/client/), `suite` / `suiteWithoutNotifications` (every chunk a page can load, translations
 *   left out), `cardFrame`, `cardFields` (the card page's
 *   fields' code, loaded when the viewer reaches a field), `mandateFrame`, `donationFrame`, and `missing` (what is not built, and why).
 */
export function measureBuild(root, { dist = join(root, 'dist') } = {}) {
  const cdn = join(dist, 'cdn');
  const mapRoot = dirname(dist); // source maps point from dist/<build>/ back to src/ and node_modules/
  const manifest = loadManifest(cdn);
  const missing = [];
  const entry = manifest.chunks.find((c) => c.isEntry && c.file === 'paywall-elements.js');
  if (!entry) throw new Error('dist/cdn/manifest.json has no paywall-elements.js entry chunk');
  const definitions = elementDefinitions(join(root, 'elements'));
  const { byTag } = loaderTable(manifest, definitions);
  const result = { elements: {}, pages: {}, missing };
  // where the measured files are (kept out of JSON output)
  Object.defineProperties(result, { cdn: { value: cdn }, mapRoot: { value: mapRoot } });

  const iifePath = join(dist, 'iife', 'paywall-elements.iife.js');
  const stub = existsSync(iifePath) ? { file: '../iife/paywall-elements.iife.js', ...measureFile(iifePath) } : null;
  result.iife = stub ? { files: [stub], raw: stub.raw, gz: stub.gz } : null;
  if (!stub) missing.push({ name: 'classic-script stub', reason: 'dist/iife/paywall-elements.iife.js not built' });
  result.moduleEntry = group(cdn, [entry.file], 'module entry');
  // the stub's module twin, which the module entry imports on a page without the classic stub
  result.moduleLoader = existsSync(join(cdn, 'loader.js')) ? group(cdn, ['loader.js'], 'module loader') : null;
  const both = [...(stub ? [stub] : []), ...result.moduleEntry.files];
  result.loader = { files: both, raw: both.reduce((n, f) => n + f.raw, 0), gz: both.reduce((n, f) => n + f.gz, 0), depth: 2 };

  // elements: what the loader fetches when the tag appears
  const tags = [...new Set([...EXPECTED_ELEMENTS, ...definitions.map((d) => d.tag)])];
  const sets = {};
  for (const tag of tags) {
    const t = byTag[tag];
    if (!t) {
      missing.push({ name: tag, reason: `not built yet (no elements/${tag}.ts)` });
      continue;
    }
    sets[tag] = new Set([...t.files, ...(t.eager ?? [])]);
    result.elements[tag] = { ...group(cdn, sets[tag], tag), chunk: t.files[0], depth: 1 };
  }

  // the card frame's pages
  const cardFrameDir = join(dist, 'card-frame');
  const framed = (files) => (files.length ? group(cardFrameDir, files, 'card frame') : null);
  const inFrame = (g) => (g ? { ...g, files: g.files.map((f) => ({ ...f, file: '../card-frame/' + f.file })) } : null);
  result.cardFrame = inFrame(framed(pageFiles(cardFrameDir, 'index.html')));
  result.mandateFrame = inFrame(framed(pageFiles(cardFrameDir, 'mandate.html')));
  result.donationFrame = inFrame(framed(pageFiles(cardFrameDir, 'donation.html')));
  // the card page's fields' code: loaded when the viewer first reaches a field (or pays)
  result.cardFields = inFrame(framed(existsSync(join(cardFrameDir, 'card-fields.js')) ? ['card-fields.js'] : []));
  if (!result.cardFrame) missing.push({ name: 'card frame', reason: 'not built yet (dist/card-frame is empty or missing)' });

  // the pages
  const union = (...lists) => new Set(lists.flatMap((l) => [...l]));
  const pageSets = {};
  for (const [name, page] of Object.entries(PAGES)) {
    if (!page.tags.every((t) => byTag[t]) || (page.cardFrame && !result.cardFrame)) continue;
    pageSets[name] = union(...page.tags.map((t) => [...byTag[t].files, ...(page.eager ? byTag[t].eager ?? [] : [])]));
    const g = group(cdn, pageSets[name], name);
    const extra = [...(stub ? [stub] : []), ...(page.cardFrame ? result.cardFrame.files : [])];
    result.pages[name] = { files: [...extra, ...g.files], raw: g.raw + extra.reduce((n, f) => n + f.raw, 0), gz: g.gz + extra.reduce((n, f) => n + f.gz, 0), label: page.label };
  }
  result.firstElement = {};
  if (result.pages.gate) result.firstElement['paywall-gate'] = result.pages.gate;
  if (result.pages.pricing) result.firstElement['paywall-pricing'] = result.pages.pricing;
  result.checkoutPath = result.pages.checkout ?? null;

  // what each element adds beyond the chunks the gate and the pricing pages share
  const base = pageSets.gate && pageSets.pricing ? new Set([...pageSets.gate].filter((f) => pageSets.pricing.has(f))) : new Set();
  result.beyondBase = {};
  for (const [tag, files] of Object.entries(sets)) result.beyondBase[tag] = group(cdn, [...files].filter((f) => !base.has(f)), `${tag} beyond the shared chunks`);

  const dynamicChunks = manifest.chunks.filter((c) => c.isDynamicEntry);
  const holding = (module) => chunkOfModule(manifest, module);
  // the checkout's payment methods, each loaded on demand: the method choice (it comes with an
  // inline checkout, loaded when the platform lists more than the card) and each method's form
  result.methods = {};
  result.payPipeline = null;
  if (sets['paywall-checkout']) {
    const page = pageSets.checkout ?? sets['paywall-checkout'];
    const own = new Set(byTag['paywall-checkout'].files);
    const component = holding('src/components/checkout/checkout.tsx');
    if (component) for (const f of closure(manifest, [component.file])) own.add(f);
    const choice = holding('src/components/checkout/methods/methods.tsx');
    if (choice) result.methods['method choice'] = group(cdn, [...closure(manifest, [choice.file])].filter((f) => !own.has(f)), 'method choice');
    for (const c of dynamicChunks.filter((x) => /^src\/components\/checkout\/methods\/(ideal|direct-debit|wallet|paypal|free)\.tsx$/.test(x.module ?? ''))) {
      const name = c.module.replace(/^.*\/(.+)\.tsx$/, '$1');
      result.methods[name] = group(cdn, [...closure(manifest, [c.file])].filter((f) => !page.has(f)), name);
    }
    const notificationFiles = new Set();
    for (const c of manifest.chunks.filter(isNotifications).filter((x) => x.isDynamicEntry)) for (const f of closure(manifest, [c.file])) if (!page.has(f)) notificationFiles.add(f);
    const pipeline = holding('src/components/checkout/pay-pipeline.ts');
    // the card form loads the texts of a failure (the dialogs group) with the pipeline, and the
    // pipeline's purchase probe the client's payment calls as it starts
    const withPipeline = ['src/i18n/dialogs.ts', 'src/client/resources/payment-calls.ts'].map(holding).filter(Boolean).map((c) => c.file);
    if (pipeline) result.payPipeline = group(cdn, [...closure(manifest, [pipeline.file, ...withPipeline])].filter((f) => !page.has(f) && !notificationFiles.has(f)), 'payment pipeline');
    else missing.push({ name: 'payment pipeline', reason: 'no chunk holds src/components/checkout/pay-pipeline.ts' });
  }
  // the account's other sections, each group loaded when the viewer opens one of its sections
  result.sections = {};
  if (sets['paywall-account']) {
    const page = sets['paywall-account'];
    for (const c of dynamicChunks.filter((x) => /^src\/components\/account\/sections\/[^/]+\.tsx?$/.test(x.module ?? '') && !page.has(x.file))) {
      const name = c.module.replace(/^.*\/(.+)\.tsx?$/, '$1');
      result.sections[name] = group(cdn, [...closure(manifest, [c.file])].filter((f) => !page.has(f)), `account sections: ${name}`);
    }
  }

  // translations: each language of each message group, a file of its own loaded only on pages in
  // that language; they count in no page or suite figure (the 'translations' budget checks the largest)
  const translationChunks = manifest.chunks.filter(isTranslation);
  const translationFiles = new Set(translationChunks.map((c) => c.file));
  result.translations = {};
  for (const c of translationChunks) result.translations[c.module.replace(/^src\/i18n\//, '').replace(/\.ts$/, '')] = group(cdn, [c.file], c.module);

  // every chunk a page can load: the module entry's and every tag's, static and lazy
  const starts = [entry.file, ...Object.values(byTag).flatMap((t) => [...t.files, ...(t.eager ?? [])])];
  const notif = manifest.chunks.filter(isNotifications).filter((c) => c.isDynamicEntry);
  const notifFiles = new Set(notif.map((c) => c.file));
  const allFiles = closure(manifest, starts, { dynamic: true, stop: translationFiles });
  const withoutNotif = closure(manifest, starts, { dynamic: true, stop: new Set([...notifFiles, ...translationFiles]) });
  result.suite = group(cdn, allFiles, 'suite');
  result.suiteWithoutNotifications = group(cdn, withoutNotif, 'suite without notifications');
  if (notif.length) {
    result.notifications = { ...group(cdn, [...allFiles].filter((f) => !withoutNotif.has(f)), 'notifications'), chunk: notif.map((c) => c.file).join(', ') };
  } else {
    result.notifications = null;
    missing.push({ name: 'notification chunk', reason: 'not built yet (no lazy chunk under src/client/notifications/)' });
  }

  // the client: chunks whose own code is mostly src/client/ (its reading half sits in the platform
  // chunk with the stores, and is not counted here), without the notification code and the
  // client's lazy groups, which load on use
  const clientChunks = manifest.chunks.filter((c) => withoutNotif.has(c.file) && c.file !== entry.file && !isNotifications(c) &&
    !(c.isDynamicEntry && (c.module ?? '').startsWith('src/client/')) &&
    ((c.module ?? '').startsWith('src/client/') || (!c.module && clientByMap(mapRoot, cdn, c))));
  result.client = clientChunks.length ? group(cdn, clientChunks.map((c) => c.file), 'client') : null;
  result.clientFiles = new Set((result.client?.files ?? []).map((f) => f.file));
  return result;
}

/** True when most of a chunk's own code (its bytes from src/ and elements/) is src/client/ (read from its source map). */
function clientByMap(root, dir, chunk) {
  const parts = attributeChunk(join(dir, chunk.file), root);
  if (!parts) return false;
  const own = parts.filter((p) => /^(src|elements)\//.test(p.source));
  const total = own.reduce((s, p) => s + p.bytes, 0);
  const client = own.filter((p) => p.source.startsWith('src/client/')).reduce((s, p) => s + p.bytes, 0);
  return total > 0 && client / total > 0.5;
}

/** Formats a byte count with thousands separators. */
export const fmt = (n) => (n == null ? '–' : Math.round(n).toLocaleString('en'));

/** Reads bench/budgets.json. */
export function loadBudgets(root) {
  return JSON.parse(readFileSync(join(root, 'bench', 'budgets.json'), 'utf8')).budgets;
}

/**
 * The figure each budget checks, from a `measureBuild` result: `{ figure, detail }`, or
 * `{ figure: null, reason }` when what the budget names is not built yet.
 */
export function budgetFigure(result, id) {
  const names = (list) => list.map((m) => m.name).join(', ');
  const missingOf = (...wanted) => result.missing.filter((m) => wanted.includes(m.name));
  switch (id) {
    case 'loader':
      return { figure: result.loader.gz, detail: `${result.loader.files.length} files` };
    case 'translations': {
      const rows = Object.entries(result.translations ?? {});
      if (!rows.length) return { figure: null, reason: 'no translation chunks built yet (src/i18n/<group>/<language>.ts)' };
      const [name, worst] = rows.sort((a, b) => b[1].gz - a[1].gz)[0];
      return { figure: worst.gz, detail: `largest of ${rows.length}: ${name}` };
    }
    case 'first-element': {
      const rows = Object.entries(result.firstElement);
      if (!rows.length) return { figure: null, reason: `${names(missingOf('paywall-gate', 'paywall-pricing'))} not built yet` };
      const [tag, worst] = rows.sort((a, b) => b[1].gz - a[1].gz)[0];
      const gaps = missingOf('paywall-gate', 'paywall-pricing', 'client');
      return { figure: worst.gz, detail: `largest: ${tag}` + (gaps.length ? `; not built yet: ${names(gaps)}` : '') };
    }
    case 'checkout-path': {
      if (!result.checkoutPath) return { figure: null, reason: `${names(missingOf('paywall-checkout', 'card frame')) || 'checkout'} not built yet` };
      const gaps = missingOf('client');
      return { figure: result.checkoutPath.gz, detail: gaps.length ? `not built yet: ${names(gaps)}` : '' };
    }
    case 'suite-without-notifications': {
      const gaps = result.missing.filter((m) => m.name !== 'notification chunk' && m.name !== 'card frame');
      return { figure: result.suiteWithoutNotifications.gz, detail: gaps.length ? `not built yet: ${names(gaps)}` : '' };
    }
    case 'notifications':
      if (!result.notifications) return { figure: null, reason: 'the notification chunk is not built yet' };
      return { figure: result.notifications.gz, detail: result.notifications.chunk };
    default: {
      const page = /^page:(\w+)$/.exec(id)?.[1];
      if (page) {
        const g = result.pages?.[page];
        return g ? { figure: g.gz, detail: `${g.files.length} files` } : { figure: null, reason: `the ${page} page's elements are not built yet` };
      }
      const tag = elementBudgetTag(id);
      if (!tag) throw new Error(`unknown budget id ${id}`);
      const g = result.beyondBase?.[tag];
      if (!g) return { figure: null, reason: `${tag} not built yet` };
      return { figure: g.gz, detail: g.files.map((f) => f.file.replace(/^chunks\//, '')).join(', ') };
    }
  }
}

/** The tag of a per-element budget id (`element:paywall-nft-gallery`), or null. */
export function elementBudgetTag(id) {
  return /^element:(paywall-[a-z0-9-]+)$/.exec(id)?.[1] ?? null;
}

/**
 * Every budget with its figure and a status. `limit` is the target; an optional `ceiling` ratchets
 * a budget the code misses today: the figure may not grow past it, and it must go once the target
 * is met. Status: 'pass' (target met, no ceiling), 'miss' (over the target, within the ceiling),
 * 'fail' (over the target with no ceiling, over the ceiling, or a ceiling left on a met target),
 * 'n/a' (what the budget names is not built yet).
 */
export function evaluateBudgets(result, budgets) {
  return budgets.map((b) => {
    const f = budgetFigure(result, b.id);
    let status;
    if (f.figure == null) status = 'n/a';
    else if (f.figure <= b.limit) status = b.ceiling == null ? 'pass' : 'fail';
    else status = b.ceiling != null && f.figure <= b.ceiling ? 'miss' : 'fail';
    return { ...b, ...f, status };
  });
}

/**
 * The message of a budget's row: why it fails ("<name>: <figure> B gzip exceeds the budget of
 * <limit> B", or the ceiling variants), or by how much a ratcheted budget misses its target.
 */
export function budgetMessage(row) {
  const head = `${row.name}: ${row.figure} B gzip`;
  if (row.ceiling == null) return `${head} exceeds the budget of ${row.limit} B`;
  if (row.figure <= row.limit) return `${head} meets the budget of ${row.limit} B: remove its ceiling (${row.ceiling} B) from bench/budgets.json`;
  if (row.figure > row.ceiling) return `${head} exceeds the ceiling of ${row.ceiling} B (the budget is ${row.limit} B)`;
  return `misses the target of ${row.limit} B by ${row.figure - row.limit} B (ceiling ${row.ceiling} B)`;
}

/** The measured group a budget checks (the larger first element for 'first-element'). */
export function budgetGroup(result, id) {
  switch (id) {
    case 'loader': return result.loader;
    case 'first-element': return Object.values(result.firstElement).sort((a, b) => b.gz - a.gz)[0] ?? null;
    case 'checkout-path': return result.checkoutPath;
    case 'suite-without-notifications': return result.suiteWithoutNotifications;
    case 'notifications': return result.notifications;
    case 'translations': return Object.values(result.translations ?? {}).sort((a, b) => b.gz - a.gz)[0] ?? null;
    default: {
      const page = /^page:(\w+)$/.exec(id)?.[1];
      if (page) return result.pages?.[page] ?? null;
      return elementBudgetTag(id) ? result.beyondBase?.[elementBudgetTag(id)] ?? null : null;
    }
  }
}

/** The largest owners (npm package or source folder) of a budget's bytes, from the source maps. */
export function topOwnersOf(result, id, limit = 6) {
  const measured = budgetGroup(result, id);
  return measured ? topOwners(result.cdn, measured, result.mapRoot, limit) : [];
}

/** The largest owners of any measured group of a `measureBuild` result. */
export function ownersOf(result, measured, limit = 6) {
  return measured?.files?.length ? topOwners(result.cdn, measured, result.mapRoot, limit) : [];
}
