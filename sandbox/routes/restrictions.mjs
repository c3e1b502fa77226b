// The merchant's restriction settings (GET /restrictions/settings/{merchant}) and what sign-up makes
// of them. The platform SDK declares `{merchant_uuid, age_verification_type, age_verification_enabled,
// created_at, updated_at}`; the sandbox adds `min_age`: when age verification is enabled with a minimum
// age, sign-up needs a date of birth at least that long ago. The demo merchant starts with PIN-code
// age verification (for profiles) and no minimum age; POST /sandbox/restrictions changes that.
import { json, fail, invalid } from '../http.mjs';
import { nowSec } from '../platform.mjs';

const DEFAULTS = { age_verification_type: 'pin_code', age_verification_enabled: true, min_age: null, created_at: 1767225600, updated_at: 1767225600 };

/**
 * The merchant's settings.
 * @param {import('../db.mjs').Store} store
 * @param {{uuid: string}} merchant
 */
export function restrictionSettings(store, merchant) {
  const { id, ...kept } = store.get('restrictions', merchant.uuid) ?? {};
  void id;
  return { merchant_uuid: merchant.uuid, ...DEFAULTS, ...kept };
}

/**
 * Sign-up's age check: the error for `date_of_birth`, or null.
 * @param {import('../db.mjs').Store} store
 * @param {{uuid: string}} merchant
 * @param {Record<string, any>} body
 * @returns {string | null}
 */
export function ageRefusal(store, merchant, body) {
  const s = restrictionSettings(store, merchant);
  const min = Number(s.min_age);
  if (!s.age_verification_enabled || !Number.isInteger(min) || min <= 0) return null;
  const born = /^\d{4}-\d{2}-\d{2}$/.test(String(body.date_of_birth ?? '')) ? new Date(`${body.date_of_birth}T00:00:00Z`) : null;
  if (!born || Number.isNaN(born.getTime())) return 'Date of birth is required';
  const now = new Date(nowSec() * 1000);
  const adult = new Date(Date.UTC(born.getUTCFullYear() + min, born.getUTCMonth(), born.getUTCDate()));
  return adult > now ? `You must be at least ${min} years old to register` : null;
}

/** @param {import('../server.mjs').Deps} deps */
export function registerRestrictions({ router, ctx, store }) {
  router.add('GET', '/restrictions/settings/{merchant}', (r) => {
    const m = ctx.merchant(r.params.merchant);
    return m ? json(restrictionSettings(store, m)) : fail(404, 'Merchant not found');
  });

  // test control: the data captures of an e-mail address (POST /v2/accounts/customers/data-capture keeps them)
  router.add('GET', '/sandbox/data-captures', (r) => {
    const email = (r.query.get('email') ?? '').toLowerCase();
    const list = store.list('data_captures', { where: (c) => !email || c.email === email });
    return json({ collection: list, total: list.length });
  });

  // test control: {age_verification_type?, age_verification_enabled?, min_age?} for the demo merchant (or `merchant_uuid`)
  router.add('POST', '/sandbox/restrictions', (r) => {
    const b = r.body;
    const m = ctx.merchant(b.merchant_uuid) ?? store.list('merchants')[0];
    const min = b.min_age === undefined || b.min_age === '' || b.min_age === null ? null : Number(b.min_age);
    if (min !== null && (!Number.isInteger(min) || min < 0 || min > 120)) return invalid({ min_age: 'Minimum age must be a whole number of years' });
    const prev = restrictionSettings(store, m);
    const next = {
      id: m.uuid,
      age_verification_type: typeof b.age_verification_type === 'string' && b.age_verification_type ? b.age_verification_type : prev.age_verification_type,
      age_verification_enabled: b.age_verification_enabled === undefined ? prev.age_verification_enabled : ['true', '1', true].includes(b.age_verification_enabled),
      min_age: min, created_at: prev.created_at, updated_at: nowSec(),
    };
    store.put('restrictions', next);
    return json(restrictionSettings(store, m));
  });
}
