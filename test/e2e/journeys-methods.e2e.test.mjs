// The checkout's other payment methods in Chromium against a fresh sandbox: iDEAL for pay-per-view and
// a subscription (the bank page, the return to the route's check page, the access confirmed; a failure
// with its dialog), SEPA Direct Debit with a new mandate typed in the frame (a bad IBAN refused before
// anything is sent), Google Pay on the sandbox's wallet sheet, and PayPal returning to the checkout.
// Every page ends with no uncaught error, rejection, console error or CSP violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, instrumentedPage } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import {
  fixtureUrl, openCheckout, payButton, waitForState, openDialog, charges, api, assertCleanJourney, chooseMethod, postsTo, checkState,
} from './journeys-helpers.mjs';
import { FUTURE_EXPIRY } from '../helpers/card-dates.ts';

let servers;
const viewerPage = journeySetup((s) => {
  servers = s;
});

// the route templates of these pages: the check routes are fixture pages holding <paywall-payment-check>
const ROUTES = {
  'content.payment_check': '/fixtures/content-check.html',
  'plans.payment_check': '/fixtures/plans-check.html',
  'content.payment_success': '/fixtures/checkout-outcome.html?outcome=success&item={contentId}',
  'content.payment_failed': '/fixtures/checkout-outcome.html?outcome=failed&item={contentId}',
};

async function idealToBank(page, { item, fee, route, bank = 'ing' }) {
  await openCheckout(page, fixtureUrl(servers, { item, fee, route, routes: ROUTES }));
  await chooseMethod(page, 'ideal');
  await page.locator('paywall-checkout select[name="bank"]').selectOption(bank);
  await payButton(page).click();
  await page.waitForURL(/\/sandbox\/bank\/ideal\/pi_/, { timeout: 20_000 });
}

const dialogShown = (page) => page.waitForFunction(() => document.querySelector('paywall-dialogs')?.shadowRoot?.querySelector('dialog[open]'), undefined, { timeout: 15_000 });

test('iDEAL pay-per-view: the bank page, the return to the content check page, the access confirmed and the success route', async () => {
  const { viewer, context, page } = await viewerPage();
  await idealToBank(page, { item: 40007, fee: 60007, route: 'content.payment_details' });
  assert.match(await page.locator('h1').textContent(), /iDEAL: ing/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/fixtures\/checkout-outcome\.html\?outcome=success&item=40007/, { timeout: 30_000 });
  const list = await charges(servers.info, viewer);
  assert.equal(list.length, 1);
  assert.deepEqual([Number(list[0].access_fee_id), list[0].payment_method_name], [60007, 'ideal']);
  assert.ok(await api(servers.info, '/items/40007/access', { token: viewer.record.token }));
  assertCleanJourney(assert, assertClean, page, 'ideal ppv', [402]);
  await context.close();
});

test('iDEAL pay-per-view failed at the bank: the check page says so and opens Payment failed with the explanation', async () => {
  const { viewer, context, page } = await viewerPage();
  await idealToBank(page, { item: 40008, fee: 60008, route: 'content.payment_details', bank: 'rabobank' });
  await page.getByRole('button', { name: 'Fail' }).click();
  await page.waitForURL(/\/fixtures\/content-check\.html/);
  await page.waitForFunction(() => document.querySelector('paywall-payment-check')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'failed', undefined, { timeout: 20_000 });
  await dialogShown(page);
  const dialog = await openDialog(page);
  assert.match(dialog.text, /Payment failed/);
  assert.match(dialog.text, /your bank did not confirm it/, 'the explanation');
  assert.equal((await charges(servers.info, viewer)).length, 0);
  assert.doesNotMatch(page.url(), /payment_intent|ippwat/, 'return parameters removed');
  assertCleanJourney(assert, assertClean, page, 'ideal ppv failed', [402]);
  await context.close();
});

test('iDEAL subscription: /v2/subscriptions, the plans check page confirms the subscription; a failure shows Subscription failed', async () => {
  const { viewer, context, page } = await viewerPage();
  const subscribe = postsTo(context, '/v2/subscriptions');
  await idealToBank(page, { item: 50002, fee: 61004, route: 'payment_details' });
  assert.equal(subscribe.length, 1);
  const returnUrl = new URL(subscribe[0].postDataJSON().return_url);
  assert.deepEqual([returnUrl.pathname, returnUrl.searchParams.get('ippwat')], ['/fixtures/plans-check.html', 'subscription']);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/fixtures\/plans-check\.html/);
  await page.waitForFunction(() => document.querySelector('paywall-payment-check')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'success', undefined, { timeout: 30_000 });
  const subs = await api(servers.info, '/subscriptions', { token: viewer.record.token });
  assert.deepEqual(subs.collection.map((s) => [Number(s.access_fee_id), s.payment_method]), [[61004, 'ideal']]);
  assertCleanJourney(assert, assertClean, page, 'ideal subscription', [402]);
  await context.close();

  const second = await viewerPage();
  await idealToBank(second.page, { item: 50001, fee: 61002, route: 'payment_details' });
  await second.page.getByRole('button', { name: 'Fail' }).click();
  await second.page.waitForURL(/\/fixtures\/plans-check\.html/);
  await dialogShown(second.page);
  assert.match((await openDialog(second.page)).text, /Subscription failed.*problem processing your subscription/);
  assert.equal(await checkState(second.page), 'failed');
  assert.deepEqual((await api(servers.info, '/subscriptions', { token: second.viewer.record.token })).collection, []);
  assertCleanJourney(assert, assertClean, second.page, 'ideal subscription failed', [402]);
  await second.context.close();
});

test('direct debit with a new mandate: a bad IBAN is refused in the frame before anything is sent; a good one is saved and charged', async () => {
  const { viewer, context, page } = await viewerPage();
  const mandatePosts = postsTo(context, '/v2/payments/direct-debit/mandate');
  const chargePosts = postsTo(context, '/v2/payments');
  await openCheckout(page, fixtureUrl(servers, { item: 40009, fee: 60009 }));
  await chooseMethod(page, 'direct-debit');
  const frame = page.frameLocator('paywall-checkout iframe[title="Bank account"]');
  await frame.locator('#name').pressSequentially('Ada Lovelace');
  await frame.locator('#iban').pressSequentially('DE89370400440532013001');
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  await payButton(page).click();
  await frame.locator('#e-iban').waitFor({ state: 'visible' });
  assert.equal(await frame.locator('#e-iban').textContent(), 'This IBAN is not valid: please check it.');
  assert.equal(await waitForState(page, 'ready'), 'ready');
  assert.equal(mandatePosts.length + chargePosts.length, 0, 'nothing was sent');
  await frame.locator('#iban').fill('');
  await frame.locator('#iban').pressSequentially('DE89 3704 0044 0532 0130 00');
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.equal(mandatePosts.length, 1, 'the mandate, from the frame');
  assert.equal(new URL(mandatePosts[0].frame().url()).pathname, '/card-frame/mandate.html', 'sent by the frame page');
  assert.equal(chargePosts.length, 1);
  const list = await charges(servers.info, viewer);
  assert.deepEqual(list.map((t) => [Number(t.access_fee_id), t.payment_method_name]), [[60009, 'Direct Debit']]);
  assert.equal((await api(servers.info, '/v2/payments/direct-debit/mandate', { token: viewer.record.token })).mandate.last4, '3000');
  assertCleanJourney(assert, assertClean, page, 'direct debit', [402, 404]);
  await context.close();
});

test('Google Pay on the web: the wallet sheet opens over the page, paying there confirms the purchase; cancelling fails it', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 40010, fee: 60010 }));
  await chooseMethod(page, 'google-pay');
  await payButton(page).click();
  const sheet = page.frameLocator('paywall-checkout iframe[title="Your bank"]');
  await sheet.getByRole('button', { name: 'Pay with Google Pay' }).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.match(page.url(), /\/fixtures\/checkout\.html/, 'the page never left');
  const list = await charges(servers.info, viewer);
  assert.deepEqual(list.map((t) => [Number(t.access_fee_id), t.payment_method_name]), [[60010, 'google pay on web']]);
  assertCleanJourney(assert, assertClean, page, 'google pay', [402]);
  await context.close();

  const second = await viewerPage();
  await openCheckout(second.page, fixtureUrl(servers, { item: 40011, fee: 60011 }));
  await chooseMethod(second.page, 'google-pay');
  await payButton(second.page).click();
  await second.page.frameLocator('paywall-checkout iframe[title="Your bank"]').getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await waitForState(second.page, ['failed', 'success', 'still-confirming'], 30_000), 'failed');
  assert.equal((await charges(servers.info, second.viewer)).length, 0);
  assertCleanJourney(assert, assertClean, second.page, 'google pay cancelled', [402]);
  await second.context.close();
});

test('PayPal: the platform names the PayPal page; approving there returns to the checkout, which confirms the purchase', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 40012, fee: 60012 }));
  await chooseMethod(page, 'paypal');
  await payButton(page).click();
  await page.waitForURL(/\/sandbox\/bank\/paypal\/pi_/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/fixtures\/checkout\.html/);
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.doesNotMatch(page.url(), /payment_intent|ippwat/);
  const list = await charges(servers.info, viewer);
  assert.deepEqual(list.map((t) => [Number(t.access_fee_id), t.payment_method_name]), [[60012, 'paypal']]);
  assertCleanJourney(assert, assertClean, page, 'paypal', [402]);
  await context.close();
});

test('a hostile host page observes no IBAN and no card digit: a new mandate in the checkout, a card in the donation frame', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { page: 'hostile-host.html', item: 40002, fee: 60002 }));
  // a control: what is typed on the page itself is seen by the hostile script
  await page.locator('paywall-checkout input[name="voucher"]').pressSequentially('PROBE');
  await chooseMethod(page, 'direct-debit');
  const frame = page.frameLocator('paywall-checkout iframe[title="Bank account"]');
  await frame.locator('#name').pressSequentially('Ada Lovelace');
  await frame.locator('#iban').pressSequentially('NL91ABNA0417164300');
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  const seen = await page.evaluate(() => ({ ...window.__observed, dom: document.documentElement.outerHTML, session: JSON.stringify({ ...sessionStorage }), local: JSON.stringify({ ...localStorage }) }));
  assert.ok(seen.values.some((v) => v.includes('PROBE')), 'the hostile script sees what is typed on the page');
  assert.deepEqual(seen.keys.filter((k) => /\d/.test(k)), [], 'no digit keystroke reached the page');
  const everything = JSON.stringify(seen);
  for (const secret of ['NL91ABNA0417164300', 'NL91 ABNA', '0417164300', 'ABNA0417', '04171643']) {
    assert.equal(everything.includes(secret), false, `"${secret}" is not observable on the page`);
  }
  assert.match(await page.locator('paywall-checkout').evaluate((el) => el.shadowRoot.textContent), /Payment completed/);
  assertCleanJourney(assert, assertClean, page, 'hostile mandate', [402, 404]);

  const page2 = await instrumentedPage(context);
  await page2.goto(fixtureUrl(servers, { page: 'hostile-host.html', el: 'donate', item: 40003 }));
  await page2.waitForFunction(() => {
    const b = document.querySelector('paywall-donate')?.shadowRoot?.querySelector('[part~="pay-button"]');
    return b && !b.disabled;
  }, undefined, { timeout: 20_000 });
  const card = page2.frameLocator('paywall-donate iframe[title="Card details"]');
  await card.locator('#number').pressSequentially('4242424242424242');
  await card.locator('#name').pressSequentially('Ada Lovelace');
  await card.locator('#expiry').pressSequentially(FUTURE_EXPIRY);
  await card.locator('#cvc').pressSequentially('987');
  await page2.locator('paywall-donate [part~="pay-button"]').click();
  await page2.waitForFunction(() => document.querySelector('paywall-donate')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'thanks', undefined, { timeout: 30_000 });
  const seen2 = JSON.stringify(await page2.evaluate(() => ({ ...window.__observed, dom: document.documentElement.outerHTML })));
  // as a number of its own: three digits in a row also turn up inside timestamps and hashed names
  for (const secret of ['4242424242424242', '4242 4242 4242 4242', '987', '424242424242']) {
    assert.equal(new RegExp(`(?<![0-9])${secret}(?![0-9])`).test(seen2), false, `"${secret}" is not observable on the donation page`);
  }
  const list = await charges(servers.info, viewer);
  assert.deepEqual(list.map((t) => t.payment_method_name).sort(), ['Direct Debit', 'card']);
  assertCleanJourney(assert, assertClean, page2, 'hostile donation', [402]);
  await context.close();
});

test('direct debit in German: the bank account page names its fields and refuses a bad IBAN in German, sending nothing', async () => {
  const { context, page } = await viewerPage();
  const mandatePosts = postsTo(context, '/v2/payments/direct-debit/mandate');
  await openCheckout(page, fixtureUrl(servers, { item: 40009, fee: 60009, locale: 'de' }));
  await chooseMethod(page, 'direct-debit');
  const frame = page.frameLocator('paywall-checkout iframe[part~="mandate-frame"]');
  await frame.locator('#l-name').filter({ hasText: 'Kontoinhaber' }).waitFor();
  await frame.locator('#iban').pressSequentially('XX12');
  await frame.locator('#name').click();
  await frame.locator('#e-iban').waitFor({ state: 'visible' });
  assert.match(await frame.locator('#e-iban').textContent(), /^Geben Sie eine IBAN aus einem SEPA-Land ein/);
  await frame.locator('#name').pressSequentially('A');
  await frame.locator('#iban').click();
  assert.equal(await frame.locator('#e-name').textContent(), 'Geben Sie den Namen des Kontoinhabers ein.');
  assert.equal(mandatePosts.length, 0, 'nothing sent');
  await context.close();
});

test('iDEAL in two tabs for one rental: the second tab sends the first tab\'s open attempt again (same key, same bank payment), never a new one; one charge', async () => {
  const { viewer, context, page: a } = await viewerPage();
  const b = await instrumentedPage(context);
  const posts = postsTo(context, '/v2/payments');
  await idealToBank(a, { item: 40008, fee: 60008, route: 'content.payment_details' });
  await idealToBank(b, { item: 40008, fee: 60008, route: 'content.payment_details' });
  assert.equal(posts.length, 2);
  assert.equal(posts[1].headers()['idempotency-key'], posts[0].headers()['idempotency-key'], 'the same attempt, with its key');
  assert.equal(new URL(b.url()).pathname, new URL(a.url()).pathname, 'the same bank payment');
  await a.getByRole('button', { name: 'Approve' }).click();
  await a.waitForURL(/outcome=success/, { timeout: 30_000 });
  await b.getByRole('button', { name: 'Approve' }).click();
  await b.waitForURL(/outcome=success|content-check/, { timeout: 30_000 });
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  await context.close();
});
