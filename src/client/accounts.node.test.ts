// Every accounts call against a fresh sandbox over real HTTP, with the requests as they left the client.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, PaywallError, type PaywallClient } from './index';


import { recordingFetch, startSandbox, type Sandbox, type Sent } from '../../test/helpers/sandbox';


describe('client accounts against the sandbox', () => {
  let sb: Sandbox;
  const sent: Sent[] = [];
  let client: PaywallClient;
  const email = 'viewer@example.com';
  const password = 'first-pass-1';

  const make = () =>
    createClient({
      baseURL: sb.apiBase,
      merchantUuid: sb.merchantUuid,
      clientId: sb.clientId,
      storage: 'memory',
      fetch: recordingFetch(sent),
    });
  const last = () => sent[sent.length - 1];
  const formOf = (s: Sent) => Object.fromEntries(new URLSearchParams(String(s.body)));

  before(async () => {
    sb = await startSandbox({ port: 0, fresh: true, quiet: true });
    client = make();
  });
  after(() => sb.close());

  it('signs up with a form body (type consumer, optional fields only when given) and stores the token', async () => {
    const r = await client.accounts.signUp({ fullName: 'Vera Viewer', email, password, passwordConfirmation: password });
    assert.equal(last().method, 'POST');
    assert.equal(last().url.pathname, '/accounts');
    const f = formOf(last());
    assert.equal(f.username, email);
    assert.equal(f.type, 'consumer');
    assert.equal(f.grant_type, 'password');
    assert.equal(f.client_id, sb.clientId);
    assert.ok(!('metadata' in f) && !('branding_id' in f) && !('date_of_birth' in f));
    assert.ok(r.access_token && r.refresh_token);
    const rec = await client.session.get();
    assert.deepEqual(rec, { token: r.access_token, refreshToken: r.refresh_token, expires: r.expires });
    assert.equal(await client.session.isAuthenticated(), true);
  });

  it('reads and updates the account with the bearer token', async () => {
    const a = await client.accounts.getAccount();
    assert.equal(a.email, email);
    assert.ok(a.uuid && a.id && a.full_name === 'Vera Viewer');
    assert.match(last().headers.get('authorization') ?? '', /^Bearer .+/);
    const u = await client.accounts.updateAccount({ fullName: 'Vera V.', metadata: { city: 'Ghent' } });
    assert.equal(last().method, 'PUT');
    // bracket form, as the platform's SDK sends nested objects; the sandbox reads it back as an object
    const sent = formOf(last());
    assert.equal(sent['metadata[city]'], 'Ghent');
    assert.ok(!('metadata' in sent));
    assert.equal(u.full_name, 'Vera V.');
    assert.deepEqual(u.metadata, { city: 'Ghent' });
    const again = await client.accounts.updateAccount({ fullName: 'Vera V.', metadata: { phone: '123', address: { city: 'Ghent', zip: '9000' } } });
    assert.equal(formOf(last())['metadata[address][zip]'], '9000');
    assert.deepEqual(again.metadata, { city: 'Ghent', phone: '123', address: { city: 'Ghent', zip: '9000' } });
  });

  it('signs in with a password, v2 (no refresh token) and client credentials grants', async () => {
    const c = make();
    await c.accounts.signIn({ email, password });
    assert.equal(formOf(last()).grant_type, 'password');
    assert.ok((await c.session.get())?.refreshToken);
    await c.accounts.signInV2({ email, password });
    assert.equal(last().url.pathname, '/v2/accounts/authenticate');
    assert.equal((await c.session.get())?.refreshToken, '');
    const seed = await (await fetch(`${sb.apiBase}/sandbox/seed`)).json();
    const m = make();
    const r = await m.accounts.signIn({ clientSecret: seed.clientSecret });
    assert.equal(formOf(last()).grant_type, 'client_credentials');
    assert.equal(formOf(last()).client_secret, seed.clientSecret);
    assert.ok(r.access_token);
  });

  it('refreshes with the stored refresh token and stores the rotated one', async () => {
    const before = await client.session.get();
    const r = await client.accounts.refreshToken();
    const f = formOf(last());
    assert.equal(f.grant_type, 'refresh_token');
    assert.equal(f.refresh_token, before?.refreshToken);
    assert.equal((await client.session.get())?.token, r.access_token);
    assert.notEqual(r.access_token, before?.token);
    await client.accounts.signIn({ refreshToken: r.refresh_token as string });
    assert.equal(formOf(last()).grant_type, 'refresh_token');
  });

  it('rejects a wrong password with the platform body', async () => {
    const c = make();
    await assert.rejects(c.accounts.signIn({ email, password: 'nope-nope' }), (e: PaywallError) => {
      assert.ok(e instanceof PaywallError);
      assert.equal(e.status, 401);
      assert.equal(e.message, 'Request failed with status code 401');
      assert.equal((e.data as { message: string }).message, 'Invalid username or password');
      assert.equal(e.response?.status, 401);
      return true;
    });
    assert.equal(await c.session.get(), null);
  });

  it('changes the password, and resets it through the mailed token', async () => {
    await client.accounts.changePassword({ oldPassword: password, password: 'second-pass-2', passwordConfirmation: 'second-pass-2' });
    assert.equal(last().url.pathname, '/accounts/change-password');
    assert.equal(formOf(last()).old_password, password);
    await client.accounts.requestNewPassword({ email });
    assert.equal(formOf(last()).merchant_uuid, sb.merchantUuid);
    const mail = await (await fetch(`${sb.apiBase}/sandbox/mailbox?to=${encodeURIComponent(email)}&format=json`)).json();
    const token = mail.collection.map((m: { code?: string }) => m.code).filter(Boolean).pop();
    assert.ok(token, 'a reset code was mailed');
    await client.accounts.setNewPassword({ password: 'third-pass-3', passwordConfirmation: 'third-pass-3' }, token);
    assert.equal(last().method, 'PUT');
    assert.ok(!('branding_id' in formOf(last())), 'no literal "undefined" branding id');
    await make().accounts.signIn({ email, password: 'third-pass-3' });
  });

  it('serves register fields, social login URLs, restriction settings and data capture anonymously', async () => {
    const anon = make();
    const fields = await anon.accounts.getRegisterFields();
    assert.equal(last().url.pathname, `/accounts/register-fields/${sb.merchantUuid}`);
    assert.ok(Array.isArray(fields.collection));
    await anon.accounts.getSocialLoginUrls('st&ate=1');
    assert.equal(last().url.searchParams.get('state'), 'st&ate=1', 'the state is encoded');
    assert.equal(last().headers.get('authorization'), null);
    await anon.accounts.loadMerchantRestrictionSettings();
    assert.equal(last().url.pathname, `/restrictions/settings/${sb.merchantUuid}`);
    await anon.accounts.requestDataCaptureNoAuthAccess({ email: 'lead@example.com', fullName: 'Lead', company: 'ACME' });
    assert.equal(formOf(last()).merchant_uuid, sb.merchantUuid);
  });

  it('manages favourites, watch history, profiles and pin codes', async () => {
    const a = client.accounts;
    await a.addToFavorites('media-1');
    assert.equal(formOf(last()).media_id, 'media-1');
    assert.ok((await a.getFavorites()).collection.some((f) => f.media_id === 'media-1'));
    assert.equal((await a.getFavorite('media-1')).media_id, 'media-1');
    await a.deleteFromFavorites('media-1');
    assert.equal(last().method, 'DELETE');
    await a.updateWatchHistory('media-2', 0.42);
    assert.deepEqual(formOf(last()), { media_id: 'media-2', progress: '0.42' });
    const wh = await a.getWatchHistory();
    assert.equal(last().url.searchParams.get('filter'), 'currently_watching');
    assert.ok(wh.collection.some((w) => w.media_id === 'media-2'));
    assert.equal((await a.getWatchHistoryForItem('media-2')).progress, 0.42);
    await a.deleteWatchHistoryForItem('media-2');
    const p = await a.createProfile({ name: 'Kid', adult: false });
    assert.ok(!('pin' in formOf(last())) && !('avatar_url' in formOf(last())));
    assert.ok((await a.getProfiles()).some((x) => x.id === p.id));
    assert.equal((await a.getProfileDetails(p.id)).name, 'Kid');
    assert.equal((await a.updateProfile(p.id, { name: 'Kiddo' })).name, 'Kiddo');
    await a.enterProfile(p.id);
    assert.equal(last().url.pathname, `/v2/accounts/profiles/${p.id}/token`);
    await a.deleteProfile(p.id);
    await a.sendPinCode();
    const mail = await (await fetch(`${sb.apiBase}/sandbox/mailbox?to=${encodeURIComponent(email)}&format=json`)).json();
    const pin = mail.collection.find((m: { subject: string }) => m.subject === 'Your PIN code')?.code;
    await a.validatePinCode(pin);
    assert.equal(formOf(last()).pin_code, pin);
  });

  it('reads the feature flags', async () => {
    const f = await client.accounts.getFeatureFlags();
    assert.equal(last().url.pathname, '/v2/features');
    assert.ok(Array.isArray(f) && f.some((x) => x.name === 'profiles' && x.enabled));
  });

  it('syncs and updates an external account', async () => {
    await client.accounts.syncWithExternalAccount('jw', 40001);
    assert.equal(formOf(last()).item_id, '40001');
    await client.accounts.updateExternalAccount('jw', { note: 'x' });
    assert.equal(last().method, 'PATCH');
  });

  it('reports the SSO token as multipart, only to the configured SSO domain: any other address is refused unsent', async () => {
    // its own record: its start-up check of the domain runs whenever its code has loaded, and must not
    // land among the other tests' requests
    const ssoSent: typeof sent = [];
    // (the reports are POSTs; the watcher's start-up check, a GET, may come before or after them)
    const lastSso = () => ssoSent.filter((r) => r.method === 'POST').at(-1)!;
    const withSso = createClient({ baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId, storage: 'memory', fetch: recordingFetch(ssoSent), ssoDomain: sb.ssoURL });
    // Node sends no Origin header, so the domain refuses to keep it (403): the request itself is what is checked
    await assert.rejects(withSso.accounts.reportSSOtoken(sb.ssoURL, 'tok', true), { status: 403 });
    assert.equal(lastSso().url.origin + lastSso().url.pathname, `${sb.ssoURL}/sso/cookie`);
    assert.ok(lastSso().body instanceof FormData);
    assert.equal((lastSso().body as FormData).get('token'), 'tok');
    assert.equal((lastSso().body as FormData).get('delete'), '1');
    assert.equal(lastSso().headers.get('authorization'), null, 'the bearer goes only to the platform');
    // (reports are POSTs; the start-up check, a GET, may come at any time)
    const posts = () => ssoSent.filter((r) => r.method === 'POST').length + sent.length;
    const count = posts();
    await assert.rejects(withSso.accounts.reportSSOtoken('https://sso.example.com', 'tok'), { status: 400 });
    await assert.rejects(withSso.accounts.reportSSOtoken(sb.apiBase, 'tok'), { status: 400 });
    await assert.rejects(client.accounts.reportSSOtoken(sb.ssoURL, 'tok'), { status: 400 }, 'a client without an SSO domain reports nowhere');
    assert.equal(posts(), count, 'nothing was sent to an address that is not the configured domain');
  });

  it('signing out removes the token before anything else is sent: only the logout carries it', async () => {
    const seen: Array<{ path: string; auth: string | null; stored: boolean }> = [];
    const watching: typeof fetch = async (input, init) => {
      const req = new Request(input, init);
      seen.push({ path: new URL(req.url).pathname, auth: req.headers.get('authorization'), stored: !!(await c.session.get()) });
      return fetch(req);
    };
    const c: PaywallClient = createClient({ baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId, storage: 'memory', fetch: watching });
    const mail = `leaver-${Date.now()}@example.com`;
    await c.accounts.signUp({ fullName: 'Leaver', email: mail, password, passwordConfirmation: password });
    const token = (await c.session.get())!.token;
    seen.length = 0;
    const out = c.accounts.signOut();
    // a check that an element starts while sign-out runs (an access check on the session change)
    const during = c.accounts.getAccount().then(() => 'sent with a token', (e: PaywallError) => e.status);
    await out;
    assert.equal(await during, 401, 'refused before sending: no token left');
    assert.deepEqual(seen, [{ path: '/accounts/logout', auth: `Bearer ${token}`, stored: false }]);
    assert.equal(await c.session.get(), null);
    // the platform ended that token
    assert.equal((await fetch(`${sb.apiBase}/accounts`, { headers: { authorization: `Bearer ${token}` } })).status, 401);
  });

  it('exports data, signs out (token removed), and erases an account', async () => {
    await client.accounts.exportData({ password: 'third-pass-3' });
    assert.equal(last().url.pathname, '/accounts/export');
    await client.accounts.signOut();
    assert.equal(last().url.pathname, '/accounts/logout');
    assert.equal(await client.session.get(), null);
    const n = sent.length;
    await client.accounts.signOut();
    assert.equal(sent.length, n, 'signing out without a session sends nothing');

    const c = make();
    await c.accounts.signUp({ fullName: 'Temp', email: 'temp@example.com', password, passwordConfirmation: password, metadata: { phone: '123' } });
    assert.equal(formOf(last())['metadata[phone]'], '123');
    assert.deepEqual((await c.accounts.getAccount()).metadata, { phone: '123' });
    await c.accounts.deleteAccount({ password });
    assert.equal(last().method, 'DELETE');
    assert.equal(last().url.pathname, '/accounts/erase');
    assert.equal(formOf(last()).password, password);
    assert.equal(await c.session.get(), null);
    await assert.rejects(make().accounts.signIn({ email: 'temp@example.com', password }), { status: 401 });
  });
});
