// The access question against the real sandbox: elements that ask a moment apart share the answer,
// a `fresh` call (after a purchase or a payment event) always asks the platform, and a change of
// session forgets what was known.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '../client';
import { setClient } from './client';
import { checkAccess, forgetAccess, ACCESS_REUSE_MS } from './access';
import { startSandbox, recordingFetch, type Sandbox, type Sent } from '../../test/helpers/sandbox';

let sandbox: Sandbox;
const sent: Sent[] = [];
const accessCalls = () => sent.filter((r) => /\/access$/.test(r.url.pathname)).length;
let rented = '';
let notOwned = "";

before(async () => {
  sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  const client = createClient({ environment: 'sandbox', baseURL: sandbox.apiBase, merchantUuid: sandbox.merchantUuid, clientId: sandbox.clientId, storage: 'memory', fetch: recordingFetch(sent) });
  setClient(client);
  await client.accounts.signIn({ email: 'viewer@sandbox.test', password: 'sandbox-viewer' });
  const seed = (await (await fetch(`${sandbox.apiBase}/sandbox/seed`)).json()) as { accessFees: Array<{ id: number; itemId: number }>; assets: Array<{ id: number; access: string }> };
  rented = String(seed.accessFees.find((f) => f.id === 60008)!.itemId);
  notOwned = rented;
});
after(async () => {
  setClient(null);
  await sandbox.close();
});

test('elements asking a moment apart share one answer; a fresh check asks again', async () => {
  forgetAccess();
  sent.length = 0;
  const [a, b] = await Promise.all([checkAccess(rented), checkAccess(rented)]);
  assert.equal(a.granted, true);
  assert.equal(b, a, 'concurrent calls share the request');
  const later = await checkAccess(rented);
  assert.equal(later.granted, true);
  assert.equal(accessCalls(), 1, 'a call within the reuse window asks nothing');
  await checkAccess(rented, { fresh: true });
  assert.equal(accessCalls(), 2, 'fresh always asks the platform');
  assert.ok(ACCESS_REUSE_MS > 0 && ACCESS_REUSE_MS <= 5000, 'a few seconds at most');
});

test('no access is reused briefly too, but never by a fresh check after a purchase', async () => {
  // a new viewer, who owns nothing
  const { getClient } = await import('./client');
  const email = `access-${Date.now()}@sandbox.test`;
  await fetch(`${sandbox.apiBase}/accounts`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ full_name: 'Access Test', username: email, password: 'access-pass-1', password_confirmation: 'access-pass-1', client_id: sandbox.clientId, type: 'consumer', grant_type: 'password', referrer: 'http://127.0.0.1/' }),
  });
  await getClient().accounts.signIn({ email, password: 'access-pass-1' });
  forgetAccess();
  sent.length = 0;
  assert.deepEqual(await checkAccess(notOwned), { granted: false, reason: 'no-access' });
  assert.deepEqual(await checkAccess(notOwned), { granted: false, reason: 'no-access' });
  assert.equal(accessCalls(), 1);
  await checkAccess(notOwned, { fresh: true });
  assert.equal(accessCalls(), 2);
});

test('signing out forgets every answer', async () => {
  forgetAccess();
  assert.equal((await checkAccess(rented)).granted, false, 'the new viewer owns nothing');
  const { getClient } = await import('./client');
  await getClient().accounts.signOut();
  assert.deepEqual(await checkAccess(rented), { granted: false, reason: 'signed-out' });
});

test('a token within a minute of its expiry is refreshed before the question, once for every element asking: never "signed out"', async () => {
  const { getClient } = await import('./client');
  const client = getClient();
  await client.accounts.signIn({ email: 'viewer@sandbox.test', password: 'sandbox-viewer' });
  const record = (await client.session.get())!;
  // the stored token has 30 s left: fresh no longer (the client's 60 s margin), valid for the platform
  await client.session.set({ ...record, expires: Math.floor(Date.now() / 1000) + 30 });
  forgetAccess();
  sent.length = 0;
  const answers = await Promise.all([checkAccess(rented, { fresh: true }), checkAccess('40001', { fresh: true })]);
  assert.equal(answers[0].granted, true, 'the rented item is open, not "signed out"');
  const refreshes = sent.filter((r) => r.url.pathname === '/accounts/authenticate' && new URLSearchParams(String(r.body ?? '')).get('grant_type') === 'refresh_token');
  assert.equal(refreshes.length, 1, 'one refresh for both questions');
  assert.equal(accessCalls(), 2);
  assert.notEqual((await client.session.get())!.token, record.token, 'with the new token');
});
