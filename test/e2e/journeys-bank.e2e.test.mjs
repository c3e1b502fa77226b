// 3-D Secure for a subscription in Chromium against a fresh sandbox: the bank's page opens in the
// full-page, sandboxed bank frame over the page; Cancel brings the form back; approving in the frame
// sends the viewer back to this site, the frame closes and the checkout confirms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import { CARDS, fixtureUrl, openCheckout, typeCard, payButton, waitForState, assertCleanJourney } from './journeys-helpers.mjs';

let servers;
const viewerPage = journeySetup((s) => {
  servers = s;
});

const bankDialog = (page) => page.evaluate(() => {
  const d = document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('[part~="bank-dialog"]');
  const f = d?.querySelector('iframe');
  return d ? { open: d.open, modal: d.matches(':modal'), src: f?.getAttribute('src') ?? '', sandbox: f?.getAttribute('sandbox') ?? '' } : null;
});

async function startSubscription(page) {
  await openCheckout(page, fixtureUrl(servers, { item: 50001, fee: 61002 }));
  await typeCard(page, CARDS.threeDS);
  await payButton(page).click();
  await page.waitForFunction(() => document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('[part~="bank-dialog"]')?.open, null, { timeout: 20_000 });
}

test('a subscription asking for 3-D Secure shows the bank page in a sandboxed full-page frame; Cancel restores the form', async () => {
  const { context, page } = await viewerPage();
  await startSubscription(page);
  const bank = await bankDialog(page);
  assert.equal(bank.modal, true, 'in the top layer, covering the page');
  assert.match(bank.src, new RegExp(`^${servers.info.apiBase.replace(/[.]/g, '\\.')}/sandbox/bank/3ds/pi_`));
  assert.equal(bank.sandbox, 'allow-scripts allow-forms allow-same-origin allow-popups allow-top-navigation-by-user-activation');
  assert.equal(await page.url().includes('/fixtures/checkout.html'), true, 'the page itself stays');
  assert.equal(await waitForState(page, 'requires-action'), 'requires-action');
  await page.locator('paywall-checkout [part~="bank-cancel"]').click();
  assert.equal(await waitForState(page, 'ready'), 'ready');
  assert.equal(await bankDialog(page), null, 'the bank frame is gone');
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  assertCleanJourney(assert, assertClean, page, 'bank cancel', [402]);
  await context.close();
});

test('approving in the bank frame returns to this site, closes the frame and the subscription succeeds', async () => {
  const { context, page } = await viewerPage();
  await startSubscription(page);
  const frame = page.frameLocator('paywall-checkout iframe[title="Your bank"]');
  await frame.getByRole('button', { name: 'Approve' }).click();
  await page.waitForFunction(() => !document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('[part~="bank-dialog"]'), null, { timeout: 20_000 });
  // the platform completes the approved subscription and publishes subscribe.success
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.equal(page.url().includes('ippwat'), false, 'the top page never left');
  assertCleanJourney(assert, assertClean, page, 'bank approve', [402]);
  await context.close();
});
