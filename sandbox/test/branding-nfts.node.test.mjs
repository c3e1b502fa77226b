// Branding and NFTs: marketplace, lists with filter and paging, detail, exchange rates, user NFTs, reservations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, client, signUp } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start(); call = client(sb); });
after(async () => { await sb?.close(); });

test('branding by client id (or merchant uuid) and branding id; default; 404s', async () => {
  const def = await call('GET', `/branding/paywall/${sb.clientId}/default`);
  assert.equal(def.status, 200);
  assert.equal(def.body.default, true);
  assert.ok(def.body.logo_url.startsWith(`${sb.apiBase}/media/`));
  assert.equal((await fetch(def.body.logo_url)).status, 200);
  assert.equal((await call('GET', `/branding/paywall/${sb.merchantUuid}/3002`)).body.key, 'dark');
  assert.equal((await call('GET', `/branding/paywall/${sb.clientId}/9999`)).status, 404);
  assert.equal((await call('GET', '/branding/paywall/unknown/default')).status, 404);
});

test('NFT marketplace, list with filter and paging, detail, exchange rates', async () => {
  const m = await call('GET', `/v2/nfts/marketplaces/${sb.merchantUuid}`);
  assert.equal(m.status, 200);
  assert.ok(m.body.name);
  assert.equal((await call('GET', '/v2/nfts/marketplaces/unknown')).status, 404);
  const all = await call('GET', `/v2/nfts/${sb.merchantUuid}?filter=published&page=1&size=50`);
  assert.deepEqual([all.body.total, all.body.collection.length], [64, 50]);
  const last = await call('GET', `/v2/nfts/${sb.merchantUuid}?filter=published&page=2&size=50`);
  assert.deepEqual([last.body.total, last.body.collection.length], [64, 14]);
  assert.deepEqual([...new Set(all.body.collection.map((/** @type {any} */ n) => n.currency))].sort(), ['EUR', 'GBP', 'USD']);
  assert.ok(all.body.collection.some((/** @type {any} */ n) => n.available === 0 && n.reserved > 0), 'some are reserved already');
  assert.equal((await call('GET', `/v2/nfts/${sb.merchantUuid}?filter=all&page=1&size=100`)).body.total, 66);
  assert.equal((await fetch(`${sb.apiBase}/media/nft/70064.svg`)).status, 200);
  const p2 = await call('GET', `/v2/nfts/${sb.merchantUuid}?filter=published&page=2&size=4`);
  assert.equal(p2.body.collection[0].id, 70005);
  assert.equal((await call('GET', `/v2/nfts/${sb.merchantUuid}?filter=bogus`)).status, 422);
  assert.equal((await call('GET', `/v2/nfts/${sb.merchantUuid}?page=0`)).status, 422);
  const one = await call('GET', `/v2/nfts/${sb.merchantUuid}/70003`);
  assert.equal(one.body.id, 70003);
  assert.ok(one.body.thumbnail.startsWith(sb.apiBase));
  assert.equal((await call('GET', `/v2/nfts/${sb.merchantUuid}/1`)).status, 404);
  const rate = await call('GET', '/v2/nfts/exchange-rate/EUR');
  const inv = await call('GET', '/v2/nfts/exchange-rate/EUR?invert=true');
  assert.equal(rate.body.asset_id_base, 'EUR');
  assert.equal(inv.body.asset_id_base, 'EUR');
  assert.equal(rate.body.rates[0].asset_id_quote, 'ETH');
  assert.equal(inv.body.rates[0].rate, 3000, 'inverted: the fiat price of one ETH');
  assert.ok(Math.abs(rate.body.rates[0].rate * inv.body.rates[0].rate - 1) < 1e-4);
  assert.equal((await call('GET', '/v2/nfts/exchange-rate/XYZ')).status, 422);
});

test('reserving an NFT shows in the viewer NFTs; needs a token', async () => {
  const v = await signUp(call, sb);
  assert.equal((await call('POST', `/v2/nfts/${sb.merchantUuid}/70002/reserve`, { json: {} })).status, 401);
  const r = await call('POST', `/v2/nfts/${sb.merchantUuid}/70002/reserve`, { token: v.token });
  assert.equal(r.status, 200);
  assert.equal(r.body.nft_id, 70002);
  assert.equal(r.body.status, 'reserved');
  const mine = await call('GET', '/v2/nfts?page=1&size=50', { token: v.token });
  assert.equal(mine.body.total, 1);
  assert.equal(mine.body.collection[0].nft.id, 70002);
  assert.equal((await call('GET', '/v2/nfts?page=1&size=50')).status, 401);
  assert.equal((await call('GET', '/v2/nfts?page=0', { token: v.token })).status, 422);
  assert.equal((await call('POST', `/v2/nfts/${sb.merchantUuid}/1/reserve`, { token: v.token })).status, 404);
  const again = await call('POST', `/v2/nfts/${sb.merchantUuid}/70002/reserve`, { token: v.token });
  assert.deepEqual([again.status, again.body.message], [409, 'You have already reserved this NFT']);
  const taken = await call('POST', `/v2/nfts/${sb.merchantUuid}/70012/reserve`, { token: v.token });
  assert.deepEqual([taken.status, taken.body.message], [409, 'Every edition of this NFT is reserved']);
  const gone = await call('POST', `/v2/nfts/${sb.merchantUuid}/70020/reserve`, { token: v.token });
  assert.deepEqual([gone.status, gone.body.message], [409, 'This NFT is sold out']);
});
