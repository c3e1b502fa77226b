// <paywall-capture> in Chromium against the sandbox: a visitor (no account) leaves name, e-mail and
// company for a free preview; the form checks before sending, sends once however often it is
// submitted, thanks the visitor and announces paywall-capture; the platform's refusal shows on its
// field and a failure leaves the form usable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { instrumentedPage, assertClean } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import { api, fixtureUrl, waitForElementState, postsTo, assertCleanJourney } from './journeys-helpers.mjs';

let servers;
let browser;
journeySetup((s, b) => {
  servers = s;
  browser = b;
});

const fieldError = (page, name) => page.evaluate((n) => document.querySelector('paywall-capture').shadowRoot.querySelector(`[part~="field-${n}"] [part~="field-error"]`)?.textContent ?? null, name);

async function openForm(context, purpose = 'preview') {
  const page = await instrumentedPage(context);
  await page.addInitScript(() => {
    window.captured = [];
    document.addEventListener('paywall-capture', (e) => window.captured.push(e.detail));
  });
  await page.goto(fixtureUrl(servers, { el: 'capture', mode: purpose }));
  await waitForElementState(page, 'paywall-capture', 'ready');
  return page;
}

test('a visitor leaves name, e-mail and company for a free preview: checked first, sent once, thanked, announced', async () => {
  const context = await browser.newContext();
  // the platform's answer is held until the second click and the Enter have landed, the first on its way
  let answer;
  const held = new Promise((r) => (answer = r));
  await context.route('**/v2/accounts/customers/data-capture', async (route) => {
    await held;
    await route.continue();
  });
  const page = await openForm(context);
  const posts = postsTo(context, '/v2/accounts/customers/data-capture');
  assert.equal(await page.locator('paywall-capture [part~="title"]').textContent(), 'Watch a free preview');
  await page.locator('paywall-capture [part~="submit"]').click();
  assert.equal(await fieldError(page, 'fullName'), 'Enter your name.');
  assert.equal(await fieldError(page, 'email'), 'Enter your e-mail address.');
  assert.equal(await page.evaluate(() => document.querySelector('paywall-capture').shadowRoot.activeElement?.getAttribute('name')), 'fullName', 'focus on the first refused field');
  await page.locator('paywall-capture input[name="fullName"]').fill('Vera Visitor');
  await page.locator('paywall-capture input[name="email"]').fill('vera@');
  await page.locator('paywall-capture [part~="submit"]').click();
  assert.equal(await fieldError(page, 'email'), 'Enter a valid e-mail address, like name@example.com.');
  assert.equal(posts.length, 0, 'nothing sent while the form is not right');
  const email = `vera-${Date.now()}@journeys.test`;
  await page.locator('paywall-capture input[name="email"]').fill(email);
  await page.locator('paywall-capture input[name="company"]').fill('Lighthouse Ltd');
  // three submits in a row (click, click, Enter): one request
  await page.locator('paywall-capture [part~="submit"]').evaluate((b) => { b.click(); b.click(); });
  await page.locator('paywall-capture input[name="company"]').press('Enter');
  assert.equal(await page.locator('paywall-capture [part~="base"]').getAttribute('data-state'), 'submitting');
  answer();
  await waitForElementState(page, 'paywall-capture', 'done');
  assert.equal(posts.length, 1, 'sent once');
  assert.deepEqual(Object.fromEntries(new URLSearchParams(posts[0].postData())), { email, full_name: 'Vera Visitor', company: 'Lighthouse Ltd', merchant_uuid: servers.info.merchantUuid });
  assert.equal(await page.locator('paywall-capture [part~="done"]').textContent(), 'Enjoy the preview, Vera Visitor.');
  assert.equal(await page.evaluate(() => document.querySelector('paywall-capture').shadowRoot.activeElement?.getAttribute('part')), 'done', 'focus on the thanks');
  assert.deepEqual(await page.evaluate(() => window.captured), [{ purpose: 'preview', email, fullName: 'Vera Visitor', company: 'Lighthouse Ltd' }]);
  const kept = await api(servers.info, `/sandbox/data-captures?email=${encodeURIComponent(email)}`);
  assert.deepEqual([kept.total, kept.collection[0].company], [1, 'Lighthouse Ltd'], 'the platform kept it once');
  assertClean(assert, page, 'capture');
  await context.close();
});

test('the platform\'s refusal shows on its field; an unreachable platform leaves the form filled and usable', async () => {
  const context = await browser.newContext();
  let answer = 'refuse';
  await context.route('**/v2/accounts/customers/data-capture', (route) => {
    if (answer === 'refuse') return route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ code: 422, errors: { email: 'This address cannot receive mail' } }) });
    if (answer === 'down') return route.abort('connectionreset');
    return route.continue();
  });
  const page = await openForm(context, 'newsletter');
  await page.locator('paywall-capture input[name="fullName"]').fill('Nina Newsletter');
  await page.locator('paywall-capture input[name="email"]').fill('nina@journeys.test');
  await page.locator('paywall-capture [part~="submit"]').click();
  await waitForElementState(page, 'paywall-capture', 'error');
  assert.equal(await fieldError(page, 'email'), 'This address cannot receive mail');
  answer = 'down';
  await page.locator('paywall-capture [part~="submit"]').click();
  await page.waitForFunction(() => /connection/i.test(document.querySelector('paywall-capture').shadowRoot.querySelector('[part~="form-error"]')?.textContent ?? ''));
  assert.equal(await page.locator('paywall-capture input[name="fullName"]').inputValue(), 'Nina Newsletter', 'what was typed stays');
  assert.equal(await page.locator('paywall-capture [part~="submit"]').isDisabled(), false);
  answer = 'through';
  await page.locator('paywall-capture [part~="submit"]').click();
  await waitForElementState(page, 'paywall-capture', 'done');
  assert.equal(await page.locator('paywall-capture [part~="done"]').textContent(), 'Thank you, Nina Newsletter: the newsletter goes to nina@journeys.test.');
  assertCleanJourney(assert, assertClean, page, 'capture failures', [422, 'net::ERR_CONNECTION_RESET']);
  await context.close();
});
