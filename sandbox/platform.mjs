// Domain logic shared by the route modules: tokens, views of stored documents in the platform's
// response shapes, prices and vouchers, access grants, transactions, events and the mailbox.
import { randomBytes, randomUUID, createHash, createHmac } from 'node:crypto';

let clockOffset = 0;
/** Unix seconds now, on the sandbox's clock (the real one plus what `clock.advance` added). */
export const nowSec = () => Math.floor(Date.now() / 1000) + clockOffset;
/**
 * The sandbox's clock, moved forward by POST /sandbox/clock so tests see renewals, period ends and
 * expiries without waiting. It is the process's clock: every sandbox in one process shares it.
 */
export const clock = {
  get offset() { return clockOffset; },
  /** @param {number} seconds */
  advance(seconds) { clockOffset += seconds; return clockOffset; },
  reset() { clockOffset = 0; },
};
/** A random url-safe token. @param {number} [n] */
export const randomToken = (n = 32) => randomBytes(n).toString('base64url');
/** Far-future expiry used for accesses that never expire (2100-01-01). */
export const NEVER = 4102444800;

const PERIOD_SECONDS = { minute: 60, hour: 3600, day: 86400, week: 7 * 86400, month: 30 * 86400, year: 365 * 86400 };

/**
 * Seconds an access type lasts, or null for unlimited.
 * @param {{period: string, quantity: number}} t
 */
export function periodSeconds(t) {
  const unit = /** @type {Record<string, number>} */ (PERIOD_SECONDS)[t.period];
  return unit ? unit * (t.quantity || 1) : null;
}

/** Money formatting for event resources. @param {number} n */
export const money = (n) => (Math.round(n * 100) / 100).toFixed(2);
/** @param {number} n @param {string} currency */
export const formatted = (n, currency) => `${currency === 'EUR' ? '€' : currency === 'USD' ? '$' : currency + ' '}${money(n)}`;

/** Hash of a request body, to detect reuse of an idempotency key with other parameters. @param {any} body */
export const fingerprint = (body) => createHash('sha256').update(JSON.stringify(Object.entries(body ?? {}).sort())).digest('hex');

/**
 * Builds the shared platform context.
 * @param {{store: import('./db.mjs').Store, options: any, publish: (topic: string, msg: string) => Promise<unknown>}} deps
 */
export function createPlatform({ store, options, publish }) {
  const timers = new Set();
  const ctx = {
    store,
    options,
    apiBase: '',
    /** The merchant origins besides this machine's (CORS, return addresses, framing the card page). @type {string[]} */
    allowedOrigins: [],
    /**
     * The merchant's own page for setting a new password (the merchant's setting on the platform):
     * reset mails link to it with `?token=`; null links to the sandbox's own page. @type {string | null}
     */
    passwordResetPage: options.passwordResetPage ?? null,
    tokenTtl: options.tokenTtlSeconds ?? 3600,
    iotTtl: options.iotTtlSeconds ?? 1800,
    eventDelay: options.eventDelayMs ?? 80,
    /** How long signed media addresses and media tokens live, in seconds. */
    signedMediaTtl: options.signedMediaTtlSeconds ?? 3600,

    /**
     * Whether a payment may send the viewer back to `url` after the bank: http(s) on this machine
     * (any port) or an origin in `allowedOrigins` (the merchant's sites).
     * @param {string} url
     */
    returnAllowed(url) {
      let u;
      try { u = new URL(url); } catch { return false; }
      if (u.username || u.password || (u.protocol !== 'http:' && u.protocol !== 'https:')) return false;
      if (['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) return true;
      return u.protocol === 'https:' && ctx.allowedOrigins.some((o) => { try { return new URL(o).origin === u.origin; } catch { return false; } });
    },

    /**
     * An opaque keyed hash of a value (HMAC-SHA256 with this sandbox's own secret, kept in its
     * database): the same value gives the same hash on this instance, and nothing about the value can
     * be read or tried from it without the secret. Used for the fingerprint of a direct-debit mandate.
     * @param {string} purpose what the hash is for (hashes of one value for two purposes differ)
     * @param {string} value
     */
    keyedHash(purpose, value) {
      let secret = store.get('meta', 'secret')?.value;
      if (!secret) secret = store.put('meta', { id: 'secret', value: randomBytes(32).toString('base64url') }).value;
      return createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url').slice(0, 16);
    },

    /** Absolute URL for a local media path. @param {string | null | undefined} p */
    abs(p) { return p && p.startsWith('/') ? ctx.apiBase + p : p ?? null; },

    /** Merchant by uuid or client id. @param {string | undefined} key */
    merchant(key) {
      return store.find('merchants', (m) => m.uuid === key || m.clientId === key) ?? null;
    },

    /**
     * Issues an access token (and a refresh token unless `v2`).
     * @param {any} account
     * @param {{v2?: boolean, profile?: any}} [opts]
     */
    issueToken(account, opts = {}) {
      const access = randomToken();
      const expires = nowSec() + ctx.tokenTtl;
      const rec = { id: access, kind: 'access', account: account.uuid, expires, profile: opts.profile?.id ?? null, created_at: nowSec() };
      store.put('tokens', rec, account.uuid);
      /** @type {any} */
      const out = { access_token: access, expires, account: ctx.accountView(account) };
      if (!opts.v2) {
        const refresh = randomToken();
        store.put('tokens', { id: refresh, kind: 'refresh', account: account.uuid, expires: nowSec() + 30 * 86400, created_at: nowSec() }, account.uuid);
        out.refresh_token = refresh;
      }
      return out;
    },

    /**
     * The account and token behind a bearer header, or a reason it is refused.
     * @param {string | undefined} header
     */
    bearer(header) {
      const m = /^Bearer\s+(\S+)$/i.exec(header || '');
      if (!m) return { error: 'Invalid token' };
      const tok = store.get('tokens', m[1]);
      if (!tok || tok.kind !== 'access') return { error: 'Invalid token' };
      if (tok.expires < nowSec()) return { error: 'Token has expired' };
      const stored = store.get('accounts', tok.account);
      if (!stored) return { error: 'Invalid token' };
      return { account: { ...stored, id: stored.numeric_id }, token: tok };
    },

    /** The public view of an account. @param {any} a */
    accountView(a) {
      return {
        id: a.numeric_id ?? a.id, email: a.email, username: a.email, full_name: a.full_name, referrer: a.referrer ?? '', metadata: a.metadata ?? {},
        social_apps_metadata: [], roles: a.roles ?? ['consumer'], completed: true, created_at: a.created_at, updated_at: a.updated_at,
        date_of_birth: a.date_of_birth ?? null, uuid: a.uuid, merchant_id: a.merchant_id, merchant_uuid: a.merchant_uuid,
      };
    },

    /** An item or a package by id. @param {string|number} id */
    findItem(id) {
      return store.get('items', id) ?? store.get('packages', id);
    },

    /** @param {any} fee */
    feeView(fee) {
      const { is_gift, ...rest } = fee;
      const item = ctx.findItem(fee.item_id);
      return { ...rest, item_title: item?.title ?? null, gift: !!is_gift };
    },

    /** Fees of an item (gift plans excluded). @param {number} itemId */
    fees(itemId) {
      return store.list('access_fees', { where: (f) => f.item_id === itemId && !f.is_gift });
    },

    /**
     * The platform's view of an item or package.
     * @param {any} item
     * @param {{content?: boolean}} [opts]
     */
    itemView(item, opts = {}) {
      const metahash = Object.fromEntries(Object.entries(item.metahash ?? {}).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('/media/') ? ctx.abs(v) : v]));
      /** @type {any} */
      const out = {
        id: item.id, merchant_id: item.merchant_id, merchant_uuid: item.merchant_uuid, is_active: item.is_active, title: item.title,
        access_control_type: item.access_control_type, item_type: item.item_type, age_restriction: item.age_restriction ?? null,
        metadata: item.metadata ?? [], metahash, template_id: null, created_at: item.created_at, updated_at: item.updated_at,
        access_fees: ctx.fees(item.id).map((f) => ctx.feeView(f)),
      };
      if (item.external) out.external_asset = item.external;
      if (item.items) out.items_count = item.items.length;
      const free = item.access_control_type?.name === 'Free';
      // media addresses in the content are the sandbox's own: absolute, as the platform's are
      if (opts.content || free) out.content = (item.content ?? '').replaceAll('src="/media/', `src="${ctx.apiBase}/media/`).replace(/(^|"url":")\/media\//, `$1${ctx.apiBase}/media/`);
      return out;
    },

    /**
     * Price of a fee after an optional voucher, or a validation error.
     * @param {any} fee
     * @param {string | undefined} code
     */
    price(fee, code) {
      const full = fee.amount;
      if (!code) return { amount: full, full_amount: full, discount: 0, voucher: null };
      const v = store.find('vouchers', (x) => x.code.toLowerCase() === String(code).trim().toLowerCase() && x.active);
      if (!v) return { error: 'Invalid voucher code' };
      if (v.access_fee_ids && !v.access_fee_ids.includes(fee.id)) return { error: 'The voucher does not apply to this price' };
      if (v.min_amount && full < v.min_amount) return { error: `The voucher applies to prices of ${v.min_amount} or more` };
      if (v.single_use && v.used_by) return { error: 'The voucher has already been used' };
      const discount = v.discount_type === 'percent' ? Math.round(full * v.discount) / 100 : Math.min(full, v.discount);
      return { amount: Math.max(0, Math.round((full - discount) * 100) / 100), full_amount: full, discount, voucher: v };
    },

    /**
     * Brings an account's subscriptions up to the clock: an active one whose billing date passed is
     * renewed (a charge per period, access extended), a cancelled one whose paid period ended ends.
     * @param {any} account
     */
    renewDue(account) {
      const now = nowSec();
      for (const s of store.list('subscriptions', { owner: account.uuid })) {
        if (!s.next_billing_date || s.next_billing_date > now) continue;
        if (s.status === 'cancelled') {
          store.update('subscriptions', s.id, { status: 'ended', ended_at: s.next_billing_date, updated_at: now });
          continue;
        }
        if (s.status !== 'active') continue;
        const fee = store.get('access_fees', s.access_fee_id);
        const period = (fee && periodSeconds(fee.access_type)) ?? 30 * 86400;
        let next = s.next_billing_date;
        for (let n = 0; next <= now && n < 120; n++) {
          ctx.transaction(account, {
            action_type: 'subscribed', access_fee_id: s.access_fee_id, item_id: s.item_id, item_title: s.item_title, charged_amount: s.amount,
            currency_iso: s.currency, payment_method_name: 'Card', note: 'Renewal', created_at: next, subscription_id: s.id,
          });
          next += period;
        }
        store.update('subscriptions', s.id, { next_billing_date: next, trial_ends_at: null, updated_at: now });
        const access = store.find('accesses', (a) => a.subscription_id === String(s.id) && !a.revoked, account.uuid);
        if (access) store.update('accesses', access.id, { expires_at: next + 3600 });
      }
    },

    /**
     * Records a granted access and publishes access.granted.
     * @param {any} account
     * @param {any} fee
     * @param {{transaction?: string, expires?: number, subscription?: string}} [opts]
     */
    grant(account, fee, opts = {}) {
      const secs = periodSeconds(fee.access_type);
      // a rental bought again while it runs (allowed in its last quarter: see heldAccess) extends it
      const runsUntil = secs && !opts.expires && !opts.subscription ? ctx.heldUntil(account, fee.id) : 0;
      const id = store.nextId('accesses', 90001);
      const access = {
        id, account_id: account.id, customer_id: account.id, customer_uuid: account.uuid, ip_address: '127.0.0.1', country_code: 'NL',
        item_id: fee.item_id, access_fee_id: fee.id, type: fee.access_type.name, transaction: opts.transaction ?? null,
        subscription_id: opts.subscription ?? null, created_at: nowSec(), starts_at: nowSec(),
        expires_at: opts.expires ?? (secs ? Math.max(nowSec(), runsUntil) + secs : NEVER), revoked: false,
      };
      store.put('accesses', access, account.uuid);
      const item = ctx.findItem(fee.item_id);
      ctx.emit(account.uuid, 'access.granted', ctx.accessView(access, item));
      return access;
    },

    /**
     * Until when (Unix seconds) the account holds a live access bought with this fee; 0 when it holds none.
     * @param {any} account
     * @param {number} feeId
     */
    heldUntil(account, feeId) {
      const now = nowSec();
      return store.list('accesses', { owner: account.uuid, where: (a) => !a.revoked && a.access_fee_id === feeId && a.expires_at > now })
        .reduce((until, a) => Math.max(until, a.expires_at), 0);
    },

    /**
     * An access with its item; the item's paid content only while the access is live (an ended
     * rental in the purchase history must not hand the film out).
     * @param {any} access @param {any} item
     */
    accessView(access, item) {
      const live = !access.revoked && access.expires_at > nowSec();
      return { ...access, item_title: item?.title ?? null, item: item ? ctx.itemView(item, { content: live }) : null };
    },

    /**
     * The live access an account has to an item (directly or through a package), or null.
     * @param {any} account
     * @param {number} itemId
     */
    accessTo(account, itemId) {
      const packages = store.list('packages', { where: (p) => p.items.includes(itemId) }).map((p) => p.id);
      return store.find('accesses', (a) => !a.revoked && a.expires_at > nowSec() && (a.item_id === itemId || packages.includes(a.item_id)), account.uuid);
    },

    /**
     * Records a transaction (a charge when `status` is success and the amount is above 0).
     * @param {any} account
     * @param {object} t
     */
    transaction(account, t) {
      const prefix = /** @type {any} */ (t).action_type === 'subscribed' ? 'S' : 'T';
      const token = `${prefix}-${randomToken(9).replace(/[-_]/g, 'x')}`;
      const rec = {
        id: token, transaction_token: token, trx_token: token, merchant_id: 2140, consumer_id: account.id, consumer_uuid: account.uuid,
        consumer_email: account.email, status: 'success', created_at: nowSec(), ...t,
      };
      store.put('transactions', rec, account.uuid);
      return rec;
    },

    /**
     * Publishes `{type, timestamp, resource}` to the account's topic after a short delay, and logs it.
     * @param {string} accountUuid
     * @param {string} type
     * @param {any} resource
     */
    emit(accountUuid, type, resource = {}) {
      const event = { type, timestamp: nowSec(), resource };
      const seq = store.nextId('events', 1);
      store.put('events', { id: seq, account: accountUuid, ...event, published: false }, accountUuid);
      const t = setTimeout(() => {
        timers.delete(t);
        if (store.closed) return;
        store.update('events', seq, { published: true });
        publish(accountUuid, JSON.stringify(event)).catch(() => {});
      }, ctx.eventDelay);
      timers.add(t);
      return event;
    },

    /**
     * Delivers a mail to the sandbox mailbox.
     * @param {string} to
     * @param {string} subject
     * @param {string} text
     * @param {{link?: string, code?: string}} [extra]
     */
    mail(to, subject, text, extra = {}) {
      const id = randomUUID();
      store.put('mail', { id, to: String(to).toLowerCase(), subject, text, ...extra, created_at: nowSec() }, String(to).toLowerCase());
      return id;
    },

    /** Cancels pending event timers. */
    stop() { for (const t of timers) clearTimeout(t); timers.clear(); },
  };
  return ctx;
}

/** @typedef {ReturnType<typeof createPlatform>} Platform */
