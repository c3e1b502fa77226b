// Subscriptions: list and detail, the cancel URL, card subscriptions (with free trials), v2
// subscriptions (iDEAL, direct debit) and plan switches.
import { json, fail, invalid } from '../http.mjs';
import { cardErrors, cardOutcome } from '../processor.mjs';
import { intParam } from './assets.mjs';
import { priceFor, checkV2Method } from './payments.mjs';
import { nowSec, formatted, periodSeconds } from '../platform.mjs';

/** @param {import('../server.mjs').Deps & {processor: import('../processor.mjs').Processor}} deps */
export function registerSubscriptions({ router, ctx, store, processor }) {
  const auth = { auth: true };
  const money = { auth: true, money: true };

  /** @param {any} s */
  const view = (s) => {
    const { account: _account, ...rest } = s;
    return { ...rest, next_rebill_date: s.status === 'active' ? s.next_billing_date : null, unsubscribe_url: `${ctx.apiBase}/subscriptions/cancel/${s.cancel_token}` };
  };

  router.add('GET', '/subscriptions', (r) => {
    ctx.renewDue(r.account);
    const limit = intParam(r.query.get('limit'), 15, 100);
    const pageN = intParam(r.query.get('page'), 0, 100000);
    const status = r.query.get('status') || '';
    /** @type {Record<string,string>} */
    const errors = {};
    if (Number.isNaN(limit) || limit === 0) errors.limit = 'Limit must be a positive integer';
    if (Number.isNaN(pageN)) errors.page = 'Page must be a non-negative integer';
    if (status && !['active', 'cancelled', 'canceled', 'ended'].includes(status)) errors.status = 'Status is not valid';
    if (Object.keys(errors).length) return invalid(errors);
    const norm = status === 'canceled' ? 'cancelled' : status;
    const all = store.list('subscriptions', { owner: r.account.uuid }).reverse().filter((s) => !norm || s.status === norm);
    return json({ total: all.length, page: pageN, offset: pageN * limit, limit, collection: all.slice(pageN * limit, pageN * limit + limit).map(view) });
  }, auth);

  router.add('GET', '/subscriptions/{id}', (r) => {
    ctx.renewDue(r.account);
    const s = store.get('subscriptions', r.params.id);
    if (!s || s.account !== r.account.uuid) return fail(404, 'Subscription not found');
    return json(view(s));
  }, auth);

  router.add('GET', '/subscriptions/cancel/{token}', (r) => {
    const s = store.find('subscriptions', (x) => x.cancel_token === r.params.token, r.account.uuid);
    if (!s) return fail(404, 'Subscription not found');
    if (s.status === 'cancelled') return fail(409, 'The subscription is already cancelled');
    store.update('subscriptions', s.id, { status: 'cancelled', cancelled_at: nowSec(), updated_at: nowSec() });
    // Access stays until the end of the paid period, as on the platform.
    return json({ code: 200, message: 'Subscription cancelled', subscription_id: s.id, access_until: s.next_billing_date });
  }, auth);

  /** Trial and price for a subscription form. @param {any} r @param {string} field */
  const subPrice = (r, field) => {
    const res = priceFor(ctx, r.body, field, 'subscription');
    if (res.fee && !Object.keys(res.errors).length) {
      if (store.find('subscriptions', (s) => s.status === 'active' && s.item_id === res.fee.item_id, r.account.uuid)) {
        res.errors[field] = 'You already have an active subscription to this item';
      }
    }
    const trial = !!(res.fee?.trial_period && !store.get('trials', `${r.account.uuid}:${res.fee.item_id}`));
    return { ...res, trial };
  };

  router.add('POST', '/subscriptions', (r) => {
    const b = r.body;
    if (b.pi_id !== undefined) return processor.confirm(r.account, b.pi_id, ['subscription']);
    const { errors, fee, price, trial } = subPrice(r, 'access_fee');
    Object.assign(errors, cardErrors(b));
    if (!b.payment_method) errors.payment_method = 'Payment method is required';
    if (Object.keys(errors).length) return invalid(errors);
    return processor.submit(r.account, {
      kind: 'subscription', method: 'card', fee_id: fee.id, item_id: fee.item_id, amount: trial ? 0 : price.amount, full_amount: price.full_amount,
      currency: fee.currency, voucher_code: price.voucher?.code ?? null, return_url: b.return_url ?? null, outcome: cardOutcome(b.number),
      free: !trial && price.amount === 0, trial, description: fee.description,
    });
  }, money);

  router.add('POST', '/v2/subscriptions', (r) => {
    const b = r.body;
    const { errors, fee, price, trial } = subPrice(r, 'access_fee_id');
    const method = checkV2Method(b, errors, ['ideal', 'direct debit'], !!store.get('mandates', r.account.uuid));
    if (Object.keys(errors).length) return invalid(errors);
    const spec = {
      fee_id: fee.id, item_id: fee.item_id, amount: trial ? 0 : price.amount, full_amount: price.full_amount, currency: fee.currency,
      voucher_code: price.voucher?.code ?? null, return_url: b.return_url ?? null, trial, description: fee.description,
    };
    if (method === 'ideal') return processor.submit(r.account, { ...spec, kind: 'ideal_subscription', method: 'ideal', bank: b.bank, outcome: 'requires_action' });
    return processor.submit(r.account, { ...spec, kind: 'subscription', method: 'Direct Debit', outcome: 'success' });
  }, money);

  router.add('POST', '/v2/subscriptions/stripe:switch', (r) => {
    const b = r.body;
    /** @type {Record<string,string>} */
    const errors = {};
    const fee = /^\d+$/.test(String(b.access_fee_id ?? '')) ? store.get('access_fees', b.access_fee_id) : null;
    if (!b.access_fee_id) errors.access_fee_id = 'Access fee id is required';
    else if (!fee || fee.access_type.name !== 'subscription') errors.access_fee_id = 'Access fee is not a subscription plan';
    if (!b.inplayer_token) errors.inplayer_token = 'Subscription token is required';
    const sub = b.inplayer_token ? store.find('subscriptions', (s) => String(s.id) === String(b.inplayer_token) || s.cancel_token === b.inplayer_token, r.account.uuid) : null;
    if (b.inplayer_token && !sub) errors.inplayer_token = 'Subscription not found';
    if (sub && sub.status !== 'active') errors.inplayer_token = 'Only an active subscription can be switched';
    if (sub && fee && fee.item_id !== sub.item_id) errors.access_fee_id = 'The new plan must be for the same item';
    if (sub && fee && fee.id === sub.access_fee_id) errors.access_fee_id = 'The subscription is already on this plan';
    if (Object.keys(errors).length) return invalid(errors);
    const next = nowSec() + (periodSeconds(fee.access_type) ?? 30 * 86400);
    const updated = store.update('subscriptions', sub.id, {
      access_fee_id: fee.id, amount: fee.amount, formatted_amount: formatted(fee.amount, fee.currency), description: fee.description,
      previous_access_fee_id: sub.access_fee_id, switched_at: nowSec(), updated_at: nowSec(), next_billing_date: Math.max(sub.next_billing_date, next),
    });
    const access = store.find('accesses', (a) => a.subscription_id === String(sub.id) && !a.revoked, r.account.uuid);
    if (access) store.update('accesses', access.id, { access_fee_id: fee.id, expires_at: updated.next_billing_date + 3600 });
    ctx.emit(r.account.uuid, 'subscribe.success', {
      code: 200, status: 'success', message: 'Subscription plan switched', access_fee_id: fee.id, item_id: fee.item_id, subscription_id: sub.id,
      amount: fee.amount.toFixed(2), full_amount: fee.amount.toFixed(2), currency_iso: fee.currency, transaction: sub.transaction, customer_email: r.account.email,
    });
    return json({ code: 200, message: 'Subscription plan switched', subscription: view(updated) });
  }, money);
}
