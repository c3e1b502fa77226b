// Social sign-in as the platform runs it: GET /accounts/social?state= names one URL per provider
// (facebook, google, twitter); the provider's page (here a sandbox stand-in with a form, where the
// real one asks for the provider's own credentials) signs the viewer in or up with the e-mail the
// provider confirms, and the platform sends the viewer back to the `redirect` of the state with the
// token record in the fragment: `#access_token=…&refresh_token=…&expires=…&state=…` (the fragment never
// reaches a server nor a Referer). Cancelling sends `#error=access_denied&state=…` back. The state is
// `base64(JSON {client_id, redirect, …})` as the platform's own web apps build it; a state that does
// not decode, names no merchant, or sends the viewer to an address that is not on this machine or an
// allowed origin gets an error page and no redirect.
import { randomUUID } from 'node:crypto';
import { fail, json, page, escapeHtml, redirect as seeOther } from '../http.mjs';
import { nowSec } from '../platform.mjs';
import { isEmail } from './accounts.mjs';

/** The providers the platform's social URLs name. */
export const PROVIDERS = ['facebook', 'google', 'twitter'];

const style = 'body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#111827}h1{font-size:1.3rem}label{display:block;margin:.8rem 0 .3rem}input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #9ca3af;border-radius:.4rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;margin:1rem .5rem 0 0;cursor:pointer}.ok{background:#1d4ed8;color:#fff}.no{background:#e5e7eb}small{color:#6b7280}';
const layout = (/** @type {string} */ title, /** @type {string} */ body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${style}</style></head><body>${body}</body></html>`;
const label = (/** @type {string} */ p) => ({ facebook: 'Facebook', google: 'Google', twitter: 'Twitter' }[p] ?? p);

/** @param {import('../server.mjs').Deps} deps */
export function registerSocial({ router, ctx, store }) {
  /**
   * What a state says, or why it cannot be used.
   * @param {string | null | undefined} state
   * @returns {{merchant: any, redirect: string} | {error: string}}
   */
  const readState = (state) => {
    let v;
    try { v = JSON.parse(Buffer.from(String(state ?? ''), 'base64').toString('utf8')); } catch { return { error: 'The sign-in request is not valid.' }; }
    const merchant = ctx.merchant(v?.client_id ?? v?.uuid);
    if (!merchant) return { error: 'The sign-in request names no merchant.' };
    if (typeof v.redirect !== 'string' || !ctx.returnAllowed(v.redirect)) return { error: 'The sign-in request would send you to an address the merchant does not use.' };
    return { merchant, redirect: v.redirect.split('#')[0] };
  };

  router.add('GET', '/accounts/social', (r) => {
    const state = r.query.get('state') ?? '';
    const url = (/** @type {string} */ p) => `${ctx.apiBase}/sandbox/social/${p}?state=${encodeURIComponent(state)}`;
    return json({ social_urls: PROVIDERS.map((p) => ({ [p]: url(p) })) });
  });

  router.add('GET', '/sandbox/social/{provider}', (r) => {
    const provider = r.params.provider;
    if (!PROVIDERS.includes(provider)) return fail(404, 'Provider not supported');
    const s = readState(r.query.get('state'));
    if ('error' in s) return page(layout('Sign-in failed', `<h1>Sign-in failed</h1><p>${escapeHtml(s.error)}</p>`), 400);
    return page(layout(`Sign in with ${label(provider)}`, `<h1>Sign in with ${escapeHtml(label(provider))}</h1>
<p><small>The sandbox's stand-in for ${escapeHtml(label(provider))}: the real page asks for your ${escapeHtml(label(provider))} account; this one takes the e-mail address the provider would confirm. ${escapeHtml(s.merchant.name)} will know your name and e-mail address.</small></p>
<form method="post"><input type="hidden" name="state" value="${escapeHtml(r.query.get('state'))}">
<label for="email">E-mail address</label><input id="email" name="email" type="email" autocomplete="email" required value="">
<label for="full_name">Name</label><input id="full_name" name="full_name" autocomplete="name" value="">
<button class="ok" name="answer" value="allow">Continue to ${escapeHtml(s.merchant.name)}</button><button class="no" name="answer" value="deny" formnovalidate>Cancel</button></form>`));
  });

  router.add('POST', '/sandbox/social/{provider}', (r) => {
    const provider = r.params.provider;
    if (!PROVIDERS.includes(provider)) return fail(404, 'Provider not supported');
    const b = r.body;
    const s = readState(b.state);
    if ('error' in s) return page(layout('Sign-in failed', `<h1>Sign-in failed</h1><p>${escapeHtml(s.error)}</p>`), 400);
    const back = (/** @type {Record<string, string>} */ fields) => seeOther(`${s.redirect}#${new URLSearchParams({ ...fields, state: String(b.state) })}`);
    if (b.answer === 'deny') return back({ error: 'access_denied' });
    if (!isEmail(b.email)) return page(layout('Sign-in failed', '<h1>Sign-in failed</h1><p>The provider did not confirm an e-mail address.</p>'), 400);
    const email = String(b.email).toLowerCase();
    let acc = store.find('accounts', (a) => a.email === email && a.merchant_uuid === s.merchant.uuid);
    if (!acc) {
      const uuid = randomUUID();
      acc = {
        id: uuid, numeric_id: store.nextId('accounts', 100001), uuid, email, full_name: String(b.full_name ?? '').trim() || email.split('@')[0],
        salt: '', password_hash: '', referrer: s.redirect, metadata: {}, social: provider, roles: ['consumer'], merchant_id: s.merchant.id,
        merchant_uuid: s.merchant.uuid, branding_id: null, date_of_birth: null, created_at: nowSec(), updated_at: nowSec(),
      };
      store.put('accounts', acc, uuid);
    }
    const t = ctx.issueToken({ ...acc, id: acc.numeric_id });
    return back({ access_token: t.access_token, refresh_token: t.refresh_token, expires: String(t.expires) });
  });
}
