// Assets: item details, external assets, access checks, used trials, packages and their items,
// access fees, cloudfront URLs, customer accesses (purchase history), access codes, donation options
// and media tokens.
import { json, fail, invalid } from '../http.mjs';
import { nowSec } from '../platform.mjs';
import { signCloudfront, jwToken } from '../signed-media.mjs';

/** @param {string | null} v @param {number} dflt @param {number} [max] */
export const intParam = (v, dflt, max = 100) => {
  if (v === null || v === '') return dflt;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : NaN;
};

/** @param {import('../server.mjs').Deps} deps */
export function registerAssets({ router, ctx, store, limits }) {
  const auth = { auth: true };
  /** @param {string} id */
  const item = (id) => (/^\d+$/.test(id) ? ctx.findItem(Number(id)) : null);

  router.add('GET', '/items/{merchant}/{id}', (r) => {
    if (!ctx.merchant(r.params.merchant)) return fail(404, 'Merchant not found');
    const it = item(r.params.id);
    if (!it || it.merchant_uuid !== ctx.merchant(r.params.merchant).uuid) return fail(404, 'Item not found');
    return json(ctx.itemView(it));
  });
  router.add('GET', '/items/{id}', (r) => {
    const it = item(r.params.id);
    return it ? json(ctx.itemView(it)) : fail(404, 'Item not found');
  });
  router.add('GET', '/items/assets/external/{type}/{externalId}', (r) => {
    const mu = r.query.get('merchant_uuid');
    const it = store.find('items', (i) => i.external?.type === r.params.type && i.external?.id === r.params.externalId && (!mu || i.merchant_uuid === mu));
    return it ? json(ctx.itemView(it)) : fail(404, 'Item not found');
  });

  router.add('GET', '/items/{id}/access', (r) => {
    const it = item(r.params.id);
    if (!it) return fail(404, 'Item not found');
    if (it.access_control_type?.name === 'Free') {
      return json(ctx.accessView({ id: 0, account_id: r.account.id, customer_id: r.account.id, customer_uuid: r.account.uuid, item_id: it.id, access_fee_id: null, type: 'free', created_at: nowSec(), starts_at: nowSec(), expires_at: nowSec() + 86400, revoked: false }, it));
    }
    ctx.renewDue(r.account);
    const a = ctx.accessTo(r.account, it.id);
    if (!a) return fail(402, 'Access denied: payment required');
    return json(ctx.accessView({ ...a, item_id: a.item_id }, it));
  }, auth);

  router.add('GET', '/items/used-trial-period/{id}', (r) => {
    const it = item(r.params.id);
    if (!it) return fail(404, 'Item not found');
    return json(!!store.get('trials', `${r.account.uuid}:${it.id}`));
  }, auth);

  router.add('GET', '/items/packages/{id}', (r) => {
    const p = /^\d+$/.test(r.params.id) ? store.get('packages', r.params.id) : null;
    return p ? json({ ...ctx.itemView(p), items: p.items }) : fail(404, 'Package not found');
  });
  router.add('GET', '/items/packages/{id}/items', (r) => {
    const p = /^\d+$/.test(r.params.id) ? store.get('packages', r.params.id) : null;
    if (!p) return fail(404, 'Package not found');
    const list = p.items.map((/** @type {number} */ id) => store.get('items', id)).filter(Boolean).map((/** @type {any} */ i) => ctx.itemView(i));
    return json({ collection: list, total: list.length });
  });

  router.add('GET', '/v2/items/{id}/access-fees', (r) => {
    const it = item(r.params.id);
    if (!it) return fail(404, 'Item not found');
    // gift fees are listed too, flagged `is_gift` (a gift journey buys them; pricing leaves them out)
    const all = store.list('access_fees', { where: (f) => f.item_id === it.id });
    return json(all.map((f) => (f.is_gift ? { ...ctx.feeView(f), is_gift: true } : ctx.feeView(f))));
  });

  router.add('GET', '/items/{id}/access/cloudfront', (r) => {
    const it = item(r.params.id);
    if (!it) return fail(404, 'Item not found');
    const url = r.query.get('url');
    if (!url) return invalid({ url: 'Url is required' });
    if (it.access_control_type?.name !== 'Free' && !ctx.accessTo(r.account, it.id)) return fail(402, 'Access denied: payment required');
    // the sandbox's own media is really signed (and checked when played); any other address gets the same parameters
    let target;
    try { target = new URL(url); } catch { return invalid({ url: 'Url is not an absolute address' }); }
    return json({ video_url: signCloudfront(target.href, ctx.signedMediaTtl) });
  }, auth);

  router.add('GET', '/items/access/customers', (r) => {
    const status = r.query.get('status') || 'active';
    const pageN = intParam(r.query.get('page'), 0, 100000);
    const size = intParam(r.query.get('size'), 5, 100);
    /** @type {Record<string,string>} */
    const errors = {};
    if (!['active', 'inactive', 'all'].includes(status)) errors.status = 'Status must be active, inactive or all';
    if (Number.isNaN(pageN)) errors.page = 'Page must be a non-negative integer';
    if (Number.isNaN(size) || size === 0) errors.size = 'Size must be a positive integer';
    if (Object.keys(errors).length) return invalid(errors);
    const now = nowSec();
    const all = store.list('accesses', { owner: r.account.uuid }).reverse()
      .filter((a) => status === 'all' || (status === 'active' ? !a.revoked && a.expires_at > now : a.revoked || a.expires_at <= now));
    const collection = all.slice(pageN * size, pageN * size + size).map((a) => {
      const it = ctx.findItem(a.item_id);
      // how it was paid, as the SDK's PurchaseDetails names it: the transaction's method ('card', 'ideal',
      // 'roku in-app' for an app store's receipt...) and, for app stores, the store as `payment_tool`
      const method = a.transaction ? store.get('transactions', a.transaction)?.payment_method_name ?? null : null;
      const appStore = /^(amazon|apple|google-play|roku) in-app$/.exec(String(method ?? ''))?.[1] ?? null;
      return {
        ...ctx.accessView(a, it), purchased_access_fee_id: a.access_fee_id, purchased_access_fee_description: store.get('access_fees', a.access_fee_id)?.description ?? null,
        payment_method: method, payment_tool: appStore,
      };
    });
    return json({ collection, total: all.length, page: pageN, size });
  }, auth);

  router.add('POST', '/items/access/codes/entry', (r) => {
    const b = r.body;
    /** @type {Record<string,string>} */
    const errors = {};
    if (!b.item_id) errors.item_id = 'Item id is required';
    if (!b.code) errors.code = 'Code is required';
    if (!b.browser_fingerprint) errors.browser_fingerprint = 'Browser fingerprint is required';
    if (Object.keys(errors).length) return invalid(errors);
    // wrong codes are limited per address (429 with Retry-After past the limit, a right code too)
    /** @type {[import('../limits.mjs').LimitName, string][]} */
    const subjects = [['access-code', r.ip]];
    const refused = limits.refuse(subjects);
    if (refused) return refused;
    const code = store.find('access_codes', (c) => c.item_id === Number(b.item_id) && c.code === String(b.code).trim());
    if (!code) return limits.fail(subjects) ?? fail(401, 'Invalid access code');
    const sessions = store.list('code_sessions', { where: (s) => s.code_id === code.id });
    let session = sessions.find((s) => s.browser_fingerprint === b.browser_fingerprint);
    if (!session) {
      if (sessions.length >= code.max_sessions) return fail(409, 'This code is already in use on the maximum number of devices');
      session = { id: `${code.id}:${b.browser_fingerprint}`, code_id: code.id, code: code.code, browser_fingerprint: b.browser_fingerprint, agent_info: String(r.headers['user-agent'] ?? ''), created_at: nowSec(), last_used: nowSec() };
    } else session.last_used = nowSec();
    store.put('code_sessions', session);
    const it = ctx.findItem(code.item_id);
    return json({ id: code.id, code_id: code.id, code: code.code, item_id: code.item_id, browser_fingerprint: b.browser_fingerprint, item: it ? ctx.itemView(it, { content: true }) : null });
  });
  router.add('GET', '/items/access/codes/{codeId}/sessions', (r) => {
    const list = store.list('code_sessions', { where: (s) => String(s.code_id) === r.params.codeId });
    if (!store.get('access_codes', r.params.codeId)) return fail(404, 'Access code not found');
    return json(list.map((s) => ({ code: s.code, browser_fingerprint: s.browser_fingerprint, agent_info: s.agent_info, last_used: s.last_used, created_at: s.created_at })));
  });
  router.add('DELETE', '/items/access/codes/{codeId}/{fingerprint}', (r) => {
    const id = `${r.params.codeId}:${r.params.fingerprint}`;
    if (!store.get('code_sessions', id)) return fail(404, 'Session not found');
    store.remove('code_sessions', id);
    return json({ code: 200, message: 'Session terminated' });
  });

  router.add('GET', '/v2/items/{id}/donations', (r) => {
    const it = item(r.params.id);
    if (!it) return fail(404, 'Item not found');
    const d = store.get('donation_options', it.id);
    return json(d ?? { id: it.id, item_id: it.id, donations: [], donation_options: { custom_price_enabled: false } });
  }, auth);

  router.add('GET', '/v2/items/jw-media/token', (r) => {
    /** @type {Record<string,string>} */
    const errors = {};
    if (!r.query.get('app_config_id')) errors.app_config_id = 'App config id is required';
    if (!r.query.get('media_id')) errors.media_id = 'Media id is required';
    if (Object.keys(errors).length) return invalid(errors);
    return json({ token: jwToken(/** @type {string} */ (r.query.get('media_id')), ctx.signedMediaTtl) });
  }, auth);
}
