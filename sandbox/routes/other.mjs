// Vouchers, branding, NFTs and the notification key service.
import { randomBytes } from 'node:crypto';
import { json, fail, invalid } from '../http.mjs';
import { nowSec, randomToken, money } from '../platform.mjs';
import { intParam } from './assets.mjs';

const RATES = { EUR: 3000, USD: 3250, GBP: 2600 }; // fiat per 1 ETH

/** @param {import('../server.mjs').Deps} deps */
export function registerOther({ router, ctx, store }) {
  const auth = { auth: true };

  router.add('POST', '/vouchers/discount', (r) => {
    const b = r.body;
    /** @type {Record<string,string>} */
    const errors = {};
    if (!b.voucher_code) errors.voucher_code = 'Voucher code is required';
    const fee = b.access_fee_id ? store.get('access_fees', b.access_fee_id) : null;
    if (b.access_fee_id && !fee) errors.access_fee_id = 'Access fee not found';
    // without a fee, the price the voucher is for: among the item's fees (gift fees too), or the
    // voucher's own fees when no item is given either (a received gift code on its own)
    const byCode = b.voucher_code && !b.access_fee_id ? store.find('vouchers', (x) => x.code.toLowerCase() === String(b.voucher_code).trim().toLowerCase() && x.active) : null;
    const named = (byCode?.access_fee_ids ?? []).map((/** @type {number} */ id) => store.get('access_fees', id)).find((/** @type {any} */ f) => f && (!b.item_id || f.item_id === Number(b.item_id))) ?? null;
    if (!b.access_fee_id && !b.item_id && !named) errors.access_fee_id = 'Access fee id or item id is required';
    const feeFor = fee ?? named ?? (b.item_id ? ctx.fees(Number(b.item_id))[0] : null);
    if (!errors.access_fee_id && !feeFor) errors.item_id = 'Item has no prices';
    if (Object.keys(errors).length) return invalid(errors);
    const p = ctx.price(feeFor, b.voucher_code);
    if ('error' in p) return invalid({ voucher_code: /** @type {string} */ (p.error) });
    const v = /** @type {any} */ (p.voucher);
    return json({
      voucher_id: v.id, code: v.code, discount_type: v.discount_type, discount_percent: v.discount_type === 'percent' ? v.discount : null,
      discount_amount: Number(money(p.discount)), amount: p.amount, full_amount: p.full_amount, currency_iso: feeFor.currency,
      access_fee_id: feeFor.id, item_id: feeFor.item_id, access_fee_description: feeFor.description, gift: !!v.gift, discount_duration: v.discount_duration ?? 1,
    });
  }, auth);

  router.add('GET', '/branding/paywall/{client}/{branding}', (r) => {
    const m = ctx.merchant(r.params.client);
    if (!m) return fail(404, 'Merchant not found');
    const key = r.params.branding;
    const b = store.find('brandings', (x) => x.merchant_uuid === m.uuid && (key === 'default' ? x.default : String(x.id) === key || x.key === key));
    if (!b) return fail(404, 'Branding not found');
    const out = { ...b };
    for (const k of ['paywall_cover_photo', 'logo_url', 'background_image_url', 'terms_url', 'privacy_url']) out[k] = ctx.abs(out[k]);
    return json(out);
  });

  /** @param {any} n */
  const nftView = (n) => ({ ...n, thumbnail: ctx.abs(n.thumbnail), image: ctx.abs(n.image), available: n.supply - n.sold - (n.reserved ?? 0) });

  router.add('GET', '/v2/nfts/marketplaces/{merchant}', (r) => {
    const m = ctx.merchant(r.params.merchant);
    if (!m || !m.marketplace) return fail(404, 'Marketplace not found');
    return json({ ...m.marketplace, logo_url: ctx.abs(m.marketplace.logo_url), banner_url: ctx.abs(m.marketplace.banner_url) });
  });
  router.add('GET', '/v2/nfts/exchange-rate/{fiat}', (r) => {
    const fiat = r.params.fiat.toUpperCase();
    const rate = /** @type {Record<string, number>} */ (RATES)[fiat];
    if (!rate) return invalid({ fiat: 'Currency is not supported' });
    const invert = r.query.get('invert') === 'true';
    // the platform SDK's declared shape: the fiat currency as the base and one rate per crypto
    // currency; plain, the crypto amount one unit of fiat buys; inverted, the fiat price of one unit
    return json({ asset_id_base: fiat, rates: [{ asset_id_quote: 'ETH', rate: invert ? rate : Number((1 / rate).toFixed(8)) }] });
  });
  router.add('GET', '/v2/nfts/{merchant}', (r) => {
    const m = ctx.merchant(r.params.merchant);
    if (!m) return fail(404, 'Merchant not found');
    const pageN = intParam(r.query.get('page'), 1, 100000);
    const size = intParam(r.query.get('size'), 50, 100);
    const filter = r.query.get('filter') || 'published';
    /** @type {Record<string,string>} */
    const errors = {};
    if (Number.isNaN(pageN) || pageN === 0) errors.page = 'Page must be a positive integer';
    if (Number.isNaN(size) || size === 0) errors.size = 'Size must be a positive integer';
    if (!['published', 'unpublished', 'all'].includes(filter)) errors.filter = 'Filter must be published, unpublished or all';
    if (Object.keys(errors).length) return invalid(errors);
    const all = store.list('nfts', { where: (n) => n.merchant_uuid === m.uuid && (filter === 'all' || n.status === filter) });
    return json({ collection: all.slice((pageN - 1) * size, pageN * size).map(nftView), total: all.length, page: pageN, size });
  });
  router.add('GET', '/v2/nfts/{merchant}/{id}', (r) => {
    const m = ctx.merchant(r.params.merchant);
    const n = /^\d+$/.test(r.params.id) ? store.get('nfts', r.params.id) : null;
    if (!m || !n || n.merchant_uuid !== m.uuid) return fail(404, 'NFT not found');
    return json(nftView(n));
  });
  router.add('GET', '/v2/nfts', (r) => {
    const pageN = intParam(r.query.get('page'), 1, 100000);
    const size = intParam(r.query.get('size'), 50, 100);
    if (Number.isNaN(pageN) || pageN === 0) return invalid({ page: 'Page must be a positive integer' });
    if (Number.isNaN(size) || size === 0) return invalid({ size: 'Size must be a positive integer' });
    const all = store.list('nft_reservations', { owner: r.account.uuid }).reverse().map((x) => ({ ...x, nft: nftView(store.get('nfts', x.nft_id)) }));
    return json({ collection: all.slice((pageN - 1) * size, pageN * size), total: all.length, page: pageN, size });
  }, auth);
  router.add('POST', '/v2/nfts/{merchant}/{id}/reserve', (r) => {
    const m = ctx.merchant(r.params.merchant);
    const n = /^\d+$/.test(r.params.id) ? store.get('nfts', r.params.id) : null;
    if (!m || !n || n.merchant_uuid !== m.uuid) return fail(404, 'NFT not found');
    if (n.supply - n.sold <= 0) return fail(409, 'This NFT is sold out');
    if (store.find('nft_reservations', (x) => x.nft_id === n.id && x.expires_at > nowSec(), r.account.uuid)) {
      return fail(409, 'You have already reserved this NFT');
    }
    if (n.supply - n.sold - (n.reserved ?? 0) <= 0) return fail(409, 'Every edition of this NFT is reserved');
    store.update('nfts', n.id, { reserved: (n.reserved ?? 0) + 1 });
    const res = {
      id: `res_${randomToken(8)}`, nft_id: n.id, merchant_uuid: m.uuid, account_uuid: r.account.uuid, status: 'reserved', price: n.price, currency: n.currency,
      crypto_price: n.crypto_price, crypto_currency: n.crypto_currency, wallet_address: `0x${randomBytes(20).toString('hex')}`, created_at: nowSec(), expires_at: nowSec() + 900,
    };
    store.put('nft_reservations', res, r.account.uuid);
    return json(res);
  }, { auth: true, money: true });

  router.add('GET', '/iot/keys', (r) => {
    const accessKey = `ASIA${randomBytes(8).toString('hex').toUpperCase()}`;
    const creds = {
      id: accessKey, accessKey, secretKey: randomToken(30), sessionToken: randomToken(96), account: r.account.uuid,
      region: 'eu-west-1', expiresAt: Date.now() + ctx.iotTtl * 1000,
    };
    store.put('iot_creds', creds, r.account.uuid);
    const [, host] = /^https?:\/\/(.*)$/.exec(ctx.apiBase) ?? [];
    return json({ region: creds.region, accessKey, secretKey: creds.secretKey, sessionToken: creds.sessionToken, iotEndpoint: host, expiresAt: creds.expiresAt });
  }, auth);
}
