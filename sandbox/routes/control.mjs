// Test controls (/sandbox/*), the mailbox page, and the sandbox bank pages for 3-D Secure, iDEAL and
// PayPal approvals.
import { json, fail, invalid, page, redirect, escapeHtml } from '../http.mjs';
import { clock, nowSec } from '../platform.mjs';
import { parseFault } from '../faults.mjs';
import { hashPassword } from './accounts.mjs';

/** @param {string} title @param {string} body */
const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#111827}h1{font-size:1.4rem}.card{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;margin-right:.5rem;cursor:pointer}.ok{background:#15803d;color:#fff}.no{background:#b91c1c;color:#fff}pre{white-space:pre-wrap;background:#f3f4f6;padding:.75rem;border-radius:.4rem}small{color:#6b7280}</style></head><body>${body}</body></html>`;

/**
 * Appends query parameters to a return URL, keeping the ones it has (e.g. ippwat=ppv).
 * @param {string} url
 * @param {Record<string, string>} params
 */
export function withParams(url, params) {
  try {
    const u = new URL(url);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return u.toString();
  } catch {
    return url;
  }
}

/** @param {import('../server.mjs').Deps & {processor: import('../processor.mjs').Processor}} deps */
export function registerControl(deps) {
  const { router, ctx, store, faults, processor, limits } = deps;

  router.add('GET', '/', () => page(layout('Sandbox platform', `<h1>Sandbox platform</h1><p>A local stand-in for the paywall platform.</p><ul><li><a href="/sandbox/seed">Seeded data (JSON)</a></li><li><a href="/sandbox/mailbox">Mailbox</a></li><li><a href="/sandbox/info">Instance info</a></li></ul>`)));
  router.add('GET', '/sandbox/seed', () => json(deps.sandbox.seed));
  router.add('GET', '/sandbox/info', () => json(deps.sandbox.info()));
  // the merchant's page for a new password, which reset mails link to (empty: the sandbox's own page)
  router.add('PUT', '/sandbox/password-reset-page', (r) => {
    const url = String(r.body.url ?? '').trim();
    if (url) {
      try {
        if (!/^https?:$/.test(new URL(url).protocol)) throw new Error('not http');
      } catch {
        return invalid({ url: 'The page must be an http or https address' });
      }
    }
    deps.sandbox.setPasswordResetPage(url || null);
    return json({ code: 200, url: url || null });
  });
  router.add('POST', '/sandbox/reset', async () => { await deps.sandbox.reset(); return json({ code: 200, message: 'Sandbox reset to its seed' }); });

  router.add('GET', '/sandbox/mailbox', (r) => {
    const to = (r.query.get('to') ?? '').toLowerCase();
    const mails = (to ? store.list('mail', { owner: to }) : store.list('mail')).reverse();
    if (r.query.get('format') === 'json') return json({ collection: mails, total: mails.length });
    const items = mails.map((m) => `<div class="card"><div><b>${escapeHtml(m.subject)}</b></div><small>to ${escapeHtml(m.to)} at ${new Date(m.created_at * 1000).toISOString()}</small><pre>${escapeHtml(m.text)}</pre>${m.link ? `<a href="${escapeHtml(m.link)}">Open link</a>` : ''}</div>`).join('');
    return page(layout('Sandbox mailbox', `<h1>Sandbox mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h1><form><input name="to" placeholder="recipient e-mail" value="${escapeHtml(to)}"> <button>Show</button></form>${items || '<p>No mail yet.</p>'}`));
  });

  router.add('GET', '/sandbox/reset-password/{token}', (r) => {
    const tok = store.get('reset_tokens', r.params.token);
    if (!tok || tok.expires < nowSec()) return page(layout('Reset password', '<h1>This reset link is not valid or has expired.</h1>'), 404);
    const t = escapeHtml(r.params.token);
    return page(layout('Reset password', `<h1>Choose a new password</h1>
<form method="post" action="/sandbox/reset-password/${t}"><p><label>New password <input type="password" name="password" minlength="8" required></label></p><p><label>Repeat it <input type="password" name="password_confirmation" minlength="8" required></label></p><button class="ok">Set password</button></form>
<p><small>Sites can instead send <code>PUT /accounts/forgot-password/${t}</code> with <code>password</code> and <code>password_confirmation</code>.</small></p>`));
  });
  router.add('POST', '/sandbox/reset-password/{token}', (r) => {
    const tok = store.get('reset_tokens', r.params.token);
    if (!tok || tok.expires < nowSec()) return page(layout('Reset password', '<h1>This reset link is not valid or has expired.</h1>'), 404);
    const { password, password_confirmation: confirmation } = r.body;
    if (!password || String(password).length < 8 || password !== confirmation) {
      return page(layout('Reset password', `<h1>The passwords must match and be at least 8 characters long.</h1><p><a href="/sandbox/reset-password/${escapeHtml(r.params.token)}">Try again</a></p>`), 422);
    }
    const acc = store.get('accounts', tok.account);
    store.update('accounts', acc.uuid, { password_hash: hashPassword(String(password), acc.salt), updated_at: nowSec() });
    store.remove('reset_tokens', tok.id);
    return page(layout('Reset password', '<h1>Your password has been changed.</h1><p>You can sign in with it now.</p>'));
  });
  router.add('GET', '/sandbox/terms', () => page(layout('Terms', '<h1>Sandbox terms</h1><p>Nothing here is real: no money moves.</p>')));
  router.add('GET', '/sandbox/privacy', () => page(layout('Privacy', '<h1>Sandbox privacy</h1><p>Data stays on this machine.</p>')));

  router.add('POST', '/sandbox/events', async (r) => {
    const b = r.body;
    const topic = b.topic ?? b.account;
    if (!topic) return invalid({ account: 'Account uuid (or topic) is required' });
    if (b.message !== undefined) {
      await deps.sandbox.publish(String(topic), typeof b.message === 'string' ? b.message : JSON.stringify(b.message));
      return json({ code: 200, message: 'Published' });
    }
    if (!b.type) return invalid({ type: 'Event type is required' });
    const event = { type: b.type, timestamp: b.timestamp ?? nowSec(), resource: b.resource ?? {} };
    await deps.sandbox.publish(String(topic), JSON.stringify(event));
    return json({ code: 200, message: 'Published', event });
  });
  router.add('GET', '/sandbox/events', (r) => {
    const account = r.query.get('account');
    if (!account) return invalid({ account: 'Account uuid is required' });
    return json({ collection: store.list('events', { owner: account }).map(({ id: _id, account: _a, ...e }) => e) });
  });

  router.add('GET', '/sandbox/charges', (r) => {
    const account = r.query.get('account');
    const list = store.list('transactions', { owner: account ?? undefined, where: (t) => t.status === 'success' && t.charged_amount > 0 });
    return json({ collection: list, total: list.length });
  });
  router.add('GET', '/sandbox/accounts/{email}', (r) => {
    const a = store.find('accounts', (x) => x.email === r.params.email.toLowerCase());
    return a ? json(ctx.accountView(a)) : fail(404, 'Account not found');
  });

  router.add('POST', '/sandbox/accesses/revoke', (r) => {
    const { account, item_id: itemId } = r.body;
    if (!account) return invalid({ account: 'Account uuid is required' });
    const list = store.list('accesses', { owner: String(account), where: (a) => !a.revoked && (!itemId || String(a.item_id) === String(itemId)) });
    for (const a of list) {
      store.update('accesses', a.id, { revoked: true, expires_at: nowSec() });
      ctx.emit(String(account), 'access.revoked', { item_id: a.item_id, access_fee_id: a.access_fee_id });
    }
    return json({ code: 200, revoked: list.length });
  });
  router.add('POST', '/sandbox/subscriptions/{id}/end', (r) => {
    const sub = store.get('subscriptions', r.params.id);
    if (!sub) return fail(404, 'Subscription not found');
    store.update('subscriptions', sub.id, { status: 'ended', next_billing_date: nowSec(), updated_at: nowSec() });
    const list = store.list('accesses', { owner: sub.account, where: (a) => !a.revoked && a.subscription_id === String(sub.id) });
    for (const a of list) {
      store.update('accesses', a.id, { revoked: true, expires_at: nowSec() });
      ctx.emit(sub.account, 'access.revoked', { item_id: a.item_id, access_fee_id: a.access_fee_id, subscription_id: sub.id });
    }
    return json({ code: 200, message: 'Subscription ended', revoked: list.length });
  });

  router.add('POST', '/sandbox/tokens/expire', (r) => {
    const tok = r.body.token && store.get('tokens', String(r.body.token));
    if (!tok) return invalid({ token: 'Token not found' });
    store.update('tokens', tok.id, { expires: nowSec() - 1 });
    return json({ code: 200, message: 'Token expired' });
  });
  router.add('POST', '/sandbox/tokens/ttl', (r) => {
    const s = Number(r.body.seconds);
    if (!Number.isFinite(s) || s < 1) return invalid({ seconds: 'Seconds must be a positive number' });
    ctx.tokenTtl = s;
    return json({ code: 200, tokenTtlSeconds: s });
  });
  router.add('POST', '/sandbox/iot/expire', (r) => {
    const { accessKey, account } = r.body;
    const list = store.list('iot_creds', { where: (c) => (accessKey ? c.accessKey === accessKey : account ? c.account === account : true) });
    for (const c of list) store.update('iot_creds', c.id, { expiresAt: Date.now() - 1 });
    return json({ code: 200, expired: list.length });
  });
  router.add('POST', '/sandbox/iot/ttl', (r) => {
    const s = Number(r.body.seconds);
    if (!Number.isFinite(s) || s < 1) return invalid({ seconds: 'Seconds must be a positive number' });
    ctx.iotTtl = s;
    return json({ code: 200, iotTtlSeconds: s });
  });

  router.add('GET', '/sandbox/faults', () => json({ collection: faults.all() }));
  router.add('POST', '/sandbox/faults', (r) => {
    if (!r.body.fault || !parseFault(String(r.body.fault))) return invalid({ fault: 'Fault is required, e.g. status=503 or latency=800' });
    const count = r.body.count !== undefined ? Number(r.body.count) : undefined;
    if (count !== undefined && !(count >= 1)) return invalid({ count: 'Count must be a positive number' });
    try { return json(faults.add({ method: r.body.method, path: r.body.path, fault: String(r.body.fault), count })); } catch { return invalid({ path: 'Path is not a valid pattern' }); }
  });
  router.add('DELETE', '/sandbox/faults', () => { faults.clear(); return json({ code: 200, message: 'Faults cleared' }); });
  // the clock: renewals, the end of a cancelled subscription's paid period and expiries without waiting
  router.add('GET', '/sandbox/limits', () => json({ limits: limits.list() }));
  router.add('POST', '/sandbox/limits', (r) => {
    const problem = limits.set(r.body);
    return problem ? fail(400, problem) : json({ limits: limits.list() });
  });
  router.add('DELETE', '/sandbox/limits', () => { limits.reset(); return json({ limits: limits.list() }); });

  router.add('GET', '/sandbox/clock', () => json({ now: nowSec(), offset: clock.offset }));
  router.add('POST', '/sandbox/clock', (r) => {
    const seconds = Number(r.body.advance);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 10 * 365 * 86400) return invalid({ advance: 'Advance must be a number of seconds, up to ten years' });
    clock.advance(Math.floor(seconds));
    return json({ now: nowSec(), offset: clock.offset });
  });
  router.add('DELETE', '/sandbox/clock', () => { clock.reset(); return json({ now: nowSec(), offset: 0 }); });

  router.add('POST', '/sandbox/broker/disconnect', (r) => json({ code: 200, dropped: deps.broker.disconnect(r.body.account || undefined) }));
  router.add('POST', '/sandbox/broker/refuse', (r) => {
    const ms = Number(r.body.ms ?? 5000);
    const status = Number(r.body.status ?? 403);
    if (!Number.isFinite(ms) || ms < 0) return invalid({ ms: 'ms must be a non-negative number' });
    deps.broker.refuse(ms, status);
    return json({ code: 200, refusingFor: ms, status });
  });
  router.add('GET', '/sandbox/broker', (r) => json({ clients: deps.broker.count(r.query.get('account') || undefined) }));

  // Whether the bank pages refuse to be framed (X-Frame-Options: DENY), as many real banks do.
  const bankFraming = { deny: false };
  router.add('POST', '/sandbox/bank-framing', (r) => {
    bankFraming.deny = r.body.deny === true || r.body.deny === 'true';
    return json({ code: 200, deny: bankFraming.deny });
  });

  // Bank pages: the viewer approves or fails; the page then returns to the merchant's return_url.
  const kinds = { '3ds': ['payment', 'subscription', 'donation'], ideal: ['ideal_payment', 'ideal_subscription'], paypal: ['external_payment', 'external_subscription'] };
  /** @param {any} r */
  const intentFor = (r) => {
    const list = /** @type {Record<string, string[]>} */ (kinds)[r.params.bank];
    const intent = list ? store.get('intents', r.params.pi) : null;
    return intent && list.includes(intent.kind) ? intent : null;
  };
  router.add('GET', '/sandbox/bank/{bank}/{pi}', (r) => {
    const intent = intentFor(r);
    if (!intent) return page(layout('Sandbox bank', '<h1>Unknown payment</h1>'), 404);
    const title = r.params.bank === 'ideal' ? `iDEAL: ${escapeHtml(intent.bank ?? 'bank')}` : r.params.bank === 'paypal' ? 'PayPal (sandbox)' : '3-D Secure check';
    if (intent.status !== 'requires_action') return page(layout(title, `<h1>${title}</h1><p>This payment is already ${escapeHtml(intent.status)}.</p>`));
    const bank = page(layout(title, `<h1>${title}</h1><div class="card"><p>${escapeHtml(intent.description ?? 'Payment')}</p><p><b>${escapeHtml(intent.currency)} ${escapeHtml(intent.amount.toFixed(2))}</b></p>
<form method="post"><button class="ok" name="outcome" value="approve">Approve</button><button class="no" name="outcome" value="fail">Fail</button></form></div><small>Sandbox bank: no money moves.</small>`));
    // a bank that refuses to be framed (many do): the bank frame must still leave a way out
    if (bankFraming.deny) bank.headers = { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" };
    return bank;
  });
  router.add('POST', '/sandbox/bank/{bank}/{pi}', (r) => {
    const intent = intentFor(r);
    if (!intent) return fail(404, 'Payment intent not found');
    const approve = r.body.outcome === 'approve';
    if (intent.status === 'requires_action') {
      // one-off payments and donations wait for the client's confirmation (POST with pi_id), as the
      // platform's own client confirms them; the platform completes subscriptions by itself
      if (r.params.bank === '3ds' && intent.kind !== 'subscription') store.update('intents', intent.id, { status: approve ? 'approved' : 'bank_failed' });
      else processor.finish(intent.id, approve, 'The payment was not authorised by your bank.');
    }
    // checked when the payment was made, and again here: the bank page never sends the viewer off-site
    const back = intent.return_url && ctx.returnAllowed(intent.return_url) ? intent.return_url : `${ctx.apiBase}/`;
    const params = { payment_intent: intent.id, redirect_status: approve ? 'succeeded' : 'failed' };
    if (r.query.get('format') === 'json' || String(r.headers.accept ?? '').includes('application/json')) return json({ code: 200, redirect_to_url: withParams(back, params) });
    return redirect(withParams(back, params));
  });
}
