// Gifts and donations in Chromium against a fresh sandbox: a viewer buys a gift for someone (card in
// the card frame), sees the voucher code and the gift journey's success page; a second viewer reads
// the code in the sandbox mailbox and redeems it at no charge. Donations: an option without 3-D
// Secure, and a custom amount with 3-D Secure in the bank frame, confirmed with its payment intent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, instrumentedPage } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import { CARDS, fixtureUrl, charges, api, assertCleanJourney, newViewer, signInContext, postsTo, elementState, waitForElementState } from './journeys-helpers.mjs';
import { FUTURE_EXPIRY } from '../helpers/card-dates.ts';

let servers, browser;
const viewerPage = journeySetup((s, b) => {
  servers = s;
  browser = b;
});

/** Types a card key by key into the card frame of `tag`. */
async function typeCardIn(page, tag, number) {
  const frame = page.frameLocator(`${tag} iframe[title="Card details"]`);
  await frame.locator('#number').pressSequentially(number);
  await frame.locator('#name').pressSequentially('Ada Lovelace');
  await frame.locator('#expiry').pressSequentially(FUTURE_EXPIRY);
  await frame.locator('#cvc').pressSequentially('123');
}

const payEnabled = (page, tag) => page.waitForFunction((t) => {
  const b = document.querySelector(t)?.shadowRoot?.querySelector('[part~="pay-button"]');
  return b && !b.disabled;
}, tag, { timeout: 20_000 });

test('a gift bought for a receiver, shown with its code and on the journey\'s success page, then redeemed by the receiver through the mailbox', async () => {
  const { viewer, context, page } = await viewerPage();
  const receiver = `receiver${Date.now()}@journeys.test`;
  const routes = { 'gift-journey.payment_success': '/fixtures/gift-success.html' };
  const gifts = postsTo(context, '/payments');
  await page.goto(fixtureUrl(servers, { el: 'gift', item: 40001, route: 'gift-journey.payment-details', routes }));
  await waitForElementState(page, 'paywall-gift', 'ready');
  await payEnabled(page, 'paywall-gift');
  await page.locator('paywall-gift input[name="receiverEmail"]').fill(receiver);
  await page.locator('paywall-gift textarea[name="message"]').fill('Happy birthday!');
  await typeCardIn(page, 'paywall-gift', CARDS.success);
  await page.locator('paywall-gift [part~="pay-button"]').click();
  await waitForElementState(page, 'paywall-gift', 'sent', 30_000);
  await page.waitForFunction(() => document.querySelector('paywall-gift').shadowRoot.querySelector('[part~="code"]'), undefined, { timeout: 15_000 });
  const code = await page.locator('paywall-gift [part~="code"]').textContent();
  assert.match(code, /^GIFT-[A-Z0-9]+$/);
  assert.equal(await page.locator('paywall-gift [part~="receiver"]').textContent(), receiver);
  // the gift was sent from the card frame with the gift fields
  assert.equal(gifts.length, 1);
  assert.deepEqual([gifts[0].postDataJSON().is_gift, gifts[0].postDataJSON().receiver_email, gifts[0].postDataJSON().access_fee], ['true', receiver, '62002']);
  const list = await charges(servers.info, viewer);
  assert.deepEqual(list.map((t) => [Number(t.access_fee_id), t.action_type]), [[62002, 'gift']]);
  await page.locator('paywall-gift [part~="continue"]').click();
  await page.waitForURL(/\/fixtures\/gift-success\.html/);
  await waitForElementState(page, 'paywall-gift', 'sent');
  assert.equal(await page.locator('paywall-gift [part~="code"]').textContent(), code, 'handed to the success page');
  assert.equal(await page.locator('paywall-gift [part~="gift-message"]').textContent(), 'Happy birthday!');
  assertCleanJourney(assert, assertClean, page, 'gift bought', [402]);
  await context.close();

  // the receiver: the code arrives in the sandbox mailbox
  const other = await browser.newContext();
  const mailbox = await instrumentedPage(other);
  await mailbox.goto(`${servers.info.apiBase}/sandbox/mailbox?to=${encodeURIComponent(receiver)}`);
  const mail = await mailbox.locator('body').textContent();
  assert.match(mail, new RegExp(`Redeem it with the voucher code ${code}`));
  const receiverViewer = await newViewer(servers.info, receiver);
  await signInContext(other, servers.web.url, receiverViewer);
  const page2 = await instrumentedPage(other);
  await page2.goto(fixtureUrl(servers, { el: 'gift', mode: 'redeem', item: 40001 }));
  await waitForElementState(page2, 'paywall-gift', 'redeem');
  await page2.locator('paywall-gift input[name="giftCode"]').fill(mail.match(/GIFT-[A-Z0-9]+/)[0]);
  await page2.locator('paywall-gift [part~="redeem-check"]').click();
  await waitForElementState(page2, 'paywall-gift', 'redeem-ready');
  assert.equal(await page2.locator('paywall-gift [part~="price"]').getAttribute('data-amount'), '0');
  await page2.locator('paywall-gift [part~="pay-button"]').click();
  await waitForElementState(page2, 'paywall-gift', 'redeemed', 30_000);
  assert.ok(await api(servers.info, '/items/40001/access', { token: receiverViewer.record.token }), 'the receiver can watch');
  assert.equal((await charges(servers.info, receiverViewer)).length, 0, 'nothing charged');
  assertCleanJourney(assert, assertClean, page2, 'gift redeemed', [402]);
  await other.close();
});

test('a donation of one of the item\'s options, without 3-D Secure, ends in the thank-you', async () => {
  const { viewer, context, page } = await viewerPage();
  await page.goto(fixtureUrl(servers, { el: 'donate', item: 40003 }));
  await waitForElementState(page, 'paywall-donate', 'ready');
  await page.locator('paywall-donate [role="radio"]', { hasText: '€10.00' }).click();
  await payEnabled(page, 'paywall-donate');
  assert.equal(await page.locator('paywall-donate [part~="pay-button"]').textContent(), 'Donate €10.00');
  await typeCardIn(page, 'paywall-donate', CARDS.success);
  await page.locator('paywall-donate [part~="pay-button"]').click();
  await waitForElementState(page, 'paywall-donate', 'thanks', 30_000);
  assert.match(await page.locator('paywall-donate [part~="thanks"]').textContent(), /Your donation of €10\.00 was received/);
  const list = await charges(servers.info, viewer);
  assert.deepEqual(list.map((t) => [t.action_type, Number(t.charged_amount), Number(t.donation_id)]), [['donated', 10, 400031]]);
  assertCleanJourney(assert, assertClean, page, 'donation', [402]);
  await context.close();
});

test('a custom donation with 3-D Secure: the bank page in the bank frame, then donation:confirm with the payment intent', async () => {
  const { viewer, context, page } = await viewerPage();
  const confirms = postsTo(context, '/v2/payments/donation:confirm');
  await page.goto(fixtureUrl(servers, { el: 'donate', item: 40004 }));
  await waitForElementState(page, 'paywall-donate', 'ready');
  await page.locator('paywall-donate [role="radio"]', { hasText: 'Other amount' }).click();
  await page.locator('paywall-donate input[name="amount"]').fill('7,50');
  await payEnabled(page, 'paywall-donate');
  await typeCardIn(page, 'paywall-donate', CARDS.threeDS);
  await page.locator('paywall-donate [part~="pay-button"]').click();
  const bank = page.frameLocator('paywall-donate iframe[title="Your bank"]');
  await bank.getByRole('button', { name: 'Approve' }).click();
  await waitForElementState(page, 'paywall-donate', 'thanks', 30_000);
  assert.equal(confirms.length, 1);
  assert.match(confirms[0].postDataJSON().pi_id, /^pi_/);
  assert.equal(await elementState(page, 'paywall-donate'), 'thanks');
  const list = await charges(servers.info, viewer);
  assert.deepEqual(list.map((t) => [t.action_type, Number(t.charged_amount)]), [['donated', 7.5]]);
  assertCleanJourney(assert, assertClean, page, 'donation 3ds', [402]);
  await context.close();
});
