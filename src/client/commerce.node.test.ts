// Every assets, payments, subscriptions, vouchers, branding and NFT call against a fresh sandbox.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, PaywallError, type PaywallClient } from './index';


import { recordingFetch, startSandbox, type Sandbox, type Sent } from '../../test/helpers/sandbox';
import { FUTURE_YEAR } from '../../test/helpers/card-dates';


describe('client commerce calls against the sandbox', () => {
  let sb: Sandbox;
  const sent: Sent[] = [];
  let client: PaywallClient;
  let uuid = '';
  const card = { number: '4242424242424242', cardName: 'Vera Viewer', expMonth: 12, expYear: FUTURE_YEAR, cvv: '123' };
  const returnUrl = 'http://127.0.0.1:9/return?x=1';

  const make = (brandingId?: string) =>
    createClient({
      baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId, storage: 'memory', brandingId,
      fetch: recordingFetch(sent),
    });
  const last = () => sent[sent.length - 1];
  const formOf = (s: Sent) => Object.fromEntries(new URLSearchParams(String(s.body)));
  const charges = async () => (await (await fetch(`${sb.apiBase}/sandbox/charges?account=${uuid}`)).json()).collection as unknown[];

  before(async () => {
    sb = await startSandbox({ port: 0, fresh: true, quiet: true });
    client = make();
    await client.accounts.signUp({ fullName: 'Buyer', email: 'buyer@example.com', password: 'buyer-pass-1', passwordConfirmation: 'buyer-pass-1' });
    uuid = (await client.accounts.getAccount()).uuid;
  });
  after(() => sb.close());

  it('reads items, packages, access fees and external assets anonymously', async () => {
    const anon = make();
    const a = await anon.assets.getAsset(40001);
    assert.equal(last().url.pathname, `/items/${sb.merchantUuid}/40001`);
    assert.equal(a.id, 40001);
    assert.equal(last().headers.get('authorization'), null);
    assert.equal((await anon.assets.getExternalAsset('jw', 'sandbox-jw-1')).id, 40001);
    assert.equal(last().url.searchParams.get('merchant_uuid'), sb.merchantUuid);
    assert.equal((await anon.assets.getPackage(50001)).id, 50001);
    assert.ok((await anon.assets.getAssetsInPackage(50001)).collection.length > 0);
    const fees = await anon.assets.getAssetAccessFees(40001);
    assert.ok(fees.some((f) => f.id === 60001));
    assert.equal(last().url.pathname, '/v2/items/40001/access-fees');
  });

  it('refuses a paid item with the platform body until it is bought, then grants it', async () => {
    await assert.rejects(client.assets.checkAccessForAsset(40002), (e: PaywallError) => e.status === 402 && e.message === 'Request failed with status code 402');
    const methods = await client.payments.getPaymentMethods();
    const cardMethod = methods.find((m) => m.method_name === 'Card')!;
    const r = await client.payments.createPayment({ ...card, accessFee: 60002, paymentMethod: cardMethod.id, returnUrl }, { idempotencyKey: 'attempt-1' });
    assert.equal(last().url.pathname, '/payments');
    const f = formOf(last());
    assert.equal(f.access_fee, '60002');
    assert.equal(new URL(f.return_url).searchParams.get('ippwat'), 'ppv');
    assert.equal(new URL(f.return_url).searchParams.get('x'), '1');
    assert.ok(!('voucher_code' in f) && !('is_gift' in f) && !('receiver_email' in f) && !('branding_id' in f));
    assert.equal(last().headers.get('idempotency-key'), 'attempt-1');
    assert.ok(r.pi_id);
    const access = await client.assets.checkAccessForAsset(40002);
    assert.equal(access.item_id, 40002);
    // the same attempt again is the same charge
    await client.payments.createPayment({ ...card, accessFee: 60002, paymentMethod: cardMethod.id, returnUrl }, { idempotencyKey: 'attempt-1' });
    assert.equal((await charges()).length, 1);
  });

  it('generates one idempotency key per attempt when none is given', async () => {
    await client.payments.createPayment({ ...card, accessFee: 60003, paymentMethod: 1, returnUrl, voucherCode: 'SANDBOX10', isGift: true, receiverEmail: 'friend@example.com' });
    const key = last().headers.get('idempotency-key') ?? '';
    assert.match(key, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const f = formOf(last());
    assert.equal(f.voucher_code, 'SANDBOX10');
    assert.equal(f.is_gift, 'true');
    assert.equal(f.receiver_email, 'friend@example.com');
  });

  it('confirms a 3-D Secure payment with pi_id, and refuses a missing payment intent id before sending', async () => {
    const r = await client.payments.createPayment({ ...card, number: '4000000000003220', accessFee: 60004, paymentMethod: 1, returnUrl });
    assert.ok(r.redirect_to_url && r.pi_id);
    await fetch(`${sb.apiBase}/sandbox/bank/3ds/${r.pi_id}?format=json`, { method: 'POST', body: new URLSearchParams({ outcome: 'approve' }) });
    await client.payments.confirmPayment(r.pi_id as string);
    assert.deepEqual(formOf(last()), { pi_id: r.pi_id });
    assert.equal((await client.assets.checkAccessForAsset(40004)).item_id, 40004);
    const n = sent.length;
    for (const p of [client.payments.confirmPayment(''), client.payments.confirmDonationPayment({ paymentIntentId: '' })]) {
      await assert.rejects(p, (e: PaywallError) => {
        assert.equal(e.status, 400);
        assert.equal(e.message, 'Payment Intend Id is a required parameter!');
        assert.deepEqual(e.response?.data, { code: 400, message: 'Payment Intend Id is a required parameter!' });
        return true;
      });
    }
    assert.equal(sent.length, n, 'nothing was sent');
  });

  it('lists purchases and transactions with the spec defaults', async () => {
    const h = await client.assets.getPurchaseHistory();
    assert.deepEqual(Object.fromEntries(last().url.searchParams), { status: 'active', page: '0', size: '5' });
    assert.ok(h.collection.length >= 2);
    const t = await client.payments.getTransactions();
    assert.deepEqual(Object.fromEntries(last().url.searchParams), { exclude: 'store-payment', size: '10', page: '0' });
    assert.ok(t.collection.length >= 2);
    assert.equal(await client.assets.isFreeTrialUsed(50001), false);
  });

  it('reads the payment history and a receipt as a PDF blob', async () => {
    const h = await client.payments.getPaymentHistory();
    assert.equal(last().url.pathname, '/v2/accounting/payment-history');
    const trx = h.collection[0].transaction_token;
    assert.ok(trx);
    const pdf = await client.payments.getBillingReceipt(trx);
    assert.equal(last().url.pathname, `/v2/accounting/transactions/${trx}/receipt`);
    assert.ok(pdf instanceof Blob);
    assert.equal(pdf.type, 'application/pdf');
    assert.match(await pdf.text(), /^%PDF-/);
    await assert.rejects(client.payments.getBillingReceipt('nope'), { status: 404 });
  });

  it('reads a site\'s (v3) plans, a plan\'s prices and the viewer\'s entitlements', async () => {
    const site = 'sbxfilms';
    const plans = await client.payments.getSitePlans(site, { q: 'all access' });
    assert.equal(last().url.pathname, `/v3/sites/${site}/plans`);
    assert.equal(last().url.searchParams.get('q'), 'all access');
    assert.deepEqual(plans.plans.map((p) => p.original_id), [50001]);
    const prices = await client.payments.getSitePlanPrices(site, plans.plans[0].id);
    assert.equal(last().url.pathname, `/v3/sites/${site}/plans/${plans.plans[0].id}/prices`);
    assert.deepEqual(prices.prices.map((p) => p.metadata.amount).sort(), [9.99, 99]);
    const held = await client.assets.getSiteEntitlements(site);
    assert.equal(last().url.pathname, `/v3/sites/${site}/entitlements`);
    assert.ok(Array.isArray(held.plans));
    await assert.rejects(client.payments.getSitePlanPrices('site 1', 'p/1'), (e: PaywallError) => e.status === 404);
    assert.equal(last().url.pathname, '/v3/sites/site%201/plans/p%2F1/prices');
  });

  it('pays a donation and reads the donation options', async () => {
    const d = await client.assets.getDonationOptions(40003);
    assert.ok(d.donations.length);
    const r = await client.payments.createDonationPayment({
      ...card, paymentMethod: 1, currency: 'EUR', amount: 5, assetId: 40003, donationId: d.donations[0].id, returnUrl,
    });
    const f = formOf(last());
    assert.equal(last().url.pathname, '/v2/payments/donation');
    assert.equal(f.item_id, '40003');
    assert.equal(f.currency_iso, 'EUR');
    assert.ok(r);
  });

  it('pays with iDEAL, wallets and direct debit on /v2/payments', async () => {
    const i = await client.payments.idealPayment({ accessFeeId: 60005, bank: 'ing', returnUrl });
    assert.equal(formOf(last()).payment_method, 'ideal');
    assert.equal(new URL(formOf(last()).return_url).searchParams.get('ippwat'), 'ppv');
    assert.ok(i.redirect_to_url);
    await client.payments.googlePayPayment({ accessFeeId: 60006 });
    assert.equal(formOf(last()).payment_method, 'google pay on web');
    await client.payments.applePayPayment({ accessFeeId: 60007 });
    assert.equal(formOf(last()).payment_method, 'apple pay on web');
    await client.payments.createDirectDebitMandate({ name: 'Buyer', iban: 'DE89370400440532013000' });
    assert.deepEqual(formOf(last()), { name: 'Buyer', iban: 'DE89370400440532013000' });
    assert.ok(await client.payments.getDirectDebitMandate());
    await client.payments.directDebitCharge({ accessFeeId: 60008, assetId: 40008 });
    assert.equal(formOf(last()).payment_method, 'Direct Debit');
    assert.equal((await client.assets.checkAccessForAsset(40008)).item_id, 40008);
  });

  it('sends a wallet payment\'s return address with ippwat=ppv, and a free purchase without card fields', async () => {
    const w = await client.payments.googlePayPayment({ accessFeeId: 60011, assetId: 40011, returnUrl });
    assert.equal(new URL(formOf(last()).return_url).searchParams.get('ippwat'), 'ppv');
    assert.match(String(w.redirect_to_url), /\/sandbox\/bank\/wallet\//, 'the wallet step');
    const other = make();
    await other.accounts.signUp({ fullName: 'Gift Buyer', email: 'gift-buyer@example.com', password: 'buyer-pass-1', passwordConfirmation: 'buyer-pass-1' });
    await other.payments.createPayment({ ...card, accessFee: 62002, paymentMethod: 1, returnUrl, isGift: true, receiverEmail: 'buyer@example.com' });
    const mail = await (await fetch(`${sb.apiBase}/sandbox/mailbox?to=buyer%40example.com&format=json`)).json();
    const code = mail.collection[0].code as string;
    const d = await client.vouchers.getDiscount({ voucherCode: code });
    assert.deepEqual([d.access_fee_id, d.amount], [62002, 0]);
    const before = (await charges()).length;
    const r = await client.payments.createFreePayment({ accessFee: 62002, paymentMethod: 1, voucherCode: code }, { idempotencyKey: 'free-1' });
    const f = formOf(last());
    assert.deepEqual([f.access_fee, f.voucher_code], ['62002', code]);
    for (const k of ['number', 'card_name', 'exp_month', 'exp_year', 'cvv']) assert.ok(!(k in f), `no ${k}`);
    assert.equal(last().headers.get('idempotency-key'), 'free-1');
    assert.ok(r.transaction);
    assert.equal((await client.assets.checkAccessForAsset(40001)).item_id, 40001);
    assert.equal((await charges()).length, before, 'nothing charged');
  });

  it('asks for PayPal parameters as multipart and validates an in-app receipt', async () => {
    const p = await client.payments.getPayPalParams({ origin: 'http://127.0.0.1:9/', accessFeeId: 60009, paymentMethod: 2 });
    assert.ok(last().body instanceof FormData);
    assert.equal((last().body as FormData).get('branding_id'), null, 'no "undefined" branding id');
    assert.ok(p.endpoint);
    await client.payments.validateReceipt({ platform: 'apple', receipt: 'r-1', itemId: 40010, accessFeeId: 60010 });
    assert.deepEqual(formOf(last()), { receipt: 'r-1', item_id: '40010', access_fee_id: '60010' });
    await assert.rejects(client.payments.validateReceipt({ platform: 'amazon', receipt: 'invalid-x', productName: 'sandbox.fee.60012', amazonUserId: 'u' }), { status: 400 });
    assert.deepEqual(formOf(last()), { receipt: 'invalid-x', product_name: 'sandbox.fee.60012', amazon_user_id: 'u' });
  });

  it('validates a receipt of each store as docs/client.md shows it (amazon, apple, google-play, roku); the access follows', async () => {
    await client.payments.validateReceipt({ platform: 'amazon', receipt: 'amzn-r-1', amazonUserId: 'amzn1.account.X', productName: 'sandbox.fee.60011' });
    assert.deepEqual(formOf(last()), { receipt: 'amzn-r-1', product_name: 'sandbox.fee.60011', amazon_user_id: 'amzn1.account.X' });
    await client.payments.validateReceipt({ platform: 'apple', receipt: 'MIIT-r-2', itemId: 40006, accessFeeId: 60006 });
    assert.equal(last().url.pathname, '/v2/external-payments/apple/validate');
    await client.payments.validateReceipt({ platform: 'google-play', receipt: 'gp-token-3', productName: 'sandbox.fee.60007' });
    assert.deepEqual(formOf(last()), { receipt: 'gp-token-3', product_name: 'sandbox.fee.60007' }, 'no amazon_user_id outside amazon');
    await client.payments.validateReceipt({ platform: 'roku', receipt: 'roku-tx-4', itemId: 50002, accessFeeId: 61003 });
    for (const item of [40011, 40006, 40007, 50002]) assert.ok(await client.assets.checkAccessForAsset(item), `access to ${item}`);
    await assert.rejects(client.payments.validateReceipt({ platform: 'amazon', receipt: 'amzn-r-5', productName: 'sandbox.fee.60011' }), { status: 422 }, 'amazon needs its user id');
  });

  it('sets and reads the default card', async () => {
    await client.payments.setDefaultCreditCard({ cardNumber: '4242424242424242', cardName: 'Buyer', cvc: '123', expMonth: 1, expYear: FUTURE_YEAR, currency: 'EUR' });
    assert.equal(last().method, 'PUT');
    assert.equal(formOf(last()).currency_iso, 'EUR');
    const stored = await client.payments.getDefaultCreditCard();
    assert.equal(stored.cards[0].card_name, 'Buyer');
    assert.match(String(stored.cards[0].number), /4242$/);
  });

  it('subscribes by card, lists with the spec defaults, switches the plan and cancels through the given URL', async () => {
    await client.subscriptions.createSubscription({ ...card, accessFee: 61004, paymentMethod: 1, returnUrl });
    assert.equal(new URL(formOf(last()).return_url).searchParams.get('ippwat'), 'subscription');
    assert.ok(last().headers.get('idempotency-key'));
    const list = await client.subscriptions.getSubscriptions();
    assert.deepEqual(Object.fromEntries(last().url.searchParams), { limit: '15', page: '0' });
    const sub = list.collection[0];
    assert.ok(sub?.unsubscribe_url);
    const id = (sub.subscription_id ?? sub.id) as string;
    assert.ok(await client.subscriptions.getSubscription(id));
    await client.subscriptions.changeSubscriptionPlan({ accessFeeId: 61003, inplayerToken: id }).catch((e: PaywallError) => {
      assert.ok(e.status >= 400 && e.status < 500, 'a validation answer, not a transport failure');
    });
    assert.equal(last().url.pathname, '/v2/subscriptions/stripe:switch');
    assert.equal(formOf(last()).inplayer_token, String(id));
    await client.subscriptions.cancelSubscription(sub.unsubscribe_url as string);
    assert.equal(last().url.href, sub.unsubscribe_url);
    assert.match(last().headers.get('authorization') ?? '', /^Bearer /);
  });

  it('subscribes with iDEAL and direct debit on /v2/subscriptions', async () => {
    const r = await client.subscriptions.idealSubscribe({ accessFeeId: 61001, bank: 'rabobank', returnUrl });
    assert.equal(last().url.pathname, '/v2/subscriptions');
    assert.equal(new URL(formOf(last()).return_url).searchParams.get('ippwat'), 'subscription');
    assert.ok(r.redirect_to_url);
    await client.subscriptions.directDebitSubscribe({ accessFeeId: 61002, assetId: 50001 });
    assert.equal(formOf(last()).payment_method, 'Direct Debit');
  });

  it('prices a voucher, sending optional ids only when given', async () => {
    const d = await client.vouchers.getDiscount({ voucherCode: 'SANDBOX10', accessFeeId: 60011 });
    assert.deepEqual(formOf(last()), { voucher_code: 'SANDBOX10', access_fee_id: '60011' });
    assert.ok(typeof d.amount === 'number');
  });

  it('reads the branding (default id "default", or the client\'s)', async () => {
    const anon = make();
    await anon.branding.getBranding();
    assert.equal(last().url.pathname, `/branding/paywall/${sb.merchantUuid}/default`);
    await make('dark').branding.getBranding();
    assert.equal(last().url.pathname, `/branding/paywall/${sb.merchantUuid}/dark`);
  });

  it('reads NFTs with the spec defaults and reserves one with the bearer in the header', async () => {
    const anon = make();
    assert.ok(await anon.nfts.getMerchantMarketplace());
    const list = await anon.nfts.getMerchantNFTList();
    assert.deepEqual(Object.fromEntries(last().url.searchParams), { filter: 'published', page: '1', size: '50' });
    const nft = list.collection[0];
    assert.equal((await anon.nfts.getMerchantNFT(nft.id)).id, nft.id);
    const rates = await anon.nfts.getExchangeRates('EUR', true);
    assert.equal(rates.asset_id_base, 'EUR');
    assert.ok(rates.rates[0].asset_id_quote && rates.rates[0].rate > 1);
    assert.equal(last().url.search, '?invert=true');
    await anon.nfts.getExchangeRates('USD');
    assert.equal(last().url.search, '');
    await client.nfts.makeReservation(nft.id);
    assert.match(last().headers.get('authorization') ?? '', /^Bearer /);
    assert.equal(last().body, undefined, 'no token in the body');
    await client.nfts.getUserBoughtNFTs();
    assert.deepEqual(Object.fromEntries(last().url.searchParams), { page: '1', size: '50' });
  });

  it('signs media URLs for an entitled viewer', async () => {
    await client.assets.getCloudfrontURL(40002, 'https://cdn.example.com/v.m3u8?a=1&b=2');
    assert.equal(last().url.searchParams.get('url'), 'https://cdn.example.com/v.m3u8?a=1&b=2');
    await client.assets.getSignedMediaToken('app-1', 'media-1');
    assert.deepEqual(Object.fromEntries(last().url.searchParams), { app_config_id: 'app-1', media_id: 'media-1' });
  });

  it('enters an access code, keeps the record, lists its sessions and terminates with the stored fingerprint', async () => {
    const anon = make();
    const r = await anon.assets.requestCodeAccess({ itemId: 40014, code: 'FESTIVAL-2026' });
    const body = last().body as FormData;
    assert.ok(body instanceof FormData);
    const fp = body.get('browser_fingerprint') as string;
    assert.match(fp, /^[0-9a-f]{32}$/);
    const rec = await anon.assets.getAccessCode(40014);
    assert.deepEqual(rec, { item_id: 40014, code: 'FESTIVAL-2026', browser_fingerprint: fp, code_id: r.code_id });
    const sessions = await anon.assets.getAccessCodeSessions(rec!.code_id);
    assert.ok(sessions.some((s) => s.browser_fingerprint === fp));
    await anon.assets.terminateSession(40014);
    assert.equal(last().method, 'DELETE');
    assert.equal(last().url.pathname, `/items/access/codes/${rec!.code_id}/${fp}`);
    assert.equal(await anon.assets.getAccessCode(40014), null);
    assert.equal(await anon.assets.terminateSession(40014), null);
    await assert.rejects(anon.assets.requestCodeAccess({ itemId: 40014, code: 'WRONG' }), (e: PaywallError) => e.status >= 400);
    assert.equal(await anon.assets.getAccessCode(40014), null, 'nothing kept on failure');
  });
});
