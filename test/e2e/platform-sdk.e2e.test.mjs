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

/**
 * Every call of the platform SDK that reaches the platform, in the order a viewer's life would make
 * them: each runs in Chromium against the sandbox and must succeed with the shape the SDK declares.
 * `defect` marks the SDK's own bug (reference section a): it is run and must fail the way the defect
 * says, so the day the SDK is fixed the list says so.
 */
const FLOWS = [
  ['Account.signUp', async (x) => ok(await sdk('Account.signUp', { fullName: 'Flow Viewer', email: x.email, password: x.password, passwordConfirmation: x.password, type: 'consumer', clientId: sandbox.clientId, referrer: 'http://shop.test/' }), (d) => d.access_token && d.account.email === x.email)],
  ['Account.signUpV2', async (x) => ok(await sdk('Account.signUpV2', { fullName: 'Flow Two', email: `v2-${x.email}`, password: x.password, passwordConfirmation: x.password, type: 'consumer', clientId: sandbox.clientId, referrer: 'http://shop.test/' }), (d) => d.access_token)],
  ['Account.signInV2', async (x) => ok(await sdk('Account.signInV2', { email: `v2-${x.email}`, password: x.password, clientId: sandbox.clientId, referrer: 'http://shop.test/' }), (d) => d.access_token && !d.refresh_token)],
  ['Account.signIn', async (x) => ok(await sdk('Account.signIn', { email: x.email, password: x.password, clientId: sandbox.clientId, referrer: 'http://shop.test/' }), (d) => d.access_token && d.refresh_token)],
  ['Account.refreshToken', async () => ok(await sdk('Account.refreshToken', sandbox.clientId), (d) => d.access_token)],
  ['Account.getAccountInfo', async (x) => ok(await sdk('Account.getAccountInfo'), (d) => d.email === x.email && typeof d.uuid === 'string')],
  ['Account.updateAccount', async () => ok(await sdk('Account.updateAccount', { fullName: 'Flow V.' }), (d) => d.full_name === 'Flow V.')],
  ['Account.changePassword', async (x) => ok(await sdk('Account.changePassword', { oldPassword: x.password, password: x.password2, passwordConfirmation: x.password2, brandingId: 3001 }))],
  ['Account.requestNewPassword', async (x) => ok(await sdk('Account.requestNewPassword', { email: x.email, merchantUuid: sandbox.merchantUuid, brandingId: 3001 }))],
  ['Account.setNewPassword', async (x) => ok(await sdk('Account.setNewPassword', { password: x.password, passwordConfirmation: x.password, brandingId: 3001 }, (await mail(x.email, /reset/i)).code))],
  ['Account.getSocialLoginUrls', async () => ok(await sdk('Account.getSocialLoginUrls', 'flow-state'), (d) => d.social_urls.length === 3)],
  ['Account.getRegisterFields', async () => ok(await sdk('Account.getRegisterFields', sandbox.merchantUuid), (d) => Array.isArray(d.collection))],
  ['Account.reportSSOtoken', async () => ok(await sdk('Account.reportSSOtoken', sandbox.ssoURL, await page.evaluate(() => (window.InPlayer.default ?? window.InPlayer).Account.getToken().token), false))],
  ['Account.sendPinCode', async () => ok(await sdk('Account.sendPinCode', 3001))],
  ['Account.validatePinCode', async (x) => ok(await sdk('Account.validatePinCode', (await mail(x.email, /PIN/)).code))],
  ['Account.loadMerchantRestrictionSettings', async () => ok(await sdk('Account.loadMerchantRestrictionSettings', sandbox.merchantUuid), (d) => d.merchant_uuid === sandbox.merchantUuid)],
  ['Account.syncWithExternalAccount', async () => ok(await sdk('Account.syncWithExternalAccount', 'jw', 40001), (d) => d.integration === 'jw')],
  ['Account.updateExternalAccount', async () => ok(await sdk('Account.updateExternalAccount', 'jw', { item_id: 40002 }))],
  ['Account.addToFavorites', async () => ok(await sdk('Account.addToFavorites', '40001'), (d) => String(d.media_id) === '40001')],
  ['Account.getFavorites', async () => ok(await sdk('Account.getFavorites'), (d) => d.collection.length === 1)],
  ['Account.getFavorite', async () => ok(await sdk('Account.getFavorite', '40001'))],
  ['Account.deleteFromFavorites', async () => ok(await sdk('Account.deleteFromFavorites', '40001'))],
  ['Account.updateWatchHistory', async () => ok(await sdk('Account.updateWatchHistory', '40002', 42), (d) => String(d.media_id) === '40002')],
  ['Account.getWatchHistory', async () => ok(await sdk('Account.getWatchHistory', {}), (d) => Array.isArray(d.collection))],
  ['Account.getWatchHistoryForItem', async () => ok(await sdk('Account.getWatchHistoryForItem', '40002'))],
  ['Account.deleteWatchHistoryForItem', async () => ok(await sdk('Account.deleteWatchHistoryForItem', '40002'))],
  ['Account.createProfile', async (x) => ok(await sdk('Account.createProfile', 'Kids', false, '', 1234), (d) => (x.profile = d.id))],
  ['Account.getProfiles', async () => ok(await sdk('Account.getProfiles'), (d) => Array.isArray(d) && d.length >= 1)],
  ['Account.getProfileDetails', async (x) => ok(await sdk('Account.getProfileDetails', x.profile), (d) => d.name === 'Kids')],
  ['Account.updateProfile', async (x) => ok(await sdk('Account.updateProfile', x.profile, 'Children', '', false), (d) => d.name === 'Children')],
  ['Account.enterProfile', async (x) => ok(await sdk('Account.enterProfile', x.profile, 1234))],
  ['Account.deleteProfile', async (x) => {
    // the SDK's deleteProfile(id) sends no PIN: a PIN-protected profile stays (422 errors.pin, as
    // docs/sandbox.md says), and a child's profile without a PIN is deleted
    const guarded = await sdk('Account.deleteProfile', x.profile);
    if (guarded.ok || guarded.status !== 422 || !guarded.data?.errors?.pin) return `a PIN-protected profile without its PIN: ${guarded.status} ${JSON.stringify(guarded.data)}`;
    const open = await sdk('Account.createProfile', 'Guest', false, '');
    if (!open.ok || open.data.pin_required) return `no profile without a PIN to delete: ${open.status} ${JSON.stringify(open.data)}`;
    const deleted = ok(await sdk('Account.deleteProfile', open.data.id));
    if (deleted !== 'ok') return deleted;
    return ok(await sdk('Account.getProfiles'), (d) => d.some((p) => p.id === x.profile) && !d.some((p) => p.id === open.data.id));
  }],
  ['Account.getFeatureFlags', async () => ok(await sdk('Account.getFeatureFlags'), (d) => Array.isArray(d))],
  ['Account.exportData', async (x) => ok(await sdk('Account.exportData', { password: x.password, brandingId: 3001 }))],

  ['Asset.getAsset', async () => ok(await sdk('Asset.getAsset', 40001, sandbox.merchantUuid), (d) => d.id === 40001)],
  ['Asset.getExternalAsset', async () => ok(await sdk('Asset.getExternalAsset', 'jw', 'sandbox-jw-1', sandbox.merchantUuid), (d) => d.id === 40001)],
  ['Asset.getPackage', async () => ok(await sdk('Asset.getPackage', 50001), (d) => d.id === 50001)],
  ['Asset.getAssetsInPackage', async () => ok(await sdk('Asset.getAssetsInPackage', 50002), (d) => d.collection.length === 6)],
  ['Asset.getAssetAccessFees', async () => ok(await sdk('Asset.getAssetAccessFees', 40001), (d) => d.length >= 1)],
  ['Asset.isFreeTrialUsed', async () => ok(await sdk('Asset.isFreeTrialUsed', 50001), (d) => d === false)],
  ['Asset.getDonationOptions', async () => ok(await sdk('Asset.getDonationOptions', 40003), (d) => d.donations.length === 3)],
  ['Asset.requestCodeAccess', async () => ok(await sdk('Asset.requestCodeAccess', { item_id: 40014, code: 'FESTIVAL-VIP' }), (d) => d.code === 'FESTIVAL-VIP')],
  ['Asset.getAccesCodeSessions', async () => ok(await sdk('Asset.getAccesCodeSessions', 64002), (d) => d.length === 1)],
  ['Asset.terminateSession', async () => ok(await sdk('Asset.terminateSession', 40014))],
  ['Asset.requestDataCaptureNoAuthAccess', async (x) => ok(await sdk('Asset.requestDataCaptureNoAuthAccess', { email: x.email, full_name: 'Flow Viewer', company: 'Flow Ltd', merchant_uuid: sandbox.merchantUuid }))],
  ['Asset.getSignedMediaToken', async () => ok(await sdk('Asset.getSignedMediaToken', 'app1', 'sandbox-jw-1'), (d) => typeof d.token === 'string')],
  ['Asset.getSiteEntitlements', async () => ok(await sdk('Asset.getSiteEntitlements', sandbox.seed.siteId), (d) => Array.isArray(d.plans))],

  ['Payment.getSitePlans', async (x) => ok(await sdk('Payment.getSitePlans', sandbox.seed.siteId, 'q=all'), (d) => (x.plan = d.plans[0]?.id) && d.plans.length === 1)],
  ['Payment.getSitePlanPrices', async (x) => ok(await sdk('Payment.getSitePlanPrices', sandbox.seed.siteId, x.plan), (d) => d.prices.length === 2)],
  ['Payment.getPaymentMethods', async (x) => ok(await sdk('Payment.getPaymentMethods'), (d) => (x.card = d.find((m) => /card/i.test(m.method_name))?.id))],
  ['Voucher.getDiscount', async () => ok(await sdk('Voucher.getDiscount', { voucherCode: 'SANDBOX10', accessFeeId: 60001 }), (d) => d.amount < d.full_amount)],
  ['Payment.createPayment', async (x) => ok(await sdk('Payment.createPayment', { number: '4000000000003220', cardName: 'Flow V.', expMonth: '12', expYear: String(FUTURE_YEAR), cvv: '123', accessFee: 60001, paymentMethod: x.card, referrer: 'http://shop.test/', returnUrl: `${server.url}/watch` }), (d) => (x.pi = d.pi_id) && (x.bank = d.redirect_to_url))],
  ['Payment.confirmPayment', async (x) => {
    await fetch(x.bank, { method: 'POST', body: new URLSearchParams({ outcome: 'approve' }) });
    return ok(await sdk('Payment.confirmPayment', x.pi));
  }],
  ['Asset.checkAccessForAsset', async () => ok(await poll(() => sdk('Asset.checkAccessForAsset', 40001)), (d) => d.item_id === 40001)],
  ['Asset.getCloudfrontURL', async () => ok(await sdk('Asset.getCloudfrontURL', 40001, 'https://media.example.test/v.m3u8'), (d) => /Signature=/.test(d.video_url))],
  ['Payment.createDonationPayment', async (x) => ok(await sdk('Payment.createDonationPayment', { number: '4000000000003220', cardName: 'Flow V.', expMonth: '12', expYear: FUTURE_YEAR, cvv: '123', paymentMethod: x.card, referrer: 'http://shop.test/', brandingId: 3001, returnUrl: `${server.url}/d`, amount: 5, currency: 'EUR', assetId: 40003, donationId: 400030 }), (d) => (x.pi = d.pi_id) && (x.bank = d.redirect_to_url))],
  ['Payment.confirmDonationPayment', async (x) => {
    await fetch(x.bank, { method: 'POST', body: new URLSearchParams({ outcome: 'approve' }) });
    return ok(await sdk('Payment.confirmDonationPayment', { paymentIntentId: x.pi, brandingId: 3001, paymentMethod: x.card, donationId: 400030 }));
  }],
  ['Payment.getPayPalParams', async (x) => ok(await sdk('Payment.getPayPalParams', { origin: 'http://shop.test/', accessFeeId: 60002, paymentMethod: x.card, voucherCode: '', brandingId: 3001 }), (d) => typeof d.endpoint === 'string')],
  ['Payment.idealPayment', async () => ok(await sdk('Payment.idealPayment', { accessFeeId: 60003, bank: 'ing', returnUrl: `${server.url}/i`, referrer: 'http://shop.test/', brandingId: 3001 }))],
  ['Payment.googlePayPayment', async () => ok(await sdk('Payment.googlePayPayment', { accessFeeId: 60004, referrer: 'http://shop.test/', brandingId: 3001 }))],
  ['Payment.applePayPayment', async () => ok(await sdk('Payment.applePayPayment', { accessFeeId: 60005, referrer: 'http://shop.test/', brandingId: 3001 }))],
  ['Payment.createDirectDebitMandate', async () => ok(await sdk('Payment.createDirectDebitMandate', { name: 'Flow V.', iban: 'DE89370400440532013000' }), (d) => d.is_approved)],
  ['Payment.getDirectDebitMandate', async () => ok(await sdk('Payment.getDirectDebitMandate'), (d) => d.is_approved)],
  ['Payment.directDebitCharge', async () => ok(await sdk('Payment.directDebitCharge', { accessFeeId: 60006, assetId: 40006, voucherCode: '', brandingId: 3001, referrer: 'http://shop.test/' }))],
  ['Payment.validateReceipt', async () => ok(await sdk('Payment.validateReceipt', { platform: 'roku', receipt: 'roku-receipt-1', itemId: 40007, accessFeeId: 60007 }))],
  ['Payment.setDefaultCreditCard', async () => ok(await sdk('Payment.setDefaultCreditCard', { cardNumber: '4242424242424242', cardName: 'Flow V.', cvc: 123, expMonth: 12, expYear: FUTURE_YEAR, currency: 'EUR' }))],
  ['Payment.getDefaultCreditCard', async () => ok(await sdk('Payment.getDefaultCreditCard'), (d) => d.cards.length === 1)],
  ['Subscription.createSubscription', async (x) => ok(await sdk('Subscription.createSubscription', { number: '4242424242424242', cardName: 'Flow V.', expMonth: '12', expYear: String(FUTURE_YEAR), cvv: '123', accessFee: 61001, paymentMethod: x.card, referrer: 'http://shop.test/', returnUrl: `${server.url}/s` }))],
  ['Subscription.getSubscriptions', async (x) => ok(await poll(() => sdk('Subscription.getSubscriptions'), (d) => d.collection?.length), (d) => (x.sub = d.collection[0]))],
  ['Subscription.getSubscription', async (x) => ok(await sdk('Subscription.getSubscription', x.sub.id), (d) => d.id === x.sub.id)],
  ['Subscription.changeSubscriptionPlan', async (x) => ok(await sdk('Subscription.changeSubscriptionPlan', { access_fee_id: 61002, inplayer_token: x.sub.id }))],
  ['Subscription.cancelSubscription', async (x) => ok(await sdk('Subscription.cancelSubscription', (await sdk('Subscription.getSubscription', x.sub.id)).data.unsubscribe_url))],
  ['Payment.idealSubscribe', async () => ok(await sdk('Payment.idealSubscribe', { accessFeeId: 61004, bank: 'ing', returnUrl: `${server.url}/i`, referrer: 'http://shop.test/', brandingId: 3001 }))],
  ['Payment.directDebitSubscribe', async () => ok(await sdk('Payment.directDebitSubscribe', { accessFeeId: 61004, assetId: 50002, voucherCode: '', brandingId: 3001, referrer: 'http://shop.test/' }))],
  ['Payment.getPurchaseHistory', async () => ok(await sdk('Payment.getPurchaseHistory', 'active', 0, 5), (d) => d.collection.length >= 1)],
  ['Asset.getAssetsHistory', async (x) => ok(await sdk('Asset.getAssetsHistory', 10, 0), (d) => (x.trx = (d.collection ?? d)[0]?.transaction_token))],
  ['Payment.getPaymentHistory', async () => ok(await sdk('Payment.getPaymentHistory'), (d) => d.collection.length >= 1)],
  ['Payment.getBillingReceipt', async (x) => ok(await sdk('Payment.getBillingReceipt', { trxToken: x.trx }))],
  ['Branding.getBranding', async () => ok(await sdk('Branding.getBranding', sandbox.merchantUuid, 3001), (d) => d.id === 3001)],
  ['NFTs.getMerchantMarketplace', async () => ok(await sdk('NFTs.getMerchantMarketplace', sandbox.merchantUuid), (d) => d.id === 7000)],
  ['NFTs.getMerchantNFTList', async () => ok(await sdk('NFTs.getMerchantNFTList', sandbox.merchantUuid), (d) => d.collection.length === 50)],
  ['NFTs.getMerchantNFT', async () => ok(await sdk('NFTs.getMerchantNFT', sandbox.merchantUuid, 70001), (d) => d.id === 70001)],
  ['NFTs.getExchangeRates', async () => ok(await sdk('NFTs.getExchangeRates', 'EUR', true), (d) => d.asset_id_base === 'EUR')],
  ['NFTs.getUserBoughtNFTs', async () => ok(await sdk('NFTs.getUserBoughtNFTs'), (d) => Array.isArray(d.collection))],
  ['NFTs.makeReservation', async () => {
    const r = await sdk('NFTs.makeReservation', sandbox.merchantUuid, 70001);
    return !r.ok && r.status === 401 ? 'defect' : `expected the SDK's defect (no Authorization header): ${JSON.stringify(r)}`;
  }],
  ['Notifications.getIotToken', async () => ok(await page.evaluate(async () => {
    try { return { ok: true, data: await (window.InPlayer.default ?? window.InPlayer).Notifications.getIotToken() }; } catch (e) { return { ok: false, data: String(e) }; }
  }), (d) => typeof d.accessKey === 'string')],
  ['Account.signOut', async () => ok(await sdk('Account.signOut'))],
  ['Account.deleteAccount', async (x) => {
    await sdk('Account.signIn', { email: x.email, password: x.password, clientId: sandbox.clientId, referrer: 'http://shop.test/' });
    return ok(await sdk('Account.deleteAccount', { password: x.password, brandingId: 3001 }));
  }],
];

/** 'ok' when the SDK's call succeeded and its body passes the check, else what went wrong. */
function ok(r, check = () => true) {
  if (!r.ok) return `failed: ${r.status} ${JSON.stringify(r.data)}`;
  let passed;
  try { passed = check(r.data); } catch (e) { passed = false; }
  return passed ? 'ok' : `unexpected body: ${JSON.stringify(r.data).slice(0, 300)}`;
}

/** Repeats an SDK call until it succeeds (and its body passes `until`), for effects the sandbox applies after answering. */
async function poll(call, until = () => true) {
  let r;
  for (let i = 0; i < 100; i++) {
    r = await call();
    if (r.ok && until(r.data)) return r;
    await new Promise((done) => setTimeout(done, 50));
  }
  return r;
}

/** The newest mail to an address whose subject matches. */
async function mail(to, subject) {
  for (let i = 0; i < 100; i++) {
    const box = await (await fetch(`${sandbox.apiBase}/sandbox/mailbox?format=json&to=${encodeURIComponent(to)}`)).json();
    const m = box.collection.find((x) => subject.test(x.subject));
    if (m) return m;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`no mail ${subject} to ${to}`);
}

test('every flow of the platform SDK completes against the sandbox, bar its own defect', async () => {
  const x = {
    email: `flows-${Date.now()}@example.test`, password: 'sdk-flows-1', password2: 'sdk-flows-2',
  };
  // the key service's hosted address, answered by the sandbox's
  await context.route((u) => u.href === 'https://notifications.inplayer.com/iot/keys', async (route) => {
    const res = await fetch(sandbox.keyServiceURL, { headers: route.request().headers() });
    await route.fulfill({ status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) });
  });
  const results = [];
  for (const [name, run] of FLOWS) results.push([name, await run(x).catch((e) => `threw: ${e?.message ?? e}`)]);
  const failed = results.filter(([, r]) => r !== 'ok' && r !== 'defect');
  const defects = results.filter(([, r]) => r === 'defect').map(([n]) => n);
  assert.deepEqual(failed, [], 'every flow completes');
  assert.deepEqual(defects, ['NFTs.makeReservation'], 'the one SDK defect is still there');
  // the list covers every call of the SDK that reaches the platform (its typed groups, at runtime)
  const calls = await page.evaluate(() => {
    const P = window.InPlayer.default ?? window.InPlayer;
    const local = new Set(['isAuthenticated', 'getToken', 'setToken', 'removeToken', 'getAccessCode', 'subscribe', 'handleSubscribe', 'setClient', 'isSubscribed', 'unsubscribe', 'setConfig', 'constructor']);
    const out = [];
    for (const g of ['Account', 'Asset', 'Payment', 'Subscription', 'Voucher', 'Branding', 'NFTs', 'Notifications']) {
      const o = P[g];
      const names = new Set([...Object.keys(o), ...Object.getOwnPropertyNames(Object.getPrototypeOf(o))]);
      for (const n of names) if (typeof o[n] === 'function' && !local.has(n)) out.push(`${g}.${n}`);
    }
    return out;
  });
  const listed = new Set(FLOWS.map(([n]) => n));
  const duplicates = ['Subscription.directDebitSubscribe', 'Subscription.idealSubscribe', 'Subscription.getDefaultCreditCard', 'Subscription.setDefaultCreditCard'];
  assert.deepEqual(calls.filter((n) => !listed.has(n) && !duplicates.includes(n)).sort(), [], 'every SDK call is in the flow list');
  console.log(`# platform SDK flows: ${results.length - defects.length} of ${results.length} complete (${defects.length} SDK defect)`);
});
