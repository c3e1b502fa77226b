// The access question against the real sandbox: elements that ask a moment apart share the answer,
// a call about a moment (after a purchase or a payment event) takes only an answer asked for after it, and a change of
// session forgets what was known.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '../client';
import { setClient } from './client';
import { accessMark, checkAccess, forgetAccess, ACCESS_REUSE_MS } from './access';
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

test('elements asking a moment apart share one answer; a check about now asks again', async () => {
  forgetAccess();
  sent.length = 0;
  const [a, b] = await Promise.all([checkAccess(rented), checkAccess(rented)]);
  assert.equal(a.granted, true);
  assert.equal(b, a, 'concurrent calls share the request');
  const later = await checkAccess(rented);
  assert.equal(later.granted, true);
  assert.equal(accessCalls(), 1, 'a call within the reuse window asks nothing');
  await checkAccess(rented, { since: accessMark() });
  assert.equal(accessCalls(), 2, 'a check about now always asks the platform');
  assert.ok(ACCESS_REUSE_MS > 0 && ACCESS_REUSE_MS <= 5000, 'a few seconds at most');
});

test('elements that heard the same news share one request sent after it, however late they ask', async () => {
  forgetAccess();
  await checkAccess(rented); // an answer from before the news
  sent.length = 0;
  const mark = accessMark(); // a payment event arrives: every element takes the mark at once
  const first = checkAccess(rented, { since: mark });
  const second = checkAccess(rented, { since: mark });
  assert.equal(await second, await first, 'one request on its way, shared');
  assert.equal(accessCalls(), 1, 'the answer from before the news was not used');
  // an element that gets to it after the answer came uses it too
  assert.equal((await checkAccess(rented, { since: mark })).granted, true);
  assert.equal(accessCalls(), 1);
  // news after that answer asks again
  await checkAccess(rented, { since: accessMark() });
  assert.equal(accessCalls(), 2);
});

test('after a purchase, a grant asked for before it counts, a refusal from before it never does', async () => {
  forgetAccess();
  sent.length = 0;
  // a grant on its way when the purchase signal arrives is waited for and used
  const before = checkAccess(rented);
  const afterPurchase = await checkAccess(rented, { since: accessMark(), purchase: true });
  assert.equal(afterPurchase, await before);
  assert.equal(accessCalls(), 1, 'the grant on its way counted');
  // without `purchase` (a revocation, say), only a request sent after the mark counts
  await checkAccess(rented, { since: accessMark() });
  assert.equal(accessCalls(), 2);
});

test('no access is reused briefly too, but never by a check about a purchase', async () => {
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
  await checkAccess(notOwned, { since: accessMark(), purchase: true });
  assert.equal(accessCalls(), 2);
  // a refusal on its way when a purchase signal arrives is asked again, once for every element
  forgetAccess();
  sent.length = 0;
  const onItsWay = checkAccess(notOwned);
  const mark = accessMark();
  const [a, b] = await Promise.all([checkAccess(notOwned, { since: mark, purchase: true }), checkAccess(notOwned, { since: mark, purchase: true })]);
  assert.deepEqual(await onItsWay, { granted: false, reason: 'no-access' });
  assert.equal(a, b, 'the elements share the second request');
  assert.equal(accessCalls(), 2, 'the refusal from before the signal, then one request after it');
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
  const answers = await Promise.all([checkAccess(rented, { since: accessMark() }), checkAccess('40001', { since: accessMark() })]);
  assert.equal(answers[0].granted, true, 'the rented item is open, not "signed out"');
  const refreshes = sent.filter((r) => r.url.pathname === '/accounts/authenticate' && new URLSearchParams(String(r.body ?? '')).get('grant_type') === 'refresh_token');
  assert.equal(refreshes.length, 1, 'one refresh for both questions');
  assert.equal(accessCalls(), 2);
  assert.notEqual((await client.session.get())!.token, record.token, 'with the new token');
});
