// Favorites, watch history, profiles, pin codes, data capture and external accounts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
/** @type {any} */ let v;
before(async () => { sb = await start(); call = client(sb); v = await signUp(call, sb); });
after(async () => { await sb?.close(); });

test('favorites: add, list, get, delete; refusals and validation', async () => {
  const t = v.token;
  assert.equal((await call('POST', '/v2/accounts/media/favorites', { token: t, form: { media_id: 'abc123' } })).status, 200);
  await call('POST', '/v2/accounts/media/favorites', { token: t, form: { media_id: 'def456' } });
  const list = await call('GET', '/v2/accounts/media/favorites', { token: t });
  assert.deepEqual(list.body.collection.map((/** @type {any} */ f) => f.media_id).sort(), ['abc123', 'def456']);
  assert.equal((await call('GET', '/v2/accounts/media/favorites/abc123', { token: t })).body.media_id, 'abc123');
  assert.equal((await call('DELETE', '/v2/accounts/media/favorites/abc123', { token: t })).status, 200);
  assert.equal((await call('GET', '/v2/accounts/media/favorites/abc123', { token: t })).status, 404);
  assert.equal((await call('POST', '/v2/accounts/media/favorites', { token: t, form: {} })).status, 422);
  assert.equal((await call('GET', '/v2/accounts/media/favorites')).status, 401);
  assert.equal((await call('POST', '/v2/accounts/media/favorites', { form: { media_id: 'x' } })).status, 401);
});

test('watch history: filter, cursor paging, get and delete', async () => {
  const t = v.token;
  for (let i = 0; i < 13; i++) {
    const r = await call('PATCH', '/v2/accounts/media/watch-history', { token: t, form: { media_id: `m${i}`, progress: i === 12 ? '1' : String(i / 20) } });
    assert.equal(r.status, 200);
  }
  const first = await call('GET', '/v2/accounts/media/watch-history?filter=currently_watching&cursor=', { token: t });
  assert.equal(first.body.collection.length, 10);
  assert.equal(first.body.collection[0].media_id, 'm11', 'most recent first');
  assert.ok(first.body.cursor);
  const second = await call('GET', `/v2/accounts/media/watch-history?filter=currently_watching&cursor=${first.body.cursor}`, { token: t });
  assert.equal(second.body.collection.length, 2);
  assert.equal(second.body.cursor, '');
  const watched = await call('GET', '/v2/accounts/media/watch-history?filter=watched', { token: t });
  assert.deepEqual(watched.body.collection.map((/** @type {any} */ h) => h.media_id), ['m12']);
  assert.equal((await call('GET', '/v2/accounts/media/watch-history/m3', { token: t })).body.progress, 0.15);
  assert.equal((await call('DELETE', '/v2/accounts/media/watch-history/m3', { token: t })).status, 200);
  assert.equal((await call('GET', '/v2/accounts/media/watch-history/m3', { token: t })).status, 404);
  // progress in seconds, as players report it: 730 s of item 40001 (737 s long) is watched, 300 s is not
  assert.equal((await call('PATCH', '/v2/accounts/media/watch-history', { token: t, form: { media_id: '40001', progress: '730' } })).status, 200);
  assert.equal((await call('PATCH', '/v2/accounts/media/watch-history', { token: t, form: { media_id: '40002', progress: '300.5' } })).status, 200);
  const watchedNow = await call('GET', '/v2/accounts/media/watch-history?filter=watched', { token: t });
  assert.deepEqual(watchedNow.body.collection.map((/** @type {any} */ h) => h.media_id), ['40001', 'm12']);
  assert.equal((await call('GET', '/v2/accounts/media/watch-history/40002', { token: t })).body.progress, 300.5);
  for (const bad of ['-1', 'NaN', 'Infinity', '', 'abc']) {
    assert.equal((await call('PATCH', '/v2/accounts/media/watch-history', { token: t, form: { media_id: 'x', progress: bad } })).status, 422, bad);
  }
  assert.equal((await call('GET', '/v2/accounts/media/watch-history?filter=bogus', { token: t })).status, 422);
  assert.equal((await call('GET', '/v2/accounts/media/watch-history')).status, 401);
});

test('profiles: create, update, delete, PIN-protected profile tokens', async () => {
  const t = v.token;
  const kid = await call('POST', '/v2/accounts/profiles', { token: t, form: { name: 'Kid', adult: 'false', avatar_url: 'http://127.0.0.1/a.png' } });
  assert.equal(kid.status, 200);
  assert.equal(kid.body.adult, false);
  const parent = await call('POST', '/v2/accounts/profiles', { token: t, form: { name: 'Parent', adult: 'true', pin: '1234' } });
  assert.equal(parent.body.pin_required, true);
  assert.equal(parent.body.pin, undefined, 'the PIN is never returned');
  assert.equal((await call('GET', '/v2/accounts/profiles', { token: t })).body.length, 2);
  const upd = await call('PUT', `/v2/accounts/profiles/${kid.body.id}`, { token: t, form: { name: 'Kiddo', avatar_url: '', adult: 'false' } });
  assert.equal(upd.body.name, 'Kiddo');
  assert.equal((await call('GET', `/v2/accounts/profiles/${kid.body.id}`, { token: t })).body.name, 'Kiddo');
  const noPin = await call('POST', `/v2/accounts/profiles/${parent.body.id}/token`, { token: t, form: {} });
  assert.equal(noPin.status, 422);
  const badPin = await call('POST', `/v2/accounts/profiles/${parent.body.id}/token`, { token: t, form: { pin: '0000' } });
  assert.equal(badPin.status, 403);
  const good = await call('POST', `/v2/accounts/profiles/${parent.body.id}/token`, { token: t, form: { pin: '1234' } });
  assert.equal(good.status, 200);
  assert.ok(good.body.access_token);
  assert.equal((await call('GET', '/accounts', { token: good.body.access_token })).status, 200, 'a profile token works as a bearer token');
  assert.equal((await call('POST', `/v2/accounts/profiles/${kid.body.id}/token`, { token: t, form: {} })).status, 200);
  assert.equal((await call('POST', '/v2/accounts/profiles', { token: t, form: { name: 'X', pin: '12' } })).status, 422);
  const dup = await call('POST', '/v2/accounts/profiles', { token: t, form: { name: ' parent ' } });
  assert.deepEqual([dup.status, dup.body.errors?.name], [422, 'A profile with this name already exists']);
  const rename = await call('PUT', `/v2/accounts/profiles/${kid.body.id}`, { token: t, form: { name: 'PARENT' } });
  assert.equal(rename.status, 422, 'nor renamed to another profile\'s name');
  const tries = [];
  for (const pin of ['1111', '2222', '3333', '1234']) tries.push((await call('POST', `/v2/accounts/profiles/${parent.body.id}/token`, { token: t, form: { pin } })).status);
  assert.deepEqual(tries, [403, 403, 429, 429], 'after three wrong PINs in a row even the right one waits');
  assert.equal((await call('DELETE', `/v2/accounts/profiles/${kid.body.id}`, { token: t })).status, 200);
  assert.equal((await call('GET', `/v2/accounts/profiles/${kid.body.id}`, { token: t })).status, 404);
  assert.equal((await call('GET', '/v2/accounts/profiles')).status, 401);
  const other = await signUp(call, sb);
  assert.equal((await call('GET', `/v2/accounts/profiles/${parent.body.id}`, { token: other.token })).status, 404, 'another account cannot see it');
});

test('pin codes are mailed and validated', async () => {
  const t = v.token;
  assert.equal((await call('POST', '/v2/accounts/pin-codes/send', { token: t, form: { branding_id: '3001' } })).status, 200);
  const box = await call('GET', `/sandbox/mailbox?to=${encodeURIComponent(v.email)}&format=json`);
  const pin = box.body.collection.find((/** @type {any} */ m) => /PIN/.test(m.subject)).code;
  assert.match(pin, /^\d{4}$/);
  assert.equal((await call('POST', '/v2/accounts/pin-codes/validate', { token: t, form: { pin_code: pin === '9999' ? '1111' : '9999' } })).status, 422);
  assert.equal((await call('POST', '/v2/accounts/pin-codes/validate', { token: t, form: { pin_code: pin } })).status, 200);
  assert.equal((await call('POST', '/v2/accounts/pin-codes/validate', { form: { pin_code: pin } })).status, 401);
});

test('data capture (anonymous) and external accounts', async () => {
  const dc = await call('POST', '/v2/accounts/customers/data-capture', { form: { email: 'lead@example.com', full_name: 'Lead', company: 'ACME', merchant_uuid: sb.merchantUuid } });
  assert.equal(dc.status, 200);
  assert.equal(dc.body.email, 'lead@example.com');
  const dcBad = await call('POST', '/v2/accounts/customers/data-capture', { form: { email: 'x', merchant_uuid: 'nope' } });
  assert.equal(dcBad.status, 422);
  assert.ok(dcBad.body.errors.email && dcBad.body.errors.merchant_uuid && dcBad.body.errors.full_name);
  const ext = await call('POST', '/v2/accounts/external/livelike', { token: v.token, form: { item_id: '40001' } });
  assert.equal(ext.status, 200);
  assert.equal(ext.body.item_id, '40001');
  const patched = await call('PATCH', '/v2/accounts/external/livelike', { token: v.token, form: { nickname: 'fan' } });
  assert.equal(patched.body.nickname, 'fan');
  assert.equal((await call('PATCH', '/v2/accounts/external/other', { token: v.token, form: { a: 'b' } })).status, 404);
  assert.equal((await call('POST', '/v2/accounts/external/livelike', { token: v.token, form: {} })).status, 422);
  assert.equal((await call('POST', '/v2/accounts/external/livelike', { form: { item_id: '1' } })).status, 401);
});

test('feature flags need a token', async () => {
  const f = await call('GET', '/v2/features', { token: v.token });
  assert.equal(f.status, 200);
  assert.ok(Array.isArray(f.body), 'an array of flags, as the platform SDK declares');
  assert.ok(f.body.some((/** @type {any} */ x) => x.name === 'profiles' && x.enabled));
  assert.equal((await call('GET', '/v2/features')).status, 401);
});
