// The merchant's rules in Chromium against the sandbox: a free trial is offered once (the prices say
// "Free trial already used" to a viewer who had it), a minimum age set in the merchant's restriction
// settings is checked at sign-up, in the form and by the platform, and a purchase made in a native
// app (a store receipt the platform validated) says which store in the account's purchases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { instrumentedPage, assertClean } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import { api, fixtureUrl, waitForElementState, newViewer, signInContext, postsTo, assertCleanJourney } from './journeys-helpers.mjs';
import { FUTURE_YEAR } from '../helpers/card-dates.ts';
import { waitUntil } from '../helpers/test-wait.ts';

let servers;
let browser;
const viewerPage = journeySetup((s, b) => {
  servers = s;
  browser = b;
});

const cardText = (page, fee, part) => page.evaluate(([f, p]) => document.querySelector('paywall-pricing').shadowRoot
  .querySelector(`[data-access-fee-id="${f}"] [part~="${p}"]`)?.textContent ?? null, [fee, part]);

/** A viewer's browser on the All Access package's prices (its monthly price has a 7-day trial). */
async function pricesFor(viewer) {
  const context = await browser.newContext();
  await signInContext(context, servers.web.url, viewer);
  const page = await instrumentedPage(context);
  await page.goto(fixtureUrl(servers, { el: 'pricing', item: 50001 }));
  await waitForElementState(page, 'paywall-pricing', 'ready');
  return { context, page };
}

test('the trial is offered to a viewer who never had it, and not to one who did', async () => {
  const fresh = await newViewer(servers.info);
  const a = await pricesFor(fresh);
  await a.page.waitForFunction(() => document.querySelector('paywall-pricing').shadowRoot.querySelector('[part~="card-trial"]'));
  assert.equal(await cardText(a.page, 61001, 'card-trial'), '7-day free trial');
  assert.equal(await cardText(a.page, 61001, 'card-trial-used'), null);
  assertClean(assert, a.page, 'trial offered');
  await a.context.close();

  const had = await newViewer(servers.info);
  // a trial subscription, then cancelled: the trial is used for good
  await api(servers.info, '/subscriptions', {
    method: 'POST', token: had.record.token,
    form: { number: '4242424242424242', card_name: 'Had Trial', exp_month: '12', exp_year: String(FUTURE_YEAR), cvv: '123', access_fee: 61001, payment_method: 1, referrer: servers.web.url, return_url: `${servers.web.url}/s` },
  });
  await waitUntil(async () => !!(await api(servers.info, '/items/used-trial-period/50001', { token: had.record.token })), 10_000);
  const b = await pricesFor(had);
  await b.page.waitForFunction(() => document.querySelector('paywall-pricing').shadowRoot.querySelector('[part~="card-trial-used"]'), undefined, { timeout: 20_000 });
  assert.equal(await cardText(b.page, 61001, 'card-trial-used'), 'Free trial already used');
  assert.equal(await cardText(b.page, 61001, 'card-trial'), null, 'the trial is not offered again');
  assertClean(assert, b.page, 'trial used');
  await b.context.close();
});

test('a malformed answer about the trial leaves the prices as the platform describes them', async () => {
  const viewer = await newViewer(servers.info);
  const context = await browser.newContext();
  await context.route('**/items/used-trial-period/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"used":' }));
  await signInContext(context, servers.web.url, viewer);
  const page = await instrumentedPage(context);
  const asked = page.waitForRequest((r) => r.url().includes('/items/used-trial-period/50001'));
  await page.goto(fixtureUrl(servers, { el: 'pricing', item: 50001 }));
  await waitForElementState(page, 'paywall-pricing', 'ready');
  await asked;
  assert.equal(await cardText(page, 61001, 'card-trial'), '7-day free trial');
  assertClean(assert, page, 'malformed trial answer');
  await context.close();
});

/** Opens sign-up on `<paywall-login>` and fills in everything but the date of birth. */
async function startSignUp(page, email) {
  await page.goto(fixtureUrl(servers, { layout: 'login' }));
  await page.locator('paywall-login [part~="link-sign-up"]').click();
  await waitForElementState(page, 'paywall-login', 'sign-up');
  await page.locator('paywall-login input[name="fullName"]').fill('Young Viewer');
  await page.locator('paywall-login input[name="email"]').fill(email);
  await page.locator('paywall-login input[name="password"]').fill('journey-pass-1');
  await page.locator('paywall-login input[name="passwordConfirmation"]').fill('journey-pass-1');
}
const born = (years, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const fieldError = (page) => page.evaluate(() => document.querySelector('paywall-login').shadowRoot.querySelector('[part~="field-extra-date_of_birth"] [part~="field-error"]')?.textContent ?? null);

test('a minimum age in the merchant\'s restriction settings: the sign-up form asks for the date of birth and refuses a viewer too young, with a clear message', async () => {
  await api(servers.info, '/sandbox/restrictions', { method: 'POST', form: { age_verification_type: 'date_of_birth', min_age: 18 } });
  try {
    const context = await browser.newContext();
    const page = await instrumentedPage(context);
    const signUps = postsTo(context, '/accounts');
    const email = `age-${Date.now()}@journeys.test`;
    await startSignUp(page, email);
    const dob = page.locator('paywall-login input[name="extra-date_of_birth"]');
    await dob.waitFor();
    assert.equal(await dob.getAttribute('required'), '', 'the date of birth is required');
    await page.locator('paywall-login [part~="submit"]').click();
    await page.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.querySelector('[part~="field-extra-date_of_birth"] [part~="field-error"]'));
    assert.match(await fieldError(page), /Date of birth is required/);
    await dob.fill(born(18, 1));
    await page.locator('paywall-login [part~="submit"]').click();
    await page.waitForFunction(() => /at least 18 years old/.test(document.querySelector('paywall-login').shadowRoot.querySelector('[part~="field-extra-date_of_birth"] [part~="field-error"]')?.textContent ?? ''));
    assert.equal(await fieldError(page), 'You must be at least 18 years old to create an account.');
    // (the focus moves in the task after the refusal shows)
    await page.waitForFunction(() => document.querySelector('paywall-login').shadowRoot.activeElement?.getAttribute('name') === 'extra-date_of_birth', null, { timeout: 10_000 })
      .catch(async () => assert.fail(`focus on the refused field, not on ${await page.evaluate(() => { const a = document.querySelector('paywall-login').shadowRoot.activeElement ?? document.activeElement; return a?.outerHTML.slice(0, 120); })}`));
    assert.equal(signUps.length, 0, 'nothing sent for a viewer too young');
    await dob.fill(born(18));
    await page.locator('paywall-login [part~="submit"]').click();
    await waitForElementState(page, 'paywall-login', 'signed-in');
    assert.equal(signUps.length, 1);
    assert.equal(new URLSearchParams(signUps[0].postData()).get('date_of_birth'), born(18), 'sent as the account\'s date of birth');
    assertClean(assert, page, 'age limit');
    await context.close();

    // without the settings (their request fails), the platform's own refusal shows on the field
    const blind = await browser.newContext();
    await blind.route('**/restrictions/settings/**', (route) => route.fulfill({ status: 503, body: '' }));
    const p2 = await instrumentedPage(blind);
    await startSignUp(p2, `age2-${Date.now()}@journeys.test`);
    await p2.locator('paywall-login input[name="extra-date_of_birth"]').fill(born(10));
    await p2.locator('paywall-login [part~="submit"]').click();
    await p2.waitForFunction(() => /at least 18 years old/.test(document.querySelector('paywall-login').shadowRoot.querySelector('[part~="field-extra-date_of_birth"] [part~="field-error"]')?.textContent ?? ''));
    assert.equal(await fieldError(p2), 'You must be at least 18 years old to register');
    assert.equal(await p2.evaluate(() => document.querySelector('paywall-login').shadowRoot.querySelector('[part~="base"]').getAttribute('data-state')), 'sign-up');
    assertCleanJourney(assert, assertClean, p2, 'age limit from the platform', [503, 422]);
    await blind.close();
  } finally {
    await api(servers.info, '/sandbox/restrictions', { method: 'POST', form: { min_age: '' } });
  }
});

test('a purchase validated from an app store\'s receipt says which store in the account\'s purchases; one paid by card does not', async () => {
  const { viewer, context, page } = await viewerPage();
  await api(servers.info, '/v2/external-payments/roku/validate', { method: 'POST', token: viewer.record.token, form: { receipt: 'roku-transaction-1', item_id: 40009, access_fee_id: 60009 } });
  await api(servers.info, '/payments', {
    method: 'POST', token: viewer.record.token,
    form: { number: '4242424242424242', card_name: 'Card Buyer', exp_month: '12', exp_year: String(FUTURE_YEAR), cvv: '123', access_fee: 60010, payment_method: 1, return_url: `${servers.web.url}/r` },
  });
  await waitUntil(async () => (await api(servers.info, '/items/access/customers?status=active&page=0&size=5', { token: viewer.record.token })).total >= 2, 10_000);
  await page.goto(fixtureUrl(servers, { el: 'account', section: 'purchases' }));
  await page.waitForFunction(() => document.querySelector('paywall-account')?.shadowRoot?.querySelectorAll('[part~="purchase"]').length === 2, undefined, { timeout: 20_000 });
  const rows = await page.evaluate(() => [...document.querySelector('paywall-account').shadowRoot.querySelectorAll('[part~="purchase"]')]
    .map((r) => [r.getAttribute('data-item-id'), r.querySelector('[part~="purchase-store"]')?.textContent ?? null]));
  assert.deepEqual(Object.fromEntries(rows), { 40009: 'Bought through Roku Channel Store', 40010: null });
  assertClean(assert, page, 'app-store purchase');
  await context.close();
});
