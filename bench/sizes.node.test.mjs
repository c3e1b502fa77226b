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
  'chunks/gate.js': body('gate', 300),
  'chunks/login.js': body('login', 200),
  'chunks/client.js': body('client', 250),
  'chunks/notify.js': body('notify', 900),
  'chunks/notify-only.js': body('notifyOnly', 120),
};
const chunk = (file, extra) => ({ file, name: file, isEntry: false, isDynamicEntry: false, module: null, imports: [], dynamicImports: [], ...extra });

before(() => {
  root = mkdtempSync(join(tmpdir(), 'bench-sizes-'));
  const cdn = join(root, 'dist', 'cdn');
  mkdirSync(join(cdn, 'chunks'), { recursive: true });
  for (const [file, text] of Object.entries(FILES)) writeFileSync(join(cdn, file), text);
  // login.js has no facade module (also imported statically by gate): found through its source map
  writeFileSync(join(cdn, 'chunks', 'login.js.map'), JSON.stringify({ version: 3, sources: ['../../../src/components/login/login.tsx'], mappings: 'AAAA' }));
  writeFileSync(join(cdn, 'chunks', 'client.js.map'), JSON.stringify({ version: 3, sources: ['../../../src/client/http.ts', '../../../node_modules/ofetch/dist/index.mjs'], mappings: 'AAAA,8BCAA' }));
  writeFileSync(join(cdn, 'manifest.json'), JSON.stringify({ chunks: [
    chunk('paywall-elements.js', { isEntry: true, module: 'elements/index.ts', imports: ['chunks/runtime.js'] }),
    chunk('chunks/runtime.js', { dynamicImports: ['chunks/gate.js', 'chunks/login.js'] }),
    chunk('chunks/gate.js', { isDynamicEntry: true, module: 'src/components/gate/gate.tsx', imports: ['chunks/runtime.js', 'chunks/login.js', 'chunks/client.js'] }),
    chunk('chunks/login.js', { isDynamicEntry: true, imports: ['chunks/runtime.js', 'chunks/client.js'] }),
    chunk('chunks/client.js', { dynamicImports: ['chunks/notify.js'] }),
    chunk('chunks/notify.js', { isDynamicEntry: true, module: 'src/client/notifications/core.ts', imports: ['chunks/notify-only.js', 'chunks/client.js'] }),
    chunk('chunks/notify-only.js', {}),
  ] }));
  mkdirSync(join(root, 'elements'));
  writeFileSync(join(root, 'elements', 'paywall-gate.ts'), "defineElement({ tag: 'paywall-gate', load: () => import('../src/components/gate/gate') });");
  writeFileSync(join(root, 'elements', 'paywall-login.ts'), "defineElement({ tag: 'paywall-login', load: () => import('../src/components/login/login') });");
});
after(() => rmSync(root, { recursive: true, force: true }));

const sum = (...files) => files.reduce((s, f) => s + gz(FILES[f]), 0);
const names = (group) => group.files.map((f) => f.file).sort();

test('closure follows static imports, and dynamic ones only when asked', () => {
  const m = loadManifest(join(root, 'dist', 'cdn'));
  assert.deepEqual([...closure(m, ['paywall-elements.js'])].sort(), ['chunks/runtime.js', 'paywall-elements.js']);
  assert.equal(closure(m, ['paywall-elements.js'], { dynamic: true }).size, 7);
  assert.ok(!closure(m, ['paywall-elements.js'], { dynamic: true, stop: new Set(['chunks/notify.js']) }).has('chunks/notify-only.js'));
});

test('fetch depth counts levels of the import graph, not paths through it', () => {
  const m = loadManifest(join(root, 'dist', 'cdn'));
  assert.equal(fetchDepth(m, 'paywall-elements.js'), 2);
  // gate imports login and client directly; login also imports client: two levels, though the
  // path gate -> login -> client is three files long
  assert.equal(fetchDepth(m, 'chunks/gate.js'), 2, 'gate, then login + client + runtime together');
  assert.equal(fetchDepth(m, 'chunks/gate.js', new Set(['paywall-elements.js', 'chunks/runtime.js'])), 2);
  assert.equal(fetchDepth(m, 'chunks/runtime.js', new Set(['chunks/runtime.js'])), 0);
  // a build that preloads a lazy chunk's direct imports fetches gate, login and client together
  assert.equal(fetchDepth({ ...m, preloadsImports: true }, 'chunks/gate.js', new Set(['paywall-elements.js', 'chunks/runtime.js'])), 1);
  assert.equal(fetchDepth({ ...m, preloadsImports: true }, 'paywall-elements.js'), 2, 'the entry is not a lazy chunk');
});

test('groups: loader, elements beyond the loader, client, notifications, suite', () => {
  const r = measureBuild(root);
  assert.deepEqual(names(r.loader), ['chunks/runtime.js', 'paywall-elements.js']);
  assert.equal(r.loader.gz, sum('paywall-elements.js', 'chunks/runtime.js'));
  assert.deepEqual(names(r.elements['paywall-gate']), ['chunks/client.js', 'chunks/gate.js', 'chunks/login.js']);
  assert.deepEqual(names(r.elements['paywall-login']), ['chunks/client.js', 'chunks/login.js'], 'lazy chunk without a facade found by its source map');
  assert.deepEqual(names(r.client), ['chunks/client.js'], 'a shared chunk made mostly of src/client/ is the client');
  assert.deepEqual(names(r.notifications), ['chunks/notify-only.js', 'chunks/notify.js']);
  assert.equal(r.suite.gz, sum(...Object.keys(FILES)));
  assert.equal(r.suiteWithoutNotifications.gz, r.suite.gz - r.notifications.gz);
  assert.equal(r.firstElement['paywall-gate'].gz, sum('paywall-elements.js', 'chunks/runtime.js', 'chunks/gate.js', 'chunks/login.js', 'chunks/client.js'));
  const missing = r.missing.map((x) => x.name);
  for (const name of ['paywall-pricing', 'paywall-checkout', 'card frame']) assert.ok(missing.includes(name), `${name} named as missing`);
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
  assert.match(rows[1].detail, /largest: paywall-gate; not built yet: paywall-pricing/);
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
  const parts = attributeChunk(join(root, 'dist', 'cdn', 'chunks', 'client.js'), root);
  const text = FILES['chunks/client.js'];
  // 'AAAA,8BCAA': column 0 -> src/client/http.ts, column 30 -> ofetch, to the end of the line
  assert.deepEqual(parts.find((p) => p.source === 'src/client/http.ts').bytes, 30);
  assert.deepEqual(parts.find((p) => p.source === 'ofetch').bytes, text.split('\n')[0].length - 30);
  const owners = topOwners(join(root, 'dist', 'cdn'), { files: [{ file: 'chunks/client.js', raw: text.length, gz: gz(text) }] }, root);
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
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(cdn, file), text);
    const sections = 'src/components/account/sections/';
    writeFileSync(join(cdn, 'manifest.json'), JSON.stringify({ chunks: [
      chunk('paywall-elements.js', { isEntry: true, module: 'elements/index.ts', imports: ['chunks/runtime.js'] }),
      chunk('chunks/runtime.js', { dynamicImports: ['chunks/account.js'] }),
      chunk('chunks/account.js', { isDynamicEntry: true, module: 'src/components/account/account.tsx', imports: ['chunks/runtime.js'], dynamicImports: ['chunks/identity.js', 'chunks/library.js'] }),
      chunk('chunks/identity.js', { isDynamicEntry: true, module: `${sections}identity.ts`, imports: ['chunks/account.js', 'chunks/field.js'] }),
      chunk('chunks/library.js', { isDynamicEntry: true, module: `${sections}library.ts`, imports: ['chunks/account.js', 'chunks/field.js'] }),
      chunk('chunks/field.js', {}),
    ] }));
    mkdirSync(join(dir, 'elements'));
    writeFileSync(join(dir, 'elements', 'paywall-account.ts'), "defineElement({ tag: 'paywall-account', load: () => import('../src/components/account/account') });");
    const size = (...list) => list.reduce((s, f) => s + gz(files[f]), 0);

    const r = measureBuild(dir);
    assert.deepEqual(names(r.elements['paywall-account']), ['chunks/account.js', 'chunks/field.js', 'chunks/identity.js']);
    assert.deepEqual(r.elements['paywall-account'].firstView, ['chunks/identity.js']);
    assert.equal(r.elements['paywall-account'].depth, 3, 'the account, then its first section, then what that section imports');
    assert.equal(r.beyondBase['paywall-account'].gz, size('chunks/account.js', 'chunks/identity.js', 'chunks/field.js'));
    assert.deepEqual(Object.keys(r.sections), ['library']);
    assert.deepEqual(names(r.sections.library), ['chunks/library.js'], 'what the first view already loaded is not counted again');

    const without = measureBuild(dir, { firstViews: {} });
    assert.deepEqual(names(without.elements['paywall-account']), ['chunks/account.js']);
    assert.deepEqual(Object.keys(without.sections).sort(), ['identity', 'library']);
    assert.throws(() => measureBuild(dir, { firstViews: { 'paywall-account': [`${sections}gone.ts`] } }), /no lazy chunk of it/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
