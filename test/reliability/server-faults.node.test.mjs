// A hostile client of the servers `npm start` runs (the sandbox platform, the membership site and the
// examples server, in one process of their own as `npm start` runs them): bodies of hundreds of
// megabytes streamed or declared, headers past the limit, requests that arrive a byte at a time,
// collections a visitor could grow without end, and JSON of shapes nobody expects. Each scenario
// asserts that the process lives, answers the next visitor, and holds no more memory than before
// (measured in that process after a full garbage collection), and records its gate figures.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoProcess } from '../helpers/demo-process.mjs';
import { streamBody, slowRequest, manyHeaders, hugeWebSocketFrame } from '../helpers/hostile-http.mjs';
import { startSandbox } from '../../sandbox/server.mjs';
import { openSiteStore, MAX_CART_LINES } from '../../examples/membership-site/store.mjs';
import { homePage, contentPage, plansPage } from '../../examples/membership-site/pages.mjs';
import { cartPage } from '../../examples/membership-site/journey-pages.mjs';
import { createCatalogue } from '../../examples/membership-site/catalogue.mjs';
import { recordGates } from './gates.mjs';

const MB = 1024 * 1024;
/** How much the servers' process may grow under one hostile request (RSS and heap, after a full GC). */
const GROWTH_LIMIT = 50 * MB;
/** How long a request's headers or body may take on the servers under test. */
const TIMEOUT_MS = 1500;

let servers;
let baseline;

before(async () => {
  servers = await startDemoProcess({ timeoutMs: TIMEOUT_MS });
  // warm every server up (the catalogue, the server renderer, the sandbox's routes), then measure
  for (const url of [`${servers.site}/`, `${servers.site}/content/40001`, `${servers.site}/cart/checkout`, `${servers.examples}/`, `${servers.sandbox}/sandbox/seed`]) {
    assert.equal((await fetch(url)).status, 200, url);
  }
  // the process's resident size grows over its first thousand or so pages and then holds (the
  // allocator and the young generation settle, nothing is kept): it is measured once there
  const pages = [`${servers.site}/`, `${servers.site}/plans`, `${servers.site}/content/40001`, `${servers.site}/cart/checkout`, `${servers.examples}/`, `${servers.sandbox}/sandbox/info`];
  await Promise.all([0, 1, 2, 3].map(async (worker) => {
    for (let i = 0; i < 400; i++) await (await fetch(pages[(i + worker) % pages.length])).arrayBuffer();
  }));
  baseline = await servers.memory();
});
after(() => servers?.close());

/** Every server still answers a visitor, and the process is alive. */
async function allUp() {
  assert.ok(servers.alive(), 'the servers\' process is alive');
  for (const url of [`${servers.site}/`, `${servers.examples}/`, `${servers.sandbox}/sandbox/info`]) {
    const res = await fetch(url);
    assert.equal(res.status, 200, `${url} still answers`);
    await res.arrayBuffer();
  }
}

/** The process's growth since the baseline (after a full GC), asserted within the limit. */
async function growth(label) {
  const now = await servers.memory();
  const rss = now.rss - baseline.rss;
  const heap = now.heapUsed - baseline.heapUsed;
  assert.ok(rss <= GROWTH_LIMIT, `${label}: RSS grew by ${(rss / MB).toFixed(1)} MB`);
  assert.ok(heap <= GROWTH_LIMIT, `${label}: heap grew by ${(heap / MB).toFixed(1)} MB`);
  return Math.max(rss, heap, 0) / MB;
}

/** A session of the site: its cookie and CSRF token, from a page. */
async function siteSession() {
  const res = await fetch(`${servers.site}/`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(await res.text())[1];
  return { cookie, csrf, headers: { Cookie: cookie, 'X-CSRF-TOKEN': csrf } };
}

const record = (scenario, figures) => recordGates(`servers: ${scenario}`, { group: 'servers', serverDown: servers.alive() ? 0 : 1, ...figures });

// ---------------------------------------------------------------- huge bodies

for (const [name, where, path, withSession] of [
  ['the site\'s cart form, anonymous', 'site', '/cart/lines/1/remove', false],
  ['the site\'s cart endpoint, past its session and CSRF checks', 'site', '/cart/products', true],
  ['a page of the site', 'site', '/content/40001', false],
  ['the examples server', 'examples', '/script-tag/', false],
  ['the sandbox, an anonymous call (sign-in)', 'sandbox', '/accounts/authenticate', false],
  ['the sandbox, an authenticated call without a token', 'sandbox', '/payments', false],
]) {
  test(`a 700 MB body streamed to ${name}: the servers stay up and hold no more memory`, async () => {
    const headers = withSession ? (await siteSession()).headers : {};
    const outcome = await streamBody(servers[where], path, { bytes: 700 * MB, headers });
    assert.ok(outcome.sent < 100 * MB, `the server stopped reading early (sent ${(outcome.sent / MB).toFixed(1)} MB)`);
    assert.ok(outcome.closed, `and closed the connection (status ${outcome.status})`);
    await allUp();
    record(`700 MB body to ${name}`, { memoryGrowthMB: await growth(name) });
  });
}

for (const [name, where, path, expected] of [
  ['the site\'s cart endpoint', 'site', '/cart/products', [419, 413]],
  ['the examples server', 'examples', '/', [405]],
  ['the sandbox (sign-in)', 'sandbox', '/accounts/authenticate', [413]],
]) {
  test(`a declared 400 MB body to ${name} is refused at once, without reading it`, async () => {
    const outcome = await streamBody(servers[where], path, { bytes: 400 * MB, declared: true });
    assert.ok(outcome.sent < 50 * MB, `refused before the body came (sent ${(outcome.sent / MB).toFixed(1)} MB)`);
    assert.ok(outcome.closed, 'and the connection closed');
    assert.ok(outcome.status === 0 || expected.includes(outcome.status), `answered ${outcome.status} (or nothing before the close)`);
    await allUp();
    record(`declared 400 MB body to ${name}`, { memoryGrowthMB: await growth(name) });
  });
}

test('a 100 MB websocket frame to the broker closes that connection, nothing is buffered', async () => {
  const outcome = await hugeWebSocketFrame(servers.sandbox, { bytes: 100 * MB });
  assert.equal(outcome.upgraded, true);
  assert.equal(outcome.closed, true);
  assert.ok(outcome.sent < 50 * MB, `closed early (sent ${(outcome.sent / MB).toFixed(1)} MB)`);
  await allUp();
  record('100 MB websocket frame to the broker', { memoryGrowthMB: await growth('broker frame') });
});

// ---------------------------------------------------------------- headers and slow senders

for (const where of ['site', 'examples', 'sandbox']) {
  test(`the ${where} server refuses 3,000 headers (431) and still serves 400 small ones`, async () => {
    const many = await manyHeaders(servers[where], { count: 3000, path: where === 'sandbox' ? '/sandbox/info' : '/' });
    assert.equal(many.status, 431);
    const some = await manyHeaders(servers[where], { count: 400, path: where === 'sandbox' ? '/sandbox/info' : '/' });
    assert.equal(some.status, 200);
    await allUp();
    record(`3,000 headers to the ${where} server`, { memoryGrowthMB: await growth(`${where} headers`) });
  });
}

for (const [name, where, path, withSession] of [
  ['the sandbox\'s sign-in', 'sandbox', '/accounts/authenticate', false],
  ['the site\'s cart endpoint', 'site', '/cart/products', true],
]) {
  test(`a body sent a byte at a time to ${name} is cut off (408) and its connection closed`, async () => {
    const headers = withSession ? (await siteSession()).headers : {};
    const outcome = await slowRequest(servers[where], { part: 'body', path, headers });
    assert.equal(outcome.closed, true, 'the server closed the connection');
    assert.ok(outcome.ms < 15_000, `within the body timeout (${outcome.ms} ms)`);
    assert.ok([0, 408].includes(outcome.status), `answered ${outcome.status}`);
    await allUp();
    record(`slow body to ${name}`, { memoryGrowthMB: await growth(name) });
  });
}

for (const where of ['site', 'examples', 'sandbox']) {
  test(`headers sent a byte at a time to the ${where} server are cut off and the connection closed`, async () => {
    const outcome = await slowRequest(servers[where], { part: 'headers' });
    assert.equal(outcome.closed, true);
    assert.ok(outcome.ms < 15_000, `within the headers timeout (${outcome.ms} ms)`);
    await allUp();
    record(`slow headers to the ${where} server`, {});
  });
}

// ---------------------------------------------------------------- unbounded collections

test('2,000 cookie-less page views store no session', async () => {
  const before = (await servers.stats()).site;
  for (let i = 0; i < 2000; i++) {
    const res = await fetch(`${servers.site}/${i % 2 ? 'plans' : ''}`);
    assert.equal(res.status, 200);
    await res.arrayBuffer();
  }
  const after = (await servers.stats()).site;
  assert.equal(after.sessions - before.sessions, 0, 'no session row for a visitor who keeps nothing');
  record('2,000 cookie-less page views', { memoryGrowthMB: await growth('page views') });
});

test('one session adding 300 oversized cart lines is refused; 300 good ones make one line per film, and a cart stops at its limit', async () => {
  const { headers } = await siteSession();
  const post = (body) => fetch(`${servers.site}/cart/products`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  const statuses = new Set();
  for (let i = 0; i < 300; i++) {
    const res = await post({ productType: 'x'.repeat(16 * 1024), productId: 40001 }).catch(() => ({ status: 0, text: async () => '' }));
    statuses.add(res.status);
    await res.text();
  }
  assert.ok([...statuses].every((s) => s === 413 || s === 0), `oversized lines are refused (${[...statuses]})`);
  assert.equal((await servers.stats()).site.cartLines, 0, 'nothing kept');
  // a film's access is sold once: 300 adds over the films make one line each, never more
  const films = new Set();
  for (let i = 0; i < 300; i++) {
    const res = await post({ productType: 'ppv', productId: 40001 + (i % 12) });
    const body = await res.json();
    if (body.success) films.add(40001 + (i % 12));
  }
  const lines = (await servers.stats()).site.cartLines;
  assert.ok(lines > 0 && lines === films.size && lines <= MAX_CART_LINES, `one line per film (${lines} lines, ${films.size} films)`);
  // and the cart's own limit holds whatever the catalogue's size: 300 lines straight into a session's cart
  const store = await openSiteStore(null);
  const session = store.newSession();
  let full = 0;
  for (let i = 0; i < 300; i++) if (store.addCartLine(session, { productType: 'ppv', productId: 40001 + i, clip: false }).full) full += 1;
  assert.equal(full, 300 - MAX_CART_LINES, 'every line past the limit is refused');
  assert.equal(store.cartLines(session.id).length, MAX_CART_LINES);
  store.close();
  const page = await (await fetch(`${servers.site}/cart/checkout`, { headers: { Cookie: headers.Cookie } })).text();
  assert.ok(page.length < 200_000, `the cart page stays small (${page.length} bytes)`);
  for (const type of ['javascript:alert(1)', '', 'subscription-plan-of-a-very-long-name', 'PPV']) {
    const body = await (await post({ productType: type, productId: 40001 })).json();
    assert.equal(body.success, false, `product type ${JSON.stringify(type)} is refused`);
  }
  record('300 oversized cart lines from one session', { memoryGrowthMB: await growth('cart lines') });
});

test('sessions expire: a swept store keeps no expired session nor its cart, and never more than its cap', async () => {
  let now = Date.now();
  const store = await openSiteStore(null, { maxSessions: 5, now: () => now });
  const sessions = [];
  for (let i = 0; i < 8; i++) {
    const s = store.newSession();
    store.addCartLine(s, { productType: 'ppv', productId: 40001, clip: false });
    sessions.push(s);
  }
  assert.equal(store.stats().sessions, 5, 'the oldest sessions past the cap are dropped');
  assert.equal(store.stats().cartLines, 5, 'with their carts');
  assert.ok(store.session(sessions[7].cookie), 'the newest is kept');
  now += 31 * 86400_000;
  assert.equal(store.session(sessions[7].cookie), null, 'an expired session is not honoured');
  store.sweep();
  assert.deepEqual(store.stats(), { sessions: 0, cartLines: 0 }, 'and the sweep removes it');
  assert.equal(store.session(`${sessions[0].cookie.slice(0, -2)}xx`), null, 'a cookie with a forged signature names no session');
  store.close();
  record('expired sessions and the session cap', {});
});

// ---------------------------------------------------------------- malformed JSON shapes

test('the site answers 400, never 500, to JSON of any other shape', async () => {
  const { headers } = await siteSession();
  const shapes = ['{"productId":{"toString":1},"productType":"ppv"}', '{"productId":{"valueOf":{}},"productType":"ppv"}', '{"productId":[40001],"productType":"ppv"}',
    '{"productId":40001,"productType":{"toString":1}}', '{"productId":40001,"productType":["ppv"]}', '[]', 'null', '"ppv"', '42', '{"productId":1e400,"productType":"ppv"}',
    '{"__proto__":{"productId":40001},"productType":"ppv"}', `${'['.repeat(1500)}${']'.repeat(1500)}`, '{"productId":40001', '\u0000'];
  for (const path of ['/cart/products', '/cart/products/on-demand-clip']) {
    for (const body of shapes) {
      const res = await fetch(`${servers.site}${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' }, body });
      assert.equal(res.status, 400, `${path} ${body.slice(0, 60)}`);
      assert.equal((await res.json()).success, false);
    }
  }
  const form = await fetch(`${servers.site}/cart/lines/1/remove`, { method: 'POST', headers: { Cookie: headers.Cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: '_token[toString]=1&paid[]=1' });
  assert.equal(form.status, 419);
  await allUp();
  record('malformed JSON shapes to the site', {});
});

test('the sandbox answers every route with hostile JSON and form shapes without a 5xx', async () => {
  const sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  try {
    const signUp = await fetch(`${sandbox.apiBase}/accounts`, {
      method: 'POST', body: new URLSearchParams({ full_name: 'Fuzz', username: 'fuzz@example.com', password: 'password123', password_confirmation: 'password123', client_id: sandbox.clientId }),
    });
    const token = (await signUp.json()).access_token;
    // state-changing controls of the whole instance are left out (they are for tests, and shared)
    const skip = /^\/sandbox\/(reset|clock|tokens|iot|broker|faults|limits|bank-framing)/;
    const fields = ['access_fee', 'access_fee_id', 'item_id', 'number', 'card_name', 'exp_month', 'exp_year', 'cvv', 'payment_method', 'amount', 'currency_iso',
      'donation_id', 'voucher_code', 'code', 'browser_fingerprint', 'pin', 'pin_code', 'name', 'adult', 'avatar_url', 'media_id', 'progress', 'username',
      'password', 'password_confirmation', 'full_name', 'client_id', 'grant_type', 'refresh_token', 'iban', 'address', 'bank', 'return_url', 'origin',
      'receipt', 'product_name', 'metadata', 'email', 'merchant_uuid', 'branding_id', 'old_password', 'is_gift', 'receiver_email', 'pi_id', 'token',
      'delete', 'account', 'type', 'resource', 'topic', 'message', 'outcome', 'status', 'date_of_birth', 'inplayer_token', 'seconds', 'ms'];
    const values = [{ toString: 1 }, { valueOf: {} }, [1, 2], { a: { b: [] } }, 1e308, -1, true, null, '', 'x'.repeat(5000)];
    const params = { merchant: sandbox.merchantUuid, id: '40001', media: '40001', codeId: '1', fingerprint: 'f', trx: 'T-1', platform: 'apple', integration: 'jw',
      bank: '3ds', pi: 'pi_x', token: 'x', email: 'fuzz@example.com', provider: 'google', clientId: sandbox.clientId, brandingId: 'default', uuid: sandbox.merchantUuid, nftId: '70001', fiat: 'EUR', siteId: 's', planId: 'p' };
    const routes = sandbox.routes().filter((r) => !skip.test(r.path));
    assert.ok(routes.length > 80, `${routes.length} routes`);
    const failures = [];
    for (const route of routes) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(params[k] ?? '1'));
      const bodies = route.method === 'GET'
        ? [undefined]
        : [...values.map((v) => ({ json: Object.fromEntries(fields.map((f) => [f, v])) })), { json: [] }, { json: 'x' }, { form: fields.map((f) => `${f}[toString]=1&${f}[0]=2`).join('&') }];
      for (const body of bodies) {
        const res = await fetch(`${sandbox.apiBase}${path}${route.method === 'GET' ? '?page[toString]=1&size=-1&cursor=%00' : ''}`, {
          method: route.method,
          headers: { Authorization: `Bearer ${token}`, ...(body?.json !== undefined ? { 'Content-Type': 'application/json' } : body?.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
          body: body?.json !== undefined ? JSON.stringify(body.json) : body?.form,
          redirect: 'manual',
        });
        if (res.status >= 500) failures.push(`${route.method} ${route.path} ${JSON.stringify(body).slice(0, 80)} -> ${res.status} ${(await res.text()).slice(0, 80)}`);
        else await res.arrayBuffer();
      }
    }
    assert.deepEqual(failures, []);
    record('hostile JSON and form shapes to every sandbox route', {});
  } finally {
    await sandbox.close();
  }
});

// ---------------------------------------------------------------- what the site writes, where `npm start` keeps its data

test('the site writes no javascript:, data: or vbscript: address into an image, whatever the platform says', async () => {
  const sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  try {
    const real = await createCatalogue({ environment: 'sandbox', apiBase: sandbox.apiBase, merchantUuid: sandbox.merchantUuid }).read();
    const hostile = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'blob:https://x/1', '\\\\evil\\x.png', 'file:///etc/passwd', null];
    for (const bad of hostile) {
      // the platform's items as the merchant edited them: every image address replaced
      const catalogue = { ...real, videos: real.videos.map((v) => ({ ...v, thumbnail: bad, poster: bad })), plans: real.plans.map((p) => ({ ...p, thumbnail: bad })) };
      const video = catalogue.videos.find((v) => v.rental);
      const pages = [
        homePage(catalogue, { items: [], complete: true }, { time: 0, now: 0 }),
        contentPage(video, catalogue),
        plansPage(catalogue),
        cartPage({ lines: catalogue.videos.filter((v) => v.rental).map((v, i) => ({ id: i + 1, clip: false, video: v, fee: v.rental })), paying: null, paid: null, csrf: 'c' }),
      ];
      let images = 0;
      for (const page of pages) {
        for (const [, src] of String(page.body).matchAll(/<img[^>]*\ssrc="([^"]*)"/g)) {
          images += 1;
          assert.match(src.replace(/&amp;/g, '&'), /^(https?:\/\/|\/(?!\/))/, `image ${JSON.stringify(src)} for ${JSON.stringify(bad)}`);
        }
      }
      assert.ok(images > 10, `${images} images checked`);
    }
  } finally {
    await sandbox.close();
  }
  record('hostile image addresses in the site\'s pages', {});
});

test('npm start keeps the sandbox\'s own data where SANDBOX_DATA_DIR says', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'paywall-data-dir-'));
  // the real `npm start`, on free ports (dist/ is built, so it starts without building)
  const child = spawn(process.execPath, [fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url))], {
    env: { ...process.env, SANDBOX_DATA_DIR: dir, SANDBOX_PORT: '0', SITE_PORT: '0', EXAMPLES_PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    let out = '';
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += d;
        if (out.includes('Press Ctrl-C')) resolve(undefined);
      });
      exited.then(() => reject(new Error(`npm start ended: ${out}`)));
    });
    const api = /Sandbox platform API:\s+(\S+)/.exec(out)[1];
    const site = /Membership site:\s+(\S+?)\/?\n/.exec(out)[1];
    assert.doesNotMatch(api, /:4010$/, 'on a free port');
    await (await fetch(`${site}/`)).arrayBuffer();
    await fetch(`${api}/accounts`, {
      method: 'POST', body: new URLSearchParams({ full_name: 'Data', username: 'data@example.com', password: 'password123', password_confirmation: 'password123', client_id: '4bd9ff5e-6b2a-4f5e-9c7d-8e1f2a3b4c5d' }),
    });
    child.kill('SIGTERM');
    await exited;
    assert.ok(existsSync(join(dir, 'sandbox.sqlite')), 'the sandbox\'s database is in SANDBOX_DATA_DIR');
    assert.ok(existsSync(join(dir, 'membership-site.sqlite')), 'and the site\'s');
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
  record('SANDBOX_DATA_DIR for the sandbox\'s own data', {});
});
