#!/usr/bin/env node
// Captures the payment methods, the gift journey and the donation element on the journey fixtures,
// against a fresh sandbox, into docs/screenshots/ (linked from docs/elements.md). Run after
// `npm run build`:  node scripts/screenshots-payments.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../test/e2e/browser.mjs';
import { startServers, newViewer, signInContext, fixtureUrl, openCheckout, chooseMethod, waitForElementState, CARDS } from '../test/e2e/journeys-helpers.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });

const servers = await startServers();
const browser = await launchBrowser();
const shot = async (target, name) => {
  await target.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
};

try {
  const viewer = await newViewer(servers.info);
  const context = await browser.newContext({ viewport: { width: 900, height: 900 }, deviceScaleFactor: 1 });
  await signInContext(context, servers.web.url, viewer);
  const page = await context.newPage();

  await openCheckout(page, fixtureUrl(servers, { item: 40002, fee: 60002 }));
  await page.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.querySelectorAll('[role="radio"]').length === 6);
  await chooseMethod(page, 'ideal');
  await page.locator('paywall-checkout select[name="bank"]').selectOption('rabobank');
  await page.waitForTimeout(300);
  await shot(page.locator('paywall-checkout'), 'checkout-methods-ideal');
  await chooseMethod(page, 'direct-debit');
  await page.frameLocator('paywall-checkout iframe[title="Bank account"]').locator('#name').waitFor();
  await page.waitForTimeout(500);
  await shot(page.locator('paywall-checkout'), 'checkout-direct-debit');

  await page.goto(fixtureUrl(servers, { el: 'gift', item: 40001 }));
  await waitForElementState(page, 'paywall-gift', 'ready');
  await page.waitForFunction(() => !document.querySelector('paywall-gift').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  await page.locator('paywall-gift input[name="receiverEmail"]').fill('friend@example.test');
  await page.locator('paywall-gift textarea[name="message"]').fill('Happy birthday!');
  const card = page.frameLocator('paywall-gift iframe[title="Card details"]');
  await card.locator('#number').pressSequentially(CARDS.success);
  await card.locator('#name').pressSequentially('Ada Lovelace');
  await card.locator('#expiry').pressSequentially(`12/${String(new Date().getUTCFullYear() + 3).slice(-2)}`);
  await card.locator('#cvc').pressSequentially('123');
  await page.waitForTimeout(300);
  await shot(page.locator('paywall-gift'), 'gift-buy');
  await page.locator('paywall-gift [part~="pay-button"]').click();
  await waitForElementState(page, 'paywall-gift', 'sent', 30_000);
  await page.locator('paywall-gift [part~="code"]').waitFor();
  await page.waitForTimeout(300);
  await shot(page.locator('paywall-gift'), 'gift-sent');

  await page.goto(fixtureUrl(servers, { el: 'donate', item: 40003 }));
  await waitForElementState(page, 'paywall-donate', 'ready');
  await page.locator('paywall-donate [role="radio"]', { hasText: '€10.00' }).click();
  await page.waitForTimeout(500);
  await shot(page.locator('paywall-donate'), 'donate-ready');
} finally {
  await browser.close();
  await servers.close();
}
