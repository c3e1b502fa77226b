// Accounts against a fresh sandbox: happy paths, auth refusals and validation errors.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start(); call = client(sb); });
after(async () => { await sb?.close(); });

test('sign-up v1 returns the token record; v2 has no refresh token; duplicates and bad fields are 422', async () => {
  const v = await signUp(call, sb);
  assert.ok(v.token && v.refresh);
  assert.equal(v.account.email, v.email);
  assert.ok(v.account.uuid);
  const v2 = await call('POST', '/v2/accounts', { form: { full_name: 'B', username: 'b-v2@example.com', password: 'password123', password_confirmation: 'password123', client_id: sb.clientId, type: 'consumer', referrer: 'x' } });
  assert.equal(v2.status, 200);
  assert.ok(v2.body.access_token);
  assert.equal(v2.body.refresh_token, undefined);
  assert.ok(v2.body.expires > Date.now() / 1000);
  const dup = await call('POST', '/accounts', { form: { full_name: 'B', username: 'b-v2@example.com', password: 'password123', password_confirmation: 'password123', client_id: sb.clientId } });
  assert.equal(dup.status, 422);
  assert.ok(dup.body.errors.username);
  const bad = await call('POST', '/accounts', { form: { full_name: '', username: 'nope', password: 'short', password_confirmation: 'other', client_id: 'unknown' } });
  assert.equal(bad.status, 422);
  assert.equal(bad.body.code, 422);
  for (const f of ['full_name', 'username', 'password', 'password_confirmation', 'client_id']) assert.ok(bad.body.errors[f], f);
});

test('sign-in: password, client_credentials and rotating refresh tokens; wrong credentials are 401', async () => {
  const v = await signUp(call, sb);
  const ok = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', referrer: 'x', username: v.email, password: v.password } });
  assert.equal(ok.status, 200);
  assert.ok(ok.body.access_token && ok.body.refresh_token && ok.body.expires);
  const v2 = await call('POST', '/v2/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', referrer: 'x', username: v.email, password: v.password } });
  assert.equal(v2.status, 200);
  assert.equal(v2.body.refresh_token, undefined);
  const wrong = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', username: v.email, password: 'wrong-password' } });
  assert.equal(wrong.status, 401);
  assert.equal(wrong.body.code, 401);
  assert.ok(wrong.body.message);
  const missing = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password' } });
  assert.equal(missing.status, 422);
  const cc = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'client_credentials', client_secret: sb.seed.clientSecret } });
  assert.equal(cc.status, 200);
  assert.ok(cc.body.access_token);
  const ccBad = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'client_credentials', client_secret: 'nope' } });
  assert.equal(ccBad.status, 401);
  const r1 = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'refresh_token', refresh_token: ok.body.refresh_token } });
  assert.equal(r1.status, 200);
  assert.notEqual(r1.body.refresh_token, ok.body.refresh_token);
  const again = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'refresh_token', refresh_token: ok.body.refresh_token } });
  assert.equal(again.status, 401, 'a used refresh token is refused');
  const info = await call('GET', '/accounts', { token: r1.body.access_token });
  assert.equal(info.status, 200);
  assert.equal(info.body.email, v.email);
});

test('authenticated endpoints refuse missing, unknown and expired tokens', async () => {
  const v = await signUp(call, sb);
  assert.equal((await call('GET', '/accounts')).status, 401);
  const unknown = await call('GET', '/accounts', { token: 'not-a-token' });
  assert.deepEqual([unknown.status, unknown.body.code], [401, 401]);
  assert.equal((await call('GET', '/accounts', { token: v.token })).status, 200);
  assert.equal((await call('POST', '/sandbox/tokens/expire', { json: { token: v.token } })).status, 200);
  const expired = await call('GET', '/accounts', { token: v.token });
  assert.equal(expired.status, 401);
  assert.match(expired.body.message, /expired/i);
});

test('account update, change password, logout', async () => {
  const v = await signUp(call, sb);
  const up = await call('PUT', '/accounts', { token: v.token, form: { full_name: 'New Name', metadata: JSON.stringify({ city: 'Delft' }), date_of_birth: '1990-05-01' } });
  assert.equal(up.status, 200);
  assert.equal(up.body.full_name, 'New Name');
  assert.equal(up.body.metadata.city, 'Delft');
  // the bracket form the platform's SDK sends for nested objects, merged into what is stored
  const bracket = await call('PUT', '/accounts', { token: v.token, form: { full_name: 'New Name', 'metadata[phone]': '123', 'metadata[address][zip]': '9000' } });
  assert.equal(bracket.status, 200);
  assert.deepEqual(bracket.body.metadata, { city: 'Delft', phone: '123', address: { zip: '9000' } });
  // and JSON bodies still
  const asJson = await call('PUT', '/accounts', { token: v.token, json: { full_name: 'New Name', metadata: { phone: '456' } } });
  assert.equal(asJson.status, 200);
  assert.equal(asJson.body.metadata.phone, '456');
  // a key that would reach the prototype is kept flat, never followed
  const proto = await call('PUT', '/accounts', { token: v.token, form: { full_name: 'New Name', 'metadata[__proto__][polluted]': '1' } });
  assert.equal(proto.status, 200);
  assert.equal(/** @type {any} */ ({}).polluted, undefined);
  assert.equal((await call('PUT', '/accounts', { token: v.token, form: { full_name: '' } })).status, 422);
  const future = await call('PUT', '/accounts', { token: v.token, form: { full_name: 'New Name', date_of_birth: '2999-01-01' } });
  assert.deepEqual([future.status, future.body.errors.date_of_birth], [422, 'Date of birth must be in the past']);
  assert.equal((await call('PUT', '/accounts', { form: { full_name: 'x' } })).status, 401);
  const badOld = await call('POST', '/accounts/change-password', { token: v.token, form: { old_password: 'nope-nope', password: 'newpassword1', password_confirmation: 'newpassword1' } });
  assert.equal(badOld.status, 422);
  assert.ok(badOld.body.errors.old_password);
  const ch = await call('POST', '/accounts/change-password', { token: v.token, form: { old_password: v.password, password: 'newpassword1', password_confirmation: 'newpassword1', branding_id: '3001' } });
  assert.equal(ch.status, 200);
  assert.equal((await call('POST', '/accounts/change-password', { form: {} })).status, 401);
  const login = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', username: v.email, password: 'newpassword1' } });
  assert.equal(login.status, 200);
  assert.equal((await call('GET', '/accounts/logout', { token: v.token })).status, 200);
  assert.equal((await call('GET', '/accounts', { token: v.token })).status, 401, 'token revoked by logout');
  assert.equal((await call('GET', '/accounts/logout')).status, 401);
});

test('forgot and reset password through the sandbox mailbox', async () => {
  const v = await signUp(call, sb);
  const bad = await call('POST', '/accounts/forgot-password', { form: { email: 'not-an-email', merchant_uuid: sb.merchantUuid } });
  assert.equal(bad.status, 422);
  const fp = await call('POST', '/accounts/forgot-password', { form: { email: v.email, merchant_uuid: sb.merchantUuid, branding_id: '3001' } });
  assert.equal(fp.status, 200);
  const box = await call('GET', `/sandbox/mailbox?to=${encodeURIComponent(v.email)}&format=json`);
  const mail = box.body.collection.find((/** @type {any} */ m) => /reset/i.test(m.subject));
  assert.ok(mail?.code, 'reset mail with a token');
  const html = await call('GET', `/sandbox/mailbox?to=${encodeURIComponent(v.email)}`);
  assert.match(html.text, /Reset your password/);
  const mismatch = await call('PUT', `/accounts/forgot-password/${mail.code}`, { form: { password: 'resetpass1', password_confirmation: 'different1', branding_id: 'undefined' } });
  assert.equal(mismatch.status, 422);
  const body = `password=${encodeURIComponent('reset pass&1')}&password_confirmation=${encodeURIComponent('reset pass&1')}&branding_id=undefined`;
  const res = await fetch(`${sb.apiBase}/accounts/forgot-password/${mail.code}`, { method: 'PUT', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  assert.equal(res.status, 200);
  const login = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', username: v.email, password: 'reset pass&1' } });
  assert.equal(login.status, 200);
  assert.equal((await call('PUT', `/accounts/forgot-password/${mail.code}`, { form: { password: 'resetpass1', password_confirmation: 'resetpass1' } })).status, 404, 'token used up');
});

test('the mailed reset link opens a sandbox page that sets the password', async () => {
  const v = await signUp(call, sb);
  await call('POST', '/accounts/forgot-password', { form: { email: v.email, merchant_uuid: sb.merchantUuid } });
  const mail = (await call('GET', `/sandbox/mailbox?to=${encodeURIComponent(v.email)}&format=json`)).body.collection[0];
  const form = await call('GET', mail.link);
  assert.match(form.text, /<form method="post"/);
  assert.equal((await call('POST', mail.link, { form: { password: 'short', password_confirmation: 'short' } })).status, 422);
  assert.equal((await call('POST', mail.link, { form: { password: 'fromthepage1', password_confirmation: 'fromthepage1' } })).status, 200);
  const login = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', username: v.email, password: 'fromthepage1' } });
  assert.equal(login.status, 200);
  assert.equal((await call('GET', mail.link)).status, 404, 'the link works once');
});

test('export mails the data; erase needs the password and removes the account', async () => {
  const v = await signUp(call, sb);
  assert.equal((await call('POST', '/accounts/export', { token: v.token, form: { password: 'wrong-one', branding_id: '3001' } })).status, 422);
  assert.equal((await call('POST', '/accounts/export', { token: v.token, form: { password: v.password } })).status, 200);
  const box = await call('GET', `/sandbox/mailbox?to=${encodeURIComponent(v.email)}&format=json`);
  assert.ok(box.body.collection.some((/** @type {any} */ m) => /export/i.test(m.subject) && m.text.includes(v.email)));
  assert.equal((await call('POST', '/accounts/export', { form: {} })).status, 401);
  const wrong = await call('DELETE', '/accounts/erase', { token: v.token, form: { password: 'wrong-one' } });
  assert.equal(wrong.status, 422);
  assert.equal((await call('DELETE', '/accounts/erase', { form: { password: v.password } })).status, 401);
  assert.equal((await call('DELETE', '/accounts/erase', { token: v.token, form: { password: v.password, branding_id: '3001' } })).status, 200);
  assert.equal((await call('GET', '/accounts', { token: v.token })).status, 401);
  const login = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', username: v.email, password: v.password } });
  assert.equal(login.status, 401);
});

test('social URLs, register fields and restriction settings', async () => {
  const social = await call('GET', '/accounts/social?state=abc123');
  assert.equal(social.status, 200);
  assert.ok(social.body.social_urls.length >= 2);
  assert.match(Object.values(social.body.social_urls[0])[0], /state=abc123/);
  const fields = await call('GET', `/accounts/register-fields/${sb.merchantUuid}`);
  assert.equal(fields.status, 200);
  assert.ok(fields.body.collection.some((/** @type {any} */ f) => f.name === 'full_name'));
  assert.equal((await call('GET', '/accounts/register-fields/unknown')).status, 404);
  const rs = await call('GET', `/restrictions/settings/${sb.merchantUuid}`);
  assert.equal(rs.status, 200);
  assert.equal(rs.body.merchant_uuid, sb.merchantUuid);
  assert.equal((await call('GET', '/restrictions/settings/unknown')).status, 404);
});
