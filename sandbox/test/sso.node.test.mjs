// The single sign-on domain: its own origin; only merchant origins may keep or read the session,
// only tokens the platform honours are kept, and the cookie is HttpOnly, SameSite=Lax, on /sso.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start(); call = client(sb); });
after(async () => { await sb?.close(); });

const MERCHANT_PAGE = 'http://127.0.0.1:8080';
/** @param {string} method @param {{origin?: string | null, cookie?: string, form?: Record<string, string>}} o */
async function sso(method, { origin = MERCHANT_PAGE, cookie, form } = {}) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (origin) headers.Origin = origin;
  if (cookie) headers.Cookie = cookie;
  let body;
  if (form) { body = new FormData(); for (const [k, v] of Object.entries(form)) body.append(k, v); }
  const res = await fetch(`${sb.ssoURL}/sso/cookie`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
const cookieOf = (/** @type {Headers} */ h) => /inplayer_sso=([^;]*)/.exec(h.get('set-cookie') ?? '')?.[1];

test('the SSO domain is an origin of its own, not the platform API', async () => {
  assert.notEqual(new URL(sb.ssoURL).origin, new URL(sb.apiBase).origin);
  assert.equal((await call('POST', '/sso/cookie', { multipart: { token: 'x', delete: '0' } })).status, 404);
});

test('a merchant page keeps a live token in an HttpOnly, SameSite=Lax cookie on /sso, reads it back, and removes it', async () => {
  const v = await signUp(call, sb);
  const kept = await sso('POST', { form: { token: v.token, delete: '0' } });
  assert.equal(kept.status, 200);
  assert.equal(kept.headers.get('access-control-allow-origin'), MERCHANT_PAGE);
  assert.equal(kept.headers.get('access-control-allow-credentials'), 'true');
  const set = kept.headers.get('set-cookie') ?? '';
  assert.match(set, /HttpOnly/);
  assert.match(set, /SameSite=Lax/);
  assert.match(set, /Path=\/sso/);
  assert.equal(decodeURIComponent(cookieOf(kept.headers) ?? ''), v.token);
  const cookie = `inplayer_sso=${cookieOf(kept.headers)}`;
  const read = await sso('GET', { origin: 'http://localhost:5080', cookie });
  assert.deepEqual([read.status, read.body.token, typeof read.body.expires], [200, v.token, 'number'], 'another merchant origin reads it');
  assert.equal((await sso('GET')).status, 204, 'no cookie, no session (not an error)');
  const removed = await sso('POST', { cookie, form: { token: v.token, delete: '1' } });
  assert.equal(removed.status, 200);
  assert.match(removed.headers.get('set-cookie') ?? '', /Max-Age=0/);
});

test('an origin that is not a merchant\'s gets 403 and no cookie is set or read; a dead token is not kept', async () => {
  const v = await signUp(call, sb);
  for (const origin of ['https://evil.example', null]) {
    const planted = await sso('POST', { origin, form: { token: v.token, delete: '0' } });
    assert.deepEqual([planted.status, planted.headers.get('set-cookie'), planted.headers.get('access-control-allow-origin')], [403, null, null], String(origin));
    const read = await sso('GET', { origin, cookie: `inplayer_sso=${encodeURIComponent(v.token)}` });
    assert.deepEqual([read.status, read.body?.token], [403, undefined], String(origin));
  }
  const forged = await sso('POST', { form: { token: 'not-a-platform-token', delete: '0' } });
  assert.deepEqual([forged.status, forged.headers.get('set-cookie')], [401, null]);
  assert.equal((await sso('POST', { form: { delete: '0' } })).status, 422);
  // signed out on the platform: the kept token is dropped on the next read
  await call('GET', '/accounts/logout', { token: v.token });
  const stale = await sso('GET', { cookie: `inplayer_sso=${encodeURIComponent(v.token)}` });
  assert.equal(stale.status, 204);
  assert.match(stale.headers.get('set-cookie') ?? '', /Max-Age=0/);
});
