// Purchase journeys in Chromium against the servers `npm start` runs (a fresh sandbox platform and
// the static server): sign-up to unlock, decline, 3-D Secure approve and fail, voucher. Every page ends with zero
// uncaught errors, unhandled rejections, console errors and CSP violations under a strict policy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { instrumentedPage, assertClean, pageIdle } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import { FUTURE_EXPIRY } from '../helpers/card-dates.ts';
import {
  CARDS, fixtureUrl, openCheckout, typeCard, payButton, waitForState,
  cardValues, openDialog, charges, checkoutState, assertCleanJourney, api, signUpInCheckout,
} from './journeys-helpers.mjs';

let servers, browser;
const viewerPage = journeySetup((s, b) => {
  servers = s;
  browser = b;
});

test('journey 1: a new viewer signs up, sees the video locked, picks a pay-per-view price, pays, passes the payment check and sees the video unlock without a reload', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  const email = `journey1-${Date.now()}@journeys.test`;
  await page.goto(fixtureUrl(servers, { layout: 'shop', item: 40001 }));
  await page.evaluate(() => {
    window.__sameDocument = true;
    window.__states = [];
    // shadow roots are not seen by a document observer: sample the checkout's state instead
    setInterval(() => {
      const s = document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state');
      if (s && window.__states.at(-1) !== s) window.__states.push(s);
    }, 5);
  });
  const gateState = () => page.evaluate(() => document.querySelector('paywall-gate')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state'));
  await page.waitForFunction(() => document.querySelector('paywall-gate')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'locked');
  assert.equal(await page.locator('#movie').isVisible(), false, 'the video is locked');

  await page.locator('paywall-pricing [part~="card"][data-access-fee-id="60001"] [part~="choose"]').click();
  await waitForState(page, 'signed-out');
  await signUpInCheckout(page, { email });
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  assert.match(await page.locator('paywall-checkout [part~="fee-name"]').textContent(), /48-hour rental/);
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming']), 'success');
  const states = await page.evaluate(() => window.__states);
  assert.ok(states.indexOf('paying') >= 0 && states.indexOf('paying') < states.indexOf('success'), `paid, then the payment check passed: ${states}`);
  const requests = page.problems.requests.map((u) => new URL(u).pathname);
  assert.ok(requests.lastIndexOf('/items/40001/access') > requests.indexOf('/payments'), 'the platform confirmed access after the payment');

  await page.waitForFunction(() => document.querySelector('paywall-gate')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'unlocked');
  assert.equal(await gateState(), 'unlocked');
  await page.locator('paywall-checkout [part~="done-button"]').click();
  assert.equal(await page.locator('#movie').isVisible(), true, 'the video shows');
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload');
  const viewer = await api(servers.info, `/sandbox/accounts/${encodeURIComponent(email)}`);
  const list = await charges(servers.info, { uuid: viewer.uuid ?? viewer.account?.uuid });
  assert.equal(list.length, 1);
  assert.equal(Number(list[0].access_fee_id), 60001);
  assertCleanJourney(assert, assertClean, page, 'journey 1', [402]);
  await context.close();
});

/** The checkout's failure line and every alert on the page, once it has failed. */
const failureShown = (page) => page.evaluate(() => {
  const root = document.querySelector('paywall-checkout').shadowRoot;
  const alerts = [...root.querySelectorAll('[role="alert"]')].filter((n) => n.textContent.trim());
  return { status: root.querySelector('[part~="status"]')?.textContent.replace(/\s+/g, ' ').trim() ?? '', alerts: alerts.length };
});

test('journey 2: the decline card fails with one Payment failed message and its explanation, and the card fields are cleared', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 40002, fee: 60002, route: 'content.payment_details' }));
  await typeCard(page, CARDS.decline);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['failed', 'success', 'still-confirming']), 'failed');
  const shown = await failureShown(page);
  assert.match(shown.status, /Payment failed/);
  assert.match(shown.status, /There was a problem processing your payment\. Please review your card details or use a different card\./);
  assert.match(shown.status, /Your card was declined\./, 'the explanation');
  assert.equal(shown.alerts, 1, 'announced once');
  await pageIdle(page);
  assert.equal(await openDialog(page), null, 'no dialog says it again over the checkout');
  // the fields are cleared inside the cross-origin frame: wait for it there
  const frame = page.frames().find((f) => f.url().includes('/card-frame/'));
  await frame.waitForFunction(() => [...document.querySelectorAll('input')].every((i) => i.value === ''), undefined, { timeout: 5000 });
  assert.deepEqual(await cardValues(page), ['', '', '', ''], 'card fields cleared');
  assert.equal((await charges(servers.info, viewer)).length, 0);
  assertCleanJourney(assert, assertClean, page, 'decline', [402]);
  await context.close();
});

test('journey 3a: the 3-D Secure card is approved on the sandbox bank page and the purchase succeeds', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 40003, fee: 60003 }));
  await typeCard(page, CARDS.threeDS);
  await payButton(page).click();
  await page.waitForURL(/\/sandbox\/bank\/3ds\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/fixtures\/checkout\.html/);
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.doesNotMatch(page.url(), /payment_intent|ippwat/, 'return parameters removed from the address');
  const list = await charges(servers.info, viewer);
  assert.equal(list.length, 1);
  assert.equal(Number(list[0].access_fee_id), 60003);
  assertCleanJourney(assert, assertClean, page, '3ds approve', [402]);
  await context.close();
});

test('journey 3b: failing on the sandbox bank page lands on failed with one Payment failed message', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 40004, fee: 60004 }));
  await typeCard(page, CARDS.threeDS);
  await payButton(page).click();
  await page.waitForURL(/\/sandbox\/bank\/3ds\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Fail' }).click();
  await page.waitForURL(/\/fixtures\/checkout\.html/);
  assert.equal(await waitForState(page, ['failed', 'success', 'still-confirming'], 30_000), 'failed');
  const shown = await failureShown(page);
  assert.match(shown.status, /Payment failed/);
  assert.match(shown.status, /not authorised by your bank/);
  assert.equal(shown.alerts, 1, 'announced once');
  await pageIdle(page);
  assert.equal(await openDialog(page), null, 'no dialog over the checkout');
  assert.equal((await charges(servers.info, viewer)).length, 0);
  assertCleanJourney(assert, assertClean, page, '3ds fail', [402]);
  await context.close();
});

test('journey 4: a voucher reduces the price shown and the amount charged', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 40005, fee: 60005 }));
  const price = page.locator('paywall-checkout [part~="price"]');
  assert.equal(await price.getAttribute('data-amount'), '4.99');
  await page.locator('paywall-checkout input[name="voucher"]').fill('SANDBOX10');
  await page.locator('paywall-checkout [part~="voucher-apply"]').click();
  await page.locator('paywall-checkout [part~="voucher-applied"]').waitFor();
  assert.equal(await price.getAttribute('data-amount'), '4.49');
  assert.match(await price.textContent(), /4\.99.*4\.49/, 'old and new price shown');
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming']), 'success');
  const list = await charges(servers.info, viewer);
  assert.equal(list.length, 1);
  assert.equal(Number(list[0].charged_amount), 4.49);
  assert.equal(await checkoutState(page), 'success');
  assertCleanJourney(assert, assertClean, page, 'voucher', [402]);
  await context.close();
});

test('in German, the card frame shows its labels and its field checks in German, and the checkout says Pay in German', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 40001, fee: 60001, locale: 'de' }));
  // the frame's title is German too: found by its part
  const frame = page.frameLocator('paywall-checkout iframe[part~="card-frame"]');
  assert.equal(await page.locator('paywall-checkout iframe[part~="card-frame"]').getAttribute('title'), 'Kartendaten');
  await page.waitForFunction(() => /bezahlen$/.test(document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').textContent));
  // the labels and check messages reach the frame once the page's German texts have arrived
  await frame.locator('#l-number').filter({ hasText: 'Kartennummer' }).waitFor();
  await frame.locator('#number').pressSequentially('4242');
  await frame.locator('#name').click();
  await frame.locator('#e-number').waitFor({ state: 'visible' });
  assert.equal(await frame.locator('#e-number').textContent(), 'Geben Sie eine gültige Kartennummer ein.');
  // the checkout repeats the frame's messages for screen readers, in the same language
  await page.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.querySelector('.visually-hidden[aria-live]')?.textContent.includes('Kartennummer'));
  // a complete card still pays once
  await frame.locator('#number').fill('');
  await frame.locator('#number').pressSequentially(CARDS.success);
  await frame.locator('#name').fill('');
  await frame.locator('#name').pressSequentially('Ada Lovelace');
  await frame.locator('#expiry').pressSequentially(FUTURE_EXPIRY);
  await frame.locator('#cvc').pressSequentially('123');
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  await context.close();
});
