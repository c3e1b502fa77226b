#!/usr/bin/env node
// Captures the main states of the elements on the script-tag example, against a fresh sandbox,
// into docs/screenshots/ (linked from docs/elements.md). Run after `npm run build`:
//   node scripts/screenshots.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../sandbox/server.mjs';
import { startStaticServer } from './static-server.mjs';
import { launchBrowser } from '../test/e2e/browser.mjs';
import { typeCard, payButton, waitForState, signUpInCheckout, elementState as state, waitForElementState as waitElement } from '../test/e2e/journeys-helpers.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });

const sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
const apiHost = new URL(sandbox.apiBase).host;
const web = await startStaticServer({
  mounts: { '/': 'examples', '/dist/': 'dist' },
  handle(req, res) {
    if (new URL(req.url, 'http://x').pathname !== '/script-tag/') return false;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(readFileSync('examples/script-tag/index.html', 'utf8').replaceAll('127.0.0.1:4010', apiHost));
    return true;
  },
});
const browser = await launchBrowser();
const shot = async (target, name) => {
  await target.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
};

async function purchase(page, card) {
  await page.locator('paywall-pricing [part~="card"][data-access-fee-id="60001"] [part~="choose"]').click();
  await waitForState(page, ['signed-out', 'ready']);
  if ((await page.evaluate(() => document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="base"]').getAttribute('data-state'))) === 'signed-out') {
    await signUpInCheckout(page, { name: 'Ada Lovelace', email: `ada-${Date.now()}@example.test` });
  }
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  await typeCard(page, card);
}

try {
  const context = await browser.newContext({ viewport: { width: 1100, height: 820 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(web.url + '/script-tag/');
  await waitElement(page, 'paywall-gate', 'locked');
  await waitElement(page, 'paywall-pricing', 'ready');
  await page.waitForTimeout(300);
  await shot(page.locator('paywall-gate'), 'gate-locked');
  await shot(page.locator('paywall-pricing'), 'pricing-ready');
  await shot(page.locator('paywall-login'), 'login-sign-in');
  await page.locator('paywall-login [part~="link-sign-up"]').click();
  await waitElement(page, 'paywall-login', 'sign-up');
  await page.waitForTimeout(300);
  await shot(page.locator('paywall-login'), 'login-sign-up');

  await page.locator('paywall-pricing [part~="card"][data-access-fee-id="60001"] [part~="choose"]').click();
  await waitForState(page, 'signed-out');
  await page.waitForTimeout(300);
  await shot(page, 'checkout-signed-out');
  await page.keyboard.press('Escape');
  await purchase(page, '4000000000000002');
  await shot(page, 'checkout-ready');
  await payButton(page).click();
  await page.waitForFunction(() => document.querySelector('paywall-dialogs')?.shadowRoot?.querySelector('dialog[open]'));
  await page.waitForTimeout(300);
  await shot(page, 'dialogs-payment-failed');
  await page.locator('paywall-dialogs [part~="dialog-close"]').first().click();

  await page.waitForTimeout(300);
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('paywall-toast', { detail: { kind: 'success', title: 'Thank you', message: 'Payment completed' } })));
  await page.waitForTimeout(300);
  await shot(page.locator('paywall-toasts'), 'toasts');

  const page2 = await context.newPage();
  await page2.goto(web.url + '/script-tag/');
  await waitElement(page2, 'paywall-gate', 'locked');
  await purchase(page2, '4242424242424242');
  await payButton(page2).click();
  await waitForState(page2, 'success');
  await page2.waitForTimeout(300);
  await shot(page2, 'checkout-success');
  await page2.locator('paywall-checkout [part~="done-button"]').click();
  await waitElement(page2, 'paywall-gate', 'unlocked');
  await page2.waitForTimeout(300);
  await shot(page2.locator('paywall-gate'), 'gate-unlocked');
  console.log('states:', await state(page2, 'paywall-gate'));
} finally {
  await browser.close();
  await web.close();
  await sandbox.close();
}
