/**
 * The demo platform of every story: a real client whose `fetch` answers from in-memory data, so
 * each story shows the real element in one state (signed in or out, locked, unlocked, code entry,
 * checkout, loading, error) without a server. Not part of the library.
 */
import { createClient, type PaywallClient } from '../../src/client/index';
import { setClient } from '../../src/stores/client';
import { refreshSession, setSessionSource } from '../../src/stores/session';
import { setConfig } from '../../src/stores/config';
import { setPaymentEventSource } from '../../src/stores/payment-events';
import { accountPlatform, catalogueItem, type AccountMode } from './account-data';

/** What the demo platform does. */
export interface DemoOptions {
  /** Signed in as a demo viewer. */
  signedIn?: boolean;
  /** The viewer has access to every paid item. */
  access?: boolean;
  /** Every request hangs (loading states). */
  hang?: boolean;
  /** Every request fails with a 503 (error states). */
  fail?: boolean;
  /** The platform lists every payment method (iDEAL, direct debit, wallets, PayPal), not only the card. */
  allMethods?: boolean;
  /** The viewer has a direct-debit mandate. */
  mandate?: boolean;
  /** The viewer has reserved an NFT (My NFTs). */
  owned?: boolean;
  /** The merchant has no NFTs (an empty marketplace). */
  noNfts?: boolean;
  /**
   * The account area's calls (`<paywall-account>`): `filled` answers with the sandbox's seeded demo
   * viewer (profiles, favorites, history, purchases, subscriptions, card, mandate, an access code),
   * `empty` with a viewer who has nothing yet, `fails` with a 503 and `hangs` never (the session
   * check still answers). Unset: those calls are not part of the demo (as for every other element).
   */
  account?: AccountMode;
  /**
   * The item's content is signed media (a media address the gate signs): `ready` answers a signed
   * address, `malformed` an answer without one (the player's error state).
   */
  signedMedia?: 'ready' | 'malformed';
  /** The viewer already had the free trial (`GET /items/used-trial-period/{id}` answers true). */
  trialUsed?: boolean;
  /** The merchant's restriction settings name a minimum age for signing up. */
  minAge?: number;
}

/** A branding id the demo platform answers with a full branding (colours, text, surface and font), for the theming stories. */
export const DEMO_BRANDING_ID = 'demo-full-branding';

/** The platform branding of `DEMO_BRANDING_ID`. */
export const DEMO_BRANDING = { primary_color: '#6d28d9', secondary_color: '#db2777', text_color: '#2e1065', background_color: '#fdfaff', font_family: 'Georgia, serif' };

/** The demo gift code: it takes the whole price of item 1's gift fee. */
export const DEMO_GIFT_CODE = 'GIFT-DEMO42';

const METHODS = [
  { id: 1, method_name: 'Card', is_external: false }, { id: 2, method_name: 'Paypal', is_external: true },
  { id: 3, method_name: 'ideal', is_external: false }, { id: 4, method_name: 'Direct Debit', is_external: false },
  { id: 5, method_name: 'apple pay on web', is_external: false }, { id: 6, method_name: 'google pay on web', is_external: false },
];

const DONATIONS = {
  donations: [5, 10, 25].map((amount, i) => ({ id: 11 + i, amount, currency: 'EUR', description: `Support with EUR ${amount}` })),
  donation_options: { custom_price_enabled: true, min_amount: 1, max_amount: 500, currency: 'EUR' },
};

const API = 'https://demo-platform.invalid';
const MERCHANT = 'c6f4002f-7415-4eb6-ab03-72b0f7aff0e8';

const fee = (id: number, itemId: number, amount: number, description: string, name: string, period: string, quantity: number, trial?: object) => ({
  id, item_id: itemId, amount, currency: 'EUR', description, access_type: { name, period, quantity }, trial_period: trial ?? null,
});

/** A demo access fee of item 1 (the checkout stories hand it to the checkout directly). */
export const demoFee = (id: number, amount: number, description: string, name: 'ppv' | 'subscription', period: string, quantity = 1) =>
  fee(id, 1, amount, description, name, period, quantity);

const FEES: Record<number, Array<ReturnType<typeof fee> & { is_gift?: boolean }>> = {
  1: [fee(11, 1, 3.99, '48-hour rental', 'ppv', 'hour', 48), fee(12, 1, 10.99, 'Buy to own', 'ppv', 'unlimited', 1), { ...fee(19, 1, 12.99, 'Gift: The Lighthouse Keeper to own', 'ppv', 'unlimited', 1), is_gift: true }],
  2: [fee(21, 2, 4.99, '48-hour rental', 'ppv', 'hour', 48)],
  9: [
    fee(91, 9, 9.99, 'Monthly', 'subscription', 'month', 1, { quantity: 7, period: 'day', description: '7-day free trial' }),
    fee(92, 9, 99, 'Yearly', 'subscription', 'year', 1),
    fee(93, 9, 24.99, 'Quarterly', 'subscription', 'month', 3),
    fee(94, 9, 49.99, 'Half-yearly', 'subscription', 'month', 6),
    fee(95, 9, 14.99, 'Buy the collection', 'ppv', 'unlimited', 1),
  ],
};

const poster = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1d4ed8"/><circle cx="8" cy="4.5" r="2" fill="#f59e0b"/></svg>')}`;

function item(id: number) {
  const seeded = id > 9 ? catalogueItem(id, MERCHANT) : null;
  if (seeded) return seeded;
  const code = id === 3;
  return {
    id, merchant_uuid: MERCHANT, title: code ? 'Festival Pass' : id === 9 ? 'All Access' : 'The Lighthouse Keeper',
    access_control_type: { name: code ? 'Code' : 'Paid' },
    metahash: { preview_title: code ? 'Festival Pass' : 'The Lighthouse Keeper', preview_description: 'A storm, a lamp and a long night on a rocky coast.', paywall_cover_photo: poster },
    access_fees: FEES[id] ?? [],
  };
}

const CONTENT = `<figure><img src="${poster}" alt="The Lighthouse Keeper" width="1280" height="720"><figcaption>Now playing: The Lighthouse Keeper</figcaption></figure>`;

const nftImage = (hue: number) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="hsl(${hue} 60% 35%)"/><circle cx="2" cy="1.8" r="1.1" fill="hsl(${(hue + 120) % 360} 70% 60%)"/></svg>`)}`;
/** The demo marketplace's NFTs: 60, so the gallery pages; priced in EUR, USD and GBP; every seventh fully reserved. */
const NFTS = Array.from({ length: 60 }, (_, i) => {
  const currency = ['EUR', 'USD', 'GBP'][i % 3];
  const price = 15 + ((i * 7) % 40);
  return {
    id: 801 + i, title: `${['Amber', 'Silent', 'Northern', 'Hidden', 'Copper'][i % 5]} ${['Harbour', 'Orchard', 'Signal', 'Tide'][Math.floor(i / 5) % 4]}`,
    description: `A still from the catalogue, number ${i + 1}.`, thumbnail: nftImage((i * 47) % 360), image: nftImage((i * 47) % 360),
    price, currency, crypto_price: Number((price / { EUR: 3000, USD: 3250, GBP: 2600 }[currency]!).toFixed(6)), crypto_currency: 'ETH',
    supply: 3, available: i % 7 === 1 ? 0 : 3,
  };
});
/** The demo viewer's reservation (My NFTs). */
export const DEMO_RESERVATION = { id: 'res_demo', status: 'reserved', expires_at: Math.floor(Date.now() / 1000) + 900, nft: NFTS[2] };

function nftAnswer(path: string, method: string, o: DemoOptions, query?: URLSearchParams): { status: number; body: unknown } | null {
  let m: RegExpMatchArray | null;
  if (path.startsWith('/v2/nfts/marketplaces/')) {
    return o.noNfts ? { status: 404, body: { code: 404, message: 'Marketplace not found' } } : { status: 200, body: { id: 1, name: 'Demo Films Marketplace', description: 'Collectible stills from the catalogue.', currency: 'EUR' } };
  }
  if ((m = path.match(/^\/v2\/nfts\/exchange-rate\/(\w+)$/))) return { status: 200, body: { asset_id_base: m[1], rates: [{ asset_id_quote: 'ETH', rate: { EUR: 3000, USD: 3250, GBP: 2600 }[m[1]] ?? 3000 }] } };
  if (path === '/v2/nfts') return { status: 200, body: o.owned ? { collection: [DEMO_RESERVATION], total: 1 } : { collection: [], total: 0 } };
  if ((m = path.match(/^\/v2\/nfts\/[^/]+\/(\d+)\/reserve$/)) && method === 'POST') {
    const nft = NFTS.find((n) => n.id === Number(m![1]));
    return nft?.available ? { status: 200, body: { ...DEMO_RESERVATION, id: 'res_new', nft } } : { status: 409, body: { code: 409, message: 'Every edition of this NFT is reserved' } };
  }
  if ((m = path.match(/^\/v2\/nfts\/[^/]+\/(\d+)$/))) {
    const nft = NFTS.find((n) => n.id === Number(m![1]));
    return nft ? { status: 200, body: nft } : { status: 404, body: { code: 404, message: 'NFT not found' } };
  }
  if (/^\/v2\/nfts\/[^/]+$/.test(path)) {
    const page = Math.max(1, Number(query?.get('page')) || 1);
    return { status: 200, body: o.noNfts ? { collection: [], total: 0 } : { collection: NFTS.slice((page - 1) * 50, page * 50), total: NFTS.length, page, size: 50 } };
  }
  return null;
}

function answer(path: string, method: string, o: DemoOptions, query?: URLSearchParams): { status: number; body: unknown } {
  let m: RegExpMatchArray | null;
  if (path.startsWith('/v2/nfts')) return nftAnswer(path, method, o, query) ?? { status: 404, body: { code: 404, message: 'Not found' } };
  if ((m = path.match(/^\/items\/[^/]+\/(\d+)$/)) || (m = path.match(/^\/items\/packages\/(\d+)$/))) return { status: 200, body: item(Number(m[1])) };
  if ((m = path.match(/^\/v2\/items\/(\d+)\/access-fees$/))) return { status: 200, body: FEES[Number(m[1])] ?? [] };
  if ((m = path.match(/^\/items\/(\d+)\/access$/))) {
    return o.access ? { status: 200, body: { item_id: Number(m[1]), item: { ...item(Number(m[1])), content: o.signedMedia ? `${API}/media/signed/film.mp4` : CONTENT } } } : { status: 402, body: { code: 402, message: 'Access denied: payment required' } };
  }
  if (path === '/payments/methods') return { status: 200, body: o.allMethods ? METHODS : [METHODS[0]] };
  if ((m = path.match(/^\/v2\/items\/(\d+)\/donations$/))) return { status: 200, body: m[1] === '1' ? DONATIONS : { donations: [], donation_options: { custom_price_enabled: false } } };
  if (path === '/v2/payments/direct-debit/mandate' && method === 'GET') {
    return o.mandate ? { status: 200, body: { is_approved: true, mandate: { country: 'NL', last4: '4300' } } } : { status: 404, body: { code: 404, message: 'No direct debit mandate' } };
  }
  if (path === '/vouchers/discount') {
    return { status: 200, body: { code: DEMO_GIFT_CODE, amount: 0, full_amount: 12.99, currency_iso: 'EUR', access_fee_id: 19, item_id: 1, access_fee_description: 'Gift: The Lighthouse Keeper to own', gift: true } };
  }
  if (path === '/accounts' && method === 'GET') return { status: 200, body: { id: 1, uuid: 'demo-viewer', email: 'ada@example.test', full_name: 'Ada Viewer' } };
  if (path.startsWith('/accounts/register-fields/')) {
    return { status: 200, body: { collection: [
      { id: 4, name: 'country', label: 'Country', type: 'country', required: false, default_value: 'NL' },
      { id: 5, name: 'newsletter', label: 'Send me the newsletter', type: 'checkbox', required: false, default_value: 'false' },
    ] } };
  }
  if (/^\/items\/\d+\/access\/cloudfront$/.test(path)) {
    const expires = Math.floor(Date.now() / 1000) + 3600;
    return { status: 200, body: o.signedMedia === 'malformed' ? { video_url: null } : { video_url: `${query?.get('url')}?Expires=${expires}&Signature=demo&Key-Pair-Id=DEMO` } };
  }
  if (path === '/v2/accounts/customers/data-capture') return { status: 200, body: { code: 200, message: 'Data captured' } };
  if (path.startsWith('/items/used-trial-period/')) return { status: 200, body: !!o.trialUsed };
  if (path.startsWith('/restrictions/settings/')) {
    return { status: 200, body: { merchant_uuid: MERCHANT, age_verification_type: o.minAge ? 'date_of_birth' : 'pin_code', age_verification_enabled: true, min_age: o.minAge ?? null } };
  }
  if (path === '/accounts/social') return { status: 200, body: { social_urls: [{ google: `${API}/social/google` }, { facebook: `${API}/social/facebook` }] } };
  if (path === '/accounts/authenticate' || path === '/accounts') return { status: 401, body: { code: 401, message: 'Invalid username or password' } };
  if (path.startsWith('/branding/')) return { status: 200, body: path.endsWith(`/${DEMO_BRANDING_ID}`) ? DEMO_BRANDING : { primary_color: '#1d4ed8', secondary_color: '#f59e0b' } };
  if (path === '/items/access/codes/entry') return { status: 401, body: { code: 401, message: 'Invalid access code' } };
  return { status: 404, body: { code: 404, message: 'Not found' } };
}

/** A form body's fields (`metadata[country]=NL` becomes `metadata.country`), for the account calls that read them. */
function fields(body: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const entries = body instanceof URLSearchParams || body instanceof FormData ? [...body.entries()] : [];
  for (const [key, value] of entries) {
    const m = /^(\w+)\[(\w+)\]$/.exec(key);
    if (m) out[m[1]] = { ...(out[m[1]] as object | undefined), [m[2]]: value };
    else out[key] = value;
  }
  return out;
}

/** A client whose requests the demo platform answers. */
export function demoClient(o: DemoOptions = {}): PaywallClient {
  const account = o.account ? accountPlatform(o.account, API) : null;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (o.hang) return new Promise<Response>(() => {});
    // the retries are asked for at once (as a failing account call's below), so an error story shows its
    // error state within a moment, not after the client's back-off of up to 6 s: what a reader and the
    // Storybook smoke's checks (accessibility, rendered parts and states) see is the error state
    if (o.fail) return new Response(JSON.stringify({ code: 503, message: 'Service unavailable' }), { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '0.001' } });
    // a loading details form waits on the register fields too
    const own = account?.answer(url.pathname, method, url.searchParams, fields(init?.body)) ?? (o.account === 'hangs' && url.pathname.startsWith('/accounts/register-fields/') ? 'hang' : null);
    if (own === 'hang') return new Promise<Response>(() => {});
    const { status, body } = own ?? answer(url.pathname, method, o, url.searchParams);
    // a failing account call asks for its retries at once, so its error state shows without the client's back-off
    const retry: Record<string, string> = own && status === 503 ? { 'retry-after': '0.001' } : {};
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...retry } });
  };
  // what this device keeps (the account's access-code record), in memory like the token
  const kept = new Map(Object.entries(account?.storage ?? {}));
  const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) };
  return createClient({ baseURL: API, merchantUuid: MERCHANT, storage: account ? storage : 'memory', fetch });
}

/** Points the page's stores at a demo platform (and signs the demo viewer in when asked). */
export async function useDemoPlatform(o: DemoOptions = {}): Promise<PaywallClient> {
  const client = demoClient(o);
  setConfig({ merchantUuid: MERCHANT, apiBase: API, environment: 'sandbox' });
  setClient(client);
  setSessionSource(null);
  // no broker in the demo: payment events come only from the stories themselves
  setPaymentEventSource({ subscribe: () => () => {} });
  if (o.signedIn) await client.session.set({ token: 'demo-token', refreshToken: '', expires: Math.floor(Date.now() / 1000) + 86400 });
  // a hanging platform never answers the session check: do not wait for it
  if (o.hang) void refreshSession();
  else await refreshSession();
  return client;
}
