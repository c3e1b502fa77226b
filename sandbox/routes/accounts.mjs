// Accounts: sign-up and sign-in (v1 and v2, three grant types), logout, passwords, account info,
// export and erase and register fields (social sign-in: social.mjs; restriction settings and the age
// check of sign-up: restrictions.mjs; the SSO domain: ../sso.mjs).
import { randomUUID, createHash, randomBytes } from 'node:crypto';
import { json, fail, invalid } from '../http.mjs';
import { nowSec, randomToken } from '../platform.mjs';
import { ageRefusal } from './restrictions.mjs';

/** Whether a string looks like an e-mail address. @param {unknown} s */
export const isEmail = (s) => typeof s === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

/** @param {string} password @param {string} salt */
export const hashPassword = (password, salt) => createHash('sha256').update(`${salt}:${password}`).digest('hex');
/** @param {any} account @param {unknown} password */
export const checkPassword = (account, password) => typeof password === 'string' && hashPassword(password, account.salt) === account.password_hash;

/** @param {Record<string, any>} b @returns {Record<string,string>} */
function passwordErrors(b, field = 'password') {
  /** @type {Record<string,string>} */
  const errors = {};
  if (!b[field]) errors[field] = 'Password is required';
  else if (String(b[field]).length < 8) errors[field] = 'Password must be at least 8 characters long';
  if (b[field] && b.password_confirmation !== b[field]) errors.password_confirmation = 'Password confirmation does not match';
  return errors;
}

/** @param {import('../server.mjs').Deps} deps */
export function registerAccounts({ router, ctx, store, limits }) {
  /** @param {import('../http.mjs').SandboxRequest} req @param {{v2?: boolean}} opts */
  const signUp = (req, opts) => {
    const b = req.body;
    /** @type {Record<string,string>} */
    const errors = {};
    if (!b.full_name || !String(b.full_name).trim()) errors.full_name = 'Full name is required';
    if (!b.username) errors.username = 'Email is required';
    else if (!isEmail(b.username)) errors.username = 'Email is not valid';
    Object.assign(errors, passwordErrors(b));
    const merchant = ctx.merchant(b.client_id);
    if (!b.client_id) errors.client_id = 'Client id is required';
    else if (!merchant) errors.client_id = 'Client id is not valid';
    if (b.type && !['consumer', 'merchant'].includes(b.type)) errors.type = 'Type must be consumer or merchant';
    const young = merchant ? ageRefusal(store, merchant, b) : null;
    if (young) errors.date_of_birth = young;
    if (!errors.username && merchant && store.find('accounts', (a) => a.email === String(b.username).toLowerCase() && a.merchant_uuid === merchant.uuid)) {
      errors.username = 'An account with this email already exists';
    }
    if (Object.keys(errors).length) return invalid(errors);
    let metadata = {};
    if (b.metadata) {
      try { metadata = typeof b.metadata === 'string' ? JSON.parse(b.metadata) : b.metadata; } catch { metadata = {}; }
      if (!metadata || typeof metadata !== 'object') metadata = {};
    }
    const salt = randomBytes(8).toString('hex');
    const uuid = randomUUID();
    const account = {
      id: store.nextId('accounts', 100001), uuid, email: String(b.username).toLowerCase(), full_name: String(b.full_name).trim(),
      salt, password_hash: hashPassword(String(b.password), salt), referrer: b.referrer ?? '', metadata,
      roles: [b.type === 'merchant' ? 'merchant' : 'consumer'], merchant_id: merchant.id, merchant_uuid: merchant.uuid,
      branding_id: b.branding_id ?? null, date_of_birth: b.date_of_birth ?? null, created_at: nowSec(), updated_at: nowSec(),
    };
    store.put('accounts', { ...account, id: uuid, numeric_id: account.id }, uuid);
    return json(ctx.issueToken(storedAccount(uuid), opts));
  };

  /** @param {string} uuid */
  const storedAccount = (uuid) => {
    const a = store.get('accounts', uuid);
    return a ? { ...a, id: a.numeric_id } : null;
  };

  /** @param {import('../http.mjs').SandboxRequest} req @param {{v2?: boolean}} opts */
  const authenticate = (req, opts) => {
    const b = req.body;
    const grant = b.grant_type || 'password';
    const merchant = ctx.merchant(b.client_id);
    if (!b.client_id) return invalid({ client_id: 'Client id is required' });
    if (!merchant) return invalid({ client_id: 'Client id is not valid' });
    if (grant === 'password' || opts.v2) {
      /** @type {Record<string,string>} */
      const errors = {};
      if (!b.username) errors.username = 'Email is required';
      if (!b.password) errors.password = 'Password is required';
      if (Object.keys(errors).length) return invalid(errors);
      const email = String(b.username).toLowerCase();
      // wrong passwords are limited per account and per address: past the limit every attempt is
      // refused with 429 and Retry-After, a right password too, until the window moves on
      /** @type {[import('../limits.mjs').LimitName, string][]} */
      const subjects = [['sign-in', `${merchant.uuid}:${email}`], ['sign-in-address', req.ip]];
      const refused = limits.refuse(subjects);
      if (refused) return refused;
      const found = store.find('accounts', (a) => a.email === email && a.merchant_uuid === merchant.uuid);
      if (!found || !checkPassword(found, b.password)) return limits.fail(subjects) ?? fail(401, 'Invalid username or password');
      limits.clear('sign-in', subjects[0][1]);
      return json(ctx.issueToken(storedAccount(found.uuid), opts));
    }
    if (grant === 'client_credentials') {
      if (b.client_secret !== merchant.clientSecret) return fail(401, 'Invalid client credentials');
      let acc = store.find('accounts', (a) => a.email === merchant.email);
      if (!acc) {
        const uuid = merchant.uuid;
        acc = { id: uuid, numeric_id: merchant.id, uuid, email: merchant.email, full_name: merchant.name, salt: '', password_hash: '', roles: ['merchant'], merchant_id: merchant.id, merchant_uuid: merchant.uuid, metadata: {}, created_at: nowSec(), updated_at: nowSec() };
        store.put('accounts', acc, uuid);
      }
      return json(ctx.issueToken(storedAccount(acc.uuid), opts));
    }
    if (grant === 'refresh_token') {
      if (!b.refresh_token) return invalid({ refresh_token: 'Refresh token is required' });
      const tok = store.get('tokens', b.refresh_token);
      if (!tok || tok.kind !== 'refresh' || tok.expires < nowSec()) return fail(401, 'Invalid refresh token');
      store.remove('tokens', tok.id); // refresh tokens rotate: each is good for one use
      const acc = storedAccount(tok.account);
      if (!acc) return fail(401, 'Invalid refresh token');
      return json(ctx.issueToken(acc));
    }
    return invalid({ grant_type: 'Grant type must be password, client_credentials or refresh_token' });
  };

  router.add('POST', '/accounts', (r) => signUp(r, {}));
  router.add('POST', '/v2/accounts', (r) => signUp(r, { v2: true }));
  router.add('POST', '/accounts/authenticate', (r) => authenticate(r, {}));
  router.add('POST', '/v2/accounts/authenticate', (r) => authenticate(r, { v2: true }));

  router.add('GET', '/accounts/logout', (r) => {
    store.remove('tokens', r.token.id);
    ctx.emit(r.account.uuid, 'account.logout', { reason: 'logout', account_id: r.account.numeric_id });
    return json({ code: 200, message: 'Account logged out' });
  }, { auth: true });

  router.add('GET', '/accounts', (r) => json(ctx.accountView({ ...r.account, id: r.account.numeric_id })), { auth: true });
  router.add('PUT', '/accounts', (r) => {
    const b = r.body;
    if (!b.full_name || !String(b.full_name).trim()) return invalid({ full_name: 'Full name is required' });
    if (b.date_of_birth && Number.isNaN(Date.parse(b.date_of_birth))) return invalid({ date_of_birth: 'Date of birth is not valid' });
    if (b.date_of_birth && Date.parse(b.date_of_birth) > Date.now()) return invalid({ date_of_birth: 'Date of birth must be in the past' });
    let metadata = r.account.metadata;
    if (b.metadata !== undefined) {
      try { metadata = { ...metadata, ...(typeof b.metadata === 'string' ? JSON.parse(b.metadata) : b.metadata) }; } catch { return invalid({ metadata: 'Metadata must be a JSON object' }); }
    }
    const acc = store.update('accounts', r.account.uuid, { full_name: String(b.full_name).trim(), metadata, date_of_birth: b.date_of_birth ?? r.account.date_of_birth, updated_at: nowSec() });
    return json(ctx.accountView({ ...acc, id: acc.numeric_id }));
  }, { auth: true });

  router.add('POST', '/accounts/change-password', (r) => {
    const b = r.body;
    const errors = passwordErrors(b);
    if (!b.old_password) errors.old_password = 'Old password is required';
    else if (!checkPassword(r.account, b.old_password)) errors.old_password = 'Old password is not correct';
    if (Object.keys(errors).length) return invalid(errors);
    store.update('accounts', r.account.uuid, { password_hash: hashPassword(b.password, r.account.salt), updated_at: nowSec() });
    return json({ code: 200, message: 'Password changed' });
  }, { auth: true });

  router.add('POST', '/accounts/forgot-password', (r) => {
    const b = r.body;
    if (!b.email) return invalid({ email: 'Email is required' });
    if (!isEmail(b.email)) return invalid({ email: 'Email is not valid' });
    const merchant = ctx.merchant(b.merchant_uuid);
    if (!merchant) return invalid({ merchant_uuid: 'Merchant uuid is not valid' });
    const acc = store.find('accounts', (a) => a.email === String(b.email).toLowerCase() && a.merchant_uuid === merchant.uuid);
    if (acc) {
      const token = randomToken(12);
      store.put('reset_tokens', { id: token, account: acc.uuid, expires: nowSec() + 3600 }, acc.uuid);
      // the merchant's own page when it set one (the platform's merchant setting), else the sandbox's
      const page = ctx.passwordResetPage ? new URL(ctx.passwordResetPage) : null;
      page?.searchParams.set('token', token);
      const link = page ? page.href : `${ctx.apiBase}/sandbox/reset-password/${token}`;
      ctx.mail(acc.email, 'Reset your password', `Use this token to set a new password: ${token}\nOr open ${link}`, { link, code: token });
    }
    // The same answer whether or not the address has an account, so addresses cannot be probed.
    return json({ code: 200, message: 'If the email exists, a reset link has been sent to it' });
  });

  router.add('PUT', '/accounts/forgot-password/{token}', (r) => {
    const tok = store.get('reset_tokens', r.params.token);
    if (!tok || tok.expires < nowSec()) return fail(404, 'The reset token is not valid or has expired');
    const b = r.body;
    const errors = passwordErrors(b);
    if (Object.keys(errors).length) return invalid(errors);
    const acc = store.get('accounts', tok.account);
    store.update('accounts', acc.uuid, { password_hash: hashPassword(b.password, acc.salt), updated_at: nowSec() });
    store.remove('reset_tokens', tok.id);
    return json({ code: 200, message: 'Password changed' });
  });

  router.add('GET', '/accounts/register-fields/{merchant}', (r) => {
    if (!ctx.merchant(r.params.merchant)) return fail(404, 'Merchant not found');
    return json({
      collection: [
        { id: 1, name: 'full_name', label: 'Full name', type: 'input', required: true, default_value: '', placeholder: 'Your name', options: [] },
        { id: 2, name: 'email_address', label: 'Email', type: 'input', required: true, default_value: '', placeholder: 'you@example.com', options: [] },
        { id: 3, name: 'date_of_birth', label: 'Date of birth', type: 'datepicker', required: false, default_value: '', placeholder: '', options: [] },
        { id: 4, name: 'country', label: 'Country', type: 'country', required: false, default_value: 'NL', placeholder: '', options: [] },
        { id: 5, name: 'newsletter', label: 'Send me the newsletter', type: 'checkbox', required: false, default_value: 'false', placeholder: '', options: [] },
      ],
    });
  });

  router.add('POST', '/accounts/export', (r) => {
    if (r.body.password !== undefined && r.body.password !== '' && !checkPassword(r.account, r.body.password)) return invalid({ password: 'Password is not correct' });
    const data = { account: ctx.accountView({ ...r.account, id: r.account.numeric_id }), transactions: store.list('transactions', { owner: r.account.uuid }), accesses: store.list('accesses', { owner: r.account.uuid }) };
    ctx.mail(r.account.email, 'Your data export', JSON.stringify(data, null, 2));
    return json({ code: 200, message: 'Your data export has been sent to your email' });
  }, { auth: true });

  router.add('DELETE', '/accounts/erase', (r) => {
    if (!r.body.password) return invalid({ password: 'Password is required' });
    if (!checkPassword(r.account, r.body.password)) return invalid({ password: 'Password is not correct' });
    const uuid = r.account.uuid;
    for (const t of ['tokens', 'profiles', 'favorites', 'watch_history', 'iot_creds', 'cards', 'mandates']) store.removeOwned(t, uuid);
    store.remove('accounts', uuid);
    ctx.emit(uuid, 'account.erased', {});
    return json({ code: 200, message: 'Account erased' });
  }, { auth: true });
}
