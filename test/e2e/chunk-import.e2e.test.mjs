// The script-tag build's lazy import (src/internal/chunk-import.ts) in real Chromium, against a
// small server whose modules fail on demand: an import tried offline fetches nothing and works once
// back online; a chunk whose fetch failed loads again (at its own URL where the browser kept no
// failure, under `?retry=N` where it did); a chunk whose own import the browser keeps failed, or a
// file that is gone, ends in an error that asks for a reload instead of failing forever. Run it with
// CHROME_PATH at each Chromium build: 156 forgets failed module fetches, 150 keeps them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { build } from 'esbuild';
import { launchBrowser } from './browser.mjs';

// the modules: an entry that imports a dependency statically, each pair under its own names
const MODULES = {
  'main.js': 'export { chunkImport, loadChunk } from "./chunk-import.js"; window.ready = true;',
};
for (const name of ['off', 'entry', 'dep', 'shared']) {
  MODULES[`${name}-dep.js`] = `export const dep = '${name}-dep'; window.instances = (window.instances ?? 0) + 1;`;
  MODULES[`${name}.js`] = `import { dep } from './${name}-dep.js'; export const value = '${name}+' + dep;`;
}

let server;
let base;
let browser;
let keeps;
const seen = [];
// paths whose requests are cut off (a closed connection; Chromium asks again once on its own)
const dropping = new Set();
before(async () => {
  const helper = await build({
    entryPoints: [new URL('../../src/internal/chunk-import.ts', import.meta.url).pathname],
    bundle: true, format: 'esm', write: false, target: 'es2022', logLevel: 'silent',
  });
  MODULES['chunk-import.js'] = helper.outputFiles[0].text;
  server = http.createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname.slice(1);
    seen.push(req.url.slice(1));
    if (dropping.has(path)) return void req.socket.destroy();
    if (path === '') return void res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" }).end('<script type="module" src="/main.js"></script>');
    if (!(path in MODULES)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' }).end(MODULES[path]);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${server.address().port}/`;
  browser = await launchBrowser();
  keeps = await keepsFailures();
  console.log(`this Chromium ${keeps ? 'keeps' : 'forgets'} a failed module fetch`);
});
after(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
});

async function freshPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base);
  await page.waitForFunction(() => window.ready);
  return { context, page };
}

/**
 * Loads `file` (with its preload list) the way built code does, in the page; answers its value
 * or the error's `{ error, reload }`.
 */
const load = (page, file, preload) => page.evaluate(async ([file, preload]) => {
  const { chunkImport } = await import('/main.js');
  return chunkImport((get) => get(file, preload)).then(
    (m) => ({ value: m.value ?? m.dep }),
    (e) => ({ error: String(e.message), reload: !!e.reload }),
  );
}, [file, preload]);

/** Whether this browser keeps a failed module fetch (Chromium 150 does, 156 does not). */
async function keepsFailures() {
  const { context, page } = await freshPage();
  MODULES['probe.js'] = 'export const value = 1;';
  dropping.add('probe.js');
  await page.evaluate((u) => import(u).catch(() => null), base + 'probe.js');
  dropping.delete('probe.js');
  const kept = await page.evaluate((u) => import(u).then(() => false, () => true), base + 'probe.js');
  await context.close();
  return kept;
}

test('offline: nothing is fetched and the import fails at once; back online the same import loads it', async () => {
  const { context, page } = await freshPage();
  await context.setOffline(true);
  const from = seen.length;
  const failed = await load(page, './off.js', ['./off-dep.js']);
  assert.match(failed.error, /off\.js \(offline\)$/);
  assert.equal(failed.reload, false);
  await context.setOffline(false);
  assert.deepEqual(await load(page, './off.js', ['./off-dep.js']), { value: 'off+off-dep' });
  // the offline attempt asked for nothing: each file once, at its own address
  assert.deepEqual(seen.slice(from).sort(), ['off-dep.js', 'off.js']);
  await context.close();
});

test('a chunk whose fetch failed loads on the next call, once, and later imports share that one module', async () => {
  const { context, page } = await freshPage();
  dropping.add('entry.js');
  const failed = await load(page, './entry.js');
  dropping.delete('entry.js');
  assert.match(failed.error, /entry\.js \(network\)$/);
  assert.equal(failed.reload, false);
  const from = seen.length;
  assert.deepEqual(await load(page, './entry.js'), { value: 'entry+entry-dep' });
  assert.deepEqual(await load(page, './entry.js'), { value: 'entry+entry-dep' });
  const asked = seen.slice(from);
  // a browser that kept the failure gets the file under a fresh query string, after one plain fetch of it
  assert.deepEqual(asked.filter((u) => u.startsWith('entry.js')), keeps ? ['entry.js', 'entry.js?retry=1'] : ['entry.js']);
  assert.deepEqual(asked.filter((u) => u === 'entry-dep.js'), ['entry-dep.js']);
  assert.equal(await page.evaluate(() => window.instances), 1);
  await context.close();
});

test('a chunk whose own import failed loads where the browser forgets failures, and asks for a reload where it keeps them', async () => {
  const { context, page } = await freshPage();
  dropping.add('dep-dep.js');
  const failed = await load(page, './dep.js', ['./dep-dep.js']);
  dropping.delete('dep-dep.js');
  assert.match(failed.error, /dep\.js \(network\)$/);
  const again = await load(page, './dep.js', ['./dep-dep.js']);
  if (keeps) {
    assert.equal(again.reload, true, JSON.stringify(again));
    assert.match(again.error, /dep\.js \(reload the page\)$/);
  } else {
    assert.deepEqual(again, { value: 'dep+dep-dep' });
  }
  await context.close();
});

test('a file that is gone from the server (a new release) asks for a reload on the second try', async () => {
  const { context, page } = await freshPage();
  const first = await load(page, './missing.js');
  assert.equal(first.reload, false);
  const second = await load(page, './missing.js');
  assert.equal(second.reload, true, JSON.stringify(second));
  assert.match(second.error, /missing\.js \(gone\)$/);
  await context.close();
});

test('calls made together share one load', async () => {
  const { context, page } = await freshPage();
  const from = seen.length;
  const values = await page.evaluate(async () => {
    const { chunkImport } = await import('/main.js');
    const one = (get) => get('./shared.js', ['./shared-dep.js']);
    return Promise.all([chunkImport(one), chunkImport(one), chunkImport(one)]).then((ms) => ms.map((m) => m.value));
  });
  assert.deepEqual(values, ['shared+shared-dep', 'shared+shared-dep', 'shared+shared-dep']);
  assert.deepEqual(seen.slice(from).sort(), ['shared-dep.js', 'shared.js']);
  await context.close();
});
