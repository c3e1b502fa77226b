// What a page downloads, computed from the build's chunk manifest (dist/cdn/manifest.json) and the
// files on disk: gzip -9 (zlib level 9) and raw bytes per group. Each file is compressed on its own,
// as a browser downloads it, and a group's size is the sum over its files. Used by `npm run bench`
// and by the size budgets in `npm test` (bench/budgets.node.test.mjs), so both see the same figures.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { attributeChunk, chunkSources, topOwners } from './attribution.mjs';

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

/** Tag -> component module path (without extension) declared in elements/paywall-*.ts. */
export function declaredElements(root) {
  const dir = join(root, 'elements');
  const out = new Map();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).filter((n) => /^paywall-.*\.tsx?$/.test(n) && !/\.test\./.test(n))) {
    const text = readFileSync(join(dir, name), 'utf8');
    const tag = (text.match(/tag:\s*['"](paywall-[a-z0-9-]+)['"]/) || [])[1];
    const load = (text.match(/import\(\s*['"](\.\.\/src\/[^'"]+)['"]\s*\)/) || [])[1];
    if (tag) out.set(tag, load ? load.replace(/^\.\.\//, '').replace(/\.(tsx?|jsx?)$/, '') : null);
  }
  return out;
}

const stripExt = (p) => (p || '').replace(/\.(tsx?|jsx?|mjs)$/, '');
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

/** An HTML page of a folder and the local files it references (`src` / `href`), relative to the folder. */
export function pageFiles(dir, page) {
  const path = join(dir, page);
  if (!existsSync(path)) return [];
  const refs = [...readFileSync(path, 'utf8').matchAll(/\b(?:src|href)="([^"#?:]+)"/g)].map((m) => m[1].replace(/^\.\//, ''));
  return [page, ...new Set(refs.filter((f) => existsSync(join(dir, f))))];
}

/**
 * Client resource groups (lazy chunks of their own) an element calls as soon as it shows: the
 * checkout, the gift and the donation ask for the payment methods when they open.
 */
export const ELEMENT_CLIENT_GROUPS = {
  'paywall-checkout': ['payments'],
  'paywall-gift': ['payments'],
  'paywall-donate': ['payments'],
};

/**
 * Lazy chunks an element loads as soon as it shows, by the module they are built from:
 * `<paywall-account>` renders its first section at once (`details` unless the page names another;
 * password and profiles come in the same chunk), so that chunk counts with the element. Its other
 * sections load when the viewer opens them and are measured on their own (`sections`).
 */
export const ELEMENT_FIRST_VIEWS = {
  'paywall-account': ['src/components/account/sections/identity.ts'],
};

/**
 * Measures the script-tag build in `dist` (default `<root>/dist`; element declarations are read from
 * `<root>/elements`). Returns groups of `{ files, raw, gz }`:
 * `loader` (entry + its static imports), `iife` (the classic-script stub), `elements[tag]` (the
 * element's lazy chunk + static imports not already in the loader, with the lazy chunks it renders
 * at once), `client` (client chunks outside
 * the loader, notifications excluded), `notifications` (the lazy notification chunk + static imports
 * nothing else needs), `cardFrame` (dist/card-frame), `suite` / `suiteWithoutNotifications` (every
 * chunk reachable from the entry), `sections` (the account's section groups loaded on demand), plus
 * `missing` (what is not built yet, with a reason). `firstViews` names, per tag, the lazy modules an
 * element renders at once (default `ELEMENT_FIRST_VIEWS`).
 */
export function measureBuild(root, { dist = join(root, 'dist'), firstViews = ELEMENT_FIRST_VIEWS } = {}) {
  const cdn = join(dist, 'cdn');
  const mapRoot = dirname(dist); // source maps point from dist/<build>/ back to src/ and node_modules/
  const manifest = loadManifest(cdn);
  const missing = [];
  // the script-tag entry (the build may have other entries, e.g. the client on its own)
  const entry = manifest.chunks.find((c) => c.isEntry && c.module === 'elements/index.ts') ?? manifest.chunks.find((c) => c.isEntry && c.file === 'paywall-elements.js');
  if (!entry) throw new Error('dist/cdn/manifest.json has no paywall-elements entry chunk');
  const loaderFiles = closure(manifest, [entry.file]);
  const result = { loader: { ...group(cdn, loaderFiles, 'loader'), depth: fetchDepth(manifest, entry.file) }, elements: {}, missing };
  // where the measured files are (kept out of JSON output)
  Object.defineProperties(result, { cdn: { value: cdn }, mapRoot: { value: mapRoot } });

  const iife = join(dist, 'iife', 'paywall-elements.iife.js');
  result.iife = existsSync(iife) ? { files: [{ file: '../iife/paywall-elements.iife.js', ...measureFile(iife) }], ...measureFile(iife) } : null;
  if (!result.iife) missing.push({ name: 'classic-script stub', reason: 'dist/iife/paywall-elements.iife.js not built' });

  // elements: the declared tag's lazy chunk, or a dynamic chunk under src/components/<name>/
  const declared = declaredElements(root);
  const dynamicChunks = manifest.chunks.filter((c) => c.isDynamicEntry && c.module);
  const elementClosures = {};
  const tags = [...new Set([...EXPECTED_ELEMENTS, ...declared.keys()])];
  for (const tag of tags) {
    const load = declared.get(tag);
    const folder = tag.replace(/^paywall-/, '');
    const chunk = (load && dynamicChunks.find((c) => stripExt(c.module) === load)) ||
      // a lazily loaded module that other chunks also import statically gets a chunk without a facade
      // (before the folder's other lazy chunks, which load later: the element's own methods, say)
      (load && manifest.chunks.find((c) => c.isDynamicEntry && !c.module && chunkSources(join(cdn, c.file), mapRoot).some((src) => stripExt(src) === load))) ||
      dynamicChunks.find((c) => c.module.startsWith(`src/components/${folder}/`));
    if (!chunk) {
      if (!declared.has(tag)) missing.push({ name: tag, reason: 'not built yet (no elements/' + tag + '.ts)' });
      else if (!load) result.elements[tag] = { files: [], raw: 0, gz: 0, note: 'no lazy chunk: its code is in the loader' };
      else missing.push({ name: tag, reason: `declared, but no chunk for ${load} in the manifest` });
      continue;
    }
    // the client groups the element calls as soon as it shows (their own lazy chunks) count with it
    const groups = (ELEMENT_CLIENT_GROUPS[tag] ?? []).map((g) => dynamicChunks.find((c) => c.module === `src/client/resources/${g}.ts`)).filter(Boolean);
    // and so do the lazy chunks it renders at once (its first view), fetched once its own code runs
    const views = (firstViews[tag] ?? []).map((m) => {
      const view = dynamicChunks.find((c) => stripExt(c.module) === stripExt(m));
      if (!view) throw new Error(`${tag} shows ${m} at once, but the build has no lazy chunk of it (bench/sizes.mjs ELEMENT_FIRST_VIEWS)`);
      return view;
    });
    const own = [...closure(manifest, [chunk.file, ...groups.map((c) => c.file)])].filter((f) => !loaderFiles.has(f));
    const files = [...new Set([...own, ...closure(manifest, views.map((c) => c.file))])].filter((f) => !loaderFiles.has(f));
    elementClosures[tag] = new Set(files);
    const ran = new Set([...loaderFiles, ...own]);
    const depth = fetchDepth(manifest, chunk.file, loaderFiles) + Math.max(0, ...views.map((c) => fetchDepth(manifest, c.file, ran)));
    result.elements[tag] = { ...group(cdn, files, tag), chunk: chunk.file, module: chunk.module, depth };
    if (views.length) result.elements[tag].firstView = views.map((c) => c.file);
  }

  // the notification chunk and everything reachable from the entry
  const notif = manifest.chunks.filter(isNotifications).filter((c) => c.isDynamicEntry);
  const notifFiles = new Set(notif.map((c) => c.file));
  // translations: each language of each message group on its own; a page loads only its language's,
  // so they count in no suite figure (the 'translations' budget checks the largest)
  const translationChunks = manifest.chunks.filter((c) => c.isDynamicEntry && isTranslation(c));
  const translationFiles = new Set(translationChunks.map((c) => c.file));
  result.translations = {};
  for (const c of translationChunks) result.translations[c.module.replace(/^src\/i18n\//, '').replace(/\.ts$/, '')] = group(cdn, [c.file], c.module);
  const allFiles = closure(manifest, [entry.file], { dynamic: true, stop: translationFiles });
  const withoutNotif = closure(manifest, [entry.file], { dynamic: true, stop: new Set([...notifFiles, ...translationFiles]) });
  result.suite = group(cdn, allFiles, 'suite');
  result.suiteWithoutNotifications = group(cdn, withoutNotif, 'suite without notifications');
  if (notif.length) {
    result.notifications = { ...group(cdn, [...allFiles].filter((f) => !withoutNotif.has(f)), 'notifications'), chunk: notif.map((c) => c.file).join(', ') };
  } else {
    result.notifications = null;
    missing.push({ name: 'notification chunk', reason: 'not built yet (no lazy chunk under src/client/notifications/)' });
  }

  // the client: chunks whose facade module is under src/client/ (not notifications), or shared chunks
  // made mostly of src/client/ code; their static imports count too, minus what the loader already has
  // (only chunks a page of elements can load: the build's separate client-only entry is not one; nor the
  // client's own lazy chunks, such as social login or the access-code fingerprint, which load on use)
  const clientRoots = manifest.chunks.filter((c) => !c.isEntry && withoutNotif.has(c.file) && !isNotifications(c) &&
    !(c.isDynamicEntry && c.module && c.module.startsWith('src/client/')) &&
    ((c.module && c.module.startsWith('src/client/')) || (!c.module && clientByMap(mapRoot, cdn, c))));
  if (clientRoots.length) {
    const files = [...closure(manifest, clientRoots.map((c) => c.file))].filter((f) => !loaderFiles.has(f) && !notifFiles.has(f));
    result.client = group(cdn, files, 'client');
  } else {
    result.client = null;
    missing.push({ name: 'client', reason: 'not built yet (no chunk of src/client/ in the script-tag build)' });
  }
  result.clientFiles = result.client ? new Set(result.client.files.map((f) => f.file)) : new Set();

  // composite groups the budgets use
  const union = (...sets) => new Set(sets.flatMap((s) => [...s]));
  result.firstElement = {};
  for (const tag of ['paywall-gate', 'paywall-pricing']) {
    if (elementClosures[tag]) result.firstElement[tag] = group(cdn, union(loaderFiles, result.clientFiles, elementClosures[tag]), `loader + client + ${tag}`);
  }
  // what each element adds beyond the loader, the client and the chunks a page's first element
  // already brought (those <paywall-gate> and <paywall-pricing> both load: config, branding, base
  // styles, spinner): the per-element budgets (`element:<tag>` in bench/budgets.json) check this
  const gateSet = elementClosures['paywall-gate'];
  const pricingSet = elementClosures['paywall-pricing'];
  result.elementBase = gateSet && pricingSet ? new Set([...gateSet].filter((f) => pricingSet.has(f) && !result.clientFiles.has(f))) : new Set();
  result.beyondBase = {};
  for (const [tag, files] of Object.entries(elementClosures)) {
    result.beyondBase[tag] = group(cdn, [...files].filter((f) => !result.clientFiles.has(f) && !result.elementBase.has(f)), `${tag} beyond the shared chunks`);
  }
  Object.defineProperty(result, 'elementBase', { enumerable: false });
  const cardFrameDir = join(dist, 'card-frame');
  // the card page and what it loads; the other pages of the frame's origin (the direct-debit
  // mandate page) load only when their method is chosen, so they are measured on their own
  const frameFiles = pageFiles(cardFrameDir, 'index.html');
  result.cardFrame = frameFiles.length ? group(cardFrameDir, frameFiles, 'card frame') : null;
  const mandateFiles = pageFiles(cardFrameDir, 'mandate.html');
  result.mandateFrame = mandateFiles.length ? group(cardFrameDir, mandateFiles, 'mandate frame') : null;
  if (!result.cardFrame) missing.push({ name: 'card frame', reason: 'not built yet (dist/card-frame is empty or missing)' });
  const donationFiles = pageFiles(cardFrameDir, 'donation.html');
  result.donationFrame = donationFiles.length ? group(cardFrameDir, donationFiles, 'donation frame') : null;

  // the checkout's payment methods, each loaded on demand: what the method choice (loaded when the
  // platform lists more than the card) and each method's form add to a checkout page
  result.methods = {};
  if (elementClosures['paywall-checkout']) {
    const page = union(loaderFiles, result.clientFiles, elementClosures['paywall-checkout']);
    const choice = dynamicChunks.find((c) => c.module === 'src/components/checkout/methods/methods.tsx');
    const choiceFiles = choice ? [...closure(manifest, [choice.file])].filter((f) => !page.has(f)) : [];
    if (choice) result.methods['method choice'] = group(cdn, choiceFiles, 'method choice');
    const loaded = union(page, choiceFiles);
    for (const c of dynamicChunks.filter((x) => /^src\/components\/checkout\/methods\/(ideal|direct-debit|wallet|paypal|free)\.tsx$/.test(x.module))) {
      const name = c.module.replace(/^.*\/(.+)\.tsx$/, '$1');
      result.methods[name] = group(cdn, [...closure(manifest, [c.file])].filter((f) => !loaded.has(f)), name);
    }
  }
  // the checkout's payment pipeline (payer, attempts, payment events, the page's reactions), loaded
  // when the viewer starts to pay: what it adds to a checkout page (the notification chunk it
  // connects with is its own row)
  result.payPipeline = null;
  if (elementClosures['paywall-checkout']) {
    const page = union(loaderFiles, result.clientFiles, elementClosures['paywall-checkout']);
    const notificationFiles = new Set(result.notifications?.files.map((f) => f.file) ?? []);
    const pipeline = manifest.chunks.find((c) => c.isDynamicEntry && (c.module === 'src/components/checkout/pay-pipeline.ts' || (!c.module && c.name === 'pay-pipeline')));
    if (pipeline) result.payPipeline = group(cdn, [...closure(manifest, [pipeline.file])].filter((f) => !page.has(f) && !notificationFiles.has(f)), 'payment pipeline');
    else missing.push({ name: 'payment pipeline', reason: 'no lazy chunk for src/components/checkout/pay-pipeline.ts' });
  }
  // the account's other sections, each group loaded when the viewer opens one of its sections: what
  // a group adds to a page that shows the account with its first section
  result.sections = {};
  if (elementClosures['paywall-account']) {
    const page = union(loaderFiles, result.clientFiles, elementClosures['paywall-account']);
    const first = new Set((firstViews['paywall-account'] ?? []).map(stripExt));
    for (const c of dynamicChunks.filter((x) => /^src\/components\/account\/sections\/[^/]+\.tsx?$/.test(x.module) && !first.has(stripExt(x.module)))) {
      const name = c.module.replace(/^.*\/(.+)\.tsx?$/, '$1');
      result.sections[name] = group(cdn, [...closure(manifest, [c.file])].filter((f) => !page.has(f)), `account sections: ${name}`);
    }
  }
  if (elementClosures['paywall-checkout'] && result.cardFrame) {
    const page = group(cdn, union(loaderFiles, result.clientFiles, elementClosures['paywall-checkout']), 'checkout path');
    result.checkoutPath = {
      files: [...page.files, ...result.cardFrame.files.map((f) => ({ ...f, file: '../card-frame/' + f.file }))],
      raw: page.raw + result.cardFrame.raw,
      gz: page.gz + result.cardFrame.gz,
    };
  } else result.checkoutPath = null;
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
    default: return elementBudgetTag(id) ? result.beyondBase?.[elementBudgetTag(id)] ?? null : null;
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
