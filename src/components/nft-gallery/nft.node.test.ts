import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fiatPerCoin, nftHash, nftIdFromHash, ownedFrom, pageCount, priceIn, safeImageUrl } from './nft';

test('image addresses follow the library\'s one image rule (site/urls safeImageUrl): https, http only from the page or this machine', () => {
  const page = 'https://shop.example.com';
  assert.equal(safeImageUrl('https://cdn.example.com/a.png', undefined, page), 'https://cdn.example.com/a.png');
  assert.equal(safeImageUrl('http://cdn.example.com/a.png', undefined, page), null);
  assert.equal(safeImageUrl('http://127.0.0.1:4010/media/nft/1.svg', undefined, 'http://127.0.0.1:8080'), 'http://127.0.0.1:4010/media/nft/1.svg');
  assert.equal(safeImageUrl('http://localhost/a.svg', undefined, 'http://localhost:5173'), 'http://localhost/a.svg');
  assert.equal(safeImageUrl('http://localhost/a.svg', undefined, page), null, 'a page on the web never loads from this machine');
  assert.equal(safeImageUrl('http://[::1]:8080/a.svg', undefined, 'http://[::1]:3000'), 'http://[::1]:8080/a.svg');
  assert.equal(safeImageUrl('http://127.0.0.1.evil.example/a.svg', undefined, 'http://127.0.0.1:8080'), null);
  for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//cdn.example.com/a.png', '/media/a.png', 'https://user:pw@cdn.example.com/a.png', '', 42, null]) {
    assert.equal(safeImageUrl(bad, undefined, page), null, String(bad));
  }
});

test('the detail fragment: #nft-{id} both ways; anything else names no NFT', () => {
  assert.equal(nftHash(70012), '#nft-70012');
  assert.equal(nftIdFromHash('#nft-70012'), '70012');
  assert.equal(nftIdFromHash('nft-7'), '7');
  for (const bad of ['', '#nft-', '#nft-12a', '#nft-1/../2', '#other-1', '#nft-' + '9'.repeat(19)]) assert.equal(nftIdFromHash(bad), null, bad);
});

test('prices in the viewer\'s currency: its own price when the same, else the coin price times the rate', () => {
  const usd = { id: 1, title: 'A', price: 22, currency: 'USD', crypto_price: 0.006769 };
  assert.equal(priceIn(usd, 'usd', null), 22);
  assert.equal(priceIn(usd, 'EUR', 3000), 20.31);
  assert.equal(priceIn(usd, 'EUR', null), null);
  assert.equal(priceIn({ id: 2, title: 'B', price: 5, currency: 'GBP' }, 'EUR', 3000), null);
  assert.equal(fiatPerCoin({ asset_id_base: 'EUR', rates: [{ asset_id_quote: 'ETH', rate: 3000 }] }), 3000);
  assert.equal(fiatPerCoin({ asset_id_base: 'EUR', rates: [{ asset_id_quote: 'BTC', rate: 90000 }, { asset_id_quote: 'eth', rate: 2999.5 }] }), 2999.5);
  assert.equal(fiatPerCoin({ asset_id_base: 'EUR', rates: [{ asset_id_quote: 'ETH', rate: -1 }] }), null);
  assert.equal(fiatPerCoin({ asset_id_base: 'EUR', rates: [] }), null);
  assert.equal(fiatPerCoin({ rate: 3000 }), null, 'a shape the platform does not send is no rate');
  assert.equal(fiatPerCoin(null), null);
});

test('the viewer\'s NFTs: reservations with their NFT, or plain NFTs; paging', () => {
  const owned = ownedFrom([{ id: 'res_1', status: 'reserved', expires_at: 100, nft: { id: 7, title: 'A' } }, { id: 8, title: 'B' }, null, { status: 'x' }]);
  assert.deepEqual(owned.map((o) => [o.key, o.nft.id, o.status, o.expiresAt]), [['res_1', 7, 'reserved', 100], ['8', 8, 'owned', undefined]]);
  assert.equal(pageCount(64, 50), 2);
  assert.equal(pageCount(50, 50), 1);
  assert.equal(pageCount(0, 50), 1);
  assert.equal(pageCount(undefined, 50), 1);
});
