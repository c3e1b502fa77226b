// The client's notifications in real Chromium against the sandbox broker: the round trip over one
// shared connection, a reconnect after the broker drops it, fresh credentials after a refused
// handshake (403 on the upgrade and "not authorized" on CONNECT), and sign-out reaching another tab.
// The page loads an esbuild bundle of src/client made here with the script-tag build's shims.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildScriptTagShims } from '../../shims/iot-sdk.mjs';
import { startSandbox } from '../../sandbox/server.mjs';
import { launchBrowser, instrumentedPage, assertClean, pageIdle } from './browser.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const shim = (name) => `${root}shims/${name}`;

async function bundle() {
  const r = await build({
    stdin: { contents: `export { createClient } from './src/client/index.ts';`, resolveDir: root, loader: 'ts' },
    bundle: true, splitting: true, format: 'esm', platform: 'browser', write: false, outdir: '/out', entryNames: 'client',
    chunkNames: 'chunks/[name]-[hash]', logLevel: 'error', target: 'es2020',
    inject: [shim('node-globals.mjs')],
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    plugins: [esbuildScriptTagShims()],
  });
  return new Map(r.outputFiles.map((f) => [f.path.slice('/out'.length), f.text]));
}

const page = (src) => `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
<script type="module">
  import { createClient } from '${src}';
  window.__make = (o) => createClient(o);
  window.__ready = true;
</script></body></html>`;

describe('client notifications in Chromium', { timeout: 120000 }, () => {
  let sb, server, origin, browser, context;
  const files = new Map();

  const control = (path, body = {}) =>
    fetch(`${sb.apiBase}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

  /** A page with a signed-in client in `window.c`, its events in `window.log`. */
  async function tab({ signUp = true, email, path = '/' } = {}) {
    const page = await instrumentedPage(context);
    page.sockets = [];
    page.on('websocket', (ws) => page.sockets.push(ws));
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => window.__ready);
    const info = { apiBase: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId };
    await page.evaluate(async ({ info, signUp, email }) => {
      window.log = [];
      window.c = window.__make({ baseURL: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId, reconnectBackoff: { base: 100, cap: 400 } });
      if (signUp) await window.c.accounts.signUp({ fullName: 'Tab', email, password: 'tab-pass-1', passwordConfirmation: 'tab-pass-1' });
    }, { info, signUp, email: email ?? `tab-${Math.random().toString(36).slice(2)}@example.com` });
    return page;
  }
  const uuidOf = (page) => page.evaluate(async () => (await window.c.accounts.getAccount()).uuid);
  const subscribe = (page, uuid, name = 'a') => page.evaluate(({ uuid, name }) => window.c.notifications.subscribe(uuid, {
    onMessage: (m) => window.log.push(`${name}:message:${m.type}:${m.resource.transaction ?? ''}`),
    onOpen: () => window.log.push(`${name}:open`),
    onClose: () => window.log.push(`${name}:close`),
  }), { uuid, name });
  const count = (page, entry) => page.evaluate((e) => window.log.filter((x) => x === e).length, entry);
  const until = (page, entry, n = 1) => page.waitForFunction(({ entry, n }) => window.log.filter((x) => x === entry).length >= n, { entry, n }, { timeout: 15000 });
  const keyRequests = (page) => page.problems.requests.filter((u) => u.endsWith('/iot/keys')).length;

  before(async () => {
    sb = await startSandbox({ port: 0, fresh: true, quiet: true });
    for (const [k, v] of await bundle()) files.set(k, v);
    server = createServer((req, res) => {
      const path = new URL(req.url, 'http://x').pathname;
      if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page('/client.js'));
      if (path === '/built') return res.writeHead(200, { 'content-type': 'text/html' }).end(page('/cdn/client.js'));
      const built = `${root}dist${path}`;
      if (path.startsWith('/cdn/') && !path.includes('..') && existsSync(built)) {
        return res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(built));
      }
      if (files.has(path)) return res.writeHead(200, { 'content-type': 'text/javascript' }).end(files.get(path));
      res.writeHead(404).end();
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${server.address().port}`;
    browser = await launchBrowser();
    context = await browser.newContext();
  });
  after(async () => {
    await browser?.close();
    server?.close();
    await sb?.close();
  });

  it('loads the MQTT chunk only on subscribe, shares one socket, delivers parsed events and sets no page globals', async () => {
    const page = await tab();
    const uuid = await uuidOf(page);
    assert.equal(page.problems.requests.filter((u) => u.includes('/chunks/mqtt')).length, 0, 'no MQTT code before subscribe');
    assert.equal(await subscribe(page, uuid, 'a'), true);
    assert.equal(await subscribe(page, uuid, 'b'), true);
    assert.equal(await page.evaluate(() => window.c.notifications.subscribe('', {})), false);
    await until(page, 'a:open');
    await until(page, 'b:open');
    assert.equal(page.problems.requests.filter((u) => u.includes('/chunks/mqtt')).length, 1);
    assert.equal(page.sockets.length, 1);
    assert.match(page.sockets[0].url(), /^ws:\/\/127\.0\.0\.1:\d+\/mqtt$/);
    await control('/sandbox/events', { account: uuid, type: 'payment.card.success', resource: { transaction: 'T-42' } });
    await until(page, 'a:message:payment.card.success:T-42');
    await until(page, 'b:message:payment.card.success:T-42');
    assert.deepEqual(await page.evaluate(() => [typeof window.Buffer, typeof window.process, typeof window.global]), ['undefined', 'undefined', 'undefined']);
    assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => /iot|secret|session/i.test(localStorage.getItem(k) ?? '') && k !== 'inplayer_token').length), 0);
    await page.evaluate(() => window.c.notifications.unsubscribe());
    await page.waitForFunction(() => !window.c.notifications.isConnected());
    await until(page, 'a:close');
    assertClean(assert, page);
    await page.close();
  });

  it('the built script-tag client (dist/cdn/client.js) round-trips an event and sets no page globals', { skip: !existsSync(`${root}dist/cdn/client.js`) && 'run the build first' }, async () => {
    const page = await tab({ path: '/built' });
    const uuid = await uuidOf(page);
    await subscribe(page, uuid);
    await until(page, 'a:open');
    assert.equal(page.problems.requests.filter((u) => /\/cdn\/chunks\/mqtt-/.test(u)).length, 1, 'the lazy MQTT chunk of the build');
    await control('/sandbox/events', { account: uuid, type: 'payment.card.success', resource: { transaction: 'B-1' } });
    await until(page, 'a:message:payment.card.success:B-1');
    assert.deepEqual(await page.evaluate(() => [typeof window.Buffer, typeof window.process, typeof window.global]), ['undefined', 'undefined', 'undefined']);
    await page.evaluate(() => window.c.notifications.unsubscribe());
    assertClean(assert, page);
    await page.close();
  });

  it('reconnects after the broker drops the connection and keeps delivering', async () => {
    const page = await tab();
    const uuid = await uuidOf(page);
    await subscribe(page, uuid);
    await until(page, 'a:open');
    const keys = keyRequests(page);
    await control('/sandbox/broker/disconnect', { account: uuid });
    await until(page, 'a:close');
    await until(page, 'a:open', 2);
    assert.equal(page.sockets.length, 2);
    assert.equal(keyRequests(page), keys, 'still-valid credentials are reused');
    await control('/sandbox/events', { account: uuid, type: 'subscribe.success', resource: { transaction: 'S-1' } });
    await until(page, 'a:message:subscribe.success:S-1');
    await page.evaluate(() => window.c.notifications.unsubscribe());
    await page.close();
  });

  it('waits while offline and reconnects when the network is back', async () => {
    const page = await tab();
    const uuid = await uuidOf(page);
    await subscribe(page, uuid);
    await until(page, 'a:open');
    await context.setOffline(true);
    await page.waitForFunction(() => navigator.onLine === false);
    await control('/sandbox/broker/disconnect', { account: uuid });
    await until(page, 'a:close');
    // once the page has nothing short left to do (its reconnect back-off here is 100 to 400 ms), it has not tried again
    await pageIdle(page);
    assert.equal(page.sockets.length, 1, 'no attempts while offline');
    await context.setOffline(false);
    await until(page, 'a:open', 2);
    assert.equal(page.sockets.length, 2);
    await page.evaluate(() => window.c.notifications.unsubscribe());
    await page.close();
  });

  it('opens no socket while offline when its credentials arrive after the network went away', async () => {
    const page = await tab();
    const uuid = await uuidOf(page);
    // the key service answers while the browser is online; the answer reaches the page once it is offline
    let asked;
    const seen = new Promise((r) => (asked = r));
    let release;
    const held = new Promise((r) => (release = r));
    await page.route((url) => url.pathname.endsWith('/iot/keys'), async (route) => {
      const response = await route.fetch();
      asked();
      await held;
      await route.fulfill({ response });
    });
    await subscribe(page, uuid);
    await seen;
    await context.setOffline(true);
    await page.waitForFunction(() => navigator.onLine === false);
    release();
    await page.waitForFunction(() => window.c.notifications.getCredentials().then(() => true));
    await pageIdle(page);
    assert.equal(page.sockets.length, 0, 'no socket opened while offline');
    await context.setOffline(false);
    await until(page, 'a:open');
    assert.equal(page.sockets.length, 1);
    assertClean(assert, page, 'credentials while offline');
    await page.evaluate(() => window.c.notifications.unsubscribe());
    await page.close();
  });

  it('fetches fresh credentials after the broker refuses the handshake (403 upgrade, then not authorized)', async () => {
    const page = await tab();
    const uuid = await uuidOf(page);
    await subscribe(page, uuid);
    await until(page, 'a:open');
    const first = await page.evaluate(() => window.c.notifications.getCredentials().then((c) => c.accessKey));
    const keys = keyRequests(page);
    await control('/sandbox/iot/expire', { account: uuid });
    await control('/sandbox/broker/refuse', { ms: 600 });
    await control('/sandbox/broker/disconnect', { account: uuid });
    await until(page, 'a:open', 2);
    assert.ok(keyRequests(page) > keys, 'new credentials were fetched');
    const second = await page.evaluate(() => window.c.notifications.getCredentials().then((c) => c.accessKey));
    assert.notEqual(second, first);
    assert.ok(page.sockets.length >= 3, 'at least one refused attempt before the reconnect');
    assert.ok(page.problems.consoleErrors.every((t) => t.includes('An error has occured while subscribing.') || t.includes('/mqtt')),
      'only the spec\'s notification error is logged');
    await control('/sandbox/events', { account: uuid, type: 'payment.card.failed', resource: { transaction: 'F-1' } });
    await until(page, 'a:message:payment.card.failed:F-1');
    await page.evaluate(() => window.c.notifications.unsubscribe());
    await page.close();
  });

  it('signing out in one tab reaches the other tab and closes its socket', async () => {
    const email = `pair-${Math.random().toString(36).slice(2)}@example.com`;
    const a = await tab({ email });
    const b = await tab({ signUp: false });
    const uuid = await uuidOf(b);
    assert.equal(uuid, await uuidOf(a), 'the second tab shares the session');
    await subscribe(b, uuid);
    await until(b, 'a:open');
    await a.evaluate(() => window.c.accounts.signOut());
    await until(b, 'a:close');
    await b.waitForFunction(() => !window.c.notifications.isSubscribed());
    await b.waitForFunction(() => window.c.session.get().then((r) => r === null));
    assert.equal(await count(b, 'a:open'), 1, 'no reconnect after sign-out');
    await Promise.all([a.close(), b.close()]);
  });

  it('two tabs racing after a 401 send exactly one refresh', async () => {
    const a = await tab();
    const b = await tab({ signUp: false });
    const token = await a.evaluate(() => window.c.session.get().then((r) => r.token));
    await control('/sandbox/tokens/expire', { token });
    const grants = [];
    const onRequest = (req) => {
      if (req.url().endsWith('/accounts/authenticate') && req.method() === 'POST') grants.push(new URLSearchParams(req.postData() ?? '').get('grant_type'));
    };
    a.on('request', onRequest);
    b.on('request', onRequest);
    const [x, y] = await Promise.all([a.evaluate(() => window.c.accounts.getAccount()), b.evaluate(() => window.c.accounts.getAccount())]);
    assert.equal(x.uuid, y.uuid);
    assert.deepEqual(grants, ['refresh_token']);
    await Promise.all([a.close(), b.close()]);
  });
});
