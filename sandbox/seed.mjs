// The seeded demo merchant: videos, packages, access fees (pay-per-view and subscription plans),
// vouchers, gift plans, donation options, NFTs, branding and access codes. Ids are fixed so that
// examples and docs can name them; GET /sandbox/seed returns them all.

import { DEMO_VIEWER, seedDemoViewer } from './demo-viewer.mjs';

/** The demo merchant's fixed identifiers. */
export const MERCHANT = {
  uuid: 'c6f4002f-7415-4eb6-ab03-72b0f7aff0e8',
  id: 2140,
  clientId: '4bd9ff5e-6b2a-4f5e-9c7d-8e1f2a3b4c5d',
  clientSecret: 'sandbox-client-secret',
  name: 'Sandbox Films',
  email: 'merchant@sandbox.test',
};

/** The demo merchant's site id for the /v3/sites calls (eight characters, as the platform's site ids are). */
export const SITE_ID = 'sbxfilms';

/** Test cards of the payment processor simulation (any future expiry, any 3-digit CVV). */
export const TEST_CARDS = [
  { number: '4242424242424242', brand: 'visa', outcome: 'success', description: 'Payment succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'success', description: 'Payment succeeds' },
  { number: '4000000000000002', brand: 'visa', outcome: 'decline', description: 'Declined: "Your card was declined."' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', description: 'Declined: "Your card has insufficient funds."' },
  { number: '4000000000003220', brand: 'visa', outcome: 'requires_action', description: '3-D Secure: the sandbox bank page approves or fails' },
];

/** Sandbox IBAN for direct-debit mandates. */
export const TEST_IBAN = 'DE89370400440532013000';

const TITLES = [
  ['The Lighthouse Keeper', 'A storm, a lamp and a long night on a rocky coast.'],
  ['Signals from the Deep', 'Marine biologists chase a sound nobody can place.'],
  ['Harvest Moon', 'A farming family races the first frost.'],
  ['City of Bridges', 'Three strangers, one river and a missing painting.'],
  ['Glass Mountains', 'Climbers attempt the last unclimbed ice wall.'],
  ['Night Market', 'Street food stories from a market that opens at midnight.'],
  ['The Cartographer', 'A mapmaker discovers a village that is not on any map.'],
  ['Paper Planes', 'A teacher and a class that refuses to stay on the ground.'],
  ['Salt and Iron', 'Shipbuilders keep an old craft alive.'],
  ['Quiet Orbit', 'Life aboard a research station, one day at a time.'],
  ['Northern Lines', 'A railway journey across the winter tundra.'],
  ['Copper Sky', 'Desert astronomers and the clearest night of the year.'],
  ['Open Air', 'A free short film about a rooftop garden.'],
  ['Festival Pass', 'Recordings of a festival, for holders of an access code.'],
];

const COLORS = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#0369a1', '#4d7c0f', '#a21caf', '#334155', '#c2410c', '#047857', '#9333ea', '#0891b2', '#65a30d'];

/** @param {string} s */
export const slugify = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const T0 = 1767225600; // 2026-01-01T00:00:00Z, a stable creation time for seeded rows

/**
 * @param {number} id
 * @param {number} itemId
 * @param {string} itemType
 * @param {number} amount
 * @param {string} description
 * @param {{name: string, period: string, quantity: number}} accessType
 * @param {any} [trial]
 */
function fee(id, itemId, itemType, amount, description, accessType, trial = null) {
  return {
    id, merchant_id: MERCHANT.id, amount, currency: 'EUR', description, item_id: itemId, item_type: itemType,
    access_type: { id: accessType.name === 'subscription' ? 3 : 1, account_id: 0, name: accessType.name, quantity: accessType.quantity, period: accessType.period },
    trial_period: trial, setup_fee: null, geo_restriction: null, expires_at: null, starts_at: null,
    created_at: T0, updated_at: T0, seasonal_fee: null, external_fees: [], voucher_rule: null,
  };
}

/** Builds every seeded document, grouped by collection. */
export function buildSeed() {
  /** @type {any[]} */
  const items = [];
  /** @type {any[]} */
  const fees = [];
  TITLES.forEach(([title, description], i) => {
    const n = i + 1;
    const id = 40000 + n;
    const slug = slugify(title);
    const kind = n === 13 ? 'free' : n === 14 ? 'code' : 'paid';
    items.push({
      id, merchant_id: MERCHANT.id, merchant_uuid: MERCHANT.uuid, is_active: true, title,
      access_control_type: kind === 'free' ? { id: 3, name: 'Free', auth: false }
        : kind === 'code' ? { id: 4, name: 'Code', auth: false } : { id: 1, name: 'Paid', auth: true },
      item_type: { id: 1, name: 'html_asset', content_type: 'html', host: 'inplayer', description: 'HTML asset' },
      age_restriction: n === 5 ? { min_age: 16 } : null,
      metadata: [
        { id: id * 10 + 1, name: 'preview_title', value: title },
        { id: id * 10 + 2, name: 'preview_description', value: description },
      ],
      metahash: {
        preview_title: title, preview_description: description,
        paywall_cover_photo: `/media/${slug}/poster.svg`, thumbnail: `/media/${slug}/thumb.svg`,
        preview_video: `/media/${slug}/preview.svg`, duration: String(600 + n * 137),
      },
      // Northern Lines and Copper Sky are signed media (a JW Player media and a CloudFront address):
      // the gate signs them after the access check and plays them; the others' film address comes
      // with the access answer (a signed address on the real platform)
      content: n === 11 ? JSON.stringify({ media_id: 'sandbox-jw-11', app_config_id: 'sbxfilms', url: '/media/jw/sandbox-jw-11' })
        : n === 12 ? `/media/signed/${slug}.wav`
          : `<figure class="sandbox-player"><video src="/media/${slug}/film.webm" poster="/media/${slug}/content.svg" controls preload="none" playsinline width="1280" height="720"></video><figcaption>${title}</figcaption></figure>`,
      external: { type: 'jw', id: `sandbox-jw-${n}` },
      template_id: null, color: COLORS[i], slug, created_at: T0 + n * 3600, updated_at: T0 + n * 3600,
    });
    if (kind === 'paid') {
      fees.push(fee(60000 + n, id, 'html_asset', Number((2.99 + (n % 3)).toFixed(2)), `${title}: 48-hour rental`, { name: 'ppv', period: 'hour', quantity: 48 }));
      if (n <= 4) fees.push(fee(60020 + n, id, 'html_asset', 9.99 + n, `${title}: buy to own`, { name: 'ppv', period: 'unlimited', quantity: 1 }));
    }
  });

  const packages = [
    { id: 50001, title: 'All Access', description: 'Every film in the catalogue, streamed as much as you like.', items: items.filter((x) => x.access_control_type.name === 'Paid').map((x) => x.id) },
    { id: 50002, title: 'Documentaries', description: 'The documentary collection.', items: [40002, 40005, 40006, 40009, 40011, 40012] },
  ].map((p) => ({
    ...p, merchant_id: MERCHANT.id, merchant_uuid: MERCHANT.uuid, is_active: true,
    item_type: { id: 5, name: 'package', content_type: 'package', host: 'inplayer', description: 'Package' },
    access_control_type: { id: 1, name: 'Paid', auth: true },
    metahash: { preview_title: p.title, preview_description: p.description, paywall_cover_photo: `/media/${slugify(p.title)}/poster.svg` },
    metadata: [], content: '', slug: slugify(p.title), color: p.id === 50001 ? '#111827' : '#14532d', created_at: T0, updated_at: T0,
  }));

  fees.push(
    fee(61001, 50001, 'package', 9.99, 'All Access monthly', { name: 'subscription', period: 'month', quantity: 1 },
      { quantity: 7, period: 'day', description: '7-day free trial' }),
    fee(61002, 50001, 'package', 99, 'All Access yearly', { name: 'subscription', period: 'year', quantity: 1 }),
    fee(61003, 50002, 'package', 14.99, 'Documentaries: buy the collection', { name: 'ppv', period: 'unlimited', quantity: 1 }),
    fee(61004, 50002, 'package', 4.99, 'Documentaries monthly', { name: 'subscription', period: 'month', quantity: 1 }),
  );

  const giftPlans = [
    { id: 62001, title: 'Gift: one month of All Access', access_fee_id: 62001, item_id: 50001 },
    { id: 62002, title: 'Gift: The Lighthouse Keeper to own', access_fee_id: 62002, item_id: 40001 },
  ];
  fees.push(
    { ...fee(62001, 50001, 'package', 9.99, 'Gift: one month of All Access', { name: 'ppv', period: 'month', quantity: 1 }), is_gift: true },
    { ...fee(62002, 40001, 'html_asset', 12.99, 'Gift: The Lighthouse Keeper to own', { name: 'ppv', period: 'unlimited', quantity: 1 }), is_gift: true },
  );

  const vouchers = [
    { id: 63001, code: 'SANDBOX10', name: '10% off everything', discount_type: 'percent', discount: 10, access_fee_ids: null, discount_duration: 1 },
    { id: 63002, code: 'FIVEOFF', name: 'EUR 5 off purchases of EUR 5 or more', discount_type: 'fixed', discount: 5, access_fee_ids: null, min_amount: 5, discount_duration: 1 },
    { id: 63003, code: 'YEARLY50', name: '50% off the yearly plan', discount_type: 'percent', discount: 50, access_fee_ids: [61002], discount_duration: 1 },
  ];

  const donationOptions = [40003, 40004].map((itemId) => ({
    id: itemId, item_id: itemId,
    donations: [5, 10, 25].map((amount, k) => ({ id: itemId * 10 + k, amount, currency: 'EUR', description: `Support with EUR ${amount}` })),
    donation_options: { custom_price_enabled: true, min_amount: 1, max_amount: 500, currency: 'EUR' },
  }));

  const nftNames = ['Lighthouse at Dawn', 'Deep Signal', 'Frost Field', 'River Bridge', 'Ice Wall', 'Lantern Stall', 'Lost Village', 'Paper Fleet', 'Iron Keel', 'Quiet Station'];
  const nfts = nftNames.map((title, i) => ({
    id: 70001 + i, merchant_uuid: MERCHANT.uuid, title, description: `A still from the catalogue: ${title}.`,
    thumbnail: `/media/nft/${70001 + i}.svg`, image: `/media/nft/${70001 + i}.svg`, price: 20 + i * 5, currency: 'EUR',
    crypto_price: Number(((20 + i * 5) / 3000).toFixed(6)), crypto_currency: 'ETH', supply: 10, sold: i % 3,
    status: 'published', created_at: T0 + i * 60, updated_at: T0 + i * 60,
  }));
  // 54 more, so the gallery pages (50 a page): priced in EUR, USD and GBP; every seventh is fully
  // reserved by other collectors (available 0, reserving refused), one is sold out, two unpublished
  const moreA = ['Amber', 'Silent', 'Northern', 'Hidden', 'Copper', 'Velvet', 'Broken', 'Golden', 'Distant'];
  const moreB = ['Harbour', 'Orchard', 'Signal', 'Tide', 'Reel', 'Lantern'];
  const rate = /** @type {Record<string, number>} */ ({ EUR: 3000, USD: 3250, GBP: 2600 });
  for (let k = 0; k < 56; k++) {
    const id = 70011 + k;
    const currency = ['EUR', 'USD', 'GBP'][k % 3];
    const price = 15 + ((k * 7) % 40);
    const supply = 1 + (k % 5);
    const sold = id === 70020 ? supply : 0;
    nfts.push({
      id, merchant_uuid: MERCHANT.uuid, title: `${moreA[k % moreA.length]} ${moreB[Math.floor(k / moreA.length) % moreB.length]}`,
      description: `A still from the catalogue, number ${id - 70000}.`, thumbnail: `/media/nft/${id}.svg`, image: `/media/nft/${id}.svg`,
      price, currency, crypto_price: Number((price / rate[currency]).toFixed(6)), crypto_currency: 'ETH', supply, sold,
      ...(k % 7 === 1 ? { reserved: supply - sold } : {}),
      status: k >= 54 ? 'unpublished' : 'published', created_at: T0 + (10 + k) * 60, updated_at: T0 + (10 + k) * 60,
    });
  }
  const marketplace = {
    id: 7000, merchant_uuid: MERCHANT.uuid, name: 'Sandbox Films Marketplace', description: 'Collectible stills from the catalogue.',
    logo_url: '/media/brand/logo.svg', banner_url: '/media/brand/banner.svg', currency: 'EUR', crypto_currency: 'ETH', created_at: T0, updated_at: T0,
  };

  const brandings = [
    {
      id: 3001, key: 'default', brand_name: 'Sandbox Films', default: true, merchant_uuid: MERCHANT.uuid, client_id: MERCHANT.clientId,
      paywall_cover_photo: '/media/brand/banner.svg', logo_url: '/media/brand/logo.svg', background_image_url: '/media/brand/banner.svg',
      primary_color: '#1d4ed8', secondary_color: '#f59e0b', preview_top_border: true, inplayer_protected_label: true,
      paywall_primary_color: '#1d4ed8', paywall_secondary_color: '#f59e0b', paywall_buttons_shape: 'rounded',
      preview_buttons_bg_color: '#1d4ed8', preview_buttons_text_color: '#ffffff', terms_url: '/sandbox/terms', privacy_url: '/sandbox/privacy',
      exclusive_message: 'Members watch everything.', created_at: T0, updated_at: T0,
    },
    {
      id: 3002, key: 'dark', brand_name: 'Sandbox Films Night', default: false, merchant_uuid: MERCHANT.uuid, client_id: MERCHANT.clientId,
      paywall_cover_photo: '/media/brand/banner.svg', logo_url: '/media/brand/logo.svg', background_image_url: '/media/brand/banner.svg',
      primary_color: '#f59e0b', secondary_color: '#111827', preview_top_border: false, inplayer_protected_label: false,
      paywall_primary_color: '#f59e0b', paywall_secondary_color: '#111827', paywall_buttons_shape: 'square',
      preview_buttons_bg_color: '#f59e0b', preview_buttons_text_color: '#111827', terms_url: '/sandbox/terms', privacy_url: '/sandbox/privacy',
      exclusive_message: 'Late-night screenings.', created_at: T0, updated_at: T0,
    },
  ];

  const accessCodes = [
    { id: 64001, item_id: 40014, code: 'FESTIVAL-2026', max_sessions: 2 },
    { id: 64002, item_id: 40014, code: 'FESTIVAL-VIP', max_sessions: 5 },
  ];

  return { items, packages, fees, giftPlans, vouchers, donationOptions, nfts, marketplace, brandings, accessCodes };
}

/**
 * Writes the seed into an empty store.
 * @param {import('./db.mjs').Store} store
 */
export function applySeed(store) {
  store.transaction(() => seedInto(store));
}

/**
 * Adds seeded NFTs a store kept from an earlier version lacks (the gallery's pages need them),
 * leaving everything already there as it is.
 * @param {import('./db.mjs').Store} store
 */
export function topUpSeed(store) {
  const missing = buildSeed().nfts.filter((n) => !store.get('nfts', n.id));
  if (missing.length) store.transaction(() => missing.forEach((n) => store.put('nfts', n)));
}

/** @param {import('./db.mjs').Store} store */
function seedInto(store) {
  const s = buildSeed();
  store.put('merchants', { ...MERCHANT, marketplace: s.marketplace, created_at: T0 });
  for (const x of s.items) store.put('items', x);
  for (const x of s.packages) store.put('packages', x);
  for (const x of s.fees) store.put('access_fees', x);
  for (const x of s.giftPlans) store.put('gift_plans', x);
  for (const x of s.vouchers) store.put('vouchers', { ...x, merchant_uuid: MERCHANT.uuid, active: true });
  for (const x of s.donationOptions) store.put('donation_options', x);
  for (const x of s.nfts) store.put('nfts', x);
  for (const x of s.brandings) store.put('brandings', x);
  for (const x of s.accessCodes) store.put('access_codes', x);
  seedDemoViewer(store, MERCHANT);
  store.put('meta', { id: 'seeded', at: Date.now(), version: 1 });
}

/**
 * The seed summary served by GET /sandbox/seed.
 * @param {string} apiBase
 */
export function seedSummary(apiBase) {
  const s = buildSeed();
  return {
    merchantUuid: MERCHANT.uuid, merchantId: MERCHANT.id, clientId: MERCHANT.clientId, clientSecret: MERCHANT.clientSecret, siteId: SITE_ID,
    brandingIds: s.brandings.map((b) => ({ id: b.id, key: b.key, default: b.default })),
    assets: s.items.map((i) => ({
      id: i.id, title: i.title, access: i.access_control_type.name.toLowerCase(), thumbnail: apiBase + i.metahash.thumbnail,
      accessFees: s.fees.filter((f) => f.item_id === i.id && !f.is_gift).map((f) => f.id),
      externalId: i.external,
    })),
    packages: s.packages.map((p) => ({ id: p.id, title: p.title, items: p.items, accessFees: s.fees.filter((f) => f.item_id === p.id && !f.is_gift).map((f) => f.id) })),
    accessFees: s.fees.map((f) => ({ id: f.id, itemId: f.item_id, amount: f.amount, currency: f.currency, type: f.access_type.name, period: f.access_type.period, quantity: f.access_type.quantity, trial: f.trial_period, description: f.description, gift: !!f.is_gift })),
    vouchers: s.vouchers.map((v) => ({ id: v.id, code: v.code, type: v.discount_type, discount: v.discount, accessFees: v.access_fee_ids, minAmount: v.min_amount ?? null })),
    giftPlans: s.giftPlans,
    donations: s.donationOptions.map((d) => ({ itemId: d.item_id, options: d.donations })),
    nfts: s.nfts.map((n) => ({ id: n.id, title: n.title, price: n.price, currency: n.currency })),
    marketplaceId: s.marketplace.id,
    accessCodes: s.accessCodes.map((c) => ({ itemId: c.item_id, code: c.code, maxSessions: c.max_sessions })),
    testCards: TEST_CARDS,
    testIban: TEST_IBAN,
    idealBanks: ['ing', 'rabobank', 'abn_amro', 'sns_bank'],
    freeAsset: 40013, codeAsset: 40014,
    demoViewer: { email: DEMO_VIEWER.email, password: DEMO_VIEWER.password },
  };
}
