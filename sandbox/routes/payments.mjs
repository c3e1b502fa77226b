// Payments: methods, card purchases and their confirmation, v2 payments (iDEAL, direct debit, Apple
// Pay and Google Pay on web), the default card, the direct-debit mandate, donations, external
// (PayPal) payments, receipt validation, transactions and payment history.
import { json, fail, invalid } from '../http.mjs';
import { cardErrors, cardOutcome } from '../processor.mjs';
import { isEmail } from './accounts.mjs';
import { intParam } from './assets.mjs';
import { nowSec, money as moneyText, periodSeconds } from '../platform.mjs';
import { IDEAL_BANKS, WALLETS, donationMinimum } from './methods.mjs';

/** Payment methods served by GET /payments/methods. */
export const METHODS = [
  { id: 1, method_name: 'Card', is_external: false },
  { id: 2, method_name: 'Paypal', is_external: true },
  { id: 3, method_name: 'ideal', is_external: false },
  { id: 4, method_name: 'Direct Debit', is_external: false },
  { id: 5, method_name: 'apple pay on web', is_external: false },
  { id: 6, method_name: 'google pay on web', is_external: false },
];
export { IDEAL_BANKS };

/**
 * Checks the payment method of a v2 payment or subscription (iDEAL needs a known bank and a return
 * URL; direct debit needs a mandate) and adds what is wrong to `errors`. Returns the method, lower case.
 * @param {any} b request body @param {Record<string, string>} errors @param {string[]} allowed
 * @param {boolean} hasMandate
 */
export function checkV2Method(b, errors, allowed, hasMandate) {
  const method = String(b.payment_method ?? '').toLowerCase();
  if (!method) errors.payment_method = 'Payment method is required';
  else if (!allowed.includes(method)) errors.payment_method = 'Payment method is not supported';
  if (method === 'ideal') {
    if (!b.bank) errors.bank = 'Bank is required';
    else if (!IDEAL_BANKS.includes(String(b.bank))) errors.bank = 'Bank is not supported';
    if (!b.return_url) errors.return_url = 'Return url is required';
  }
  if (method === 'direct debit' && !hasMandate) errors.payment_method = 'A direct debit mandate is required first';
  return method;
}

/** A rental may be bought again (extending it by its period) once at most this share of its period is left. */
export const RENTAL_EXTEND_SHARE = 0.25;

/**
 * The platform's answer to a purchase of a one-off fee the viewer already holds: `409 {code,
 * message}`, so a second attempt (another tab, a double submit with a new key) charges nothing.
 * The exception is a rental (a fee with a period) in its last quarter: buying it again then extends
 * it, the new period starting where the current one ends. A gift is bought for someone else and is
 * never refused. Returns null when the purchase may go ahead.
 * @param {import('../platform.mjs').Platform} ctx
 * @param {any} account
 * @param {any} fee
 */
export function heldAccess(ctx, account, fee) {
  const until = ctx.heldUntil(account, fee.id);
  if (!until) return null;
  const period = periodSeconds(fee.access_type);
  if (period && until - nowSec() <= period * RENTAL_EXTEND_SHARE) return null;
  return fail(409, 'You already have access to this item', { access_fee_id: fee.id, item_id: fee.item_id, expires_at: until });
}

/** The largest donation the processor takes when an item names no maximum of its own. */
export const DONATION_CEILING = 10_000;

/**
 * A donation amount as the platform reads it: a plain decimal (`5`, `12.5`, `12.50`: digits, at most
 * two decimals, no sign, exponent or spaces) given as text or as a JSON number of that form. Returns
 * the amount, or null for anything else (`1e3`, `5.123456789`, `-5`, `0x10`, `Infinity`, an object).
 * @param {unknown} raw
 * @returns {number | null}
 */
export function donationAmount(raw) {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 ? amount : null;
}

/** Whether an IBAN passes the mod-97 check. @param {string} iban */
export function ibanValid(iban) {
  const s = String(iban).replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const digits = (s.slice(4) + s.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const d of digits) rem = (rem * 10 + Number(d)) % 97;
  return rem === 1;
}

/**
 * What the platform answers about a direct-debit mandate, and so all that a page holding the viewer's
 * token can learn of it: the IBAN's country and last four characters, and a fingerprint that is an
 * opaque keyed hash (the same IBAN gives the same fingerprint on this sandbox; nothing of the IBAN
 * can be read or tried from it). No bank or branch code (they are a run of the IBAN itself), no
 * account holder name and no address: those were typed in the mandate frame and stay there.
 * @param {import('../platform.mjs').Platform} ctx
 * @param {any} account
 * @param {string} iban normalised (no spaces, upper case)
 * @param {number} [createdAt] Unix seconds
 */
export function mandateView(ctx, account, iban, createdAt = nowSec()) {
  return {
    is_approved: true, statement_descriptor: 'SANDBOX FILMS',
    mandate: {
      bank_code: '', branch_code: '', country: iban.slice(0, 2), fingerprint: ctx.keyedHash('mandate', iban), last4: iban.slice(-4),
      reference: `SANDBOX-${account.numeric_id ?? account.id}`, status: 'active', created_at: createdAt,
    },
  };
}

/**
 * Resolves a fee and its price for a form, or validation errors.
 * @param {import('../platform.mjs').Platform} ctx
 * @param {Record<string, any>} b
 * @param {string} field name of the fee field
 * @param {'one-off' | 'subscription' | 'any'} want
 */
export function priceFor(ctx, b, field, want) {
  /** @type {Record<string,string>} */
  const errors = {};
  const fee = /^\d+$/.test(String(b[field] ?? '')) ? ctx.store.get('access_fees', b[field]) : null;
  if (!b[field]) errors[field] = 'Access fee is required';
  else if (!fee) errors[field] = 'Access fee not found';
  else if (want === 'subscription' && fee.access_type.name !== 'subscription') errors[field] = 'This access fee is not a subscription plan';
  else if (want === 'one-off' && fee.access_type.name === 'subscription') errors[field] = 'This access fee is a subscription plan: subscribe instead';
  let price = null;
  if (fee && !errors[field]) {
    price = ctx.price(fee, b.voucher_code || undefined);
    if ('error' in price) { errors.voucher_code = /** @type {string} */ (price.error); price = null; }
  }
  return { errors, fee, price: /** @type {any} */ (price) };
}

/** @param {import('../server.mjs').Deps & {processor: import('../processor.mjs').Processor}} deps */
export function registerPayments({ router, ctx, store, processor }) {
  const auth = { auth: true };
  const money = { auth: true, money: true };

  router.add('GET', '/payments/methods', () => json(METHODS), auth);

  /** @param {import('../http.mjs').SandboxRequest} r @param {string[]} kinds */
  const confirm = (r, kinds) => processor.confirm(r.account, r.body.pi_id, kinds);

  router.add('POST', '/payments', (r) => {
    const b = r.body;
    if (b.pi_id !== undefined) return confirm(r, ['payment']);
    const { errors, fee, price } = priceFor(ctx, b, 'access_fee', 'one-off');
    // nothing to charge (a voucher took the whole price, e.g. a redeemed gift): no card is needed
    const free = price?.amount === 0;
    if (!free || b.number !== undefined) Object.assign(errors, cardErrors(b));
    if (!b.payment_method) errors.payment_method = 'Payment method is required';
    const gift = b.is_gift === true || b.is_gift === 'true' || b.is_gift === '1';
    if (gift && !isEmail(b.receiver_email)) errors.receiver_email = 'Receiver email is required for a gift';
    if (Object.keys(errors).length) return invalid(errors);
    const held = gift ? null : heldAccess(ctx, r.account, fee);
    if (held) return held;
    return processor.submit(r.account, {
      kind: 'payment', method: 'card', fee_id: fee.id, item_id: fee.item_id, amount: price.amount, full_amount: price.full_amount, currency: fee.currency,
      voucher_code: price.voucher?.code ?? null, is_gift: gift, receiver_email: gift ? String(b.receiver_email).toLowerCase() : null,
      return_url: b.return_url ?? null, outcome: free ? 'success' : cardOutcome(b.number), free, description: fee.description, last4: free && b.number === undefined ? '' : String(b.number).slice(-4),
    });
  }, money);

  router.add('POST', '/v2/payments', (r) => {
    const b = r.body;
    const { errors, fee, price } = priceFor(ctx, b, 'access_fee_id', 'one-off');
    const method = checkV2Method(b, errors, ['ideal', 'direct debit', 'apple pay on web', 'google pay on web'], !!store.get('mandates', r.account.uuid));
    if (Object.keys(errors).length) return invalid(errors);
    const held = heldAccess(ctx, r.account, fee);
    if (held) return held;
    const spec = {
      fee_id: fee.id, item_id: fee.item_id, amount: price.amount, full_amount: price.full_amount, currency: fee.currency,
      voucher_code: price.voucher?.code ?? null, return_url: b.return_url ?? null, description: fee.description,
    };
    if (method === 'ideal') return processor.submit(r.account, { ...spec, kind: 'ideal_payment', method: 'ideal', bank: b.bank, outcome: 'requires_action' });
    // a wallet payment with a return address is confirmed on the sandbox's wallet sheet (the stand-in
    // for the browser's Apple Pay / Google Pay sheet); without one it succeeds at once
    if (method in WALLETS && b.return_url) return processor.submit(r.account, { ...spec, kind: 'wallet_payment', method: b.payment_method, outcome: 'requires_action', free: price.amount === 0 });
    return processor.submit(r.account, { ...spec, kind: 'payment', method: b.payment_method, outcome: 'success' });
  }, money);

  router.add('GET', '/v2/payments/cards/default', (r) => {
    // the platform SDK's declared shape (GetDefaultCard): the stored cards in a list (one here), with
    // the account id; none stored yet is an empty list, not an error
    const c = store.get('cards', r.account.uuid);
    return json({ cards: c ? [{ ...c.view, account_id: r.account.numeric_id ?? r.account.id }] : [] });
  }, auth);
  router.add('PUT', '/v2/payments/cards/default', (r) => {
    const errors = cardErrors(r.body);
    if (r.body.currency_iso && !/^[A-Z]{3}$/.test(String(r.body.currency_iso))) errors.currency_iso = 'Currency is not valid';
    if (Object.keys(errors).length) return invalid(errors);
    const number = String(r.body.number).replace(/[\s-]/g, '');
    const view = { number: `************${number.slice(-4)}`, last4: number.slice(-4), card_name: r.body.card_name, exp_month: Number(r.body.exp_month), exp_year: Number(r.body.exp_year), card_type: number.startsWith('5') ? 'mastercard' : 'visa', currency_iso: r.body.currency_iso ?? 'EUR' };
    store.put('cards', { id: r.account.uuid, view, outcome: cardOutcome(number) }, r.account.uuid);
    return json(view);
  }, auth);

  router.add('GET', '/v2/payments/direct-debit/mandate', (r) => {
    // the SDK's "checks for existing user direct debit mandate" (DirectDebitMandateResponse): none yet
    // is an answer too, not approved and without a mandate
    const m = store.get('mandates', r.account.uuid);
    // the answer is made from the stored IBAN each time (never a stored answer), so what it reveals follows mandateView
    return json(m ? mandateView(ctx, r.account, m.iban, m.created_at ?? m.view?.mandate?.created_at) : { is_approved: false, statement_descriptor: null, mandate: null });
  }, auth);
  router.add('POST', '/v2/payments/direct-debit/mandate', (r) => {
    /** @type {Record<string,string>} */
    const errors = {};
    if (!r.body.name || !String(r.body.name).trim()) errors.name = 'Account holder name is required';
    if (!r.body.iban) errors.iban = 'IBAN is required';
    else if (!ibanValid(r.body.iban)) errors.iban = 'IBAN is not valid';
    if (Object.keys(errors).length) return invalid(errors);
    const iban = String(r.body.iban).replace(/\s/g, '').toUpperCase();
    const created = nowSec();
    store.put('mandates', { id: r.account.uuid, iban, name: String(r.body.name).trim(), address: r.body.address ?? null, created_at: created }, r.account.uuid);
    return json(mandateView(ctx, r.account, iban, created));
  }, auth);

  router.add('POST', '/v2/payments/donation', (r) => {
    const b = r.body;
    const errors = cardErrors(b);
    const opts = /^\d+$/.test(String(b.item_id ?? '')) ? store.get('donation_options', b.item_id) : null;
    if (!b.item_id) errors.item_id = 'Item id is required';
    else if (!opts) errors.item_id = 'This item does not take donations';
    const option = opts && b.donation_id ? opts.donations.find((/** @type {any} */ d) => String(d.id) === String(b.donation_id)) : null;
    if (opts && b.donation_id && !option) errors.donation_id = 'Donation option not found';
    if (opts && !b.donation_id && !opts.donation_options.custom_price_enabled) errors.donation_id = 'Donation option is required';
    const currency = typeof b.currency_iso === 'string' ? b.currency_iso : '';
    if (!/^[A-Z]{3}$/.test(currency)) errors.currency_iso = 'Currency is not valid';
    else if (opts && currency !== (option?.currency ?? opts.donation_options.currency ?? currency)) errors.currency_iso = `Donations to this item are in ${option?.currency ?? opts.donation_options.currency}`;
    const amount = donationAmount(b.amount);
    if (amount === null) errors.amount = 'Amount must be a number with at most two decimals, such as 5 or 12.50';
    else if (option && amount !== Number(option.amount)) errors.amount = `This donation option is ${moneyText(Number(option.amount))} ${option.currency}`;
    else if (!errors.currency_iso) {
      const minimum = donationMinimum(currency, opts?.donation_options?.min_amount);
      const maximum = Number(opts?.donation_options?.max_amount) || DONATION_CEILING;
      if (amount < minimum) errors.amount = `The smallest donation is ${minimum.toFixed(2)} ${currency}`;
      else if (amount > maximum) errors.amount = `The largest donation is ${maximum.toFixed(2)} ${currency}`;
    }
    if (!b.payment_method) errors.payment_method = 'Payment method is required';
    if (Object.keys(errors).length) return invalid(errors);
    return processor.submit(r.account, {
      kind: 'donation', method: 'card', fee_id: null, item_id: Number(b.item_id), amount, full_amount: amount, currency,
      donation_id: option ? Number(option.id) : null, return_url: b.return_url ?? null, outcome: cardOutcome(b.number), description: 'Donation',
    });
  }, money);
  router.add('POST', '/v2/payments/donation:confirm', (r) => confirm(r, ['donation']), money);

  router.add('POST', '/external-payments', (r) => {
    const b = r.body;
    const { errors, fee, price } = priceFor(ctx, b, 'access_fee', 'any');
    if (!b.origin) errors.origin = 'Origin is required';
    if (!b.payment_method) errors.payment_method = 'Payment method is required';
    if (Object.keys(errors).length) return invalid(errors);
    const isSub = fee.access_type.name === 'subscription';
    const held = isSub ? null : heldAccess(ctx, r.account, fee);
    if (held) return held;
    const res = processor.submit(r.account, {
      kind: isSub ? 'external_subscription' : 'external_payment', method: 'paypal', fee_id: fee.id, item_id: fee.item_id, amount: price.amount,
      full_amount: price.full_amount, currency: fee.currency, voucher_code: price.voucher?.code ?? null, return_url: b.origin, outcome: 'requires_action', free: price.amount === 0, description: fee.description,
    });
    const url = res.body.redirect_to_url ?? b.origin;
    return json({ id: res.body.pi_id, endpoint: url, business: 'merchant@sandbox.test', item_name: fee.description, currency_code: fee.currency, amount: price.amount, return: b.origin, cancel_return: b.origin, pi_id: res.body.pi_id });
  }, money);

  router.add('POST', '/v2/external-payments/{platform}/validate', (r) => {
    const b = r.body;
    const platform = r.params.platform;
    if (!['amazon', 'apple', 'google-play', 'roku'].includes(platform)) return fail(404, 'Platform not supported');
    /** @type {Record<string,string>} */
    const errors = {};
    if (!b.receipt) errors.receipt = 'Receipt is required';
    if (platform === 'amazon' && !b.amazon_user_id) errors.amazon_user_id = 'Amazon user id is required';
    let fee = null;
    if (b.product_name) fee = store.find('access_fees', (f) => f.description === b.product_name || `sandbox.fee.${f.id}` === b.product_name);
    else if (b.access_fee_id) fee = store.get('access_fees', b.access_fee_id);
    if (!b.product_name && !(b.item_id && b.access_fee_id)) errors.product_name = 'Product name, or item id and access fee id, is required';
    else if (!fee || (b.item_id && String(fee.item_id) !== String(b.item_id))) errors.product_name = 'Product not found';
    if (Object.keys(errors).length) return invalid(errors);
    if (String(b.receipt).startsWith('invalid')) return fail(400, 'The receipt could not be validated');
    const isSub = fee.access_type.name === 'subscription';
    processor.submit(r.account, {
      kind: isSub ? 'external_subscription' : 'external_payment', method: `${platform} in-app`, fee_id: fee.id, item_id: fee.item_id,
      amount: fee.amount, full_amount: fee.amount, currency: fee.currency, outcome: 'success', description: fee.description,
    });
    return json({ code: 200, message: 'Receipt validated', access_fee_id: fee.id, item_id: fee.item_id });
  }, money);

  router.add('GET', '/payments/transactions', (r) => {
    const size = intParam(r.query.get('size'), 10, 100);
    const pageN = intParam(r.query.get('page'), 0, 100000);
    const type = r.query.get('type');
    const start = parseDate(r.query.get('startDate'));
    const end = parseDate(r.query.get('endDate'), true);
    /** @type {Record<string,string>} */
    const errors = {};
    if (Number.isNaN(size) || size === 0) errors.size = 'Size must be a positive integer';
    if (Number.isNaN(pageN)) errors.page = 'Page must be a non-negative integer';
    if (Number.isNaN(start)) errors.startDate = 'Start date is not valid';
    if (Number.isNaN(end)) errors.endDate = 'End date is not valid';
    if (type && !['purchased', 'subscribed', 'donated', 'gift'].includes(type)) errors.type = 'Type must be purchased, subscribed, donated or gift';
    if (Object.keys(errors).length) return invalid(errors);
    const excl = (r.query.get('exclude') ?? '').split(',').filter(Boolean);
    const all = store.list('transactions', { owner: r.account.uuid }).reverse()
      .filter((t) => t.status === 'success' && !excl.includes(t.payment_method_name) && (!type || t.action_type === type)
        && (start === null || t.created_at >= start) && (end === null || t.created_at <= end));
    return json({ collection: all.slice(pageN * size, pageN * size + size), total: all.length, page: pageN, size });
  }, auth);

  router.add('GET', '/v2/accounting/payment-history', (r) => {
    const list = store.list('transactions', { owner: r.account.uuid }).reverse().filter((t) => t.status === 'success');
    return json({ collection: list, total: list.length });
  }, auth);
  router.add('GET', '/v2/accounting/transactions/{trx}/receipt', (r) => {
    const t = store.get('transactions', r.params.trx);
    if (!t || t.consumer_uuid !== r.account.uuid) return fail(404, 'Transaction not found');
    const text = `Receipt ${t.id}: ${t.item_title ?? t.note} ${t.charged_amount} ${t.currency_iso}`.replace(/[()\\]/g, '');
    const pdf = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj 4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 12 Tf 20 150 Td (${text}) Tj ET\nendstream endobj 5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
    return { status: 200, raw: pdf, headers: { 'Content-Type': 'application/pdf' } };
  }, auth);
}

/** Unix seconds of a date query (YYYY-MM-DD or unix seconds); null when absent. @param {string | null} v @param {boolean} [endOfDay] */
function parseDate(v, endOfDay = false) {
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v);
  const t = Date.parse(v.length === 10 ? `${v}T${endOfDay ? '23:59:59' : '00:00:00'}Z` : v);
  return Number.isNaN(t) ? NaN : Math.floor(t / 1000);
}

