// The demo viewer the seed holds, and the clock that renews subscriptions and ends cancelled ones.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start({ eventDelayMs: 20 }); call = client(sb); });
after(async () => {
  await call('DELETE', '/sandbox/clock');
  await sb?.close();
});

const DAY = 86400;

test('the demo viewer signs in and has something in every account section; the clock renews one subscription and ends the cancelled one', async () => {
  const seed = (await call('GET', '/sandbox/seed')).body;
  const auth = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', username: seed.demoViewer.email, password: seed.demoViewer.password } });
  assert.equal(auth.status, 200);
  const token = auth.body.access_token;
  const get = async (/** @type {string} */ p) => (await call('GET', p, { token })).body;
  assert.equal((await get('/v2/accounts/profiles')).length, 3);
  assert.equal((await get('/v2/accounts/media/favorites')).total, 3);
  assert.ok((await get('/v2/accounts/media/watch-history')).total >= 2);
  assert.ok((await get('/items/access/customers?status=active&size=5')).total >= 2);
  const ended = await get('/items/access/customers?status=inactive&size=5');
  assert.ok(ended.total >= 2);
  // an ended rental in the history does not hand out the film; a live access does
  assert.ok(ended.collection.every((/** @type {any} */ a) => a.item && !a.item.content), 'no content with an ended access');
  const live = await get('/items/access/customers?status=active&size=5');
  assert.ok(live.collection.some((/** @type {any} */ a) => typeof a.item?.content === 'string' && a.item.content.length > 0), 'content with a live access');
  assert.equal((await get('/v2/payments/cards/default')).cards[0].last4, '4242');
  assert.equal((await get('/v2/payments/direct-debit/mandate')).mandate.last4, '3000');
  const subs = (await get('/subscriptions')).collection;
  assert.deepEqual(subs.map((/** @type {any} */ s) => s.status), ['active', 'active']);
  const docs = subs.find((/** @type {any} */ s) => s.item_id === 50002);
  const all = subs.find((/** @type {any} */ s) => s.item_id === 50001);
  const cancel = await fetch(docs.unsubscribe_url, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(cancel.status, 200);
  const activeItems = async (/** @type {string} */ t) => (await call('GET', '/items/access/customers?status=active&size=100', { token: t })).body.collection.map((/** @type {any} */ a) => a.item_id);
  assert.ok((await activeItems(token)).includes(50002), 'access until the paid period ends');
  const transactions = (await get('/payments/transactions?size=100')).total;

  assert.equal((await call('POST', '/sandbox/clock', { form: { advance: 'soon' } })).status, 422);
  const moved = await call('POST', '/sandbox/clock', { form: { advance: String(31 * DAY) } });
  assert.equal(moved.body.offset, 31 * DAY);
  // the old token expired on the moved clock: sign in again
  const again = (await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', username: seed.demoViewer.email, password: seed.demoViewer.password } })).body.access_token;
  const after = (await call('GET', '/subscriptions', { token: again })).body.collection;
  assert.equal(after.find((/** @type {any} */ s) => s.id === docs.id).status, 'ended');
  const renewed = after.find((/** @type {any} */ s) => s.id === all.id);
  assert.equal(renewed.status, 'active');
  assert.ok(renewed.next_billing_date > all.next_billing_date);
  assert.equal((await call('GET', '/items/40001/access', { token: again })).status, 200, 'renewals are checked with the access');
  const items = await activeItems(again);
  assert.ok(!items.includes(50002), 'the cancelled period is over');
  assert.ok(items.includes(50001), 'the renewed one still gives access');
  assert.equal((await call('GET', '/payments/transactions?size=100', { token: again })).body.total, transactions + 1, 'one renewal charge');
});
