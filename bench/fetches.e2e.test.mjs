// The size rows against what Chromium really fetches. For each first widget (sign-up form, pricing
// table, locked gate) and the checkout with its method choice and card frame, a viewer opens the
// bench page (the one classic script tag, as a merchant pastes it) in headless Chromium; every
// script the page requests until the element is usable is recorded. The set of files must be the
// page's row of bench/sizes.mjs (computed from the build's chunk manifest, the classic stub
// included), and every response must be the file on disk to the byte: a size row that misses a file
// a viewer downloads, or counts one nobody fetches, fails here. The same records show that no chunk
// waited for another: the stub starts a page's chunks all at once (two sequential script fetches).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBuild } from './sizes.mjs';
import { startBenchServer } from './serve.mjs';
import { loginPage, pricingPage, gatePage, newViewer, signInPage } from './pages.mjs';

/** Pages a test adds while the server runs. */
const extraPages = new Map();
import { launchBrowser, probe, TARGETS } from './timing.mjs';
import { pageIdle } from '../test/e2e/browser.mjs';
import { trackPendingWork } from '../scripts/storybook/settle.mjs';
import { waitUntil } from '../test/helpers/test-wait.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const built = existsSync(join(dist, 'cdn', 'manifest.json')) && existsSync(join(dist, 'iife', 'paywall-elements.iife.js'));

let sandbox;
let server;
let viewer;
let browser;
let sizes;
let s;

/** A checkout page: the element with an item and a price chosen, the card frame of dist/card-frame. */
function checkoutPage(info, itemId, feeId, frameUrl) {
  return pricingPage(info, itemId)
    .replace(/<paywall-pricing[^>]*><\/paywall-pricing>/, `<paywall-checkout item-id="${itemId}" access-fee-id="${feeId}"></paywall-checkout>`)
    .replace('<paywall-config ', `<paywall-config card-frame-url="${frameUrl}" `);
}

before(async () => {
  if (!built) return;
  sizes = measureBuild(root);
  const { startSandbox } = await import(join(root, 'sandbox', 'server.mjs'));
  sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  const info = sandbox.info();
  s = { apiBase: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId };
  const paid = info.seed.assets.filter((a) => a.access === 'paid' && a.accessFees.length);
  const item = paid[0];
  viewer = await newViewer(s, 1);
  server = await startBenchServer({
    mounts: { '/dist/': dist },
    handle: (req, res, url) => {
      const page = extraPages.get(url.pathname);
      if (!page) return false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
      return true;
    },
    pages: {
      '/login/': loginPage(s, 'sign-up'),
      '/pricing/': pricingPage(s, item.id),
      '/gate/': gatePage(s, item.id),
      '/checkout/': checkoutPage(s, item.id, item.accessFees[0], `${new URL(info.apiBase).origin}/card-frame/index.html`),
    },
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await sandbox?.close?.();
});

/**
 * Loads `path` with the usability probe looking for `target`; returns the scripts requested before
 * the element was usable: `[{ file, level, bytes }]`, `file` relative to dist/, `level` the fetch
 * level (1 = asked for by the page itself; n + 1 = discovered by a file of level n). With `then`,
 * runs it on the usable page and returns `{ before, after, all }`: `after` the scripts requested
 * from then on, once the page has nothing left under way, `all` every script the page requested.
 */
async function scriptsUntilUsable(path, target, { ready, prepare, then } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // what the page still has under way: requests in flight, response bodies being read, short timers
    page.inflight = 0;
    let reading = 0;
    page.on('request', () => page.inflight++);
    page.on('requestfinished', () => page.inflight--);
    page.on('requestfailed', () => page.inflight--);
    await page.addInitScript(trackPendingWork);
    const quiet = async () => {
      await pageIdle(page, { timeout: 30_000 });
      await waitUntil(() => reading === 0, 10_000);
    };
    const records = [];
    const byUrl = new Map();
    let usable = false;
    page.on('response', async (response) => {
      // the page's files under /dist/; the card frame from the platform's origin (another origin
      // than the merchant's page, as in production), under /card-frame/
      const url = new URL(response.url());
      if (url.pathname.startsWith('/card-frame/')) url.pathname = '/dist' + url.pathname;
      if (!url.pathname.startsWith('/dist/') || !/\.(m?js|html|css)$/.test(url.pathname)) return;
      const request = response.request();
      // a file asked for by a file of the page (a module import, a modulepreload link the stub
      // wrote, or a frame's own page) sits one level below it
      const initiator = request.headers().referer ?? '';
      // when the request started (epoch ms), compared below with the moment the element became usable
      const record = { file: url.pathname.slice('/dist/'.length), url: url.href, initiator, late: usable, started: request.timing().startTime, body: null };
      byUrl.set(url.href, record);
      records.push(record);
      reading++;
      record.body = await response.body().catch(() => null);
      reading--;
    });
    if (prepare) await prepare(page);
    if (target) await page.addInitScript(probe, target);
    await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
    await (ready ? ready(page) : page.waitForFunction(() => window.__bench?.usable != null, null, { timeout: 20000, polling: 50 })).catch(async (error) => {
      const seen = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.shadowRoot)
        .map((e) => `<${e.localName}> ${e.shadowRoot.textContent.replace(/\s+/g, ' ').slice(0, 200)}`).join(' | ')).catch(() => '?');
      throw new Error(`${path}: not usable within 20 s; the page shows: ${seen}${errors.length ? `; page errors: ${errors.join(' | ')}` : ''}`, { cause: error });
    });
    usable = true;
    // the page's own clock says when the element became usable (the poll above may notice late)
    const usableAt = await page.evaluate(() => (window.__bench?.usable != null ? performance.timeOrigin + window.__bench.usable : null));
    // the responses already under way have been read
    await page.waitForLoadState('load').catch(() => {});
    await quiet();
    assert.deepEqual(errors, [], `${path}: page errors`);
    const before = records.filter((r) => (usableAt == null ? !r.late : r.started <= usableAt) && r.file.endsWith('.js'));
    if (!then) return before;
    const seen = records.length;
    await then(page);
    // until the page has nothing left under way: every script it was going to ask for has come
    await quiet();
    assert.deepEqual(errors, [], `${path}: page errors after the first view`);
    return { before, after: records.slice(seen).filter((r) => r.file.endsWith('.js')), all: records.filter((r) => r.file.endsWith('.js')) };
  } finally {
    await context.close();
  }
}


/** Compares what was fetched with a measured row, file by file and byte by byte. */
function assertMatches(fetched, expected, label) {
  const got = [...new Set(fetched.map((r) => r.file))].sort();
  const want = [...new Set(expected.map((e) => e.file))].sort();
  const extra = got.filter((f) => !want.includes(f));
  const missing = want.filter((f) => !got.includes(f));
  assert.deepEqual({ extra, missing }, { extra: [], missing: [] },
    `${label}: fetched but not counted in its size row: ${extra.join(', ') || 'none'}; counted but never fetched: ${missing.join(', ') || 'none'}`);
  for (const e of expected) {
    const r = fetched.find((x) => x.file === e.file);
    const disk = readFileSync(join(dist, e.file));
    assert.ok(r.body, `${label}: ${e.file} body read`);
    assert.equal(r.body.length, disk.length, `${label}: ${e.file} as served has the size on disk`);
    assert.equal(r.body.length, e.raw, `${label}: ${e.file} counted with its raw size`);
  }
  const bytes = fetched.reduce((sum, r) => sum + (r.body?.length ?? 0), 0);
  assert.equal(bytes, expected.reduce((sum, e) => sum + e.raw, 0), `${label}: bytes fetched equal the row's raw bytes`);
}

/** A size row's files, as paths under dist/ (the stub and the card frame are outside dist/cdn). */
const underDist = (files) => files.map((f) => ({ file: f.file.startsWith('../') ? f.file.slice(3) : 'cdn/' + f.file, raw: f.raw }));

/** No chunk was found by another chunk: the stub started every one of them (two sequential fetches). */
function assertOneLevel(fetched, label) {
  const late = fetched.filter((r) => r.file.startsWith('cdn/chunks/') && /\/dist\/cdn\/chunks\//.test(r.initiator));
  assert.deepEqual(late.map((r) => `${r.file} (asked for by ${r.initiator})`), [], `${label}: every chunk is started by the stub, none after another chunk has arrived`);
}

for (const [page, path, target] of [
  ['signUp', '/login/', TARGETS.login],
  ['pricing', '/pricing/', TARGETS.pricing],
  ['gate', '/gate/', { host: 'paywall-gate', frames: false, enabled: false, selector: '[data-state="locked"], [part~="locked"], [part~="preview"]' }],
]) {
  test(`${page} page: the scripts Chromium fetches until it is usable are its size row, stub included, to the byte, and none waits for another chunk`, { skip: !built && 'dist/ is not built' }, async () => {
    const fetched = await scriptsUntilUsable(path, target);
    assert.ok(sizes.pages[page], `the ${page} page is measured`);
    assertMatches(fetched, underDist(sizes.pages[page].files), page);
    assertOneLevel(fetched, page);
  });
}

// more elements, each alone on a merchant page with its configuration: usable once its wrapper
for (const [page, path, target] of [
  ['gate', '/gate/', { host: 'paywall-gate', frames: false, enabled: false, selector: '[data-state="locked"]' }],
  ['pricing', '/pricing/', TARGETS.pricing],
  // (not the sign-up form: its platform part, the client and the calls, loads right after its first paint)
]) {
  test(`${page} page, signed out: the page never fetches more than its size row until the viewer acts (a gate's payment-event code waits for a signed-in viewer)`, { skip: !built && 'dist/ is not built' }, async () => {
    const { all } = await scriptsUntilUsable(path, target, { then: async () => {} });
    const row = underDist(sizes.pages[page].files).map((f) => f.file);
    assert.deepEqual([...new Set(all.map((r) => r.file))].filter((f) => !row.includes(f)), [], `scripts fetched beyond the ${page} page's size row`);
  });
}

// shows a settled state
const settled = (tag, selector = '[part~="base"]:not([data-state="loading"]):not([data-state="unknown"])') => ({ host: tag, frames: false, enabled: false, selector });
const soon = Math.floor(Date.now() / 1000) + 86400;
for (const [tag, markup, target, signedIn] of [
  ['paywall-countdown', `<paywall-countdown time="${soon}" now="${soon - 3600}"></paywall-countdown>`],
  ['paywall-cart-button', '<paywall-cart-button product-type="ppv" product-id="40001"></paywall-cart-button>'],
  ['paywall-section-links', '<article id="doc"><h2>One</h2><p>a</p><h2>Two</h2><p>b</p></article><paywall-section-links for="doc"></paywall-section-links>'],
  // signed in: the tabs and the first section (the details form), whose chunk counts with the row
  ['paywall-account', '<paywall-account></paywall-account>', settled('paywall-account', '[part~="section-details"][data-state="ready"]'), true],
]) {
  test(`${tag}: the scripts fetched until it shows are the stub and its row, to the byte`, { skip: !built && 'dist/ is not built' }, async () => {
    extraPages.set(`/${tag}/`, loginPage(s, 'sign-in').replace(/<paywall-login mode="sign-in"><\/paywall-login>/, markup));
    const { before } = await scriptsUntilUsable(`/${tag}/`, target ?? settled(tag), {
      ...(signedIn ? { prepare: (page) => signInPage(page, viewer.record) } : {}),
      then: async () => {},
    });
    const row = new Map([...sizes.iife.files, ...sizes.elements['paywall-config'].files, ...sizes.elements[tag].files].map((f) => [f.file, f]));
    assertMatches(before, underDist([...row.values()]), tag);
    assertOneLevel(before, tag);
  });
}

test('paywall-checkout: the checkout path (the method choice included) is what the page and its card frame fetch; the card fields\' code, the payment pipeline and notification rows follow the first keystroke', { skip: !built && 'dist/ is not built' }, async () => {
  // a signed-in viewer, a price chosen: usable once the Pay button is enabled and the card number
  // field of the frame is there
  const { before, after } = await scriptsUntilUsable('/checkout/', null, {
    prepare: (page) => signInPage(page, viewer.record),
    ready: async (page) => {
      await page.waitForFunction(() => {
        const root = document.querySelector('paywall-checkout')?.shadowRoot;
        const pay = root?.querySelector('[part~="pay-button"]');
        return root?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'ready' && pay && !pay.disabled;
      }, null, { timeout: 20000, polling: 50 });
      await page.frameLocator('paywall-checkout iframe[title="Card details"]').locator('#number').waitFor({ timeout: 20000 });
    },
    // the viewer starts typing a card number: the pipeline and the notifications come now
    then: (page) => page.frameLocator('paywall-checkout iframe[title="Card details"]').locator('#number').pressSequentially('42'),
  });
  // the card frame's page is one file, its script and style inline: nothing more to fetch after it
  assert.deepEqual(sizes.cardFrame.files.map((f) => f.file), ['../card-frame/index.html'], 'the card frame is one file');
  assert.match(readFileSync(join(dist, 'card-frame', 'index.html'), 'utf8'), /<script>[\s\S]*paywall-card:hello[\s\S]*<\/script><\/body>/, 'with its script inline');
  // the sandbox offers more methods than the card: the method choice, which the stub starts with
  // the checkout, is part of the path
  assert.ok(sizes.checkoutPath && sizes.methods['method choice'], 'checkout path and method choice rows measured');
  const choice = sizes.methods['method choice'].files.map((f) => f.file);
  assert.ok(choice.length && choice.every((f) => sizes.checkoutPath.files.some((x) => x.file === f)), 'the method choice is in the checkout path');
  assertMatches(before, underDist(sizes.checkoutPath.files.filter((f) => f.file.endsWith('.js'))), 'checkout path');
  assertOneLevel(before, 'checkout path');
  assert.ok(sizes.payPipeline && sizes.notifications && sizes.cardFields, 'payment pipeline, notification and card fields rows measured');
  assertMatches(after, underDist([sizes.cardFields, sizes.payPipeline, sizes.notifications].flatMap((r) => r.files)), 'card fields + payment pipeline + notifications, after the first keystroke');
});

test('paywall-checkout: the prices, the payment methods and the viewer\'s access are asked for while the account request is still unanswered', { skip: !built && 'dist/ is not built' }, async () => {
  // the account answer is held until the checkout has asked for what it needs, at most 6 s (the
  // client gives up on a request after 10 s): a checkout that waited for the account would ask for
  // nothing meanwhile (on a real network, one more round trip in its chain)
  const seen = new Set();
  let held = 'never';
  let release;
  const released = new Promise((r) => (release = r));
  const watch = (url) => {
    const path = new URL(url).pathname;
    if (/^\/v2\/items\/[^/]+\/access-fees$/.test(path)) seen.add('prices');
    if (path === '/payments/methods') seen.add('methods');
    if (/^\/items\/[^/]+\/access$/.test(path)) seen.add('access');
    if (seen.size === 3) release();
  };
  const fetched = await scriptsUntilUsable('/checkout/', null, {
    prepare: async (page) => {
      await signInPage(page, viewer.record);
      page.on('request', (r) => watch(r.url()));
      await page.route((url) => url.pathname === '/accounts', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        held = await Promise.race([released.then(() => 'until asked'), new Promise((r) => setTimeout(() => r('timed out'), 6000))]);
        return route.continue();
      });
    },
    ready: (page) => page.waitForFunction(() => document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'ready', null, { timeout: 30000, polling: 50 }),
  });
  assert.equal(held, 'until asked', 'the prices, the methods and the access were asked for before the account answered');
  assert.deepEqual([...seen].sort(), ['access', 'methods', 'prices']);
  assert.ok(fetched.length > 0);
});
