// Payment methods beyond the card: the wallet sheet that stands in for Apple Pay and Google Pay on
// the web, iDEAL's issuer list, and the small rules the v2 payments share (a voucher that brings the
// price to zero needs no card; the donation minimum of a currency).
import { json, fail, page, redirect, escapeHtml } from '../http.mjs';
import { withParams } from './control.mjs';

/** iDEAL issuers the sandbox accepts (the payment provider's bank codes). */
export const IDEAL_BANKS = [
  'abn_amro', 'asn_bank', 'bunq', 'handelsbanken', 'ing', 'knab', 'moneyou', 'n26', 'nn', 'rabobank',
  'regiobank', 'revolut', 'sns_bank', 'triodos_bank', 'van_lanschot', 'yoursafe',
];

/** The wallets the sandbox simulates, by payment method name. */
export const WALLETS = { 'apple pay on web': 'Apple Pay', 'google pay on web': 'Google Pay' };

/** The smallest amount the processor charges per currency (a donation below it is refused). */
export const CURRENCY_MINIMUM = { EUR: 0.5, USD: 0.5, GBP: 0.3, CHF: 0.5, DKK: 2.5, NOK: 3, SEK: 3 };

/** The minimum donation in `currency`: the currency's processor minimum, or the item's own when higher. @param {string} currency @param {number} [own] */
export function donationMinimum(currency, own = 0) {
  return Math.max(/** @type {Record<string, number>} */ (CURRENCY_MINIMUM)[currency] ?? 0.5, Number(own) || 0);
}

const SHEET_STYLE = `body{background:#0b0b0f;color:#f5f5f7;display:grid;place-items:end center;min-height:100vh;margin:0}
.sheet{background:#1c1c1e;border-radius:16px 16px 0 0;padding:20px 24px 28px;width:min(28rem,100%)}.row{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #2c2c2e}
.pay{background:#f5f5f7;color:#0b0b0f;width:100%;margin-top:16px}.cancel{background:transparent;color:#0a84ff;width:100%}`;

/** @param {string} title @param {string} body */
const sheet = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif}button{font:inherit;padding:.7rem 1.2rem;border-radius:.6rem;border:0;cursor:pointer}${SHEET_STYLE}</style></head><body>${body}</body></html>`;

/** @param {import('../server.mjs').Deps & {processor: import('../processor.mjs').Processor}} deps */
export function registerMethods({ router, ctx, store, processor }) {
  /** @param {string} pi */
  const walletIntent = (pi) => {
    const intent = store.get('intents', pi);
    return intent && intent.kind === 'wallet_payment' ? intent : null;
  };

  // The wallet sheet: what the browser's Apple Pay or Google Pay sheet shows, as a page the checkout
  // opens in its bank frame (or at the top level). Pay completes the payment; Cancel fails it.
  router.add('GET', '/sandbox/bank/wallet/{pi}', (r) => {
    const intent = walletIntent(r.params.pi);
    if (!intent) return page(sheet('Wallet', '<h1>Unknown payment</h1>'), 404);
    const wallet = /** @type {Record<string, string>} */ (WALLETS)[String(intent.method).toLowerCase()] ?? 'Wallet';
    if (intent.status !== 'requires_action') return page(sheet(wallet, `<div class="sheet"><h1>${escapeHtml(wallet)}</h1><p>This payment is already ${escapeHtml(intent.status)}.</p></div>`));
    const amount = `${escapeHtml(intent.currency)} ${escapeHtml(intent.amount.toFixed(2))}`;
    return page(sheet(wallet, `<form method="post" class="sheet" aria-label="${escapeHtml(wallet)}"><h1>${escapeHtml(wallet)}</h1>
<div class="row"><span>Pay Sandbox Films</span><b>${amount}</b></div><div class="row"><span>${escapeHtml(intent.description ?? 'Payment')}</span></div>
<div class="row"><span>Card</span><span>Visa •••• 4242 (sandbox wallet)</span></div>
<button class="pay" name="outcome" value="approve">Pay with ${escapeHtml(wallet)}</button><button class="cancel" name="outcome" value="fail">Cancel</button>
<p><small>Sandbox wallet: no money moves.</small></p></form>`));
  });
  router.add('POST', '/sandbox/bank/wallet/{pi}', (r) => {
    const intent = walletIntent(r.params.pi);
    if (!intent) return fail(404, 'Payment intent not found');
    const approve = r.body.outcome === 'approve';
    if (intent.status === 'requires_action') processor.finish(intent.id, approve, 'The payment was cancelled in the wallet.');
    // checked when the payment was made, and again here: the sheet never sends the viewer off-site
    const to = intent.return_url && ctx.returnAllowed(intent.return_url) ? intent.return_url : `${ctx.apiBase}/`;
    const back = withParams(to, { payment_intent: intent.id, redirect_status: approve ? 'succeeded' : 'failed' });
    if (r.query.get('format') === 'json' || String(r.headers.accept ?? '').includes('application/json')) return json({ code: 200, redirect_to_url: back });
    return redirect(back);
  });
}
