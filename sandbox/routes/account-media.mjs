// Account extras: favorites, watch history (filter and cursor), profiles with PIN-protected profile
// tokens, pin codes, data capture and external accounts.
import { randomUUID } from 'node:crypto';
import { json, fail, invalid } from '../http.mjs';
import { nowSec, randomToken } from '../platform.mjs';
import { isEmail } from './accounts.mjs';

const PAGE = 10;

/** @param {any[]} profiles @param {unknown} name */
const sameName = (profiles, name) => profiles.some((x) => x.name.toLowerCase() === String(name ?? '').trim().toLowerCase());
const WATCHED = 0.95; // progress at or above this share of the media counts as watched

/** @param {unknown} v */
const truthy = (v) => v === true || v === 'true' || v === '1' || v === 1;

/** @param {import('../server.mjs').Deps} deps */
export function registerAccountMedia({ router, ctx, store, limits }) {
  const auth = { auth: true };
  /** @param {any} a @param {string} media */
  const favId = (a, media) => `${a.uuid}:${media}`;
  const favView = (/** @type {any} */ f) => ({ media_id: f.media_id, created_at: f.created_at });

  router.add('GET', '/v2/accounts/media/favorites', (r) => {
    const list = store.list('favorites', { owner: r.account.uuid }).reverse();
    return json({ collection: list.map(favView), total: list.length });
  }, auth);
  router.add('POST', '/v2/accounts/media/favorites', (r) => {
    const media = String(r.body.media_id ?? '').trim();
    if (!media) return invalid({ media_id: 'Media id is required' });
    const existing = store.get('favorites', favId(r.account, media));
    const f = existing ?? store.put('favorites', { id: favId(r.account, media), media_id: media, created_at: nowSec() }, r.account.uuid);
    return json(favView(f));
  }, auth);
  router.add('GET', '/v2/accounts/media/favorites/{media}', (r) => {
    const f = store.get('favorites', favId(r.account, r.params.media));
    return f ? json(favView(f)) : fail(404, 'Favorite not found');
  }, auth);
  router.add('DELETE', '/v2/accounts/media/favorites/{media}', (r) => {
    if (!store.get('favorites', favId(r.account, r.params.media))) return fail(404, 'Favorite not found');
    store.remove('favorites', favId(r.account, r.params.media));
    return json({ code: 200, message: 'Favorite removed' });
  }, auth);

  // Progress is what the player reports: seconds, any finite number of at least 0. An entry is
  // watched at 95% of the item's duration (its `duration` metadata, in seconds); for media the
  // sandbox does not know, progress of at most 1 is read as a fraction.
  const isWatched = (/** @type {any} */ h) => {
    const item = /^\d+$/.test(h.media_id) ? store.get('items', Number(h.media_id)) : null;
    const duration = Number(item?.metahash?.duration);
    if (duration > 0) return h.progress >= WATCHED * duration;
    return h.progress <= 1 && h.progress >= WATCHED;
  };
  const histView = (/** @type {any} */ h) => ({ media_id: h.media_id, progress: h.progress, created_at: h.created_at, updated_at: h.updated_at });
  router.add('GET', '/v2/accounts/media/watch-history', (r) => {
    const filter = r.query.get('filter') || 'currently_watching';
    if (!['currently_watching', 'watched'].includes(filter)) return invalid({ filter: 'Filter must be currently_watching or watched' });
    let offset = 0;
    const cursor = r.query.get('cursor');
    if (cursor) {
      offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
      if (!Number.isInteger(offset) || offset < 0) return invalid({ cursor: 'Cursor is not valid' });
    }
    const all = store.list('watch_history', { owner: r.account.uuid })
      .filter((h) => (filter === 'watched') === isWatched(h))
      .sort((a, b) => b.updated_at - a.updated_at || b.seq - a.seq);
    const slice = all.slice(offset, offset + PAGE);
    const next = offset + PAGE < all.length ? Buffer.from(String(offset + PAGE)).toString('base64url') : '';
    return json({ collection: slice.map(histView), cursor: next, total: all.length });
  }, auth);
  router.add('PATCH', '/v2/accounts/media/watch-history', (r) => {
    const media = String(r.body.media_id ?? '').trim();
    const progress = Number(r.body.progress);
    /** @type {Record<string,string>} */
    const errors = {};
    if (!media) errors.media_id = 'Media id is required';
    if (r.body.progress === undefined || r.body.progress === '' || !Number.isFinite(progress) || progress < 0) errors.progress = 'Progress must be a number of at least 0';
    if (Object.keys(errors).length) return invalid(errors);
    const id = `${r.account.uuid}:${media}`;
    const prev = store.get('watch_history', id);
    const seq = store.nextId('watch_seq', 1);
    const h = store.put('watch_history', { id, media_id: media, progress, created_at: prev?.created_at ?? nowSec(), updated_at: nowSec(), seq }, r.account.uuid);
    return json(histView(h));
  }, auth);
  router.add('GET', '/v2/accounts/media/watch-history/{media}', (r) => {
    const h = store.get('watch_history', `${r.account.uuid}:${r.params.media}`);
    return h ? json(histView(h)) : fail(404, 'Watch history not found');
  }, auth);
  router.add('DELETE', '/v2/accounts/media/watch-history/{media}', (r) => {
    const id = `${r.account.uuid}:${r.params.media}`;
    if (!store.get('watch_history', id)) return fail(404, 'Watch history not found');
    store.remove('watch_history', id);
    return json({ code: 200, message: 'Watch history removed' });
  }, auth);

  const profileView = (/** @type {any} */ p) => ({ id: p.id, account_id: p.account_id, name: p.name, avatar_url: p.avatar_url ?? '', adult: p.adult, default: !!p.default, pin_required: !!p.pin, created_at: p.created_at, updated_at: p.updated_at });
  /** @param {Record<string, any>} b @param {boolean} creating */
  const profileErrors = (b, creating) => {
    /** @type {Record<string,string>} */
    const errors = {};
    if (creating || b.name !== undefined) {
      if (!b.name || !String(b.name).trim()) errors.name = 'Name is required';
      else if (String(b.name).length > 50) errors.name = 'Name must be at most 50 characters';
    }
    if (b.pin !== undefined && b.pin !== '' && !/^\d{4}$/.test(String(b.pin))) errors.pin = 'PIN must be 4 digits';
    return errors;
  };
  const ownProfile = (/** @type {any} */ r) => {
    const p = store.get('profiles', r.params.id);
    return p && p.owner === r.account.uuid ? p : null;
  };
  router.add('GET', '/v2/accounts/profiles', (r) => json(store.list('profiles', { owner: r.account.uuid }).map(profileView)), auth);
  /**
   * Checks a profile's PIN (entering it, deleting it): null when it matches; else the answer, 422
   * without a PIN, 403 for a wrong one, 429 with Retry-After past the limit of wrong PINs (then even
   * the right PIN waits). A right PIN clears the count.
   * @param {any} p @param {unknown} pin
   */
  const pinRefusal = (p, pin) => {
    if (!p.pin) return null;
    if (pin === undefined || pin === null || pin === '') return invalid({ pin: 'PIN is required for this profile' });
    /** @type {[import('../limits.mjs').LimitName, string][]} */
    const subjects = [['pin', p.id]];
    const refused = limits.refuse(subjects);
    if (refused) return refused;
    if (String(pin) !== p.pin) return limits.fail(subjects) ?? fail(403, 'Invalid PIN code');
    limits.clear('pin', p.id);
    return null;
  };

  router.add('POST', '/v2/accounts/profiles', (r) => {
    const errors = profileErrors(r.body, true);
    // an adult profile is always PIN-protected, so a child's profile cannot simply walk into one
    if (!errors.pin && (r.body.adult === undefined || truthy(r.body.adult)) && !r.body.pin) errors.pin = 'An adult profile needs a PIN';
    const existing = store.list('profiles', { owner: r.account.uuid });
    if (existing.length >= 5) errors.name = 'An account can have at most 5 profiles';
    else if (!errors.name && sameName(existing, r.body.name)) errors.name = 'A profile with this name already exists';
    if (Object.keys(errors).length) return invalid(errors);
    const p = {
      id: randomUUID(), owner: r.account.uuid, account_id: r.account.id, name: String(r.body.name).trim(), avatar_url: r.body.avatar_url ?? '',
      adult: r.body.adult === undefined ? true : truthy(r.body.adult), pin: r.body.pin ? String(r.body.pin) : null, default: existing.length === 0,
      created_at: nowSec(), updated_at: nowSec(),
    };
    store.put('profiles', p, r.account.uuid);
    return json(profileView(p));
  }, auth);
  router.add('GET', '/v2/accounts/profiles/{id}', (r) => {
    const p = ownProfile(r);
    return p ? json(profileView(p)) : fail(404, 'Profile not found');
  }, auth);
  router.add('PUT', '/v2/accounts/profiles/{id}', (r) => {
    const p = ownProfile(r);
    if (!p) return fail(404, 'Profile not found');
    const errors = profileErrors(r.body, false);
    if (!errors.name && r.body.name !== undefined && sameName(store.list('profiles', { owner: r.account.uuid }).filter((x) => x.id !== p.id), r.body.name)) {
      errors.name = 'A profile with this name already exists';
    }
    if (!p.pin && !p.adult && r.body.adult !== undefined && truthy(r.body.adult)) errors.adult = 'An adult profile needs a PIN: add a new adult profile with one';
    if (Object.keys(errors).length) return invalid(errors);
    const next = store.update('profiles', p.id, {
      name: r.body.name !== undefined ? String(r.body.name).trim() : p.name, avatar_url: r.body.avatar_url ?? p.avatar_url,
      adult: r.body.adult !== undefined ? truthy(r.body.adult) : p.adult, updated_at: nowSec(),
    });
    return json(profileView(next));
  }, auth);
  router.add('DELETE', '/v2/accounts/profiles/{id}', (r) => {
    const p = ownProfile(r);
    if (!p) return fail(404, 'Profile not found');
    // a PIN-protected profile is deleted only with its PIN (form field `pin`, or `?pin=`)
    const refusal = pinRefusal(p, r.body.pin ?? r.query.get('pin') ?? undefined);
    if (refusal) return refusal;
    store.remove('profiles', p.id);
    return json({ code: 200, message: 'Profile deleted' });
  }, auth);
  router.add('POST', '/v2/accounts/profiles/{id}/token', (r) => {
    const p = ownProfile(r);
    if (!p) return fail(404, 'Profile not found');
    const refusal = pinRefusal(p, r.body.pin);
    if (refusal) return refusal;
    const t = ctx.issueToken(r.account, { v2: true, profile: p });
    return json({ ...t, profile: profileView(p) });
  }, auth);

  router.add('POST', '/v2/accounts/pin-codes/send', (r) => {
    const pin = String(Math.floor(1000 + Math.random() * 9000));
    store.put('pin_codes', { id: r.account.uuid, pin, expires: nowSec() + 900 }, r.account.uuid);
    ctx.mail(r.account.email, 'Your PIN code', `Your PIN code is ${pin}. It is valid for 15 minutes.`, { code: pin });
    return json({ code: 200, message: 'PIN code sent' });
  }, auth);
  router.add('POST', '/v2/accounts/pin-codes/validate', (r) => {
    if (!r.body.pin_code) return invalid({ pin_code: 'PIN code is required' });
    /** @type {[import('../limits.mjs').LimitName, string][]} */
    const subjects = [['pin-code', r.account.uuid]];
    const refused = limits.refuse(subjects);
    if (refused) return refused;
    const rec = store.get('pin_codes', r.account.uuid);
    if (!rec || rec.expires < nowSec() || rec.pin !== String(r.body.pin_code)) return limits.fail(subjects) ?? invalid({ pin_code: 'PIN code is not valid' });
    limits.clear('pin-code', r.account.uuid);
    return json({ code: 200, message: 'PIN code is valid' });
  }, auth);

  router.add('POST', '/v2/accounts/customers/data-capture', (r) => {
    const b = r.body;
    /** @type {Record<string,string>} */
    const errors = {};
    if (!b.email) errors.email = 'Email is required';
    else if (!isEmail(b.email)) errors.email = 'Email is not valid';
    if (!b.full_name) errors.full_name = 'Full name is required';
    if (!ctx.merchant(b.merchant_uuid)) errors.merchant_uuid = 'Merchant uuid is not valid';
    if (Object.keys(errors).length) return invalid(errors);
    const rec = { id: randomUUID(), email: String(b.email).toLowerCase(), full_name: b.full_name, company: b.company ?? '', merchant_uuid: b.merchant_uuid, created_at: nowSec() };
    store.put('data_captures', rec);
    return json({ ...rec, access_token: randomToken(), customer_uuid: rec.id });
  });

  /** @param {import('../http.mjs').SandboxRequest} r @param {boolean} patch */
  const external = (r, patch) => {
    const integration = r.params.integration;
    const id = `${r.account.uuid}:${integration}`;
    const prev = store.get('external_accounts', id);
    if (!patch && !r.body.item_id) return invalid({ item_id: 'Item id is required' });
    if (patch && !prev) return fail(404, 'External account not found');
    const rec = { ...(prev ?? { id, integration, account_uuid: r.account.uuid, external_id: `ext-${randomToken(6)}`, created_at: nowSec() }), ...r.body, updated_at: nowSec() };
    store.put('external_accounts', rec, r.account.uuid);
    return json(rec);
  };
  router.add('POST', '/v2/accounts/external/{integration}', (r) => external(r, false), auth);
  router.add('PATCH', '/v2/accounts/external/{integration}', (r) => external(r, true), auth);

  router.add('GET', '/v2/features', () => json([{ name: 'profiles', enabled: true }, { name: 'watch_history', enabled: true }, { name: 'favorites', enabled: true }]), auth);
}
