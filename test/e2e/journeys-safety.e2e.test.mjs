// Purchase journeys about money safety, in Chromium against a fresh sandbox: a monthly
// subscription and the 30-second retry wait, five rapid clicks on Pay giving one charge, and a
// hostile merchant page that sees no card digit. Each page ends clean (no errors, rejections or
// CSP violations under a strict policy).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, pageIdle } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import {
  CARDS, fixtureUrl, openCheckout, typeCard, payButton, waitForState, openDialog, charges, api, assertCleanJourney,
} from './journeys-helpers.mjs';
import { FUTURE_YEAR } from '../helpers/card-dates.ts';

let servers;
const viewerPage = journeySetup((s) => {
  servers = s;
});

/** POSTs the browser sent to a money-moving path. */
function moneyPosts(context, path) {
  const seen = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}

test('journey 5a: a monthly subscription succeeds', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 50002, fee: 61004 }));
  assert.match(await payButton(page).textContent(), /Subscribe/);
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming']), 'success');
  const subs = await api(servers.info, '/subscriptions', { token: viewer.record.token });
  assert.equal(subs.collection.filter((s) => Number(s.access_fee_id) === 61004).length, 1);
  assertCleanJourney(assert, assertClean, page, 'subscription', [402]);
  await context.close();
});

test('journey 5b: a failed subscription, then a retry within 30 s shows Please wait with the seconds left', async () => {
  const { context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 50001, fee: 61002 }));
  const posts = moneyPosts(context, '/subscriptions');
  await typeCard(page, CARDS.decline);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['failed', 'success', 'still-confirming']), 'failed');
  await page.locator('paywall-checkout [part~="status"]', { hasText: 'Subscription failed' }).waitFor();
  assert.equal(await openDialog(page), null, 'the form says it, no dialog over it');
  await page.locator('paywall-checkout [part~="back-button"]').click();
  await waitForState(page, 'ready');
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  await page.waitForFunction(() => /Please wait/.test(document.querySelector('paywall-dialogs')?.shadowRoot?.querySelector('dialog[open]')?.textContent ?? ''));
  const text = (await openDialog(page)).text;
  const seconds = Number(/(\d+) seconds?/.exec(text)?.[1]);
  assert.ok(seconds >= 1 && seconds <= 30, `remaining seconds shown: ${text}`);
  assert.equal(posts.length, 1, 'the retry sent nothing');
  assertCleanJourney(assert, assertClean, page, 'subscription wait', [402]);
  await context.close();
});

test('journey 6: five rapid clicks and Enter on Pay produce exactly one charge', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 40006, fee: 60006 }));
  const posts = moneyPosts(context, '/payments');
  await typeCard(page, CARDS.success);
  const box = await payButton(page).boundingBox();
  // five synthetic clicks and five form submissions in one task (synthetic clicks reach the handler
  // even on a disabled button, so only the lock stands between them and five charges), then five
  // real clicks as fast as the input allows and Enter in the card frame
  await page.evaluate(() => {
    const button = document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]');
    for (let i = 0; i < 5; i++) button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    for (let i = 0; i < 5; i++) button.form.requestSubmit();
  });
  await Promise.all(Array.from({ length: 5 }, () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: 0 })));
  await page.frameLocator('paywall-checkout iframe[title="Card details"]').locator('#cvc').press('Enter', { timeout: 2000 }).catch(() => {});
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming']), 'success');
  // every press has been handled once the page has nothing left to do
  await pageIdle(page);
  assert.equal(posts.length, 1, 'one POST /payments');
  assert.ok(posts[0].headers()['idempotency-key'], 'the POST carries an idempotency key');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  assertCleanJourney(assert, assertClean, page, 'rapid clicks', [402]);
  await context.close();
});

test('journey 7: a hostile host page observes zero card digits', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { page: 'hostile-host.html', item: 40007, fee: 60007 }));
  // a control: what is typed on the page itself is seen by the hostile script
  await page.locator('paywall-checkout input[name="voucher"]').pressSequentially('PROBE');
  await typeCard(page, CARDS.success, { cvc: '987' });
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming']), 'success');
  const seen = await page.evaluate(() => {
    const o = window.__observed;
    return { ...o, dom: document.documentElement.outerHTML, local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }), href: location.href };
  });
  assert.ok(seen.keys.some((k) => k.startsWith('P|')) && seen.values.some((v) => v.includes('PROBE')), 'the hostile script sees what is typed on the page');
  const digitKeys = seen.keys.filter((k) => /\d/.test(k));
  assert.deepEqual(digitKeys, [], 'no digit keystroke reached the page');
  const everything = JSON.stringify(seen);
  for (const secret of ['4242424242424242', '4242 4242 4242 4242', '424242424242']) {
    assert.equal(everything.includes(secret), false, `"${secret}" is not observable on the page`);
  }
  // the three-digit code as a value of its own: inside a longer token (a uuid, a token, a timestamp) it
  // is chance, and failed this test once
  const standalone = /(^|[^A-Za-z0-9])987([^A-Za-z0-9]|$)/;
  assert.equal(standalone.test(everything), false, `"987" is not observable on the page${standalone.test(everything) ? `: …${everything.slice(Math.max(0, everything.search(standalone) - 60), everything.search(standalone) + 60)}…` : ''}`);
  assert.equal((await charges(servers.info, viewer)).length, 1);
  assertCleanJourney(assert, assertClean, page, 'hostile host', [402]);
  await context.close();
});

test('a viewer who can already watch the item: a declined second purchase fails, and only a new transaction counts as success', async () => {
  const { viewer, context, page } = await viewerPage();
  await api(servers.info, '/payments', {
    method: 'POST', token: viewer.record.token,
    form: { number: CARDS.success, card_name: 'Ada', exp_month: '12', exp_year: String(FUTURE_YEAR), cvv: '123', access_fee: '60001', payment_method: '1', referrer: servers.web.url, return_url: servers.web.url },
  });
  // the checkout knows the viewer owns the item: it asks before a second payment
  await page.goto(fixtureUrl(servers, { item: 40001, fee: 60021 }));
  await waitForState(page, 'owned', 30_000);
  await page.locator('paywall-checkout [part~="pay-again"]').click();
  await waitForState(page, 'ready');
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  await typeCard(page, CARDS.decline);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['failed', 'success', 'still-confirming']), 'failed', 'access from the earlier rental proves nothing');
  await page.locator('paywall-checkout [part~="back-button"]').click();
  await waitForState(page, 'ready');
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming']), 'success');
  const list = await charges(servers.info, viewer);
  assert.deepEqual(list.map((t) => Number(t.access_fee_id)).sort(), [60001, 60021]);
  assertCleanJourney(assert, assertClean, page, 'second purchase', [402]);
  await context.close();
});
