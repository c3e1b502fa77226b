// The three /v3/sites calls of the platform SDK's npm build: a site's subscription plans, a plan's
// prices and the viewer's entitlements, in the list shapes the SDK declares (PlansListResponse,
// PlanPricesResponse, SiteEntitlementsResponse). The demo merchant's site is SITE_ID; its plans are
// the packages that carry subscription fees, and each subscription fee is one price.
import { json, fail, invalid } from '../http.mjs';
import { MERCHANT, SITE_ID } from '../seed.mjs';
import { nowSec } from '../platform.mjs';

const T0 = '2026-01-01T00:00:00+00:00';
/** @param {number} id */
const planId = (id) => `pln${id}`;
/** @param {number} id */
const priceId = (id) => `prc${id}`;

/** @param {import('../server.mjs').Deps} deps */
export function registerSites({ router, ctx, store }) {
  const subscriptionFees = (/** @type {number} */ itemId) => ctx.fees(itemId).filter((f) => f.access_type?.name === 'subscription');
  const plans = () => store.list('packages', { where: (p) => p.merchant_uuid === MERCHANT.uuid }).filter((p) => subscriptionFees(p.id).length);

  /** @param {any} p */
  const planView = (p) => ({
    id: planId(p.id), original_id: p.id, type: 'plan', schema: 'plan/v1', created: T0, last_modified: T0,
    metadata: { name: p.title, access_model: 'svod', tags: { include: [], exclude: [] }, custom_params: { include: {}, exclude: {} } },
    relationships: { prices: subscriptionFees(p.id).map((f) => ({ id: priceId(f.id), type: 'price' })) },
  });
  /** @param {any} f */
  const priceView = (f) => ({
    id: priceId(f.id), original_id: f.id, type: 'price', schema: 'price/v1',
    access: { period: f.access_type.period === 'year' ? 'year' : 'month', quantity: f.access_type.quantity, type: 'subscription' },
    metadata: {
      amount: f.amount, currency: f.currency, name: f.description,
      trial: f.trial_period ? { period: 'day', quantity: f.trial_period.quantity } : null,
    },
    relationships: { plans: [{ id: planId(f.item_id), type: 'plan' }] },
  });

  /** Pages a list the way the SDK's list responses say: `page` from 1, `page_length`, `total`. */
  const paged = (/** @type {string} */ key, /** @type {any[]} */ all, /** @type {URLSearchParams} */ q) => {
    const page = q.has('page') ? Number(q.get('page')) : 1;
    const length = q.has('page_length') ? Number(q.get('page_length')) : 10;
    /** @type {Record<string,string>} */
    const errors = {};
    if (!Number.isInteger(page) || page < 1) errors.page = 'Page must be a positive integer';
    if (!Number.isInteger(length) || length < 1 || length > 500) errors.page_length = 'Page length must be between 1 and 500';
    if (Object.keys(errors).length) return invalid(errors);
    return json({ page, page_length: length, total: all.length, [key]: all.slice((page - 1) * length, page * length) });
  };

  /** @param {string} id */
  const site = (id) => id === SITE_ID;

  router.add('GET', '/v3/sites/{site}/plans', (r) => {
    if (!site(r.params.site)) return fail(404, 'Site not found');
    const q = (r.query.get('q') ?? '').trim().toLowerCase();
    return paged('plans', plans().filter((p) => !q || p.title.toLowerCase().includes(q)).map(planView), r.query);
  });

  router.add('GET', '/v3/sites/{site}/plans/{plan}/prices', (r) => {
    if (!site(r.params.site)) return fail(404, 'Site not found');
    const p = plans().find((x) => planId(x.id) === r.params.plan);
    if (!p) return fail(404, 'Plan not found');
    return paged('prices', subscriptionFees(p.id).map(priceView), r.query);
  });

  // the viewer's entitlements: the plans whose package the bearer holds live access to; without a
  // token (the SDK sends one only when it has one) nothing is entitled. A token that is sent must be valid.
  router.add('GET', '/v3/sites/{site}/entitlements', (r) => {
    if (!site(r.params.site)) return fail(404, 'Site not found');
    if (!r.headers.authorization) return paged('plans', [], r.query);
    const who = ctx.bearer(r.headers.authorization);
    if ('error' in who) return fail(401, /** @type {string} */ (who.error));
    ctx.renewDue(who.account);
    const held = plans().filter((p) => store.find('accesses', (a) => a.item_id === p.id && !a.revoked && a.expires_at > nowSec(), who.account.uuid));
    return paged('plans', held.map(planView), r.query);
  });
}
