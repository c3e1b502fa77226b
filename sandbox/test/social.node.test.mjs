// Social sign-in: the provider URLs, the provider's page and its return to the merchant page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start(); call = client(sb); });
after(async () => { await sb?.close(); });

const stateFor = (/** @type {object} */ v) => Buffer.from(JSON.stringify(v)).toString('base64');

test('the provider URLs carry the state; the provider page returns the token in the fragment to the state\'s redirect', async () => {
  const state = stateFor({ client_id: sb.clientId, redirect: 'http://127.0.0.1:8080/watch?x=1', nonce: 'n1' });
  const urls = (await call('GET', `/accounts/social?state=${encodeURIComponent(state)}`)).body.social_urls;
  assert.deepEqual(urls.map((/** @type {object} */ u) => Object.keys(u)[0]), ['facebook', 'google', 'twitter']);
  const google = new URL(urls[1].google);
  assert.equal(google.searchParams.get('state'), state);
  const form = await call('GET', google.pathname + google.search);
  assert.equal(form.status, 200);
  assert.match(form.text, /Sign in with Google/);
  assert.match(form.text, /name="referrer" content="no-referrer"/);
  const back = await call('POST', google.pathname, { form: { state, email: 'Social.Viewer@example.com', full_name: 'Social Viewer', answer: 'allow' } });
  assert.equal(back.status, 303);
  const to = new URL(/** @type {string} */ (back.headers.get('location')));
  assert.equal(to.origin + to.pathname + to.search, 'http://127.0.0.1:8080/watch?x=1', 'back to the redirect, its query kept');
  const f = new URLSearchParams(to.hash.slice(1));
  assert.equal(f.get('state'), state);
  assert.ok(Number(f.get('expires')) > Date.now() / 1000);
  const me = await call('GET', '/accounts', { token: /** @type {string} */ (f.get('access_token')) });
  assert.deepEqual([me.body.email, me.body.full_name, me.body.merchant_uuid], ['social.viewer@example.com', 'Social Viewer', sb.merchantUuid]);
  const again = await call('POST', google.pathname, { form: { state, email: 'social.viewer@example.com', answer: 'allow' } });
  const f2 = new URLSearchParams(new URL(/** @type {string} */ (again.headers.get('location'))).hash.slice(1));
  assert.equal((await call('GET', '/accounts', { token: /** @type {string} */ (f2.get('access_token')) })).body.uuid, me.body.uuid, 'the same account next time');
  const refreshed = await call('POST', '/accounts/authenticate', { form: { grant_type: 'refresh_token', refresh_token: f.get('refresh_token'), client_id: sb.clientId } });
  assert.equal(refreshed.status, 200, 'the refresh token works');
});

test('an existing e-mail account signs in through a provider; cancelling returns error=access_denied', async () => {
  const v = await signUp(call, sb);
  const state = stateFor({ client_id: sb.merchantUuid, redirect: 'http://localhost:5000/', nonce: 'n2' });
  const back = await call('POST', '/sandbox/social/facebook', { form: { state, email: v.email, answer: 'allow' } });
  const f = new URLSearchParams(new URL(/** @type {string} */ (back.headers.get('location'))).hash.slice(1));
  assert.equal((await call('GET', '/accounts', { token: /** @type {string} */ (f.get('access_token')) })).body.uuid, v.account.uuid);
  const no = await call('POST', '/sandbox/social/facebook', { form: { state, answer: 'deny' } });
  assert.equal(no.status, 303);
  assert.equal(new URL(/** @type {string} */ (no.headers.get('location'))).hash, `#${new URLSearchParams({ error: 'access_denied', state })}`);
});

test('a state that does not decode, names no merchant or sends the viewer elsewhere gets an error page and no redirect', async () => {
  const bad = [
    'not base64 json',
    stateFor({ client_id: 'nobody', redirect: 'http://127.0.0.1:8080/' }),
    stateFor({ client_id: sb.clientId, redirect: 'https://evil.example/steal' }),
    stateFor({ client_id: sb.clientId, redirect: 'javascript:alert(1)' }),
    stateFor({ client_id: sb.clientId, redirect: 'http://user:pw@127.0.0.1/' }),
    stateFor({ client_id: sb.clientId }),
  ];
  for (const state of bad) {
    const get = await call('GET', `/sandbox/social/google?state=${encodeURIComponent(state)}`);
    assert.equal(get.status, 400, state);
    const post = await call('POST', '/sandbox/social/google', { form: { state, email: 'x@example.com', answer: 'allow' } });
    assert.deepEqual([post.status, post.headers.get('location')], [400, null], state);
  }
  assert.equal((await call('GET', '/sandbox/social/myspace?state=x')).status, 404);
  const noEmail = await call('POST', '/sandbox/social/google', { form: { state: stateFor({ client_id: sb.clientId, redirect: 'http://127.0.0.1/' }), email: 'nope', answer: 'allow' } });
  assert.deepEqual([noEmail.status, noEmail.headers.get('location')], [400, null]);
});
