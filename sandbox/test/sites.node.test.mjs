// The /v3/sites calls: a site's plans (search, pages), a plan's prices, the viewer's entitlements.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp, card } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start(); call = client(sb); });
after(async () => { await sb?.close(); });

test('the site\'s plans are the packages with subscription prices, in the SDK\'s list shape, searchable and paged', async () => {
  const site = sb.seed.siteId;
  const r = await call('GET', `/v3/sites/${site}/plans`);
  assert.equal(r.status, 200);
  assert.deepEqual([r.body.page, r.body.page_length, r.body.total], [1, 10, 2]);
  const all = r.body.plans.find((/** @type {any} */ p) => p.original_id === 50001);
  assert.equal(all.type, 'plan');
  assert.equal(all.metadata.name, 'All Access');
  assert.equal(all.metadata.access_model, 'svod');
  assert.deepEqual(all.relationships.prices.map((/** @type {any} */ p) => p.type), ['price', 'price']);
  const found = await call('GET', `/v3/sites/${site}/plans?q=docu`);
  assert.deepEqual(found.body.plans.map((/** @type {any} */ p) => p.original_id), [50002]);
  const second = await call('GET', `/v3/sites/${site}/plans?page=2&page_length=1`);
  assert.deepEqual([second.body.plans.length, second.body.total], [1, 2]);
  assert.equal((await call('GET', `/v3/sites/${site}/plans?page=0`)).status, 422);
  assert.deepEqual([(await call('GET', '/v3/sites/nosuch/plans')).status, (await call('GET', '/v3/sites/nosuch/plans')).body.message], [404, 'Site not found']);
});

test('a plan\'s prices carry period, amount, currency and the trial', async () => {
  const site = sb.seed.siteId;
  const plans = (await call('GET', `/v3/sites/${site}/plans`)).body.plans;
  const all = plans.find((/** @type {any} */ p) => p.original_id === 50001);
  const r = await call('GET', `/v3/sites/${site}/plans/${all.id}/prices`);
  assert.equal(r.status, 200);
  const monthly = r.body.prices.find((/** @type {any} */ p) => p.original_id === 61001);
  assert.deepEqual(monthly.access, { period: 'month', quantity: 1, type: 'subscription' });
  assert.deepEqual([monthly.metadata.amount, monthly.metadata.currency, monthly.metadata.trial], [9.99, 'EUR', { period: 'day', quantity: 7 }]);
  assert.deepEqual(monthly.relationships.plans, [{ id: all.id, type: 'plan' }]);
  assert.equal(r.body.prices.find((/** @type {any} */ p) => p.original_id === 61002).metadata.trial, null);
  assert.equal((await call('GET', `/v3/sites/${site}/plans/pln99/prices`)).status, 404);
});

test('entitlements: none without a token, the subscribed plan with one; a bad token is refused', async () => {
  const site = sb.seed.siteId;
  const anon = await call('GET', `/v3/sites/${site}/entitlements`);
  assert.deepEqual([anon.status, anon.body.total, anon.body.plans], [200, 0, []]);
  const v = await signUp(call, sb);
  assert.equal((await call('GET', `/v3/sites/${site}/entitlements`, { token: v.token })).body.total, 0);
  const s = await call('POST', '/subscriptions', { token: v.token, form: card('4242424242424242', { access_fee: 61004 }) });
  assert.equal(s.status, 200);
  let held = [];
  for (let i = 0; i < 50 && !held.length; i++) {
    held = (await call('GET', `/v3/sites/${site}/entitlements`, { token: v.token })).body.plans;
    if (!held.length) await new Promise((ok) => setTimeout(ok, 50));
  }
  assert.deepEqual(held.map((/** @type {any} */ p) => p.original_id), [50002]);
  assert.equal((await call('GET', `/v3/sites/${site}/entitlements`, { token: 'nope' })).status, 401);
});
