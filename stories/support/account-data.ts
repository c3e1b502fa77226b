/**
 * The account area's side of the demo platform: the seeded demo viewer of the sandbox
 * (sandbox/demo-viewer.mjs: profiles, favorites, watch history, purchases, transactions, two
 * subscriptions, a card and a mandate) on the sandbox's catalogue, answered from memory. Each demo
 * client gets its own copy, so a story's removals and cancels stay in that story. Not part of the
 * library.
 */

/** What the account calls answer: the demo viewer's data, a new viewer's (nothing yet), a 503, or nothing ever (loading). */
export type AccountMode = 'filled' | 'empty' | 'fails' | 'hangs';

const DAY = 86400;
const NO_END = 4102444800;

/** The sandbox catalogue's titles (items 40001 on), as sandbox/seed.mjs seeds them. */
const TITLES = [
  'The Lighthouse Keeper', 'Signals from the Deep', 'Harvest Moon', 'City of Bridges', 'Glass Mountains', 'Night Market', 'The Cartographer',
  'Paper Planes', 'Salt and Iron', 'Quiet Orbit', 'Northern Lines', 'Copper Sky', 'Open Air', 'Festival Pass',
];
const COLORS = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#0369a1', '#4d7c0f', '#a21caf', '#334155', '#c2410c', '#047857', '#9333ea', '#0891b2', '#65a30d'];
const PACKAGES: Record<number, { title: string; color: string }> = { 50001: { title: 'All Access', color: '#111827' }, 50002: { title: 'Documentaries', color: '#14532d' } };

const thumb = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="${color}"/><path d="M6 2.5v4l3.5-2z" fill="#fff" opacity=".85"/></svg>`)}`;

/** A catalogue item of the sandbox (40001–40014) or one of its two packages, or null for other ids. */
export function catalogueItem(id: number, merchantUuid: string): Record<string, unknown> | null {
  const n = id - 40000;
  const pkg = PACKAGES[id];
  const title = pkg?.title ?? TITLES[n - 1];
  if (!title) return null;
  const color = pkg?.color ?? COLORS[n - 1];
  return {
    id, merchant_uuid: merchantUuid, title, access_control_type: { name: n === 14 ? 'Code' : 'Paid' },
    metahash: { preview_title: title, thumbnail: thumb(color), paywall_cover_photo: thumb(color) },
  };
}

const fee = (id: number, itemId: number, amount: number, description: string, name: 'ppv' | 'subscription', period: string, quantity = 1) =>
  ({ id, item_id: itemId, amount, currency: 'EUR', description, access_type: { name, period, quantity }, trial_period: null });

/** The packages' access fees (a subscription can switch to another of its package's plans). */
export const PACKAGE_FEES: Record<number, ReturnType<typeof fee>[]> = {
  50001: [fee(61001, 50001, 9.99, 'All Access monthly', 'subscription', 'month'), fee(61002, 50001, 99, 'All Access yearly', 'subscription', 'year')],
  50002: [fee(61003, 50002, 14.99, 'Documentaries: buy the collection', 'ppv', 'unlimited'), fee(61004, 50002, 4.99, 'Documentaries monthly', 'subscription', 'month')],
};

/** The demo viewer's sign-in, as in the sandbox. */
export const DEMO_VIEWER = { email: 'viewer@sandbox.test', password: 'sandbox-viewer', uuid: 'd3m0d3m0-0000-4000-8000-000000000001', id: 100000 };

/** The demo code for the Festival Pass (item 40014) and the record this device keeps of it. */
export const DEMO_CODE = { itemId: 40014, codeId: 7, code: 'FESTIVAL-2026', fingerprint: 'demo-this-device' };

interface State {
  account: Record<string, unknown>;
  profiles: Array<Record<string, unknown> & { id: string; name: string; pin: string | null }>;
  favorites: Array<{ media_id: string; created_at: number }>;
  history: Array<{ media_id: string; progress: number; created_at: number; updated_at: number }>;
  accesses: Array<Record<string, unknown> & { expires_at: number }>;
  transactions: Array<Record<string, unknown>>;
  subscriptions: Array<Record<string, unknown> & { id: number; status: string }>;
  card: Record<string, unknown> | null;
  mandate: Record<string, unknown> | null;
  sessions: Array<Record<string, unknown>>;
}

/** A fresh copy of the demo viewer's data (`empty`: a viewer who signed up a moment ago). */
function seed(empty: boolean, now = Math.floor(Date.now() / 1000)): State {
  const account = { id: DEMO_VIEWER.id, uuid: DEMO_VIEWER.uuid, email: DEMO_VIEWER.email, full_name: 'Demo Viewer', roles: ['consumer'], created_at: now - 200 * DAY };
  if (empty) return { account, profiles: [], favorites: [], history: [], accesses: [], transactions: [], subscriptions: [], card: null, mandate: null, sessions: [] };
  const title = (id: number) => String(catalogueItem(id, '')?.title ?? '');
  let tx = 0;
  const transactions: State['transactions'] = [];
  const pay = (itemId: number, amount: number, note: string, action: string, at: number) => {
    const token = `${action === 'subscribed' ? 'S' : 'T'}-demo${String(++tx).padStart(4, '0')}`;
    transactions.unshift({ transaction_token: token, created_at: at, action_type: action, item_id: itemId, item_title: title(itemId), charged_amount: amount, currency_iso: 'EUR', payment_method_name: 'Card', note });
    return token;
  };
  const accesses: State['accesses'] = [];
  // two owned, one rental running, four ended rentals (as the sandbox seeds them)
  for (const [n, ago, hours, amount] of [[1, 90, 0, 10.99], [2, 60, 0, 11.99], [8, 1, 48, 4.99], [9, 30, 48, 2.99], [10, 40, 48, 3.99], [11, 45, 48, 4.99], [12, 50, 48, 2.99]]) {
    const itemId = 40000 + n;
    const at = now - ago * DAY;
    const description = `${title(itemId)}: ${hours ? '48-hour rental' : 'buy to own'}`;
    pay(itemId, amount, description, 'purchased', at);
    // one of them bought in the Android app: the purchases say which store
    const store = n === 2 ? { payment_method: 'google-play in-app', payment_tool: 'google-play' } : { payment_method: 'card', payment_tool: null };
    accesses.unshift({ id: 90000 - accesses.length - 1, item_id: itemId, item_title: title(itemId), item: catalogueItem(itemId, ''), created_at: at, starts_at: at, expires_at: hours ? at + hours * 3600 : NO_END, purchased_access_fee_description: description, ...store });
  }
  const subscriptions: State['subscriptions'] = [];
  for (const [feeId, id, itemId, ago] of [[61001, 80901, 50001, 20], [61004, 80902, 50002, 12]]) {
    const f = PACKAGE_FEES[itemId].find((x) => x.id === feeId)!;
    const started = now - ago * DAY;
    pay(itemId, f.amount, f.description, 'subscribed', started);
    const next = started + 30 * DAY;
    subscriptions.unshift({ id, subscription_id: id, item_id: itemId, item_title: title(itemId), access_fee_id: feeId, amount: f.amount, currency: 'EUR', description: f.description, status: 'active', created_at: started, next_billing_date: next, next_rebill_date: next });
    accesses.unshift({ id: 90000 - accesses.length - 1, item_id: itemId, item_title: title(itemId), item: catalogueItem(itemId, ''), created_at: started, starts_at: started, expires_at: next + 3600, purchased_access_fee_description: f.description });
  }
  pay(40003, 10, 'Donation', 'donated', now - 3 * DAY);
  transactions.sort((a, b) => Number(b.created_at) - Number(a.created_at));
  return {
    account: { ...account, metadata: { country: 'NL', newsletter: 'true' }, date_of_birth: '1990-05-01' },
    profiles: [['Demo', true, null, true], ['Kids', false, null, false], ['Parent', true, '1234', false]].map(([name, adult, pin, dflt], i) => ({
      id: `d3m0-profile-${i + 1}`, account_id: DEMO_VIEWER.id, name: String(name), avatar_url: '', adult, default: dflt, pin: pin as string | null, created_at: now - 100 * DAY, updated_at: now - 100 * DAY,
    })),
    favorites: [40002, 40006, 40011].map((m, i) => ({ media_id: String(m), created_at: now - (10 - i) * DAY })).reverse(),
    history: ([[40001, 0.35], [40003, 0.8], [40004, 0.12], [40005, 1], [40007, 0.97]] as const).map(([m, progress], i) => ({ media_id: String(m), progress, created_at: now - (20 - i) * DAY, updated_at: now - (5 - i) * DAY })),
    accesses, transactions, subscriptions,
    card: { number: '************4242', last4: '4242', card_name: 'Demo Viewer', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, card_type: 'visa', currency_iso: 'EUR', account_id: DEMO_VIEWER.id },
    mandate: { is_approved: true, statement_descriptor: 'SANDBOX FILMS', mandate: { bank_code: '37040044', country: 'DE', last4: '3000', name: 'Demo Viewer', reference: `SANDBOX-${DEMO_VIEWER.id}`, status: 'active', created_at: now - 50 * DAY } },
    sessions: [
      { code: DEMO_CODE.code, browser_fingerprint: DEMO_CODE.fingerprint, agent_info: 'This browser', last_used: now - 3600, created_at: now - 6 * DAY },
      { code: DEMO_CODE.code, browser_fingerprint: 'demo-living-room-tv', agent_info: 'Smart TV in the living room', last_used: now - 2 * DAY, created_at: now - 20 * DAY },
    ],
  };
}

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });
const notFound = (message: string): Answer => ({ status: 404, body: { code: 404, message } });
const invalid = (errors: Record<string, string>): Answer => ({ status: 422, body: { code: 422, message: 'Invalid data', errors } });

/** The account calls a demo client answers from its own copy of the data; `answer` returns null for any other call. */
export function accountPlatform(mode: AccountMode, api: string) {
  const s = seed(mode === 'empty');
  const subView = (x: State['subscriptions'][number]) => ({ ...x, unsubscribe_url: `${api}/subscriptions/cancel/demo-${x.id}` });
  const page = <T,>(list: T[], q: URLSearchParams | undefined, sizeKey: string, size: number) => {
    const n = Math.max(0, Number(q?.get('page')) || 0);
    const per = Math.max(1, Number(q?.get(sizeKey)) || size);
    return { collection: list.slice(n * per, n * per + per), total: list.length, page: n, [sizeKey]: per };
  };
  const routes = (path: string, method: string, q: URLSearchParams | undefined, body: Record<string, unknown>): Answer | null => {
    let m: RegExpMatchArray | null;
    const now = Math.floor(Date.now() / 1000);
    if (path === '/accounts' && method === 'GET') return ok(s.account);
    if (path === '/accounts' && method === 'PUT') return ok(Object.assign(s.account, { full_name: body.full_name, date_of_birth: body.date_of_birth, metadata: body.metadata }));
    if (path === '/accounts/change-password') return body.old_password === DEMO_VIEWER.password ? ok({ code: 200, message: 'Password changed' }) : invalid({ old_password: 'Old password is not correct' });
    if (path === '/accounts/export' || path === '/accounts/erase') {
      return body.password === DEMO_VIEWER.password ? ok({ code: 200, message: 'Done' }) : invalid({ password: 'Password is not correct' });
    }
    if (path === '/v2/accounts/profiles' && method === 'GET') return ok(s.profiles.map(({ pin, ...p }) => ({ ...p, pin_required: !!pin })));
    if (path === '/v2/accounts/profiles' && method === 'POST') {
      if (s.profiles.some((p) => p.name.toLowerCase() === String(body.name ?? '').trim().toLowerCase())) return invalid({ name: 'A profile with this name already exists' });
      const p = { id: `d3m0-profile-${s.profiles.length + 1}`, account_id: DEMO_VIEWER.id, name: String(body.name ?? '').trim(), avatar_url: '', adult: body.adult !== false && body.adult !== 'false', default: !s.profiles.length, pin: body.pin ? String(body.pin) : null, created_at: now, updated_at: now };
      s.profiles.push(p);
      return ok({ ...p, pin: undefined, pin_required: !!p.pin });
    }
    if ((m = path.match(/^\/v2\/accounts\/profiles\/([^/]+)\/token$/))) {
      const p = s.profiles.find((x) => x.id === m![1]);
      if (!p) return notFound('Profile not found');
      if (p.pin && String(body.pin ?? '') !== p.pin) return { status: 403, body: { code: 403, message: 'Invalid PIN code' } };
      return ok({ access_token: 'demo-profile-token', refresh_token: '', expires: now + DAY, profile: { ...p, pin: undefined, pin_required: !!p.pin } });
    }
    if ((m = path.match(/^\/v2\/accounts\/profiles\/([^/]+)$/))) {
      const i = s.profiles.findIndex((x) => x.id === m![1]);
      if (i < 0) return notFound('Profile not found');
      if (method === 'DELETE') return s.profiles.splice(i, 1), ok({ code: 200, message: 'Profile deleted' });
      Object.assign(s.profiles[i], { name: body.name ?? s.profiles[i].name, adult: body.adult ?? s.profiles[i].adult, updated_at: now });
      return ok({ ...s.profiles[i], pin: undefined, pin_required: !!s.profiles[i].pin });
    }
    if (path === '/v2/accounts/media/favorites' && method === 'GET') return ok({ collection: s.favorites, total: s.favorites.length });
    if ((m = path.match(/^\/v2\/accounts\/media\/favorites\/(\d+)$/))) {
      const i = s.favorites.findIndex((f) => f.media_id === m![1]);
      if (i < 0) return notFound('Favorite not found');
      return method === 'DELETE' ? (s.favorites.splice(i, 1), ok({ code: 200, message: 'Favorite removed' })) : ok(s.favorites[i]);
    }
    if (path === '/v2/accounts/media/watch-history' && method === 'GET') {
      const watched = q?.get('filter') === 'watched';
      const list = s.history.filter((h) => (h.progress >= 0.95) === watched).sort((a, b) => b.updated_at - a.updated_at);
      return ok({ collection: list, cursor: '', total: list.length });
    }
    if ((m = path.match(/^\/v2\/accounts\/media\/watch-history\/(\d+)$/)) && method === 'DELETE') {
      s.history = s.history.filter((h) => h.media_id !== m![1]);
      return ok({ code: 200, message: 'Watch history removed' });
    }
    if (path === '/items/access/customers') {
      const active = q?.get('status') !== 'inactive';
      return ok(page(s.accesses.filter((a) => (a.expires_at > now) === active), q, 'size', 5));
    }
    if (path === '/payments/transactions') {
      const type = q?.get('type');
      const from = q?.get('startDate') ? Date.parse(q.get('startDate')!) / 1000 : -Infinity;
      const to = q?.get('endDate') ? Date.parse(q.get('endDate')!) / 1000 + DAY : Infinity;
      return ok(page(s.transactions.filter((t) => (!type || t.action_type === type) && Number(t.created_at) >= from && Number(t.created_at) < to), q, 'size', 10));
    }
    if (path === '/subscriptions') {
      const status = q?.get('status');
      return ok({ ...page(s.subscriptions.filter((x) => !status || x.status === status).map(subView), q, 'limit', 15), offset: 0 });
    }
    if ((m = path.match(/^\/subscriptions\/cancel\/demo-(\d+)$/))) {
      const sub = s.subscriptions.find((x) => x.id === Number(m![1]));
      if (!sub) return notFound('Subscription not found');
      sub.status = 'cancelled';
      return ok({ code: 200, message: 'Subscription cancelled', subscription_id: sub.id, access_until: sub.next_billing_date });
    }
    if ((m = path.match(/^\/subscriptions\/(\d+)$/))) {
      const sub = s.subscriptions.find((x) => x.id === Number(m![1]));
      return sub ? ok(subView(sub)) : notFound('Subscription not found');
    }
    if (path === '/v2/subscriptions/stripe:switch') {
      const sub = s.subscriptions.find((x) => x.id === Number(body.inplayer_token));
      const f = Object.values(PACKAGE_FEES).flat().find((x) => x.id === Number(body.access_fee_id));
      if (!sub || !f) return invalid({ access_fee_id: 'Access fee is not valid' });
      Object.assign(sub, { access_fee_id: f.id, amount: f.amount, description: f.description });
      return ok({ code: 200, message: 'Subscription plan changed' });
    }
    if ((m = path.match(/^\/v2\/items\/(\d+)\/access-fees$/)) && PACKAGE_FEES[Number(m[1])]) return ok(PACKAGE_FEES[Number(m[1])]);
    if (path === '/v2/payments/cards/default' && method === 'GET') return s.card ? ok({ cards: [s.card] }) : notFound('No default card');
    if (path === '/v2/payments/direct-debit/mandate' && method === 'GET') return s.mandate ? ok(s.mandate) : notFound('No direct debit mandate');
    if ((m = path.match(/^\/items\/access\/codes\/(\d+)\/sessions$/))) return ok(mode === 'empty' ? [] : s.sessions);
    if ((m = path.match(/^\/items\/access\/codes\/\d+\/([^/]+)$/)) && method === 'DELETE') {
      s.sessions = s.sessions.filter((x) => x.browser_fingerprint !== m![1]);
      return ok({ code: 200, message: 'Session terminated' });
    }
    return null;
  };
  return {
    /** The answer to an account call, `'hang'` for one that never answers, or null for any other call. */
    answer(path: string, method: string, q: URLSearchParams | undefined, body: Record<string, unknown>): Answer | 'hang' | null {
      const found = routes(path, method, q, body);
      if (!found) return null;
      // the session check keeps answering, so the element is signed in while its section loads or fails
      if (path === '/accounts' && method === 'GET' && mode === 'hangs') return found;
      if (mode === 'hangs') return 'hang';
      if (mode === 'fails') return { status: 503, body: { code: 503, message: 'Service unavailable' } };
      return found;
    },
    /** What this device keeps: the access-code record of the demo code (the access codes section lists it). */
    storage: mode === 'empty' ? {} : { [`access_code_${DEMO_CODE.itemId}`]: JSON.stringify({ item_id: DEMO_CODE.itemId, code: DEMO_CODE.code, browser_fingerprint: DEMO_CODE.fingerprint, code_id: DEMO_CODE.codeId }) },
  };
}
