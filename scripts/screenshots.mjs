#!/usr/bin/env node
// Captures the main states of the elements on the script-tag example (linked from docs/elements.md)
// and every page of the membership-site example at desktop and phone width (site-*.png, linked
// from docs/membership-site.md), against a fresh sandbox, into docs/screenshots/. Run after
// `npm run build` (with tsx, which the test helpers need):
//   node --import tsx scripts/screenshots.mjs            both
//   node --import tsx scripts/screenshots.mjs elements   the elements only
//   node --import tsx scripts/screenshots.mjs site       the membership site only
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../sandbox/server.mjs';
import { startStaticServer } from './static-server.mjs';
import { launchBrowser } from '../test/e2e/browser.mjs';
import { typeCard, payButton, waitForState, signUpInCheckout, elementState as state, waitForElementState as waitElement, newViewer, signInContext, api, CARDS } from '../test/e2e/journeys-helpers.mjs';
import { FUTURE_YEAR, FUTURE_EXPIRY } from '../test/helpers/card-dates.ts';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const parts = process.argv.slice(2);
const want = (part) => !parts.length || parts.includes(part);
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

async function elementShots() {
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
  await context.close();
}

/** Buys a month of All Access as a gift on the gift page and continues to the success page, which shows the code. */
async function buyGift(page, origin) {
  await page.goto(`${origin}/gift-journey/50001/payment/details`);
  await waitElement(page, 'paywall-gift', 'ready');
  await page.waitForFunction(() => document.querySelector('paywall-gift').shadowRoot.querySelector('[part~="pay-button"]')?.disabled === false, null, { timeout: 20_000 });
  await page.locator('paywall-gift input[name="receiverEmail"]').fill('a.friend@example.test');
  await page.locator('paywall-gift textarea[name="message"]').fill('Happy birthday! Enjoy a month of films.');
  const frame = page.frameLocator('paywall-gift iframe[title="Card details"]');
  for (const [field, value] of [['#number', CARDS.success], ['#name', 'Ada Lovelace'], ['#expiry', FUTURE_EXPIRY], ['#cvc', '123']]) await frame.locator(field).pressSequentially(value);
  await page.locator('paywall-gift [part~="pay-button"]').click();
  await page.locator('paywall-gift [part~="continue"]').click({ timeout: 30_000 });
  await page.waitForURL(/\/payment\/success$/);
  await waitElement(page, 'paywall-gift', 'sent');
}

/** Every page of the membership site, at desktop (1280 px) and phone (390 px) width: site-<page>-desktop.png, site-<page>-phone.png. */
async function siteShots() {
  const { startMembershipSite } = await import('../examples/membership-site/server.mjs');
  const info = sandbox.info();
  // the live event two days and a bit away, so the countdown shows every unit
  const site = await startMembershipSite({
    platform: { environment: 'sandbox', apiBase: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId },
    liveEventAt: Math.floor(Date.now() / 1000) + 2 * 86400 + 5 * 3600 + 1800,
  });
  // a member who owns one film (so its success page shows it) and has a rental and a clip in the cart
  const viewer = await newViewer(info, `member-${Date.now()}@example.test`);
  await api(info, '/payments', {
    method: 'POST', token: viewer.record.token,
    form: { number: CARDS.success, card_name: 'Ada Lovelace', exp_month: '12', exp_year: String(FUTURE_YEAR), cvv: '123', access_fee: '60002', payment_method: '1', referrer: site.url, return_url: site.url },
  });
  const pages = [
    // [name, address, signed in, what to wait for]
    ['home', '/', false, 'paywall-countdown'],
    ['channel', '/channels/documentaries', false, 'paywall-channel'],
    ['content', '/content/40001', false, 'paywall-pricing'],
    ['content-check', '/content/40003/payment/check', true, 'paywall-payment-check'],
    ['content-success', '/content/40002/payment/success', true, 'paywall-gate'],
    ['content-failed', '/content/40003/payment/failed', false, null],
    ['plans', '/plans', false, 'paywall-pricing'],
    ['plans-check', '/plans/50001/payment/check', true, 'paywall-payment-check'],
    ['subscription-check', '/subscription/check', false, 'paywall-payment-check'],
    ['cart', '/cart/checkout', true, 'paywall-checkout'],
    ['gift-details', '/gift-journey/50001/payment/details', true, 'paywall-gift'],
    ['gift-check', '/gift-journey/50001/payment/check', true, 'paywall-payment-check'],
    ['gift-success', buyGift, true, 'paywall-gift'],
    ['gift-failed', '/gift-journey/50001/payment/failed', true, 'paywall-gift'],
    ['gift-redeem', '/gift/redeem', true, 'paywall-gift'],
    ['rewards', '/memberrewards', true, 'paywall-member-rewards'],
    ['account', '/account/edit', true, 'paywall-account'],
    ['search', '/search/more?search=the', false, 'paywall-search'],
    ['donate', '/donate/40003', true, 'paywall-donate'],
    ['collectibles', '/collectibles', true, 'paywall-nft-gallery'],
    ['reset-password', '/account/reset-password?token=unknown', false, 'paywall-login'],
  ];
  for (const [width, height, label] of [[1280, 900, 'desktop'], [390, 844, 'phone']]) {
    const anonymous = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    const member = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    await signInContext(member, site.url, viewer);
    // the member's cart: a rental and an on-demand clip, added with the film page's buttons
    const shop = await member.newPage();
    await shop.goto(`${site.url}/content/40003`);
    await shop.locator('paywall-cart-button').first().locator('[part~="button"]').click();
    await shop.waitForFunction(() => document.querySelector('paywall-cart-button').shadowRoot.querySelector('[part~="base"]').getAttribute('data-state') === 'added');
    await Promise.all([shop.waitForURL(/\/cart\/checkout$/), shop.locator('paywall-cart-button[clip="true"] [part~="button"]').click()]);
    await shop.close();
    for (const [name, path, signedIn, element] of pages) {
      const page = await (signedIn ? member : anonymous).newPage();
      if (typeof path === 'function') await path(page, site.url);
      else await page.goto(site.url + path);
      if (element) await page.waitForFunction((tag) => document.querySelector(tag)?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') !== 'loading', element);
      // lazy images below the fold: scroll through once, then back to the top
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight) { scrollTo(0, y); await new Promise((r) => setTimeout(r, 120)); }
        scrollTo(0, 0);
      });
      await page.waitForTimeout(1200);
      const full = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.screenshot({ path: `${out}/site-${name}-${label}.png`, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(full, label === 'desktop' ? 2000 : 2600) } });
      console.log(`${out}/site-${name}-${label}.png`);
      await page.close();
    }
    await anonymous.close();
    await member.close();
  }
  await site.close();
}

try {
  if (want('elements')) await elementShots();
  if (want('site')) await siteShots();
} finally {
  await browser.close();
  await web.close();
  await sandbox.close();
}
