// The size arithmetic behind the budgets and the bench, on a small made-up build: which files each
// group counts, that shared chunks are counted once, that lazy notification code stays out of the
// suite figure, that missing elements are named, and that an exceeded budget reads as it should.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureBuild, evaluateBudgets, budgetMessage, closure, loadManifest, fetchDepth } from './sizes.mjs';
import { attributeChunk, topOwners } from './attribution.mjs';

let root;
const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const body = (name, n) => `/*${name}*/` + `export const ${name.replace(/\W/g, '_')}=${JSON.stringify('x'.repeat(n))};\n`;
const FILES = {
  'paywall-elements.js': body('entry', 50),
  'chunks/runtime.js': body('runtime', 400),
  'chunks/platform.js': body('platform', 250),
  'chunks/gate.js': body('gate', 300),
  'chunks/pricing.js': body('pricing', 280),
  'chunks/fees.js': body('fees', 90),
  'chunks/dialogs-tag.js': body('dialogsTag', 30),
  'chunks/dialogs.js': body('dialogs', 120),
  'chunks/login.js': body('login', 200),
  'chunks/notify.js': body('notify', 900),
  'chunks/notify-only.js': body('notifyOnly', 120),
  'i18n/nl/common.js': body('nl', 60),
};
const STUB = body('stub', 70);
const chunk = (file, extra) => ({ file, name: file, isEntry: false, isDynamicEntry: false, module: null, imports: [], dynamicImports: [], modules: [], ...extra });

before(() => {
  root = mkdtempSync(join(tmpdir(), 'bench-sizes-'));
  const cdn = join(root, 'dist', 'cdn');
  mkdirSync(join(cdn, 'chunks'), { recursive: true });
  mkdirSync(join(cdn, 'i18n', 'nl'), { recursive: true });
  mkdirSync(join(root, 'dist', 'iife'));
  writeFileSync(join(root, 'dist', 'iife', 'paywall-elements.iife.js'), STUB);
  for (const [file, text] of Object.entries(FILES)) writeFileSync(join(cdn, file), text);
  // the platform chunk is mostly the client's code (read from its source map)
  writeFileSync(join(cdn, 'chunks', 'platform.js.map'), JSON.stringify({ version: 3, sources: ['../../../src/client/http.ts', '../../../node_modules/ofetch/dist/index.mjs'], mappings: 'AAAA,8BCAA' }));
  writeFileSync(join(cdn, 'manifest.json'), JSON.stringify({ chunks: [
    chunk('paywall-elements.js', { isEntry: true, module: 'elements/cdn.ts', imports: ['chunks/runtime.js'], modules: ['elements/cdn.ts'] }),
    chunk('chunks/runtime.js', { isEntry: true, modules: ['elements/define.ts', 'elements/paywall-config.ts', 'src/stores/config.ts'] }),
    chunk('chunks/platform.js', { imports: ['chunks/runtime.js'], dynamicImports: ['chunks/notify.js'], modules: ['src/client/http.ts', 'src/stores/session.ts'] }),
    chunk('chunks/gate.js', { isEntry: true, imports: ['chunks/runtime.js', 'chunks/platform.js', 'chunks/fees.js'], modules: ['elements/paywall-gate.ts', 'src/components/gate/gate.tsx'] }),
    chunk('chunks/pricing.js', { isEntry: true, imports: ['chunks/runtime.js', 'chunks/platform.js', 'chunks/fees.js'], modules: ['elements/paywall-pricing.ts', 'src/components/pricing/pricing.tsx'] }),
    chunk('chunks/fees.js', { imports: ['chunks/platform.js'], modules: ['src/components/pricing/fees.ts'] }),
    chunk('chunks/dialogs-tag.js', { isEntry: true, imports: ['chunks/runtime.js'], dynamicImports: ['chunks/dialogs.js'], modules: ['elements/paywall-dialogs.ts'] }),
    chunk('chunks/dialogs.js', { isDynamicEntry: true, module: 'src/components/dialogs/dialogs.tsx', imports: ['chunks/runtime.js'], modules: ['src/components/dialogs/dialogs.tsx'] }),
    chunk('chunks/login.js', { isEntry: true, imports: ['chunks/runtime.js', 'chunks/platform.js'], modules: ['elements/paywall-login.ts', 'src/components/login/login.tsx'] }),
    chunk('chunks/notify.js', { isDynamicEntry: true, module: 'src/client/notifications/core.ts', imports: ['chunks/notify-only.js', 'chunks/platform.js'], modules: ['src/client/notifications/core.ts'] }),
    chunk('chunks/notify-only.js', { modules: ['src/client/notifications/mqtt.ts'] }),
    chunk('i18n/nl/common.js', { isEntry: true, module: 'src/i18n/common/nl.ts', modules: ['src/i18n/common/nl.ts'] }),
  ] }));
  mkdirSync(join(root, 'elements'));
  const el = (tag, component, extra = '') => writeFileSync(join(root, 'elements', `${tag}.ts`), `defineElement({ tag: '${tag}', load: () => import('../src/components/${component}')${extra} });`);
  writeFileSync(join(root, 'elements', 'paywall-config.ts'), "const TAG = 'paywall-config'; import('../src/stores/config');");
  el('paywall-gate', 'gate/gate');
  el('paywall-pricing', 'pricing/pricing');
  el('paywall-login', 'login/login');
  el('paywall-dialogs', 'dialogs/dialogs', ', deferred: { ready: () => false }');
});
after(() => rmSync(root, { recursive: true, force: true }));

const sum = (...files) => files.reduce((s, f) => s + gz(FILES[f]), 0);
const names = (group) => group.files.map((f) => f.file).sort();

test('closure follows static imports, and dynamic ones only when asked', () => {
  const m = loadManifest(join(root, 'dist', 'cdn'));
  assert.deepEqual([...closure(m, ['chunks/gate.js'])].sort(), ['chunks/fees.js', 'chunks/gate.js', 'chunks/platform.js', 'chunks/runtime.js']);
  assert.ok(closure(m, ['chunks/gate.js'], { dynamic: true }).has('chunks/notify-only.js'));
  assert.ok(!closure(m, ['chunks/gate.js'], { dynamic: true, stop: new Set(['chunks/notify.js']) }).has('chunks/notify-only.js'));
});

test('fetch depth counts levels of the import graph, not paths through it', () => {
  const m = loadManifest(join(root, 'dist', 'cdn'));
  // gate imports fees and platform directly; fees also imports platform: three levels
  // (gate; runtime, platform and fees together; nothing new after), not the path's four files
  assert.equal(fetchDepth(m, 'chunks/gate.js'), 2);
  assert.equal(fetchDepth(m, 'chunks/gate.js', new Set(['chunks/runtime.js', 'chunks/platform.js', 'chunks/fees.js'])), 1);
  assert.equal(fetchDepth(m, 'chunks/runtime.js', new Set(['chunks/runtime.js'])), 0);
});

test('groups: the loader (stub and module entry), what each tag fetches, the pages, the shared base, notifications, translations, suite', () => {
  const r = measureBuild(root);
  assert.deepEqual(names(r.loader), ['../iife/paywall-elements.iife.js', 'paywall-elements.js']);
  assert.equal(r.loader.gz, gz(STUB) + sum('paywall-elements.js'));
  assert.equal(r.iife.gz, gz(STUB));
  // a tag's row: its chunk and everything it imports, fetched at once
  assert.deepEqual(names(r.elements['paywall-gate']), ['chunks/fees.js', 'chunks/gate.js', 'chunks/platform.js', 'chunks/runtime.js']);
  assert.equal(r.elements['paywall-gate'].depth, 1);
  // a deferred tag's row: its definition, and the component it loads once it shows
  assert.deepEqual(names(r.elements['paywall-dialogs']), ['chunks/dialogs-tag.js', 'chunks/dialogs.js', 'chunks/runtime.js']);
  // pages: the stub and each file of the page's tags once (the gate page's dialogs show nothing yet)
  assert.deepEqual(names(r.pages.gate), ['../iife/paywall-elements.iife.js', 'chunks/dialogs-tag.js', 'chunks/fees.js', 'chunks/gate.js', 'chunks/platform.js', 'chunks/runtime.js']);
  assert.equal(r.pages.gate.gz, gz(STUB) + sum('chunks/dialogs-tag.js', 'chunks/fees.js', 'chunks/gate.js', 'chunks/platform.js', 'chunks/runtime.js'));
  assert.equal(r.firstElement['paywall-pricing'], r.pages.pricing);
  assert.equal(r.pages.signUp.gz, gz(STUB) + sum('chunks/login.js', 'chunks/platform.js', 'chunks/runtime.js'));
  // beyond what the gate and the pricing pages share (runtime, platform, fees)
  assert.deepEqual(names(r.beyondBase['paywall-login']), ['chunks/login.js']);
  assert.deepEqual(names(r.beyondBase['paywall-gate']), ['chunks/gate.js']);
  assert.deepEqual(names(r.client), ['chunks/platform.js'], 'a chunk made mostly of src/client/ is the client');
  assert.deepEqual(names(r.notifications), ['chunks/notify-only.js', 'chunks/notify.js']);
  assert.deepEqual(Object.keys(r.translations), ['common/nl']);
  assert.ok(!r.suite.files.some((f) => f.file.startsWith('i18n/')), 'translations count in no suite figure');
  assert.equal(r.suite.gz, sum(...Object.keys(FILES).filter((f) => !f.startsWith('i18n/'))));
  assert.equal(r.suiteWithoutNotifications.gz, r.suite.gz - r.notifications.gz);
  const missing = r.missing.map((x) => x.name);
  for (const name of ['paywall-checkout', 'card frame']) assert.ok(missing.includes(name), `${name} named as missing`);
  assert.equal(r.checkoutPath, null);
});

test('budgets: pass, fail with the figure and the limit, or not applicable with a reason', () => {
  const r = measureBuild(root);
  const rows = evaluateBudgets(r, [
    { id: 'loader', name: 'loader', limit: 10 },
    { id: 'first-element', name: 'first', limit: 1e6 },
    { id: 'checkout-path', name: 'checkout path', limit: 1e6 },
    { id: 'notifications', name: 'notification chunk', limit: 1e6 },
  ]);
  assert.equal(rows[0].status, 'fail');
  assert.equal(budgetMessage(rows[0]), `loader: ${r.loader.gz} B gzip exceeds the budget of 10 B`);
  assert.equal(rows[1].status, 'pass');
  assert.match(rows[1].detail, /largest: paywall-gate/);
  assert.equal(rows[2].status, 'n/a');
  assert.match(rows[2].reason, /paywall-checkout, card frame not built yet/);
  assert.equal(rows[3].status, 'pass');
});

test('a ceiling ratchets a missed budget: within it passes as a miss, past it fails, a met target must drop it', () => {
  const r = measureBuild(root);
  const g = r.loader.gz;
  const [within, past, met, plain] = evaluateBudgets(r, [
    { id: 'loader', name: 'loader', limit: g - 100, ceiling: g + 50 },
    { id: 'loader', name: 'loader', limit: g - 100, ceiling: g - 1 },
    { id: 'loader', name: 'loader', limit: g, ceiling: g + 50 },
    { id: 'loader', name: 'loader', limit: g },
  ]);
  assert.equal(within.status, 'miss');
  assert.equal(budgetMessage(within), `misses the target of ${g - 100} B by 100 B (ceiling ${g + 50} B)`);
  assert.equal(past.status, 'fail');
  assert.equal(budgetMessage(past), `loader: ${g} B gzip exceeds the ceiling of ${g - 1} B (the budget is ${g - 100} B)`);
  assert.equal(met.status, 'fail');
  assert.match(budgetMessage(met), /meets the budget of \d+ B: remove its ceiling/);
  assert.equal(plain.status, 'pass', 'a figure equal to the limit meets it');
});

test('source maps share out a chunk between its modules and packages', () => {
  const parts = attributeChunk(join(root, 'dist', 'cdn', 'chunks', 'platform.js'), root);
  const text = FILES['chunks/platform.js'];
  // 'AAAA,8BCAA': column 0 -> src/client/http.ts, column 30 -> ofetch, to the end of the line
  assert.deepEqual(parts.find((p) => p.source === 'src/client/http.ts').bytes, 30);
  assert.deepEqual(parts.find((p) => p.source === 'ofetch').bytes, text.split('\n')[0].length - 30);
  const owners = topOwners(join(root, 'dist', 'cdn'), { files: [{ file: 'chunks/platform.js', raw: text.length, gz: gz(text) }] }, root);
  assert.deepEqual(owners.map((o) => o.owner).sort(), ['ofetch', 'src/client']);
  assert.ok(Math.abs(owners.reduce((s, o) => s + o.gz, 0) - gz(text)) < 1e-6, 'shares add up to the chunk');
});

test('an element\'s first view counts with it; the account\'s other section chunks are measured beyond it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sizes-account-'));
  try {
    const cdn = join(dir, 'dist', 'cdn');
    mkdirSync(join(cdn, 'chunks'), { recursive: true });
    const files = {
      'paywall-elements.js': body('entry', 50),
      'chunks/runtime.js': body('runtime', 400),
      'chunks/account.js': body('account', 300),
      'chunks/identity.js': body('identity', 200),
      'chunks/library.js': body('library', 250),
      'chunks/field.js': body('field', 80),
      'chunks/accounts.js': body('accounts', 120),
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(cdn, file), text);
    const sections = 'src/components/account/sections/';
    writeFileSync(join(cdn, 'manifest.json'), JSON.stringify({ chunks: [
      chunk('paywall-elements.js', { isEntry: true, module: 'elements/cdn.ts', imports: ['chunks/runtime.js'] }),
      chunk('chunks/runtime.js', { modules: ['elements/define.ts'] }),
      chunk('chunks/account.js', { isEntry: true, imports: ['chunks/runtime.js'], dynamicImports: ['chunks/identity.js', 'chunks/library.js'], modules: ['elements/paywall-account.ts', 'src/components/account/account.tsx'] }),
      chunk('chunks/identity.js', { isDynamicEntry: true, module: `${sections}identity.ts`, imports: ['chunks/account.js', 'chunks/field.js'], modules: [`${sections}identity.ts`] }),
      chunk('chunks/library.js', { isDynamicEntry: true, module: `${sections}library.ts`, imports: ['chunks/account.js', 'chunks/field.js'], modules: [`${sections}library.ts`] }),
      chunk('chunks/field.js', { modules: ['src/components/ui/field.tsx'] }),
      chunk('chunks/accounts.js', { isDynamicEntry: true, module: 'src/client/resources/accounts.ts', modules: ['src/client/resources/accounts.ts'] }),
    ] }));
    mkdirSync(join(dir, 'elements'));
    writeFileSync(join(dir, 'elements', 'paywall-account.ts'), "defineElement({ tag: 'paywall-account', load: () => import('../src/components/account/account') });");

    const r = measureBuild(dir);
    // the loader starts the account, its first section (details and password) and the client's
    // account calls together
    assert.deepEqual(names(r.elements['paywall-account']), ['chunks/account.js', 'chunks/accounts.js', 'chunks/field.js', 'chunks/identity.js', 'chunks/runtime.js']);
    assert.equal(r.elements['paywall-account'].depth, 1);
    assert.deepEqual(Object.keys(r.sections), ['library']);
    assert.deepEqual(names(r.sections.library), ['chunks/library.js'], 'what the first view already loaded is not counted again');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
