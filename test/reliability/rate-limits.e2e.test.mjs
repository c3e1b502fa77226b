// The elements when the platform says "too many attempts" (429 with Retry-After), in Chromium against
// a fresh sandbox whose limits are made short: the sign-in form, the gate's access-code entry and the
// account's PIN entry (entering a profile, deleting one). Each says how long to wait, keeps its
// button disabled while it counts down, comes back by itself and then goes through: never a lock-up.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { journeySetup } from '../e2e/journey-setup.mjs';
import { api, fixtureUrl, newViewer, waitForElementState } from '../e2e/journeys-helpers.mjs';
import { instrumentedPage } from '../e2e/browser.mjs';
import { recordGates, pageFigures } from './gates.mjs';

let servers;
let browser;
const viewerPage = journeySetup((s, b) => {
  servers = s;
  browser = b;
});

const limits = (body) => fetch(`${servers.info.apiBase}/sandbox/limits`, { method: body ? 'POST' : 'DELETE', headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
afterEach(() => limits());

/** What the platform's refusals make the browser log (a 4xx is logged as a failed resource load). */
const REFUSALS = [401, 403, 429];

/**
 * Waits for the wait to show and run out: the alert names the seconds, the button counts them down
 * disabled, then comes back enabled with its own label and the alert says the form may be sent.
 */
async function waitsThenComesBack(page, { tag, button, alert, label }) {
  const started = Date.now();
  const sel = (part) => `${tag} [part~="${part}"]`;
  await page.locator(sel(alert), { hasText: /^Too many attempts\. Try again in [1-4] s\.$/ }).waitFor({ timeout: 15_000 });
  assert.equal(await page.locator(sel(button)).isDisabled(), true, 'the button waits');
  assert.match(await page.locator(sel(button)).textContent(), /^Try again in [1-4] s$/);
  await page.waitForFunction((s) => {
    const b = document.querySelector(s.tag)?.shadowRoot?.querySelector(`[part~="${s.button}"]`);
    return b && !b.disabled;
  }, { tag, button }, { timeout: 15_000 });
  assert.equal((await page.locator(sel(button)).textContent()).trim(), label);
  await page.locator(sel(alert), { hasText: 'You can try again now.' }).waitFor({ timeout: 5_000 });
  return (Date.now() - started) / 1000;
}

test('the sign-in form after too many wrong passwords: says how long to wait, counts down, then signs in', async () => {
  const viewer = await newViewer(servers.info);
  await limits({ 'sign-in': { max: 2, windowSeconds: 3 } });
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(fixtureUrl(servers, { layout: 'login' }));
  const form = 'paywall-login [part~="form-sign-in"]';
  await page.locator(`${form} input[name="email"]`).fill(viewer.email);
  for (const password of ['wrong-pass-1', 'wrong-pass-2']) {
    await page.locator(`${form} input[name="password"]`).fill(password);
    await page.locator(`${form} [part~="submit"]`).click();
    await page.locator(`${form} [part~="form-error"]`).waitFor();
    await page.waitForFunction(() => !document.querySelector('paywall-login').shadowRoot.querySelector('[part~="form-sign-in"] [part~="submit"]').disabled
      || /Too many/.test(document.querySelector('paywall-login').shadowRoot.querySelector('[part~="form-error"]')?.textContent ?? ''));
  }
  const seconds = await waitsThenComesBack(page, { tag: 'paywall-login', button: 'submit', alert: 'form-error', label: 'Sign in' });
  await page.locator(`${form} input[name="password"]`).fill('journey-pass-1');
  await page.locator(`${form} [part~="submit"]`).click();
  await page.locator('paywall-login [part~="account"]').waitFor({ timeout: 15_000 });
  recordGates('rate limits: the sign-in form after too many wrong passwords', { group: 'servers', spinnerSeconds: seconds, ...pageFigures(page, { allowedConsole: REFUSALS }) });
  await context.close();
});

test('the gate\'s access-code entry after too many wrong codes: says how long to wait, counts down, then unlocks', async () => {
  await limits({ 'access-code': { max: 2, windowSeconds: 3 } });
  const { context, page } = await viewerPage();
  await page.goto(fixtureUrl(servers, { item: 40014, layout: 'shop' }));
  await waitForElementState(page, 'paywall-gate', 'code-entry');
  const input = page.locator('paywall-gate input[name="code"]');
  for (const code of ['GUESS-1', 'GUESS-2']) {
    await input.fill(code);
    await page.locator('paywall-gate [part~="submit"]').click();
    await page.locator('paywall-gate [part~="field-error"]').waitFor();
    await page.waitForFunction(() => !document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="code-form"] [part~="submit"]')?.textContent?.includes('Checking'));
  }
  const seconds = await waitsThenComesBack(page, { tag: 'paywall-gate', button: 'submit', alert: 'field-error', label: 'Unlock' });
  await input.fill('FESTIVAL-2026');
  await page.locator('paywall-gate [part~="submit"]').click();
  await waitForElementState(page, 'paywall-gate', 'unlocked');
  recordGates('rate limits: the gate\'s access code after too many wrong codes', { group: 'servers', spinnerSeconds: seconds, ...pageFigures(page, { allowedConsole: [...REFUSALS, 402] }) });
  await context.close();
});

test('the account\'s PIN entry after too many wrong PINs: says how long to wait, counts down, then enters; deleting asks the PIN', async () => {
  await limits({ pin: { max: 2, windowSeconds: 3 } });
  const { viewer, context, page } = await viewerPage();
  await api(servers.info, '/v2/accounts/profiles', { method: 'POST', token: viewer.record.token, form: { name: 'Parent', adult: 'true', pin: '2468' } });
  await page.goto(fixtureUrl(servers, { el: 'account', section: 'profiles' }));
  await page.locator('paywall-account button[aria-label="Enter Parent"]').click();
  for (const pin of ['1111', '2222']) {
    await page.locator('paywall-account input[name="pin"]').fill(pin);
    await page.locator('paywall-account [part~="pin-submit"]').click();
    await page.waitForFunction(() => {
      const root = document.querySelector('paywall-account').shadowRoot;
      return root.querySelector('input[name="pin"]')?.value === '';
    });
  }
  const seconds = await waitsThenComesBack(page, { tag: 'paywall-account', button: 'pin-submit', alert: 'form-error', label: 'Enter' });
  await page.locator('paywall-account input[name="pin"]').fill('2468');
  await page.locator('paywall-account [part~="pin-submit"]').click();
  await page.locator('paywall-account [part~="profile"]', { hasText: 'Watching as Parent' }).waitFor({ timeout: 15_000 });
  // deleting the PIN-protected profile asks its PIN first
  await page.locator('paywall-account button[aria-label="Delete Parent"]').click();
  await page.locator('paywall-account [part~="confirm-button"]').click();
  await page.locator('paywall-account input[name="pin"]').fill('2468');
  await page.locator('paywall-account [part~="pin-submit"]', { hasText: 'Delete' }).click();
  await page.locator('paywall-account [part~="notice"]', { hasText: 'The profile Parent was deleted.' }).waitFor({ timeout: 15_000 });
  const left = await api(servers.info, '/v2/accounts/profiles', { token: viewer.record.token });
  assert.deepEqual(left, []);
  recordGates('rate limits: the account\'s PIN after too many wrong PINs', { group: 'servers', spinnerSeconds: seconds, ...pageFigures(page, { allowedConsole: [...REFUSALS, 404] }) });
  await context.close();
});
