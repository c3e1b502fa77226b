// The payment processor simulation. A payment attempt becomes an "intent" (pi_...); its outcome is
// decided by the test card (or by the viewer on a sandbox bank page), and a finished intent grants
// access, records the transaction and publishes the platform's events to the account's topic.
import { randomUUID } from 'node:crypto';
import { json, fail, invalid } from './http.mjs';
import { nowSec, randomToken, money, formatted, periodSeconds } from './platform.mjs';
import { TEST_CARDS } from './seed.mjs';

/** Luhn checksum. @param {string} n */
export function luhn(n) {
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Validation errors of the card fields of a form.
 * @param {Record<string, any>} b
 * @returns {Record<string, string>}
 */
export function cardErrors(b) {
  /** @type {Record<string,string>} */
  const e = {};
  const number = String(b.number ?? '').replace(/[\s-]/g, '');
  if (!number) e.number = 'Card number is required';
  else if (!/^\d{12,19}$/.test(number) || !luhn(number)) e.number = 'Card number is not valid';
  if (!b.card_name || !String(b.card_name).trim()) e.card_name = 'Cardholder name is required';
  const month = Number(b.exp_month);
  let year = Number(b.exp_year);
  if (year < 100) year += 2000;
  if (!b.exp_month || !Number.isInteger(month) || month < 1 || month > 12) e.exp_month = 'Expiry month is not valid';
  if (!b.exp_year || !Number.isInteger(year)) e.exp_year = 'Expiry year is not valid';
  else if (!e.exp_month) {
    const now = new Date();
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) e.exp_year = 'The card has expired';
  }
  if (!b.cvv || !/^\d{3,4}$/.test(String(b.cvv))) e.cvv = 'CVV is not valid';
  return e;
}

/** Outcome of a test card number. @param {string} number */
export function cardOutcome(number) {
  const n = String(number).replace(/[\s-]/g, '');
  return TEST_CARDS.find((c) => c.number === n)?.outcome ?? 'decline';
}

const DECLINES = { decline: 'Your card was declined.', insufficient_funds: 'Your card has insufficient funds.', bank_failed: 'The payment was not authorised by your bank.' };

/** @param {import('./platform.mjs').Platform} ctx */
export function createProcessor(ctx) {
  const { store } = ctx;

  /** Event types per kind of attempt. */
  const TYPES = {
    payment: { success: 'payment.card.success', failed: 'payment.card.failed', action: 'payment.card.requires.action' },
    donation: { success: 'payment.card.success', failed: 'payment.card.failed', action: 'payment.card.requires.action' },
    subscription: { success: 'subscribe.success', failed: 'subscribe.failed', action: 'subscribe.requires.action' },
    ideal_payment: { success: 'payment.card.success', failed: 'payment.ideal.failed', action: 'payment.ideal.requires.action' },
    ideal_subscription: { success: 'subscribe.success', failed: 'ideal.subscribe.failed', action: 'subscribe.requires.action' },
    external_payment: { success: 'external.payment.success', failed: 'external.payment.failed', action: 'payment.card.requires.action' },
    external_subscription: { success: 'external.subscribe.success', failed: 'external.payment.failed', action: 'subscribe.requires.action' },
    // the wallet sheet is the browser's own step, not a bank redirect: no requires-action event
    wallet_payment: { success: 'payment.card.success', failed: 'payment.card.failed', action: null },
  };

  /** @param {any} intent */
  const types = (intent) => /** @type {any} */ (TYPES)[intent.kind] ?? TYPES.payment;

  /** Resource fields common to every event of an intent. @param {any} intent @param {any} account */
  function base(intent, account) {
    const item = intent.item_id ? ctx.findItem(intent.item_id) : null;
    return {
      pi_id: intent.id, access_fee_id: intent.fee_id ?? null, item_id: intent.item_id ?? null, previewTitle: item?.title ?? null, preview_Title: item?.title ?? null,
      currency_iso: intent.currency, amount: money(intent.amount), full_amount: money(intent.full_amount), formatted_amount: formatted(intent.amount, intent.currency),
      voucher_code: intent.voucher_code ?? null, customer_id: account.id, account_id: account.id, customer_email: account.email, email: account.email,
      description: intent.description ?? null, payment_method: intent.method,
    };
  }

  /**
   * Creates an intent and runs it as far as it goes without the viewer.
   * @param {any} account
   * @param {any} spec kind, method, fee_id, item_id, amount, full_amount, currency, voucher_code, is_gift, receiver_email, return_url, outcome, description, donation_id
   */
  function submit(account, spec) {
    // the bank page sends the viewer to this address afterwards: only the merchant's own pages
    if (spec.return_url && !ctx.returnAllowed(String(spec.return_url))) return invalid({ return_url: 'Return url is not an address of this merchant' });
    const intent = { id: `pi_${randomToken(12).replace(/[-_]/g, 'x')}`, account: account.uuid, status: 'created', created_at: nowSec(), ...spec };
    store.put('intents', intent, account.uuid);
    // Nothing to charge (a full discount, e.g. a redeemed gift voucher) needs no card decision.
    const outcome = intent.free ? 'success' : intent.outcome;
    if (outcome === 'success') return finish(intent.id, true);
    if (outcome === 'requires_action') {
      const page = intent.kind.startsWith('ideal') ? 'ideal' : intent.kind.startsWith('external') ? 'paypal' : intent.kind.startsWith('wallet') ? 'wallet' : '3ds';
      const url = `${ctx.apiBase}/sandbox/bank/${page}/${intent.id}`;
      store.update('intents', intent.id, { status: 'requires_action', redirect_to_url: url });
      const action = types(intent).action;
      if (action) ctx.emit(account.uuid, action, { ...base(intent, account), code: 200, redirect_to_url: url, message: 'Authentication required' });
      return json({ code: 200, message: 'Submitted for payment', pi_id: intent.id, redirect_to_url: url });
    }
    return finish(intent.id, false, /** @type {any} */ (DECLINES)[outcome] ?? DECLINES.decline);
  }

  /**
   * Finishes an intent: success grants and records, failure publishes the failure.
   * @param {string} id
   * @param {boolean} ok
   * @param {string} [reason]
   */
  function finish(id, ok, reason = DECLINES.decline) {
    const intent = store.get('intents', id);
    const stored = store.get('accounts', intent.account);
    if (!stored) return fail(404, 'Account not found');
    const account = { ...stored, id: stored.numeric_id };
    if (intent.status === 'succeeded') return json({ code: 200, message: 'Submitted for payment', pi_id: id, transaction: intent.transaction });
    if (intent.status === 'failed') return json({ code: 200, message: 'Submitted for payment', pi_id: id });
    const t = types(intent);
    if (!ok) {
      store.update('intents', id, { status: 'failed', failure: reason });
      ctx.transaction(account, { status: 'failed', action_type: intent.kind.includes('subscription') ? 'subscribed' : 'purchased', item_id: intent.item_id, access_fee_id: intent.fee_id, charged_amount: 0, currency_iso: intent.currency, payment_method_name: intent.method, note: reason, pi_id: id });
      const message = intent.kind.includes('subscription') ? 'Failed to create a subscription' : reason;
      ctx.emit(account.uuid, t.failed, { ...base(intent, account), code: 422, status: 'failed', message, explain: { 422: reason }, reason });
      return json({ code: 200, message: 'Submitted for payment', pi_id: id });
    }
    const fee = intent.fee_id ? store.get('access_fees', intent.fee_id) : null;
    const item = intent.item_id ? ctx.findItem(intent.item_id) : null;
    const isSub = intent.kind.includes('subscription');
    const action = intent.kind === 'donation' ? 'donated' : isSub ? 'subscribed' : intent.is_gift ? 'gift' : 'purchased';
    const tx = ctx.transaction(account, {
      action_type: action, item_id: intent.item_id ?? null, item_type: item?.item_type?.name ?? null, item_title: item?.title ?? null,
      access_fee_id: intent.fee_id ?? null, charged_amount: intent.amount, full_amount: intent.full_amount, discount: Math.round((intent.full_amount - intent.amount) * 100) / 100,
      currency_iso: intent.currency, voucher_code: intent.voucher_code ?? null, payment_method_name: intent.method, pi_id: id,
      note: intent.description ?? fee?.description ?? '', donation_id: intent.donation_id ?? null,
    });
    store.update('intents', id, { status: 'succeeded', transaction: tx.id });
    if (intent.voucher_code) {
      const v = store.find('vouchers', (x) => x.code.toLowerCase() === String(intent.voucher_code).toLowerCase());
      if (v?.single_use) store.update('vouchers', v.id, { used_by: account.uuid, active: false });
    }
    /** @type {Record<string, any>} */
    const resource = { ...base(intent, account), code: 200, status: 'success', transaction: tx.id, message: isSub ? 'Subscription created' : 'Payment successful', timestamp: nowSec() };
    if (intent.is_gift && fee) {
      const code = `GIFT-${randomToken(6).toUpperCase().replace(/[^A-Z0-9]/g, 'X')}`;
      // the code pays for the gift's own fee, or for the item's one-off fees that give the same access
      const same = store.list('access_fees', { where: (f) => f.item_id === fee.item_id && !f.is_gift && f.access_type.name !== 'subscription' && f.access_type.period === fee.access_type.period && f.access_type.quantity === fee.access_type.quantity });
      store.put('vouchers', { id: store.nextId('vouchers', 69001), code, name: `Gift from ${account.full_name}`, discount_type: 'percent', discount: 100, access_fee_ids: [fee.id, ...same.map((f) => f.id)], single_use: true, active: true, gift: true, from: account.uuid, to: intent.receiver_email, merchant_uuid: account.merchant_uuid });
      store.put('gift_vouchers', { id: code, code, from: account.uuid, receiver_email: intent.receiver_email, access_fee_id: fee.id, item_id: fee.item_id, transaction: tx.id, created_at: nowSec() }, account.uuid);
      ctx.mail(intent.receiver_email, `${account.full_name} sent you a gift`, `You received "${item?.title ?? fee.description}" as a gift. Redeem it with the voucher code ${code}.`, { code });
      ctx.emit(account.uuid, t.success, resource);
      ctx.emit(account.uuid, 'gift-voucher', { ...resource, voucher_code: code, receiver_email: intent.receiver_email, message: 'Gift voucher sent' });
      return json({ code: 200, message: 'Submitted for payment', pi_id: id, transaction: tx.id });
    }
    if (isSub && fee) {
      if (intent.trial) store.put('trials', { id: `${account.uuid}:${fee.item_id}`, item_id: fee.item_id, access_fee_id: fee.id, at: nowSec() }, account.uuid);
      const sub = createSubscription(account, intent, fee, tx.id);
      resource.subscription_id = sub.id;
      ctx.emit(account.uuid, t.success, resource);
      ctx.grant(account, fee, { transaction: tx.id, expires: sub.next_billing_date + 3600, subscription: String(sub.id) });
    } else {
      ctx.emit(account.uuid, t.success, resource);
      if (fee) ctx.grant(account, fee, { transaction: tx.id });
    }
    return json({ code: 200, message: 'Submitted for payment', pi_id: id, transaction: tx.id });
  }

  /** @param {any} account @param {any} intent @param {any} fee @param {string} transaction */
  function createSubscription(account, intent, fee, transaction) {
    const period = periodSeconds(fee.access_type) ?? 30 * 86400;
    const trial = intent.trial ? periodSeconds(fee.trial_period) ?? 0 : 0;
    const id = store.nextId('subscriptions', 80001);
    const cancelToken = randomUUID();
    const item = ctx.findItem(fee.item_id);
    const sub = {
      id, subscription_id: id, account: account.uuid, customer_id: account.id, merchant_id: 2140, item_id: fee.item_id, asset_id: fee.item_id,
      item_title: item?.title ?? '', asset_title: item?.title ?? '', access_fee_id: fee.id, amount: fee.amount, charged_amount: intent.amount,
      currency: fee.currency, formatted_amount: formatted(fee.amount, fee.currency), description: fee.description, status: 'active',
      payment_method: intent.method, transaction, trial_ends_at: trial ? nowSec() + trial : null,
      created_at: nowSec(), updated_at: nowSec(), next_billing_date: nowSec() + (trial || period), cancel_token: cancelToken,
    };
    store.put('subscriptions', sub, account.uuid);
    return sub;
  }

  /**
   * Confirms an intent after the viewer came back from the bank page (POST with `pi_id`).
   * @param {any} account
   * @param {unknown} piId
   * @param {string[]} kinds kinds of intent this endpoint may confirm
   */
  function confirm(account, piId, kinds) {
    const pi = String(piId ?? '').trim();
    if (!pi) return fail(400, 'Payment Intend Id is a required parameter!');
    const intent = store.get('intents', pi);
    if (!intent || intent.account !== account.uuid || !kinds.includes(intent.kind)) return fail(404, 'Payment intent not found');
    if (intent.status === 'requires_action') return json({ code: 200, message: 'Payment requires action', pi_id: pi, redirect_to_url: intent.redirect_to_url });
    if (intent.status === 'approved') return finish(pi, true);
    if (intent.status === 'bank_failed') return finish(pi, false, DECLINES.bank_failed);
    return finish(pi, intent.status === 'succeeded');
  }

  return { submit, finish, confirm, types };
}

/** @typedef {ReturnType<typeof createProcessor>} Processor */
