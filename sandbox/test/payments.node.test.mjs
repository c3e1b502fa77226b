// Payment flows observed through a real MQTT subscriber: test cards, 3-D Secure, vouchers, gifts,
// iDEAL, direct debit, wallets, donations, PayPal, receipts, default card, transactions.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp, card, subscriber } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start({ eventDelayMs: 20 }); call = client(sb); });
after(async () => { await sb?.close(); });

/** A viewer with an MQTT subscription. */
async function viewer() {
  const v = await signUp(call, sb);
  const sub = await subscriber(sb, v.token, v.account.uuid);
  return { ...v, sub };
}

test('journey: sign up, sign in, read an asset and its fees, apply a voucher, pay with the success card, access granted', async () => {
  const email = `journey${Date.now()}@example.com`;
  const up = await call('POST', '/accounts', { form: { full_name: 'Jo', username: email, password: 'password123', password_confirmation: 'password123', client_id: sb.clientId, type: 'consumer', referrer: 'http://127.0.0.1/' } });
  assert.equal(up.status, 200);
  const inn = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', referrer: 'http://127.0.0.1/', username: email, password: 'password123' } });
  const token = inn.body.access_token;
  const sub = await subscriber(sb, token, inn.body.account.uuid);
  const asset = await call('GET', `/items/${sb.merchantUuid}/40001`);
  assert.equal(asset.status, 200);
  const fees = (await call('GET', '/v2/items/40001/access-fees')).body;
  const fee = fees.find((/** @type {any} */ f) => f.access_type.name === 'ppv');
  const disc = await call('POST', '/vouchers/discount', { token, form: { voucher_code: 'SANDBOX10', access_fee_id: fee.id } });
  assert.equal(disc.status, 200);
  assert.equal(disc.body.amount, Math.round(fee.amount * 90) / 100);
  const pay = await call('POST', '/payments', { token, form: card('4242424242424242', { access_fee: fee.id, voucher_code: 'SANDBOX10' }) });
  assert.deepEqual([pay.status, pay.body.code, pay.body.message], [200, 200, 'Submitted for payment']);
  const ev = await sub.waitFor('payment.card.success');
  assert.equal(ev.resource.access_fee_id, fee.id);
  assert.equal(ev.resource.item_id, 40001);
  assert.equal(ev.resource.amount, disc.body.amount.toFixed(2));
  assert.equal(ev.resource.full_amount, fee.amount.toFixed(2));
  assert.equal(ev.resource.voucher_code, 'SANDBOX10');
  assert.equal(ev.resource.transaction, pay.body.transaction);
  assert.equal(ev.resource.customer_email, email);
  assert.equal(typeof ev.timestamp, 'number');
  const granted = await sub.waitFor('access.granted');
  assert.equal(granted.resource.item_id, 40001);
  const access = await call('GET', '/items/40001/access', { token });
  assert.equal(access.status, 200);
  const tx = await call('GET', '/payments/transactions?exclude=store-payment&size=10&page=0', { token });
  assert.equal(tx.body.total, 1);
  assert.equal(tx.body.collection[0].charged_amount, disc.body.amount);
  const rv = await call('POST', '/sandbox/accesses/revoke', { json: { account: inn.body.account.uuid, item_id: 40001 } });
  assert.equal(rv.body.revoked, 1);
  assert.equal((await sub.waitFor('access.revoked')).resource.item_id, 40001);
  assert.equal((await call('GET', '/items/40001/access', { token })).status, 402);
  await sub.close();
});

test('decline and insufficient funds publish payment.card.failed and grant nothing', async () => {
  const v = await viewer();
  for (const [number, msg] of [['4000000000000002', /declined/], ['4000000000009995', /insufficient/]]) {
    v.sub.events.length = 0;
    const r = await call('POST', '/payments', { token: v.token, form: card(/** @type {string} */ (number), { access_fee: 60003 }) });
    assert.equal(r.status, 200);
    const ev = await v.sub.waitFor('payment.card.failed');
    assert.match(ev.resource.message, /** @type {RegExp} */ (msg));
    assert.equal(ev.resource.code, 422);
    assert.ok(ev.resource.explain);
  }
  assert.equal((await call('GET', '/items/40003/access', { token: v.token })).status, 402);
  assert.equal((await call('GET', `/sandbox/charges?account=${v.account.uuid}`)).body.total, 0);
  await v.sub.close();
});

test('card validation errors are 422 with field errors; no token is 401', async () => {
  const v = await signUp(call, sb);
  const r = await call('POST', '/payments', { token: v.token, form: { number: '1234', card_name: '', exp_month: '13', exp_year: '2001', cvv: 'x', access_fee: '999' } });
  assert.equal(r.status, 422);
  for (const f of ['number', 'card_name', 'exp_month', 'cvv', 'access_fee', 'payment_method']) assert.ok(r.body.errors[f], f);
  const expired = await call('POST', '/payments', { token: v.token, form: card('4242424242424242', { access_fee: 60001, exp_month: '1', exp_year: '2020' }) });
  assert.ok(expired.body.errors.exp_year);
  const plan = await call('POST', '/payments', { token: v.token, form: card('4242424242424242', { access_fee: 61001 }) });
  assert.ok(plan.body.errors.access_fee, 'a subscription plan is not bought through /payments');
  const voucher = await call('POST', '/payments', { token: v.token, form: card('4242424242424242', { access_fee: 60001, voucher_code: 'NOPE' }) });
  assert.ok(voucher.body.errors.voucher_code);
  assert.equal((await call('POST', '/payments', { form: card('4242424242424242', { access_fee: 60001 }) })).status, 401);
  const noPi = await call('POST', '/payments', { token: v.token, form: { pi_id: '' } });
  assert.deepEqual([noPi.status, noPi.body.message], [400, 'Payment Intend Id is a required parameter!']);
});

test('3-D Secure: requires.action with the bank page, approve, return URL keeps its query, confirmation succeeds', async () => {
  const v = await viewer();
  const r = await call('POST', '/payments', { token: v.token, form: card('4000000000003220', { access_fee: 60004 }) });
  assert.ok(r.body.redirect_to_url);
  assert.ok(r.body.pi_id);
  const ev = await v.sub.waitFor('payment.card.requires.action');
  assert.equal(ev.resource.redirect_to_url, r.body.redirect_to_url);
  const pending = await call('POST', '/payments', { token: v.token, form: { pi_id: r.body.pi_id } });
  assert.equal(pending.body.redirect_to_url, r.body.redirect_to_url, 'not yet approved');
  assert.equal((await call('GET', '/items/40004/access', { token: v.token })).status, 402);
  const pageRes = await fetch(r.body.redirect_to_url);
  assert.match(await pageRes.text(), /Approve/);
  const bank = await call('POST', r.body.redirect_to_url, { form: { outcome: 'approve' } });
  assert.equal(bank.status, 303);
  const back = new URL(/** @type {string} */ (bank.headers.get('location')));
  assert.equal(back.searchParams.get('ippwat'), 'ppv');
  assert.equal(back.searchParams.get('payment_intent'), r.body.pi_id);
  const conf = await call('POST', '/payments', { token: v.token, form: { pi_id: back.searchParams.get('payment_intent') } });
  assert.equal(conf.status, 200);
  assert.ok(conf.body.transaction);
  const ok = await v.sub.waitFor('payment.card.success');
  assert.equal(ok.resource.pi_id, r.body.pi_id);
  assert.equal((await call('GET', '/items/40004/access', { token: v.token })).status, 200);
  const again = await call('POST', '/payments', { token: v.token, form: { pi_id: r.body.pi_id } });
  assert.equal(again.body.transaction, conf.body.transaction, 'confirming twice does not charge twice');
  assert.equal((await call('GET', `/sandbox/charges?account=${v.account.uuid}`)).body.total, 1);
  const stranger = await signUp(call, sb);
  assert.equal((await call('POST', '/payments', { token: stranger.token, form: { pi_id: r.body.pi_id } })).status, 404);
  await v.sub.close();
});

test('the bank page sends the viewer back only to the merchant\'s pages: a foreign or script return address is refused', async () => {
  const v = await viewer();
  for (const return_url of ['https://evil.test/steal', 'javascript:alert(1)', 'http://evil.test/x', 'https://user:pw@127.0.0.1/x', 'data:text/html,hi']) {
    const r = await call('POST', '/payments', { token: v.token, form: card('4000000000003220', { access_fee: 60005, return_url }) });
    assert.equal(r.status, 422, return_url);
    assert.match(r.body.errors.return_url, /not an address of this merchant/, return_url);
  }
  assert.equal((await call('GET', `/sandbox/charges?account=${v.account.uuid}`)).body.total, 0, 'nothing charged');
  const ok = await call('POST', '/payments', { token: v.token, form: card('4000000000003220', { access_fee: 60005, return_url: 'http://localhost:8080/watch?ippwat=ppv' }) });
  assert.ok(ok.body.redirect_to_url, 'this machine\'s pages are allowed');
  await v.sub.close();
});

test('3-D Secure failed on the bank page: confirmation publishes payment.card.failed', async () => {
  const v = await viewer();
  const r = await call('POST', '/payments', { token: v.token, form: card('4000000000003220', { access_fee: 60005 }) });
  const bank = await call('POST', `${r.body.redirect_to_url}?format=json`, { form: { outcome: 'fail' } });
  const back = new URL(bank.body.redirect_to_url);
  assert.equal(back.searchParams.get('redirect_status'), 'failed');
  await call('POST', '/payments', { token: v.token, form: { pi_id: r.body.pi_id } });
  const ev = await v.sub.waitFor('payment.card.failed');
  assert.equal(ev.resource.pi_id, r.body.pi_id);
  assert.equal((await call('GET', '/items/40005/access', { token: v.token })).status, 402);
  await v.sub.close();
});

test('vouchers: percent, fixed, plan-only and invalid', async () => {
  const v = await signUp(call, sb);
  const pct = await call('POST', '/vouchers/discount', { token: v.token, form: { voucher_code: 'SANDBOX10', access_fee_id: 61002 } });
  assert.deepEqual([pct.body.amount, pct.body.discount_percent], [89.1, 10]);
  const fixed = await call('POST', '/vouchers/discount', { token: v.token, form: { voucher_code: 'FIVEOFF', access_fee_id: 61003 } });
  assert.deepEqual([fixed.body.amount, fixed.body.discount_amount, fixed.body.discount_type], [9.99, 5, 'fixed']);
  const yearly = await call('POST', '/vouchers/discount', { token: v.token, form: { voucher_code: 'YEARLY50', access_fee_id: 61002 } });
  assert.equal(yearly.body.amount, 49.5);
  const notForThis = await call('POST', '/vouchers/discount', { token: v.token, form: { voucher_code: 'YEARLY50', access_fee_id: 61001 } });
  assert.equal(notForThis.status, 422);
  const tooCheap = await call('POST', '/vouchers/discount', { token: v.token, form: { voucher_code: 'FIVEOFF', access_fee_id: 60001 } });
  assert.equal(tooCheap.status, 422);
  const byItem = await call('POST', '/vouchers/discount', { token: v.token, form: { voucher_code: 'SANDBOX10', item_id: 40001 } });
  assert.equal(byItem.status, 200);
  assert.equal((await call('POST', '/vouchers/discount', { token: v.token, form: { voucher_code: 'NOPE', access_fee_id: 60001 } })).status, 422);
  assert.equal((await call('POST', '/vouchers/discount', { form: { voucher_code: 'SANDBOX10', access_fee_id: 60001 } })).status, 401);
});

test('gift: the buyer pays, gets gift-voucher, the receiver gets the code by mail and redeems it once', async () => {
  const buyer = await viewer();
  const receiverEmail = `receiver${Date.now()}@example.com`;
  const noReceiver = await call('POST', '/payments', { token: buyer.token, form: card('4242424242424242', { access_fee: 62002, is_gift: 'true' }) });
  assert.ok(noReceiver.body.errors.receiver_email);
  const r = await call('POST', '/payments', { token: buyer.token, form: card('4242424242424242', { access_fee: 62002, is_gift: 'true', receiver_email: receiverEmail }) });
  assert.equal(r.status, 200);
  const gift = await buyer.sub.waitFor('gift-voucher');
  assert.match(gift.resource.voucher_code, /^GIFT-/);
  assert.equal(gift.resource.receiver_email, receiverEmail);
  assert.equal((await call('GET', '/items/40001/access', { token: buyer.token })).status, 402, 'the buyer does not get the gift');
  const box = await call('GET', `/sandbox/mailbox?to=${encodeURIComponent(receiverEmail)}&format=json`);
  const code = box.body.collection[0].code;
  assert.equal(code, gift.resource.voucher_code);
  const receiver = await signUp(call, sb, receiverEmail);
  const disc = await call('POST', '/vouchers/discount', { token: receiver.token, form: { voucher_code: code, access_fee_id: 62002 } });
  assert.equal(disc.body.amount, 0);
  const redeem = await call('POST', '/payments', { token: receiver.token, form: card('4000000000000002', { access_fee: 62002, voucher_code: code }) });
  assert.equal(redeem.status, 200);
  assert.equal((await call('GET', '/items/40001/access', { token: receiver.token })).status, 200, 'redeemed: no charge, even with a declining card');
  assert.equal((await call('GET', `/sandbox/charges?account=${receiver.account.uuid}`)).body.total, 0);
  const twice = await call('POST', '/vouchers/discount', { token: receiver.token, form: { voucher_code: code, access_fee_id: 62002 } });
  assert.equal(twice.status, 422, 'a gift code works once');
  await buyer.sub.close();
});

test('iDEAL: requires.action with the iDEAL page; approve succeeds, fail publishes payment.ideal.failed', async () => {
  const v = await viewer();
  const bad = await call('POST', '/v2/payments', { token: v.token, form: { payment_method: 'ideal', access_fee_id: 60006, referrer: 'x' } });
  assert.ok(bad.body.errors.bank && bad.body.errors.return_url);
  const r = await call('POST', '/v2/payments', { token: v.token, form: { payment_method: 'ideal', access_fee_id: 60006, bank: 'ing', return_url: 'http://127.0.0.1:9999/x?ippwat=ppv', referrer: 'x', branding_id: '3001' } });
  assert.ok(r.body.redirect_to_url.includes('/sandbox/bank/ideal/'));
  await v.sub.waitFor('payment.ideal.requires.action');
  const bank = await call('POST', r.body.redirect_to_url, { form: { outcome: 'approve' } });
  assert.match(/** @type {string} */ (bank.headers.get('location')), /payment_intent=pi_/);
  await v.sub.waitFor('payment.card.success');
  assert.equal((await call('GET', '/items/40006/access', { token: v.token })).status, 200);
  const r2 = await call('POST', '/v2/payments', { token: v.token, form: { payment_method: 'ideal', access_fee_id: 60007, bank: 'rabobank', return_url: 'http://127.0.0.1:9999/y', referrer: 'x' } });
  await call('POST', r2.body.redirect_to_url, { form: { outcome: 'fail' } });
  const failed = await v.sub.waitFor('payment.ideal.failed');
  assert.ok(failed.resource.message);
  assert.equal((await call('GET', '/items/40007/access', { token: v.token })).status, 402);
  await v.sub.close();
});

test('direct debit needs a mandate; Apple Pay and Google Pay on web succeed', async () => {
  const v = await viewer();
  const none = await call('GET', '/v2/payments/direct-debit/mandate', { token: v.token });
  assert.deepEqual([none.status, none.body], [200, { is_approved: false, statement_descriptor: null, mandate: null }], 'none yet is an answer, not an error');
  const noMandate = await call('POST', '/v2/payments', { token: v.token, form: { payment_method: 'Direct Debit', access_fee_id: 60008, item_id: 40008, referrer: 'x' } });
  assert.equal(noMandate.status, 422);
  assert.equal((await call('POST', '/v2/payments/direct-debit/mandate', { token: v.token, form: { name: 'V', iban: 'DE00123' } })).status, 422);
  const m = await call('POST', '/v2/payments/direct-debit/mandate', { token: v.token, form: { name: 'V', iban: sb.seed.testIban } });
  assert.equal(m.body.mandate.last4, '3000');
  assert.equal((await call('GET', '/v2/payments/direct-debit/mandate', { token: v.token })).body.mandate.status, 'active');
  const dd = await call('POST', '/v2/payments', { token: v.token, form: { payment_method: 'Direct Debit', access_fee_id: 60008, item_id: 40008, referrer: 'x', voucher_code: '' } });
  assert.ok(dd.body.transaction);
  await v.sub.waitFor('payment.card.success');
  for (const [method, fee, item] of [['apple pay on web', 60009, 40009], ['google pay on web', 60010, 40010]]) {
    const w = await call('POST', '/v2/payments', { token: v.token, form: { payment_method: /** @type {string} */ (method), access_fee_id: /** @type {number} */ (fee), referrer: 'x', branding_id: '3001' } });
    assert.equal(w.status, 200);
    assert.equal((await call('GET', `/items/${item}/access`, { token: v.token })).status, 200, /** @type {string} */ (method));
  }
  assert.equal((await call('POST', '/v2/payments', { token: v.token, form: { payment_method: 'bitcoin', access_fee_id: 60010 } })).status, 422);
  assert.equal((await call('POST', '/v2/payments', { form: { payment_method: 'ideal' } })).status, 401);
  assert.equal((await call('GET', '/v2/payments/direct-debit/mandate')).status, 401);
  await v.sub.close();
});

test('donations: card donation, 3-D Secure donation with donation:confirm, validation', async () => {
  const v = await viewer();
  const form = { currency_iso: 'EUR', amount: '10', item_id: '40003', donation_id: '400031', payment_method: '1', referrer: 'x', branding_id: '3001', return_url: 'http://127.0.0.1:9999/d?ippwat=ppv' };
  const d = await call('POST', '/v2/payments/donation', { token: v.token, form: { ...card('4242424242424242'), ...form } });
  assert.ok(d.body.transaction);
  const ev = await v.sub.waitFor('payment.card.success');
  assert.equal(ev.resource.amount, '10.00');
  const s = await call('POST', '/v2/payments/donation', { token: v.token, form: { ...card('4000000000003220'), ...form, amount: '7.5', donation_id: '' } });
  await call('POST', s.body.redirect_to_url, { form: { outcome: 'approve' } });
  const c = await call('POST', '/v2/payments/donation:confirm', { token: v.token, form: { pi_id: s.body.pi_id, branding_id: '3001', payment_method: '1', donation_id: '' } });
  assert.ok(c.body.transaction);
  const tx = await call('GET', '/payments/transactions?type=donated', { token: v.token });
  assert.equal(tx.body.total, 2);
  const bad = await call('POST', '/v2/payments/donation', { token: v.token, form: { ...card('4242424242424242'), ...form, amount: '-1', item_id: '40001' } });
  assert.ok(bad.body.errors.amount && bad.body.errors.item_id);
  assert.equal((await call('POST', '/v2/payments/donation:confirm', { token: v.token, form: {} })).status, 400);
  assert.equal((await call('POST', '/v2/payments/donation', { form })).status, 401);
  await v.sub.close();
});

test('PayPal external payment and receipt validation', async () => {
  const v = await viewer();
  const pp = await call('POST', '/external-payments', { token: v.token, multipart: { origin: 'http://127.0.0.1:9999/pp', access_fee: '60011', payment_method: '2', branding_id: 'undefined' } });
  assert.equal(pp.status, 200);
  assert.match(pp.body.endpoint, /\/sandbox\/bank\/paypal\//);
  await call('POST', pp.body.endpoint, { form: { outcome: 'approve' } });
  await v.sub.waitFor('external.payment.success');
  assert.equal((await call('GET', '/items/40011/access', { token: v.token })).status, 200);
  assert.equal((await call('POST', '/external-payments', { token: v.token, multipart: { access_fee: '60011' } })).status, 422);
  const rc = await call('POST', '/v2/external-payments/apple/validate', { token: v.token, form: { receipt: 'MIIT-receipt', item_id: '50002', access_fee_id: '61004' } });
  assert.equal(rc.status, 200);
  await v.sub.waitFor('external.subscribe.success');
  assert.equal((await call('GET', '/items/40002/access', { token: v.token })).status, 200, 'the documentaries plan covers 40002');
  const amazonNoUser = await call('POST', '/v2/external-payments/amazon/validate', { token: v.token, form: { receipt: 'r', product_name: 'sandbox.fee.60012' } });
  assert.ok(amazonNoUser.body.errors.amazon_user_id);
  const invalid = await call('POST', '/v2/external-payments/roku/validate', { token: v.token, form: { receipt: 'invalid-receipt', product_name: 'sandbox.fee.60012' } });
  assert.equal(invalid.status, 400);
  assert.equal((await call('POST', '/v2/external-payments/google-play/validate', { form: { receipt: 'r' } })).status, 401);
  await v.sub.close();
});

test('default card, payment methods, transactions with filters and paging', async () => {
  const v = await signUp(call, sb);
  assert.ok((await call('GET', '/payments/methods', { token: v.token })).body.some((/** @type {any} */ m) => m.method_name === 'Card'));
  assert.equal((await call('GET', '/payments/methods')).status, 401);
  const none = await call('GET', '/v2/payments/cards/default', { token: v.token });
  assert.deepEqual([none.status, none.body], [200, { cards: [] }], 'none yet is an empty list, not an error');
  const put = await call('PUT', '/v2/payments/cards/default', { token: v.token, form: { number: '4242424242424242', card_name: 'V', cvv: '123', exp_month: '12', exp_year: String(new Date().getUTCFullYear() + 3), currency_iso: 'EUR' } });
  assert.equal(put.body.last4, '4242');
  const stored = (await call('GET', '/v2/payments/cards/default', { token: v.token })).body;
  assert.equal(stored.cards.length, 1, 'the cards in a list, as the platform SDK declares');
  assert.equal(stored.cards[0].card_name, 'V');
  assert.ok(stored.cards[0].account_id);
  assert.equal((await call('PUT', '/v2/payments/cards/default', { token: v.token, form: { number: '42' } })).status, 422);
  for (const fee of [60001, 60002, 60003]) await call('POST', '/payments', { token: v.token, form: card('4242424242424242', { access_fee: fee }) });
  const p0 = await call('GET', '/payments/transactions?exclude=store-payment&size=2&page=0', { token: v.token });
  assert.deepEqual([p0.body.total, p0.body.collection.length], [3, 2]);
  const p1 = await call('GET', '/payments/transactions?size=2&page=1', { token: v.token });
  assert.equal(p1.body.collection.length, 1);
  const today = new Date().toISOString().slice(0, 10);
  assert.equal((await call('GET', `/payments/transactions?startDate=${today}&endDate=${today}&type=purchased`, { token: v.token })).body.total, 3);
  assert.equal((await call('GET', '/payments/transactions?startDate=2001-01-01&endDate=2001-01-02', { token: v.token })).body.total, 0);
  assert.equal((await call('GET', '/payments/transactions?type=bogus', { token: v.token })).status, 422);
  assert.equal((await call('GET', '/payments/transactions')).status, 401);
  const trx = p0.body.collection[0].id;
  const pdf = await call('GET', `/v2/accounting/transactions/${trx}/receipt`, { token: v.token });
  assert.equal(pdf.headers.get('content-type'), 'application/pdf');
  assert.equal((await call('GET', '/v2/accounting/payment-history', { token: v.token })).body.total, 3);
});
