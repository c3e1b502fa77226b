// Assets: details, external assets, access fees, packages, access checks, cloudfront, purchase
// history, access codes, donations, media tokens, local media and CORS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp, card } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start(); call = client(sb); });
after(async () => { await sb?.close(); });

test('the seed has the demo catalogue', async () => {
  const seed = (await call('GET', '/sandbox/seed')).body;
  assert.equal(seed.merchantUuid, sb.merchantUuid);
  assert.ok(seed.assets.length >= 12);
  assert.equal(seed.packages.length, 2);
  assert.equal(seed.vouchers.length, 3);
  assert.equal(seed.nfts.length, 66); // 64 published, 2 unpublished
  assert.ok(seed.giftPlans.length >= 1);
  assert.ok(seed.donations.length >= 1);
  const plans = seed.accessFees.filter((/** @type {any} */ f) => f.type === 'subscription');
  assert.ok(plans.some((/** @type {any} */ f) => f.period === 'month' && f.trial));
  assert.ok(plans.some((/** @type {any} */ f) => f.period === 'year'));
  assert.ok(seed.accessFees.some((/** @type {any} */ f) => f.type === 'ppv'));
  assert.deepEqual(seed.testCards.map((/** @type {any} */ c) => c.outcome).sort(), ['decline', 'insufficient_funds', 'requires_action', 'success', 'success']);
});

test('item details by merchant and id; content only with access; 404s', async () => {
  const r = await call('GET', `/items/${sb.merchantUuid}/40001`);
  assert.equal(r.status, 200);
  assert.equal(r.body.id, 40001);
  assert.equal(r.body.content, undefined, 'paid content is not in the details');
  assert.ok(r.body.access_fees.length >= 1);
  assert.match(r.body.metahash.paywall_cover_photo, new RegExp(`^${sb.apiBase}/media/`));
  assert.equal((await call('GET', '/items/40001')).body.title, r.body.title);
  assert.equal((await call('GET', `/items/${sb.merchantUuid}/99999`)).status, 404);
  assert.equal((await call('GET', '/items/unknown-merchant/40001')).status, 404);
  const free = await call('GET', '/items/40013');
  assert.ok(free.body.content, 'a free item shows its content');
  const ext = await call('GET', `/items/assets/external/jw/sandbox-jw-2?merchant_uuid=${sb.merchantUuid}`);
  assert.equal(ext.body.id, 40002);
  assert.equal((await call('GET', '/items/assets/external/jw/none')).status, 404);
});

test('local media: thumbnails, previews, posters, NFT images and the logo are served', async () => {
  const item = (await call('GET', '/items/40001')).body;
  for (const key of ['thumbnail', 'preview_video', 'paywall_cover_photo']) {
    const res = await fetch(item.metahash[key]);
    assert.equal(res.status, 200, key);
    assert.equal(res.headers.get('content-type'), 'image/svg+xml');
    assert.match(await res.text(), /^<svg/);
  }
  assert.equal((await fetch(`${sb.apiBase}/media/nft/70001.svg`)).status, 200);
  assert.equal((await fetch(`${sb.apiBase}/media/brand/logo.svg`)).status, 200);
  assert.equal((await fetch(`${sb.apiBase}/media/nothing/thumb.svg`)).status, 404);
});

test('access fees and packages', async () => {
  const fees = await call('GET', '/v2/items/40001/access-fees');
  assert.equal(fees.status, 200);
  assert.ok(Array.isArray(fees.body));
  assert.ok(fees.body.every((/** @type {any} */ f) => f.item_id === 40001 && f.currency === 'EUR' && f.access_type.name));
  assert.equal((await call('GET', '/v2/items/99999/access-fees')).status, 404);
  const pkg = await call('GET', '/items/packages/50001');
  assert.equal(pkg.body.title, 'All Access');
  assert.ok(pkg.body.access_fees.some((/** @type {any} */ f) => f.access_type.name === 'subscription'));
  const items = await call('GET', '/items/packages/50001/items');
  assert.equal(items.body.total, 12);
  assert.equal((await call('GET', '/items/packages/1')).status, 404);
});

test('access check, trial flag, cloudfront and purchase history follow a purchase', async () => {
  const v = await signUp(call, sb);
  assert.equal((await call('GET', '/items/40002/access')).status, 401);
  const denied = await call('GET', '/items/40002/access', { token: v.token });
  assert.equal(denied.status, 402);
  assert.equal(denied.body.code, 402);
  assert.equal((await call('GET', '/items/40013/access', { token: v.token })).status, 200, 'free item');
  assert.equal((await call('GET', '/items/40002/access/cloudfront?url=http://127.0.0.1/v.m3u8', { token: v.token })).status, 402);
  assert.equal((await call('GET', '/items/used-trial-period/50001', { token: v.token })).body, false);
  assert.equal((await call('GET', '/items/used-trial-period/50001')).status, 401);
  const empty = await call('GET', '/items/access/customers?status=active&page=0&size=5', { token: v.token });
  assert.deepEqual([empty.body.total, empty.body.collection.length], [0, 0]);
  assert.equal((await call('POST', '/payments', { token: v.token, form: card('4242424242424242', { access_fee: 60002 }) })).status, 200);
  const ok = await call('GET', '/items/40002/access', { token: v.token });
  assert.equal(ok.status, 200);
  assert.ok(ok.body.item.content);
  assert.ok(ok.body.expires_at > Date.now() / 1000);
  const cf = await call('GET', '/items/40002/access/cloudfront?url=http://127.0.0.1/v.m3u8', { token: v.token });
  assert.match(cf.body.video_url, /Signature=/);
  assert.equal((await call('GET', '/items/40002/access/cloudfront', { token: v.token })).status, 422);
  const hist = await call('GET', '/items/access/customers?status=active&page=0&size=5', { token: v.token });
  assert.equal(hist.body.total, 1);
  assert.equal(hist.body.collection[0].item_id, 40002);
  assert.equal((await call('GET', '/items/access/customers?status=inactive', { token: v.token })).body.total, 0);
  assert.equal((await call('GET', '/items/access/customers?size=abc', { token: v.token })).status, 422);
  assert.equal((await call('GET', '/items/access/customers')).status, 401);
});

test('access codes: entry, session limit, sessions, terminate', async () => {
  const enter = (/** @type {string} */ fp, code = 'FESTIVAL-2026') => call('POST', '/items/access/codes/entry', { multipart: { item_id: '40014', code, browser_fingerprint: fp } });
  const a = await enter('fp-a');
  assert.equal(a.status, 200);
  assert.ok(a.body.code_id);
  assert.equal(a.body.code_id, a.body.id);
  assert.ok(a.body.item.content);
  assert.equal((await enter('fp-b')).status, 200);
  assert.equal((await enter('fp-a')).status, 200, 'the same browser again is fine');
  assert.equal((await enter('fp-c')).status, 409, 'a third device is refused');
  assert.equal((await enter('fp-a', 'WRONG')).status, 401);
  assert.equal((await call('POST', '/items/access/codes/entry', { multipart: { item_id: '40014' } })).status, 422);
  const sessions = await call('GET', `/items/access/codes/${a.body.code_id}/sessions`);
  assert.deepEqual(sessions.body.map((/** @type {any} */ s) => s.browser_fingerprint).sort(), ['fp-a', 'fp-b']);
  assert.equal((await call('DELETE', `/items/access/codes/${a.body.code_id}/fp-a`)).status, 200);
  assert.equal((await call('DELETE', `/items/access/codes/${a.body.code_id}/fp-a`)).status, 404);
  assert.equal((await enter('fp-c')).status, 200, 'a freed seat can be used');
});

test('donation options and media tokens', async () => {
  const v = await signUp(call, sb);
  const d = await call('GET', '/v2/items/40003/donations', { token: v.token });
  assert.equal(d.status, 200);
  assert.equal(d.body.donations.length, 3);
  assert.equal(d.body.donation_options.custom_price_enabled, true);
  assert.equal((await call('GET', '/v2/items/40003/donations')).status, 401);
  assert.equal((await call('GET', '/v2/items/99999/donations', { token: v.token })).status, 404);
  const t = await call('GET', '/v2/items/jw-media/token?app_config_id=abc&media_id=xyz', { token: v.token });
  assert.ok(t.body.token);
  assert.equal((await call('GET', '/v2/items/jw-media/token?app_config_id=abc', { token: v.token })).status, 422);
  assert.equal((await call('GET', '/v2/items/jw-media/token?app_config_id=abc&media_id=xyz')).status, 401);
});

test('CORS: loopback origins are reflected with credentials; preflights are answered; others get nothing', async () => {
  const pre = await fetch(`${sb.apiBase}/payments`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,idempotency-key' } });
  assert.equal(pre.status, 204);
  assert.equal(pre.headers.get('access-control-allow-origin'), 'http://localhost:5173');
  assert.equal(pre.headers.get('access-control-allow-credentials'), 'true');
  assert.match(pre.headers.get('access-control-allow-headers') ?? '', /Idempotency-Key/);
  assert.match(pre.headers.get('access-control-allow-headers') ?? '', /X-Sandbox-Fault/);
  const get = await fetch(`${sb.apiBase}/items/40001`, { headers: { Origin: 'http://127.0.0.1:8000' } });
  assert.equal(get.headers.get('access-control-allow-origin'), 'http://127.0.0.1:8000');
  assert.match(get.headers.get('access-control-expose-headers') ?? '', /Date/);
  const evil = await fetch(`${sb.apiBase}/items/40001`, { headers: { Origin: 'https://evil.example' } });
  assert.equal(evil.headers.get('access-control-allow-origin'), null);
});

test('unknown paths and wrong methods have platform-shaped errors; SDK paths without a leading slash resolve', async () => {
  const nf = await call('GET', '/no/such/path');
  assert.deepEqual([nf.status, nf.body.code], [404, 404]);
  assert.equal((await call('DELETE', '/v2/items/40001/access-fees')).status, 405);
  const res = await fetch(`${sb.apiBase}//v2/items/40001/access-fees`);
  assert.equal(res.status, 200);
});
