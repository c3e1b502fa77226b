// The platform's own public SDK (@inplayer-org/inplayer.js 3.13.33, unmodified, in Chromium) against
// the sandbox, its requests to the hosted platform's address answered by the sandbox: its flows work
// and every response has the shape its declared types promise. The same calls made by our client
// are compared with the SDK's request by request (method, path, query and every body field). The
// documented deviations (docs/client.md) are the only ones: `return_url` carries `ippwat`, money
// calls carry an Idempotency-Key header (headers are not compared), NFT reservation sends the bearer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installedPackage } from '../../bench/peers.mjs';
import { startSandbox } from '../../sandbox/server.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { launchBrowser } from './browser.mjs';
import { createClient } from '../../src/client/index.ts';
import { FUTURE_YEAR } from '../helpers/card-dates.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SDK = '@inplayer-org/inplayer.js@3.13.33';
const PLATFORM = 'https://services.inplayer.com';
let sandbox, server, browser, context, page;
/** Requests the SDK sent, as the sandbox received them. */
const sdkSent = [];
/** Requests our client sent. */
const ourSent = [];

/** A request's comparable parts: method, path, sorted query and body fields. */
async function comparable(method, url, contentType, body) {
  let fields = [];
  if (body && /multipart\/form-data/.test(contentType)) {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    fields = [...form.entries()].map(([k, v]) => [k, String(v)]);
  } else if (body && /json/.test(contentType)) {
    fields = Object.entries(JSON.parse(Buffer.from(body).toString('utf8'))).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
  } else if (body) {
    fields = [...new URLSearchParams(Buffer.from(body).toString('utf8'))];
  }
  const u = new URL(url);
  return { method, path: u.pathname, query: [...u.searchParams].sort(), fields: fields.sort(([a], [b]) => a.localeCompare(b)) };
}

before(async () => {
  // a devDependency (npm ci installs it): nothing is fetched while the tests run
  const dir = installedPackage(root, SDK);
  assert.ok(dir, `${SDK} is not in node_modules: run npm ci (it is a devDependency)`);
  sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  server = await startStaticServer({
    mounts: { '/sdk/': join(dir, 'dist') },
    handle(req, res) {
      if (new URL(req.url, 'http://x').pathname !== '/') return false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>sdk</title><script src="/sdk/inplayer.min.js"></script>');
      return true;
    },
  });
  browser = await launchBrowser();
  context = await browser.newContext();
  // the hosted platform's address, answered by the sandbox (CORS included: the sandbox reflects this origin)
  await context.route((u) => u.origin === PLATFORM, async (route) => {
    const req = route.request();
    const target = sandbox.apiBase + req.url().slice(PLATFORM.length);
    const body = req.postDataBuffer();
    if (req.method() !== 'OPTIONS') sdkSent.push(await comparable(req.method(), target, req.headers()['content-type'] ?? '', body));
    const res = await fetch(target, { method: req.method(), headers: req.headers(), body: body ?? undefined });
    await route.fulfill({ status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) });
  });
  page = await context.newPage();
  await page.goto(server.url + '/');
  await page.evaluate(() => (window.InPlayer.default ?? window.InPlayer).setConfig('production'));
});

after(async () => {
  await browser?.close();
  await server?.close();
  await sandbox?.close();
});

/** Runs one SDK call in the page; resolves to the response body (the SDK answers axios responses). */
const sdk = (call, ...args) => page.evaluate(async ({ call, args }) => {
  const P = window.InPlayer.default ?? window.InPlayer;
  const [group, name] = call.split('.');
  try {
    const r = await P[group][name](...args);
    return { ok: true, data: r?.data ?? r };
  } catch (e) {
    return { ok: false, status: e?.response?.status, data: e?.response?.data ?? String(e) };
  }
}, { call, args });

const ours = () => createClient({
  baseURL: sandbox.apiBase, merchantUuid: sandbox.merchantUuid, clientId: sandbox.clientId, storage: 'memory',
  fetch: async (input, init) => {
    const req = new Request(input, init);
    const body = req.body ? Buffer.from(await req.clone().arrayBuffer()) : null;
    ourSent.push(await comparable(req.method, req.url, req.headers.get('content-type') ?? '', body));
    return fetch(req);
  },
});

/** Both sides' last request, with what legitimately differs (the viewer's address, the return address's ippwat) set aside. */
function lastPair() {
  const norm = (r) => ({
    ...r,
    fields: r.fields.map(([k, v]) => [k, k === 'username' || k === 'email' ? '<email>' : k === 'return_url' ? v.replace(/[?&]ippwat=[a-z]+/, '') : v]),
  });
  return [norm(sdkSent.at(-1)), norm(ourSent.at(-1))];
}

test('the platform SDK\'s account flows pass against the sandbox, and our client sends the same requests', async () => {
  const client = ours();
  const password = 'sdk-flows-1';
  const signUp = (email) => ({ fullName: 'Sdk Viewer', email, password, passwordConfirmation: password, type: 'consumer', clientId: sandbox.clientId, referrer: 'http://shop.test/', metadata: { phone: '123' } });

  const up = await sdk('Account.signUp', signUp(`sdk-${Date.now()}@example.test`));
  assert.ok(up.ok && up.data.access_token, JSON.stringify(up));
  await client.accounts.signUp({ ...signUp(`ours-${Date.now()}@example.test`), referrer: 'http://shop.test/' });
  assert.deepEqual(...lastPair(), 'sign-up: the same fields, metadata in bracket form');

  const me = await sdk('Account.getAccountInfo');
  assert.ok(me.ok);
  assert.deepEqual(me.data.metadata, { phone: '123' }, 'the sandbox read the SDK\'s metadata');

  const updated = await sdk('Account.updateAccount', { fullName: 'Sdk V.', metadata: { city: 'Ghent' }, dateOfBirth: '1990-05-01' });
  assert.ok(updated.ok, JSON.stringify(updated));
  assert.equal(updated.data.metadata.city, 'Ghent');
  await client.accounts.updateAccount({ fullName: 'Sdk V.', metadata: { city: 'Ghent' }, dateOfBirth: '1990-05-01' });
  assert.deepEqual(...lastPair(), 'account update');

  const flags = await sdk('Account.getFeatureFlags');
  assert.ok(flags.ok && Array.isArray(flags.data) && flags.data.every((f) => typeof f.name === 'string' && typeof f.enabled === 'boolean'), 'FeatureFlagData[]');
  await client.accounts.getFeatureFlags();
  assert.deepEqual(...lastPair());

  const watched = await sdk('Account.updateWatchHistory', '40001', 123.5);
  assert.ok(watched.ok, `progress in seconds is accepted: ${JSON.stringify(watched)}`);
  await client.accounts.updateWatchHistory('40001', 123.5);
  assert.deepEqual(...lastPair(), 'watch history');
});

test('the platform SDK\'s commerce flows pass against the sandbox, and our client sends the same requests', async () => {
  const client = ours();
  await client.accounts.signUp({ fullName: 'Ours', email: `ours2-${Date.now()}@example.test`, password: 'sdk-flows-1', passwordConfirmation: 'sdk-flows-1', referrer: 'http://shop.test/' });

  const fees = await sdk('Asset.getAssetAccessFees', 40001);
  assert.ok(fees.ok && Array.isArray(fees.data) && fees.data.length);
  await client.assets.getAssetAccessFees(40001);
  assert.deepEqual(...lastPair());

  const methods = await sdk('Payment.getPaymentMethods');
  assert.ok(methods.ok && methods.data.length);
  const card = methods.data.find((m) => /card/i.test(m.method_name));
  const cardPay = { number: '4242424242424242', cardName: 'Sdk Viewer', expMonth: '12', expYear: String(FUTURE_YEAR), cvv: '123', accessFee: 60001, paymentMethod: card.id, referrer: server.url + '/', returnUrl: server.url + '/content/40001/payment/check' };
  const paid = await sdk('Payment.createPayment', cardPay);
  assert.ok(paid.ok, JSON.stringify(paid));
  await client.payments.createPayment(cardPay);
  assert.deepEqual(...lastPair(), 'card payment (return_url aside: ours adds ippwat, a documented deviation)');
  const access = await sdk('Asset.checkAccessForAsset', 40001);
  assert.ok(access.ok && access.data.item_id === 40001, 'the SDK viewer can watch what it bought');

  const stored = { cardNumber: '4242424242424242', cardName: 'Sdk Viewer', cvc: 123, expMonth: 12, expYear: FUTURE_YEAR, currency: 'EUR' };
  const set = await sdk('Payment.setDefaultCreditCard', stored);
  assert.ok(set.ok && set.data.card_name === 'Sdk Viewer', JSON.stringify(set));
  await client.payments.setDefaultCreditCard({ ...stored, cvc: '123' });
  assert.deepEqual(...lastPair(), 'default card');
  const got = await sdk('Payment.getDefaultCreditCard');
  assert.ok(got.ok && Array.isArray(got.data.cards) && got.data.cards[0].card_name === 'Sdk Viewer', `GetDefaultCard: ${JSON.stringify(got.data)}`);

  const rates = await sdk('NFTs.getExchangeRates', 'EUR', true);
  assert.ok(rates.ok && rates.data.asset_id_base === 'EUR' && Array.isArray(rates.data.rates) && typeof rates.data.rates[0].rate === 'number', `GetExchangeRatesResponse: ${JSON.stringify(rates.data)}`);
  await client.nfts.getExchangeRates('EUR', true);
  assert.deepEqual(...lastPair());

  const out = await sdk('Account.signOut');
  assert.ok(out.ok, JSON.stringify(out));
});
