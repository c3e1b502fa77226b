// Idempotency keys on money-moving endpoints, and fault switches (per request and per instance).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp, card, subscriber, emitted } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start({ eventDelayMs: 20 }); call = client(sb); });
after(async () => { await sb?.close(); });

/** @param {string} uuid */
const charges = async (uuid) => (await call('GET', `/sandbox/charges?account=${uuid}`)).body.total;

test('the same Idempotency-Key returns the first result and never charges or publishes twice', async () => {
  const v = await signUp(call, sb);
  const s = await subscriber(sb, v.token, v.account.uuid);
  const form = card('4242424242424242', { access_fee: 60001 });
  const headers = { 'Idempotency-Key': 'attempt-1' };
  const first = await call('POST', '/payments', { token: v.token, form, headers });
  const second = await call('POST', '/payments', { token: v.token, form, headers });
  assert.deepEqual(second.body, first.body);
  assert.equal(second.headers.get('idempotent-replayed'), 'true');
  await s.waitFor('payment.card.success');
  // the replay emitted nothing: one success in the sandbox's event log
  assert.equal((await emitted(call, v.account.uuid)).filter((/** @type {any} */ e) => e.type === 'payment.card.success').length, 1, 'published once');
  assert.equal(await charges(v.account.uuid), 1);
  const other = await call('POST', '/payments', { token: v.token, form: { ...form, access_fee: 60002 }, headers });
  assert.equal(other.status, 400, 'a key reused with other parameters is refused');
  // (each on a fee the viewer does not hold yet: a second purchase of a held fee is refused, see payments.node.test.mjs)
  const fresh = await call('POST', '/payments', { token: v.token, form: { ...form, access_fee: 60003 }, headers: { 'Idempotency-Key': 'attempt-2' } });
  assert.notEqual(fresh.body.transaction, first.body.transaction);
  assert.equal(await charges(v.account.uuid), 2, 'a new key is a new attempt');
  const noKey1 = await call('POST', '/payments', { token: v.token, form: { ...form, access_fee: 60004 } });
  const noKey2 = await call('POST', '/payments', { token: v.token, form: { ...form, access_fee: 60005 } });
  assert.notEqual(noKey1.body.transaction, noKey2.body.transaction);
  assert.equal(await charges(v.account.uuid), 4, 'without a key every request charges');
  const long = await call('POST', '/payments', { token: v.token, form, headers: { 'Idempotency-Key': 'x'.repeat(256) } });
  assert.equal(long.status, 400, 'keys are at most 255 characters');
  const another = await signUp(call, sb);
  const theirs = await call('POST', '/payments', { token: another.token, form, headers });
  assert.notEqual(theirs.body.transaction, first.body.transaction, 'keys are per account');
  await s.close();
});

test('concurrent requests with the same key charge once', async () => {
  const v = await signUp(call, sb);
  const form = card('4242424242424242', { access_fee: 60003 });
  const headers = { 'Idempotency-Key': 'double-click' };
  const results = await Promise.all([1, 2, 3, 4, 5].map(() => call('POST', '/payments', { token: v.token, form, headers })));
  assert.ok(results.every((r) => r.status === 200 || r.status === 409));
  assert.equal(await charges(v.account.uuid), 1);
});

test('idempotency covers subscriptions, v2 payments, donations, switches, external payments and NFT reservations', async () => {
  const v = await signUp(call, sb);
  await call('POST', '/v2/payments/direct-debit/mandate', { token: v.token, form: { name: 'V', iban: sb.seed.testIban } });
  const cases = [
    ['/subscriptions', card('4242424242424242', { access_fee: 61004 })],
    ['/v2/payments', { payment_method: 'apple pay on web', access_fee_id: 60005, referrer: 'x' }],
    ['/v2/subscriptions', { payment_method: 'Direct Debit', access_fee_id: 61002, referrer: 'x' }],
    ['/v2/payments/donation', { ...card('4242424242424242'), currency_iso: 'EUR', amount: '5', item_id: '40003', donation_id: '400030' }],
    ['/v2/nfts/' + sb.merchantUuid + '/70001/reserve', {}],
  ];
  for (const [path, form] of /** @type {Array<[string, Record<string, string>]>} */ (cases)) {
    const headers = { 'Idempotency-Key': `k-${path}` };
    const a = await call('POST', /** @type {string} */ (path), { token: v.token, form: /** @type {any} */ (form), headers });
    const b = await call('POST', /** @type {string} */ (path), { token: v.token, form: /** @type {any} */ (form), headers });
    assert.equal(a.status, 200, `${path}: ${a.text}`);
    assert.deepEqual(b.body, a.body, path);
    assert.equal(b.headers.get('idempotent-replayed'), 'true', path);
  }
  assert.equal(await charges(v.account.uuid), 4, 'subscription, wallet, direct-debit plan and donation, once each');
  const nft = await call('GET', `/v2/nfts/${sb.merchantUuid}/70001`);
  assert.equal(nft.body.reserved, 1, 'reserved once');
  const sub = (await call('GET', '/subscriptions?status=active', { token: v.token })).body.collection.find((/** @type {any} */ s) => s.access_fee_id === 61002);
  const headers = { 'Idempotency-Key': 'switch-1' };
  const s1 = await call('POST', '/v2/subscriptions/stripe:switch', { token: v.token, form: { access_fee_id: 61001, inplayer_token: sub.id }, headers });
  const s2 = await call('POST', '/v2/subscriptions/stripe:switch', { token: v.token, form: { access_fee_id: 61001, inplayer_token: sub.id }, headers });
  assert.equal(s1.status, 200);
  assert.deepEqual(s2.body, s1.body);
});

test('drop-after: the charge is recorded but the answer is lost; a retry with the same key gets the saved result', async () => {
  const v = await signUp(call, sb);
  const form = card('4242424242424242', { access_fee: 60006 });
  const headers = { 'Idempotency-Key': 'lost-answer', 'X-Sandbox-Fault': 'drop-after' };
  await assert.rejects(call('POST', '/payments', { token: v.token, form, headers }));
  assert.equal(await charges(v.account.uuid), 1, 'the platform charged');
  const retry = await call('POST', '/payments', { token: v.token, form, headers: { 'Idempotency-Key': 'lost-answer' } });
  assert.equal(retry.status, 200);
  assert.ok(retry.body.transaction);
  assert.equal(await charges(v.account.uuid), 1, 'the retry did not charge again');
  assert.equal((await call('GET', '/items/40006/access', { token: v.token })).status, 200);
});

test('per-request faults: status with Retry-After, latency, malformed, html, drop', async () => {
  const f = (/** @type {string} */ spec) => call('GET', '/v2/items/40001/access-fees', { headers: { 'X-Sandbox-Fault': spec } });
  const s503 = await f('status=503');
  assert.deepEqual([s503.status, s503.body.code], [503, 503]);
  assert.equal(s503.headers.get('retry-after'), '2');
  const s429 = await f('status=429,retry-after=5');
  assert.equal(s429.headers.get('retry-after'), '5');
  assert.equal((await f('status=500')).status, 500);
  const t0 = Date.now();
  assert.equal((await f('latency=300')).status, 200);
  assert.ok(Date.now() - t0 >= 290, 'the answer waited');
  const bad = await f('malformed');
  assert.equal(bad.status, 200);
  assert.throws(() => JSON.parse(bad.text));
  const html = await f('html');
  assert.equal(html.status, 502);
  assert.match(html.headers.get('content-type') ?? '', /text\/html/);
  await assert.rejects(f('drop'));
  const hung = fetch(`${sb.apiBase}/v2/items/40001/access-fees`, { headers: { 'X-Sandbox-Fault': 'hang' }, signal: AbortSignal.timeout(300) });
  await assert.rejects(hung, /timeout|abort/i);
});

test('per-instance fault rules: prefix, method, regex, count; controls are never faulted', async () => {
  const add = (/** @type {any} */ rule) => call('POST', '/sandbox/faults', { json: rule });
  assert.equal((await add({ path: '/v2/items', fault: 'status=503', count: 2 })).status, 200);
  assert.equal((await call('GET', '/v2/items/40001/access-fees')).status, 503);
  assert.equal((await call('GET', '/v2/items/40001/access-fees')).status, 503);
  assert.equal((await call('GET', '/v2/items/40001/access-fees')).status, 200, 'count used up');
  await add({ method: 'POST', path: '^/accounts/authenticate$', fault: 'status=500' });
  assert.equal((await call('GET', '/accounts')).status, 401, 'other paths and methods are unaffected');
  assert.equal((await call('POST', '/accounts/authenticate', { form: {} })).status, 500);
  assert.equal((await call('GET', '/sandbox/faults')).body.collection.length, 1);
  await add({ path: '/', fault: 'status=503' });
  assert.equal((await call('GET', '/sandbox/seed')).status, 200, 'controls are not faulted');
  assert.equal((await call('DELETE', '/sandbox/faults')).status, 200);
  assert.equal((await call('POST', '/accounts/authenticate', { form: {} })).status, 422);
  assert.equal((await add({ path: '/x' })).status, 422, 'a fault is required');
  assert.equal((await add({ path: '/x', fault: 'nonsense' })).status, 422);
});
