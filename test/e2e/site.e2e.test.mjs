// The merchant-site contract in Chromium: a small merchant server (route-marked pages, CSRF meta
// tag, cart, token and search endpoints) and the sandbox platform. The pages load an esbuild
// bundle of the stores and site modules. Covers the site calls (CSRF header, strict success,
// debounce under a fake clock), the countdown reload guard under a fake clock, the redirect corpus
// as real page loads, and payment events from the sandbox broker driving the route reactions.
/* global site -- the page's test bundle puts the stores on window.site; page.evaluate callbacks run there */
import { after, before, describe, it } from 'node:test';
import { waitUntil } from '../helpers/test-wait.ts';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildScriptTagShims } from '../../shims/iot-sdk.mjs';
import { startSandbox } from '../../sandbox/server.mjs';
import { launchBrowser, instrumentedPage, pageFrames, pageIdle } from './browser.mjs';
import { recordGates } from '../reliability/gates.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const shim = (name) => `${root}shims/${name}`;

const ENTRY = `
import * as library from './test/helpers/library-internals';
import { HOSTILE_REDIRECTS } from './test/helpers/redirect-corpus';
import './elements/paywall-config';
window.site = { ...library, HOSTILE_REDIRECTS };
`;

async function bundle() {
  const r = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'ts' },
    bundle: true, splitting: true, format: 'esm', platform: 'browser', write: false, outdir: '/out', entryNames: 'site',
    chunkNames: 'chunks/[name]-[hash]', logLevel: 'error', target: 'es2022',
    inject: [shim('node-globals.mjs')],
    define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis', __PAYWALL_VERSION__: '"e2e"' },
    plugins: [esbuildScriptTagShims()],
  });
  return new Map(r.outputFiles.map((f) => [f.path.slice('/out'.length), f.text]));
}

const ROUTES = {
  '/content/c-77/payment/check': 'content.payment_check',
  '/content/c-77/payment/details': 'content.payment_details',
  '/content/c-77/payment/success': 'content.payment_success',
  '/subscription/check': 'subscription.check',
};

describe('merchant-site contract in Chromium', { timeout: 180000 }, () => {
  let sb, server, origin, browser;
  const files = new Map();
  const seen = []; // merchant endpoint requests
  const pageLoads = [];
  let countdown = { time: 0, now: 0 };

  const page = (path) => {
    const route = ROUTES[path];
    const extra = path === '/subscription/check' ? `site.runSubscriptionCheck();` : path === '/event'
      ? `const el = document.getElementById('cd'); site.startCountdown({ time: ${countdown.time}, now: ${countdown.now}, reload: true, onTick: (p) => (el.textContent = String(p.total)) });`
      : '';
    return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="csrf-token" content="tok-123"></head>
<body${route ? ` data-paywall-route="${route}"` : ''}>
<paywall-config merchant-uuid="${sb.merchantUuid}" environment="sandbox" api-base="${sb.apiBase}" client-id="${sb.clientId ?? ''}"></paywall-config>
<p id="cd"></p>
<script type="module">import '/site.js'; ${extra} window.__ready = true;</script></body></html>`;
  };

  before(async () => {
    sb = await startSandbox({ port: 0, brokerPort: 0, fresh: true, quiet: true });
    for (const [k, v] of await bundle()) files.set(k, v);
    server = createServer((req, res) => {
      const url = new URL(req.url, 'http://x');
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const json = (status, value) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (files.has(url.pathname)) return res.writeHead(200, { 'content-type': 'text/javascript' }).end(files.get(url.pathname));
        if (url.pathname.startsWith('/cart/products') || url.pathname === '/users/token' || url.pathname === '/search/more') {
          seen.push({ method: req.method, path: url.pathname + url.search, csrf: req.headers['x-csrf-token'], type: req.headers['content-type'], body });
          const csrfOk = req.headers['x-csrf-token'] === 'tok-123';
          if (url.pathname.startsWith('/cart/products')) return csrfOk ? json(200, { success: true }) : json(419, { message: 'CSRF token mismatch.' });
          if (url.pathname === '/users/token') return json(200, { success: true, data: { token: 'pt-1', expires: 4_000_000_000, inplayer_uuid: 'u-1' } });
          return json(200, { success: true, data: [{ link: '/v/1', thumbnail: null, name: url.searchParams.get('search') ?? '' }], meta: { total_count: 1 }, text: '1 result' });
        }
        pageLoads.push(url.pathname);
        res.writeHead(200, { 'content-type': 'text/html' }).end(page(url.pathname));
      });
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${server.address().port}`;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await new Promise((r) => server?.close(r));
    await sb?.close();
  });

  async function open(context, path, { clock } = {}) {
    const p = await instrumentedPage(context);
    p.dialogs = 0;
    p.on('dialog', (d) => (p.dialogs++, d.dismiss()));
    if (clock) await p.clock.install({ time: clock });
    await p.goto(origin + path);
    await p.waitForFunction(() => window.__ready === true);
    return p;
  }

  it('cart add sends the JSON payload with the CSRF header; success announces the product or goes to checkout', async () => {
    const context = await browser.newContext();
    const p = await open(context, '/shop');
    seen.length = 0;
    const detail = await p.evaluate(async () => {
      const got = new Promise((r) => document.addEventListener('paywall-product-added', (e) => r(e.detail), { once: true }));
      const result = await site.addToCart({ productType: 'ppv', productId: 5 }, { notification: { heading: 'Added to cart', title: 'Film', thumbnail: 'javascript:alert(1)' } });
      return { result: result.status, detail: await got };
    });
    assert.deepEqual(detail, { result: 'added', detail: { heading: 'Added to cart', thumbnail: null, title: 'Film', description: '' } });
    assert.deepEqual(seen[0], { method: 'POST', path: '/cart/products', csrf: 'tok-123', type: 'application/json', body: '{"productType":"ppv","productId":5}' });

    const failed = await p.evaluate(async () => {
      document.querySelector('meta[name="csrf-token"]').setAttribute('content', 'stale');
      return (await site.addToCart({ productType: 'clip', productId: 9 }, { onDemandClip: true, then: 'checkout' })).status;
    });
    assert.equal(failed, 'failed');
    assert.equal(seen[1].path, '/cart/products/on-demand-clip');
    assert.equal(new URL(p.url()).pathname, '/shop', 'a failed add does not navigate');
    assert.ok(p.problems.warnings.some((w) => w.startsWith('[paywall-elements] adding to the cart failed')), 'the failure is logged');

    await p.evaluate(() => document.querySelector('meta[name="csrf-token"]').setAttribute('content', 'tok-123'));
    // (the add is started, not awaited in the page: its navigation may end the page's script context
    // before an awaited answer could come back)
    await Promise.all([p.waitForURL(`${origin}/cart/checkout`), p.evaluate(() => void site.addToCart({ productType: 'clip', productId: 9 }, { onDemandClip: true, then: 'checkout' }))]);
    assert.equal(p.dialogs, 0);
    await context.close();
  });

  it('the provider token is fetched once with the CSRF header and reused for the same uuid', async () => {
    const context = await browser.newContext();
    const p = await open(context, '/shop');
    seen.length = 0;
    const tokens = await p.evaluate(async () => [await site.fetchProviderToken('u-1'), await site.fetchProviderToken('u-1')]);
    assert.deepEqual(tokens[0], { token: 'pt-1', expires: 4_000_000_000, uuid: 'u-1' });
    assert.deepEqual(tokens[1], tokens[0]);
    assert.equal(seen.filter((s) => s.path === '/users/token').length, 1);
    assert.equal(seen[0].csrf, 'tok-123');
    await context.close();
  });

  it('search waits 550 ms after the last keystroke (fake clock) and sends one request', async () => {
    const context = await browser.newContext();
    const p = await open(context, '/shop', { clock: Date.now() });
    // an installed clock still flows with real time; pause it so only runFor moves it (a loaded
    // machine could otherwise let the first debounce elapse between two steps)
    await p.clock.pauseAt(Date.now() + 1000);
    seen.length = 0;
    await p.evaluate(() => {
      window.states = [];
      window.search = site.createSearch((s) => window.states.push(s.status));
      window.search.update({ search: 'c', type: 'video' });
    });
    await p.clock.runFor(300);
    await p.evaluate(() => window.search.update({ search: 'ca', type: 'video', categories: ['drama', 'news'] }));
    await p.clock.runFor(549);
    assert.equal(seen.length, 0, 'nothing sent before 550 ms of quiet');
    await p.clock.runFor(1);
    await p.waitForFunction(() => window.states.at(-1) === 'ready');
    assert.deepEqual(seen.map((s) => s.path), ['/search/more?search=ca&type=video&categories=drama%2Cnews']);
    assert.equal(seen[0].csrf, 'tok-123');
    await context.close();
  });

  it('a countdown that crosses zero reloads the page exactly once; a time already past never does', async () => {
    const context = await browser.newContext();
    const start = Date.UTC(2030, 0, 1);
    countdown = { time: start / 1000 + 2, now: start / 1000 };
    pageLoads.length = 0;
    const p = await open(context, '/event', { clock: start });
    assert.equal(await p.textContent('#cd'), '2');
    await p.clock.runFor(2000);
    await p.waitForFunction(() => window.__ready === true && document.getElementById('cd').textContent === '2');
    await p.clock.runFor(10_000);
    // a request the page sends after its timers ran reaches this server after a reload they started
    // would have (a reload takes the page away, and this answer with it)
    const stayed = await p.evaluate(() => fetch('/site.js', { cache: 'no-store' }).then(() => true, () => true)).catch(() => false);
    assert.equal(stayed, true, 'the reloaded page stays');
    assert.deepEqual(pageLoads, ['/event', '/event'], 'one reload, no loop when the reloaded page crosses zero again');

    countdown = { time: 1000, now: 2000 };
    pageLoads.length = 0;
    const q = await open(context, '/event', { clock: start });
    await q.clock.runFor(5000);
    assert.equal(await q.textContent('#cd'), '0');
    assert.deepEqual(pageLoads, ['/event']);
    await context.close();
  });

  it('every hostile redirect value on the subscription check page shows the error dialog and stays on the page', async () => {
    const context = await browser.newContext();
    const p = await open(context, '/shop');
    const corpus = await p.evaluate(() => site.HOSTILE_REDIRECTS);
    assert.ok(corpus.length >= 20);
    let offList = 0;
    let scripts = 0;
    for (const payload of corpus) {
      const q = await open(context, `/subscription/check?redirect=${payload.replaceAll('https://merchant.test', origin)}`);
      await pageIdle(q);
      const state = await q.evaluate(() => ({ kind: site.$dialog.get()?.kind, path: location.pathname, origin: location.origin, name: window.name }));
      if (state.origin !== origin || state.path !== '/subscription/check') offList++;
      scripts += q.dialogs;
      assert.deepEqual(state, { kind: 'subscription-error', path: '/subscription/check', origin, name: '' }, payload);
      assert.equal(q.dialogs, 0, `no script ran for ${payload}`);
      await q.close();
    }
    recordGates(`redirects: ${corpus.length} hostile values on the subscription check page`, { group: 'redirects', offListNavigations: offList, uncaught: scripts });
    const ok = await instrumentedPage(context);
    await ok.goto(`${origin}/subscription/check?redirect=${encodeURIComponent(`${origin}/content/c-77/payment/success?x=1`)}`);
    await ok.waitForURL(`${origin}/content/c-77/payment/success?x=1`);
    await context.close();
  });

  it('payment events from the broker drive the route reactions once per transaction, and only the owning tab redirects', async () => {
    const context = await browser.newContext();
    const details = await open(context, '/content/c-77/payment/details');
    // what the broker sends this tab, as the page receives it
    const received = [];
    details.on('websocket', (ws) => ws.on('framereceived', (f) => received.push(String(f.payload))));
    const email = `site-e2e-${Date.now()}@example.test`;
    const uuid = await details.evaluate(async (email) => {
      const s = await site.signUp({ fullName: 'E2E Viewer', email, password: 'Secret-pass-1', passwordConfirmation: 'Secret-pass-1' });
      window.stop = site.startPaymentReactions();
      return s.account.uuid;
    }, email);
    const publish = (type, resource) =>
      fetch(`${sb.apiBase}/sandbox/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: uuid, type, resource }) });
    const toasts = () => details.evaluate(() => site.$toasts.get().map((t) => t.message));
    // once subscribed, the event arrives; the same event again is delivered to the page and shows nothing more
    assert.equal(await details.evaluate(() => site.whenNotificationsConnected(20_000)), true, 'payment events live');
    const sent = (transaction) => received.filter((f) => f.includes(transaction)).length;
    await publish('payment.card.success', { transaction: 'T-1' });
    await details.waitForFunction(() => site.$toasts.get().length > 0, null, { timeout: 10_000 });
    await publish('payment.card.success', { transaction: 'T-1' });
    await waitUntil(() => sent('"T-1"') >= 2, 10_000);
    await pageFrames(details);
    assert.deepEqual(await toasts(), ['Payment completed'], 'one toast for a repeated event');

    // two tabs of the same viewer: only the tab whose attempt the requires-action belongs to follows it
    const a = await open(context, '/shop');
    const b = await open(context, '/shop');
    for (const tab of [a, b]) await tab.evaluate(() => { window.stop = site.startPaymentReactions(); });
    await a.evaluate(() => { site.beginAttempt({ kind: 'ppv', transaction: 'T-A' }); site.beginAttempt({ kind: 'ppv', transaction: 'T-A2' }); });
    await b.evaluate(() => site.beginAttempt({ kind: 'ppv', transaction: 'T-B' }));
    const waitConnected = async (tab) => {
      assert.equal(await tab.evaluate(() => site.whenNotificationsConnected(20_000)), true, 'payment events live');
      await publish('external.subscribe.success', { transaction: `probe-${Math.random()}` });
      await tab.waitForFunction(() => site.$paymentEvents.get() !== null, null, { timeout: 10_000 });
    };
    await waitConnected(a);
    await waitConnected(b);
    await publish('payment.card.requires.action', { transaction: 'T-X', redirect_to_url: `${origin}/bank/foreign` });
    await publish('payment.card.requires.action', { transaction: 'T-A', redirect_to_url: 'javascript:alert(1)' });
    // events are handled once per transaction, so the safe address comes with the second attempt
    await publish('payment.card.requires.action', { transaction: 'T-A2', redirect_to_url: `${origin}/bank/3ds?t=A` });
    await a.waitForURL(`${origin}/bank/3ds?t=A`);
    // the other tab has handled the same events, and stayed
    await b.waitForFunction(() => site.$paymentEvents.get()?.resource?.transaction === 'T-A2', null, { timeout: 10_000 });
    await pageFrames(b);
    assert.equal(new URL(b.url()).pathname, '/shop', 'the other tab stays');
    assert.equal(a.dialogs + b.dialogs, 0);
    assert.equal(a.problems.warnings.filter((w) => w.includes('not allowed; it was ignored')).length, 1, 'the javascript: address is refused once');

    // the content check page goes to content success
    const check = await open(context, '/content/c-77/payment/check');
    await check.evaluate(() => { window.stop = site.startPaymentReactions(); });
    await waitConnected(check);
    await publish('payment.card.success', { transaction: 'T-check' });
    await check.waitForURL(`${origin}/content/c-77/payment/success`);
    await context.close();
  });
});
