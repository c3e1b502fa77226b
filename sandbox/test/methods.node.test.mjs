// The sandbox's payment methods beyond the card, observed through a real MQTT subscriber: the wallet
// sheet, free purchases after a full voucher, gift fees in the item's fee list, gift codes redeemed
// on their own, the donation minimum and the iDEAL issuers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp, card, subscriber, emitted } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start({ eventDelayMs: 20 }); call = client(sb); });
after(async () => { await sb?.close(); });

async function viewer() {
  const v = await signUp(call, sb);
  return { ...v, sub: await subscriber(sb, v.token, v.account.uuid) };
}

test('a wallet payment with a return address waits on the wallet sheet: Pay grants access, Cancel fails it', async () => {
  const v = await viewer();
  const form = { payment_method: 'google pay on web', access_fee_id: '60009', item_id: '40009', referrer: 'x', return_url: 'http://127.0.0.1:9999/w?ippwat=ppv' };
  const r = await call('POST', '/v2/payments', { token: v.token, form });
  assert.equal(r.status, 200);
  assert.match(r.body.redirect_to_url, /\/sandbox\/bank\/wallet\/pi_/);
  assert.deepEqual((await emitted(call, v.account.uuid)).map((/** @type {any} */ e) => e.type), [], 'the sheet is the browser\'s step: no requires-action event');
  assert.equal((await call('GET', '/items/40009/access', { token: v.token })).status, 402, 'nothing granted before the sheet');
  const sheet = await call('GET', r.body.redirect_to_url);
  assert.match(sheet.text, /Pay with Google Pay/);
  assert.match(sheet.text, /EUR 2\.99/);
  const pay = await call('POST', r.body.redirect_to_url, { form: { outcome: 'approve' } });
  assert.equal(pay.status, 303);
  assert.equal(pay.headers.get('location'), `http://127.0.0.1:9999/w?ippwat=ppv&payment_intent=${r.body.pi_id}&redirect_status=succeeded`);
  await v.sub.waitFor('payment.card.success');
  assert.equal((await call('GET', '/items/40009/access', { token: v.token })).status, 200);

  const r2 = await call('POST', '/v2/payments', { token: v.token, form: { ...form, payment_method: 'apple pay on web', access_fee_id: '60010', item_id: '40010' } });
  assert.match((await call('GET', r2.body.redirect_to_url)).text, /Pay with Apple Pay/);
  const cancel = await call('POST', `${r2.body.redirect_to_url}?format=json`, { form: { outcome: 'fail' } });
  assert.match(cancel.body.redirect_to_url, /redirect_status=failed/);
  const failed = await v.sub.waitFor('payment.card.failed');
  assert.equal(failed.resource.message, 'The payment was cancelled in the wallet.');
  assert.equal((await call('GET', '/items/40010/access', { token: v.token })).status, 402);
  assert.equal((await call('GET', '/sandbox/bank/wallet/pi_nothing')).status, 404);
  await v.sub.close();
});

test('an item lists its gift fees flagged is_gift; a gift code alone names its price, and a free purchase needs no card', async () => {
  const fees = (await call('GET', '/v2/items/40001/access-fees')).body;
  assert.deepEqual(fees.filter((/** @type {any} */ f) => f.is_gift).map((/** @type {any} */ f) => f.id), [62002]);
  assert.ok(fees.filter((/** @type {any} */ f) => !f.is_gift).length >= 2);
  const buyer = await viewer();
  const receiverEmail = `gift${Date.now()}@example.com`;
  await call('POST', '/payments', { token: buyer.token, form: card('4242424242424242', { access_fee: 62002, is_gift: 'true', receiver_email: receiverEmail }) });
  const code = (await buyer.sub.waitFor('gift-voucher')).resource.voucher_code;
  const receiver = await signUp(call, sb, receiverEmail);
  const alone = await call('POST', '/vouchers/discount', { token: receiver.token, form: { voucher_code: code } });
  assert.equal(alone.status, 200);
  assert.deepEqual([alone.body.access_fee_id, alone.body.item_id, alone.body.amount, alone.body.gift], [62002, 40001, 0, true]);
  const byItem = await call('POST', '/vouchers/discount', { token: receiver.token, form: { voucher_code: code, item_id: 40001 } });
  assert.equal(byItem.body.access_fee_id, 62002, 'the item\'s fee the code is for');
  const sameAccess = await call('POST', '/vouchers/discount', { token: receiver.token, form: { voucher_code: code, access_fee_id: 60021 } });
  assert.deepEqual([sameAccess.status, sameAccess.body.amount], [200, 0], 'the item\'s own price for the same access is free with the code');
  assert.equal((await call('POST', '/vouchers/discount', { token: receiver.token, form: { voucher_code: code, access_fee_id: 60001 } })).status, 422, 'not another access');
  assert.equal((await call('POST', '/vouchers/discount', { token: receiver.token, form: { voucher_code: 'SANDBOX10' } })).status, 422, 'a general voucher needs a price');
  const paidNoCard = await call('POST', '/payments', { token: receiver.token, form: { access_fee: 60001, payment_method: '1' } });
  assert.ok(paidNoCard.body.errors.number, 'a price above zero needs the card');
  const free = await call('POST', '/payments', { token: receiver.token, form: { access_fee: 62002, payment_method: '1', voucher_code: code, referrer: 'x' } });
  assert.equal(free.status, 200);
  assert.ok(free.body.transaction);
  assert.equal((await call('GET', '/items/40001/access', { token: receiver.token })).status, 200);
  assert.equal((await call('GET', `/sandbox/charges?account=${receiver.account.uuid}`)).body.total, 0);
  await buyer.sub.close();
});

test('donations below the currency minimum or the item\'s own minimum are refused; iDEAL knows the provider\'s issuers', async () => {
  const v = await signUp(call, sb);
  const form = { currency_iso: 'EUR', item_id: '40003', payment_method: '1', referrer: 'x', return_url: 'http://127.0.0.1:9999/d?ippwat=ppv' };
  const low = await call('POST', '/v2/payments/donation', { token: v.token, form: { ...card('4242424242424242'), ...form, amount: '0.4' } });
  assert.equal(low.status, 422);
  assert.equal(low.body.errors.amount, 'The smallest donation is 1.00 EUR');
  const ok = await call('POST', '/v2/payments/donation', { token: v.token, form: { ...card('4242424242424242'), ...form, amount: '1' } });
  assert.equal(ok.status, 200);
  for (const bank of ['regiobank', 'revolut']) {
    const r = await call('POST', '/v2/payments', { token: v.token, form: { payment_method: 'ideal', access_fee_id: 60011, bank, return_url: 'http://127.0.0.1:9999/i', referrer: 'x' } });
    assert.equal(r.status, 200, bank);
  }
  assert.equal((await call('POST', '/v2/payments', { token: v.token, form: { payment_method: 'ideal', access_fee_id: 60011, bank: 'nope', return_url: 'http://127.0.0.1:9999/i' } })).status, 422);
});
