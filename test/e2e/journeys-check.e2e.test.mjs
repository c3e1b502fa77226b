// The payment check page in Chromium against a fresh sandbox: on a content.payment_check route it
// moves to the success route once the platform confirms, and to the failed route when the failure
// event arrives (the site's reaction table decides; the route templates point at a fixture page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import { CARDS, api, charges, assertCleanJourney } from './journeys-helpers.mjs';
import { FUTURE_YEAR } from '../helpers/card-dates.ts';

let servers;
const viewerPage = journeySetup((s) => {
  servers = s;
});

const ROUTES = JSON.stringify({
  'content.payment_success': '/fixtures/checkout-outcome.html?outcome=success&item={contentId}',
  'content.payment_failed': '/fixtures/checkout-outcome.html?outcome=failed&item={contentId}',
});

function checkPage(item) {
  const q = new URLSearchParams({
    api: servers.info.apiBase, merchant: servers.info.merchantUuid, item: String(item), check: '1', route: 'content.payment_check', routes: ROUTES,
  });
  return `${servers.web.url}/fixtures/checkout.html?${q}`;
}

test('the payment check moves to the content success route once the platform confirms the purchase', async () => {
  const { viewer, context, page } = await viewerPage();
  await api(servers.info, '/payments', {
    method: 'POST', token: viewer.record.token,
    form: { number: CARDS.success, card_name: 'Ada', exp_month: '12', exp_year: String(FUTURE_YEAR), cvv: '123', access_fee: '60021', payment_method: '1', referrer: servers.web.url, return_url: servers.web.url },
  });
  assert.equal((await charges(servers.info, viewer)).length, 1);
  await page.goto(checkPage(40001));
  await page.waitForURL(/checkout-outcome\.html\?outcome=success&item=40001/, { timeout: 20_000 });
  assertCleanJourney(assert, assertClean, page, 'check success', [402]);
  await context.close();
});

test('the payment check moves to the content failed route when the failure event arrives', async () => {
  const { viewer, context, page } = await viewerPage();
  await page.goto(checkPage(40002));
  await page.waitForFunction(() => document.querySelector('paywall-payment-check')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'waiting');
  assert.equal(await page.locator('paywall-payment-check [part~="loading"]').isVisible(), true, 'the preloader shows');
  // the element says when its payment events are live; one event published from then on arrives
  await page.waitForFunction(() => document.querySelector('paywall-payment-check')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-live') === 'true', undefined, { timeout: 15_000 });
  const message = JSON.stringify({ type: 'payment.card.failed', timestamp: Math.floor(Date.now() / 1000), resource: { transaction: 'T-check-1', access_fee_id: 60002, code: 422, message: 'Your card was declined.' } });
  await api(servers.info, '/sandbox/events', { method: 'POST', form: { account: viewer.uuid, message } });
  await page.waitForURL(/\/fixtures\/checkout-outcome\.html\?outcome=failed&item=40002/, { timeout: 10_000 });
  assertCleanJourney(assert, assertClean, page, 'check failed', [402]);
  await context.close();
});
