// Subscriptions: free trial, card subscribe events, cancel URL, plan switch, v2 iDEAL and direct debit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp, card, subscriber } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start({ eventDelayMs: 20 }); call = client(sb); });
after(async () => { await sb?.close(); });

async function viewer() {
  const v = await signUp(call, sb);
  return { ...v, sub: await subscriber(sb, v.token, v.account.uuid) };
}

test('card subscription with a free trial: subscribe.success, trial used, access to the package items, detail and list', async () => {
  const v = await viewer();
  const r = await call('POST', '/subscriptions', { token: v.token, form: card('4242424242424242', { access_fee: 61001, return_url: 'http://127.0.0.1:9999/s' }) });
  assert.equal(r.status, 200);
  assert.match(r.body.transaction, /^S-/);
  const ev = await v.sub.waitFor('subscribe.success');
  assert.equal(ev.resource.amount, '0.00', 'the trial charges nothing now');
  assert.equal(ev.resource.access_fee_id, 61001);
  assert.equal((await call('GET', '/items/used-trial-period/50001', { token: v.token })).body, true);
  assert.equal((await call('GET', '/items/40007/access', { token: v.token })).status, 200, 'All Access covers its items');
  const list = await call('GET', '/subscriptions?limit=15&page=0', { token: v.token });
  assert.equal(list.body.total, 1);
  const s = list.body.collection[0];
  assert.equal(s.status, 'active');
  assert.ok(s.unsubscribe_url.startsWith(sb.apiBase));
  assert.ok(s.next_billing_date > Date.now() / 1000);
  assert.equal((await call('GET', `/subscriptions/${s.id}`, { token: v.token })).body.id, s.id);
  assert.equal((await call('GET', '/subscriptions/999', { token: v.token })).status, 404);
  const dup = await call('POST', '/subscriptions', { token: v.token, form: card('4242424242424242', { access_fee: 61002 }) });
  assert.equal(dup.status, 422, 'one active subscription per item');
  assert.equal((await call('GET', '/subscriptions')).status, 401);
  assert.equal((await call('GET', '/subscriptions?limit=x', { token: v.token })).status, 422);
  await v.sub.close();
});

test('subscription without trial charges; a declined card publishes subscribe.failed; 3-D Secure publishes subscribe.requires.action', async () => {
  const v = await viewer();
  await call('POST', '/subscriptions', { token: v.token, form: card('4000000000000002', { access_fee: 61004 }) });
  const failed = await v.sub.waitFor('subscribe.failed');
  assert.equal(failed.resource.message, 'Failed to create a subscription');
  assert.ok(failed.resource.explain);
  const s = await call('POST', '/subscriptions', { token: v.token, form: card('4000000000003220', { access_fee: 61004 }) });
  const ra = await v.sub.waitFor('subscribe.requires.action');
  assert.equal(ra.resource.redirect_to_url, s.body.redirect_to_url);
  // approving on the bank page completes the subscription without any call from the client
  await call('POST', s.body.redirect_to_url, { form: { outcome: 'approve' } });
  const ok = await v.sub.waitFor('subscribe.success');
  assert.equal(ok.resource.amount, '4.99');
  assert.equal((await call('GET', `/sandbox/charges?account=${v.account.uuid}`)).body.total, 1);
  // a confirmation afterwards only repeats the outcome: no second charge
  const c = await call('POST', '/subscriptions', { token: v.token, form: { ...card('4000000000003220', { access_fee: 61004 }), pi_id: s.body.pi_id } });
  assert.equal(c.status, 200);
  assert.equal((await call('GET', `/sandbox/charges?account=${v.account.uuid}`)).body.total, 1);
  const bad = await call('POST', '/subscriptions', { token: v.token, form: card('4242424242424242', { access_fee: 60001 }) });
  assert.ok(bad.body.errors.access_fee, 'a one-off price is not a plan');
  assert.equal((await call('POST', '/subscriptions', { form: card('4242424242424242', { access_fee: 61004 }) })).status, 401);
  await v.sub.close();
});

test('cancel URL cancels (access stays until the period ends); switching plans', async () => {
  const v = await viewer();
  await call('POST', '/subscriptions', { token: v.token, form: card('4242424242424242', { access_fee: 61002, voucher_code: 'YEARLY50' }) });
  const yearly = await v.sub.waitFor('subscribe.success');
  assert.equal(yearly.resource.amount, '49.50');
  let s = (await call('GET', '/subscriptions', { token: v.token })).body.collection[0];
  const sw = await call('POST', '/v2/subscriptions/stripe:switch', { token: v.token, form: { access_fee_id: 61001, inplayer_token: s.id } });
  assert.equal(sw.status, 200);
  assert.equal(sw.body.subscription.access_fee_id, 61001);
  assert.equal((await call('POST', '/v2/subscriptions/stripe:switch', { token: v.token, form: { access_fee_id: 61004, inplayer_token: s.id } })).status, 422, 'another item');
  assert.equal((await call('POST', '/v2/subscriptions/stripe:switch', { token: v.token, form: { access_fee_id: 61002 } })).status, 422);
  assert.equal((await call('POST', '/v2/subscriptions/stripe:switch', { form: { access_fee_id: 61002, inplayer_token: s.id } })).status, 401);
  s = (await call('GET', `/subscriptions/${s.id}`, { token: v.token })).body;
  assert.equal((await call('GET', s.unsubscribe_url)).status, 401, 'the cancel URL needs the bearer token');
  const cancel = await call('GET', s.unsubscribe_url, { token: v.token });
  assert.equal(cancel.status, 200);
  assert.equal((await call('GET', `/subscriptions/${s.id}`, { token: v.token })).body.status, 'cancelled');
  assert.equal((await call('GET', s.unsubscribe_url, { token: v.token })).status, 409);
  assert.equal((await call('GET', '/subscriptions?status=cancelled', { token: v.token })).body.total, 1);
  assert.equal((await call('GET', '/subscriptions?status=active', { token: v.token })).body.total, 0);
  assert.equal((await call('GET', '/items/40001/access', { token: v.token })).status, 200, 'access until the end of the period');
  const end = await call('POST', `/sandbox/subscriptions/${s.id}/end`);
  assert.equal(end.body.revoked, 1);
  const revoked = await v.sub.waitFor('access.revoked');
  assert.equal(revoked.resource.item_id, 50001);
  assert.equal((await call('GET', '/items/40001/access', { token: v.token })).status, 402, 'the period is over');
  assert.equal((await call('GET', '/subscriptions?status=ended', { token: v.token })).body.total, 1);
  await v.sub.close();
});

test('v2 subscriptions: iDEAL (approve and fail) and direct debit', async () => {
  const v = await viewer();
  const r = await call('POST', '/v2/subscriptions', { token: v.token, form: { payment_method: 'ideal', access_fee_id: 61004, bank: 'ing', return_url: 'http://127.0.0.1:9999/s?ippwat=subscription', referrer: 'x' } });
  await v.sub.waitFor('subscribe.requires.action');
  await call('POST', r.body.redirect_to_url, { form: { outcome: 'fail' } });
  const f = await v.sub.waitFor('ideal.subscribe.failed');
  assert.ok(f.resource.explain);
  const r2 = await call('POST', '/v2/subscriptions', { token: v.token, form: { payment_method: 'ideal', access_fee_id: 61004, bank: 'ing', return_url: 'http://127.0.0.1:9999/s?ippwat=subscription', referrer: 'x' } });
  const bank = await call('POST', r2.body.redirect_to_url, { form: { outcome: 'approve' } });
  assert.match(/** @type {string} */ (bank.headers.get('location')), /ippwat=subscription/);
  await v.sub.waitFor('subscribe.success');
  assert.equal((await call('GET', '/subscriptions?status=active', { token: v.token })).body.total, 1);
  const noMandate = await call('POST', '/v2/subscriptions', { token: v.token, form: { payment_method: 'Direct Debit', access_fee_id: 61001, referrer: 'x' } });
  assert.equal(noMandate.status, 422);
  await call('POST', '/v2/payments/direct-debit/mandate', { token: v.token, form: { name: 'V', iban: sb.seed.testIban } });
  const dd = await call('POST', '/v2/subscriptions', { token: v.token, form: { payment_method: 'Direct Debit', access_fee_id: 61001, referrer: 'x' } });
  assert.equal(dd.status, 200);
  assert.equal((await call('GET', '/subscriptions?status=active', { token: v.token })).body.total, 2);
  assert.equal((await call('POST', '/v2/subscriptions', { form: {} })).status, 401);
  await v.sub.close();
});
