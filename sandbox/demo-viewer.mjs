// The seeded demo viewer: a signed-up consumer with everything the account area shows (profiles,
// favorites, watch history, purchases, transactions, two subscriptions — one to cancel, one whose
// plan can be switched — a default card and a direct-debit mandate), so the stories and `npm start`
// show full sections. Sign in as DEMO_VIEWER.email with DEMO_VIEWER.password.
import { hashPassword } from './routes/accounts.mjs';
import { formatted, nowSec } from './platform.mjs';

/** The demo viewer's sign-in. */
export const DEMO_VIEWER = Object.freeze({ email: 'viewer@sandbox.test', password: 'sandbox-viewer', uuid: 'd3m0d3m0-0000-4000-8000-000000000001', id: 100000 });

const DAY = 86400;

/**
 * Writes the demo viewer into a store that holds the merchant's seed (fees and items are read from it).
 * @param {import('./db.mjs').Store} store
 * @param {{ uuid: string, id: number }} merchant
 */
export function seedDemoViewer(store, merchant) {
  const now = nowSec();
  const { uuid, id } = DEMO_VIEWER;
  const salt = 'demo-viewer-salt';
  store.put('accounts', {
    id: uuid, numeric_id: id, uuid, email: DEMO_VIEWER.email, full_name: 'Demo Viewer', salt, password_hash: hashPassword(DEMO_VIEWER.password, salt),
    referrer: '', metadata: { country: 'NL', newsletter: 'true' }, roles: ['consumer'], merchant_id: merchant.id, merchant_uuid: merchant.uuid,
    branding_id: null, date_of_birth: '1990-05-01', created_at: now - 200 * DAY, updated_at: now - 200 * DAY,
  }, uuid);

  const profiles = [['Demo', true, null, true], ['Kids', false, null, false], ['Parent', true, '1234', false]];
  profiles.forEach(([name, adult, pin, dflt], i) => store.put('profiles', {
    id: `d3m0-profile-${i + 1}`, owner: uuid, account_id: id, name, avatar_url: '', adult, pin, default: dflt, created_at: now - 100 * DAY, updated_at: now - 100 * DAY,
  }, uuid));

  [40002, 40006, 40011].forEach((media, i) => store.put('favorites', { id: `${uuid}:${media}`, media_id: String(media), created_at: now - (10 - i) * DAY }, uuid));
  [[40001, 0.35], [40003, 0.8], [40004, 0.12], [40005, 1], [40007, 0.97]].forEach(([media, progress], i) => store.put('watch_history', {
    id: `${uuid}:${media}`, media_id: String(media), progress, created_at: now - (20 - i) * DAY, updated_at: now - (5 - i) * DAY, seq: i + 1,
  }, uuid));

  const fee = (/** @type {number} */ feeId) => store.get('access_fees', feeId);
  const item = (/** @type {number} */ itemId) => store.get('items', itemId) ?? store.get('packages', itemId);
  let tx = 0;
  const transaction = (/** @type {any} */ f, /** @type {string} */ action, /** @type {number} */ at, /** @type {number} */ amount = f.amount) => {
    const token = `${action === 'subscribed' ? 'S' : 'T'}-demo${String(++tx).padStart(4, '0')}`;
    store.put('transactions', {
      id: token, transaction_token: token, trx_token: token, merchant_id: merchant.id, consumer_id: id, consumer_uuid: uuid, consumer_email: DEMO_VIEWER.email,
      status: 'success', created_at: at, action_type: action, access_fee_id: f.id, item_id: f.item_id, item_title: item(f.item_id)?.title ?? '',
      charged_amount: amount, currency_iso: f.currency, payment_method_name: 'Card', note: f.description,
    }, uuid);
    return token;
  };
  let access = 90000;
  const grant = (/** @type {any} */ f, /** @type {number} */ at, /** @type {number} */ expires, /** @type {string | null} */ trx, /** @type {string | null} */ sub = null) =>
    store.put('accesses', {
      id: --access, account_id: id, customer_id: id, customer_uuid: uuid, ip_address: '127.0.0.1', country_code: 'NL', item_id: f.item_id, access_fee_id: f.id,
      type: f.access_type.name, transaction: trx, subscription_id: sub, created_at: at, starts_at: at, expires_at: expires, revoked: false,
    }, uuid);

  // purchases: two owned, one rental running, four ended rentals
  for (const [feeId, ago, hours] of [[60021, 90, 0], [60022, 60, 0], [60008, 1, 48], [60009, 30, 48], [60010, 40, 48], [60011, 45, 48], [60012, 50, 48]]) {
    const f = fee(feeId);
    const at = now - ago * DAY;
    grant(f, at, hours ? at + hours * 3600 : 4102444800, transaction(f, 'purchased', at));
  }
  // subscriptions: All Access monthly (switchable to yearly) and Documentaries monthly (to cancel)
  [[61001, 80901, 20], [61004, 80902, 12]].forEach(([feeId, subId, ago]) => {
    const f = fee(feeId);
    const started = now - ago * DAY;
    const trx = transaction(f, 'subscribed', started);
    const next = started + 30 * DAY;
    store.put('subscriptions', {
      id: subId, subscription_id: subId, account: uuid, customer_id: id, merchant_id: merchant.id, item_id: f.item_id, asset_id: f.item_id,
      item_title: item(f.item_id)?.title ?? '', asset_title: item(f.item_id)?.title ?? '', access_fee_id: f.id, amount: f.amount, charged_amount: f.amount,
      currency: f.currency, formatted_amount: formatted(f.amount, f.currency), description: f.description, status: 'active', payment_method: 'card',
      transaction: trx, trial_ends_at: null, created_at: started, updated_at: started, next_billing_date: next, cancel_token: `demo-cancel-${subId}`,
    }, uuid);
    grant(f, started, next + 3600, trx, String(subId));
  });
  transaction({ id: null, item_id: 40003, currency: 'EUR', amount: 10, description: 'Donation' }, 'donated', now - 3 * DAY);

  store.put('cards', {
    id: uuid, outcome: 'success',
    view: { number: '************4242', last4: '4242', card_name: 'Demo Viewer', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, card_type: 'visa', currency_iso: 'EUR' },
  }, uuid);
  const iban = 'DE89370400440532013000';
  store.put('mandates', { id: uuid, iban, name: 'Demo Viewer', address: null, created_at: now - 50 * DAY }, uuid);
}
