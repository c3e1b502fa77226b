// Fault scenarios, page tier, in Chromium against a fresh sandbox under the journeys' strict CSP:
// a card payment in <paywall-checkout> under the seven HTTP faults; malformed answers to the
// payment, sign-in, access, account and voucher calls; offline; and storage that throws, is full,
// corrupt or absent. Each asserts a state with a way out (never a spinner without an exit), nothing
// lost, at most one charge, and no uncaught error or CSP violation.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { journeySetup } from '../e2e/journey-setup.mjs';
import {
  CARDS, fixtureUrl, openCheckout, typeCard, payButton, waitForState, openDialog, charges, checkoutState, elementState, waitForElementState,
} from '../e2e/journeys-helpers.mjs';
import { cspReported, instrumentedPage, pageIdle } from '../e2e/browser.mjs';
import { recordGates, pageFigures } from './gates.mjs';
import { waitUntil } from '../helpers/test-wait.ts';

let servers;
let browser;
const viewerPage = journeySetup((s, b) => {
  servers = s;
  browser = b;
});

afterEach(() => fetch(`${servers.info.apiBase}/sandbox/faults`, { method: 'DELETE' }));

async function fault(rule) {
  const res = await fetch(`${servers.info.apiBase}/sandbox/faults`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1, ...rule }),
  });
  assert.equal(res.status, 200);
}

/** Browser console lines a fault causes on purpose (the network log of refused or broken requests). */
const NETWORK_LOG = [/^Failed to load resource/, /net::ERR_/, /Access to fetch .* has been blocked/, /^\[paywall notifications\]/];

/** Records the page's card requests. */
function cardPosts(context) {
  const posts = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/payments') posts.push(r);
  });
  return posts;
}

/**
 * Pays and follows the checkout to its end as a viewer would: when the outcome stays unknown, press
 * Try again (which re-sends the same attempt). Returns the final state and the seconds the spinner
 * (or the unknown state) lasted.
 */
async function payToTheEnd(page, { clock } = {}) {
  const started = Date.now();
  await payButton(page).click();
  if (clock) {
    await waitForState(page, 'paying');
    await clock.fastForward(31_000);
  }
  return followToTheEnd(page, started);
}

/** Follows a payment already under way to its end (see `payToTheEnd`). */
async function followToTheEnd(page, started = Date.now()) {
  const deadline = Date.now() + 60_000;
  const ended = (s) => s === 'success' || s === 'failed' || s === 'still-confirming';
  while (Date.now() < deadline) {
    // the checkout's own way to an end; an outcome that stays unknown for 1.5 s (the checkout asks the
    // platform by itself meanwhile, and nothing was charged) is where the viewer presses Try again
    const reached = await page.waitForFunction((done) => {
      const s = document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state');
      return done.includes(s) ? s : false;
    }, ['success', 'failed', 'still-confirming'], { timeout: 1500 }).then((h) => h.jsonValue(), () => null);
    if (ended(reached)) return { state: reached, seconds: (Date.now() - started) / 1000 };
    if ((await checkoutState(page)) === 'unknown') await page.locator('paywall-checkout [part~="retry-button"]').click({ timeout: 2000 }).catch(() => undefined);
  }
  return { state: await checkoutState(page), seconds: (Date.now() - started) / 1000 };
}

for (const [label, spec, useClock] of [
  ['500 after the charge', 'status=500,after'],
  ['502 HTML page after the charge', 'html,after'],
  ['503 before the charge', 'status=503,retry-after=1'],
  ['429 before the charge', 'status=429,retry-after=1'],
  ['connection reset after the charge', 'drop-after'],
  ['no answer (the card frame gives up after 30 s)', 'hang', true],
  ['a slow answer', 'latency=2500'],
]) {
  test(`card payment in the checkout under ${label}: one charge, success, no failure shown`, async () => {
    const { viewer, context, page } = await viewerPage();
    if (useClock) await context.clock.install();
    const posts = cardPosts(context);
    await openCheckout(page, fixtureUrl(servers, { item: 40001, fee: 60001 }));
    await typeCard(page, CARDS.success);
    await fault({ method: 'POST', path: '/payments', fault: spec });
    const { state, seconds } = await payToTheEnd(page, { clock: useClock ? context.clock : undefined });
    assert.equal(state, 'success');
    assert.equal(await openDialog(page), null, 'no Payment failed dialog');
    const charged = (await charges(servers.info, viewer)).length;
    assert.equal(charged, 1, 'one charge');
    assert.equal(new Set(posts.map((r) => r.headers()['idempotency-key'])).size, 1, 'every send of the attempt carries its one key');
    const figures = pageFigures(page, { allowedConsole: [...NETWORK_LOG] });
    assert.deepEqual([figures.uncaught, figures.cspViolations], [0, 0]);
    recordGates(`page: card payment under ${label}`, { group: 'http', attempts: 1, charges: charged, spinnerSeconds: seconds, ...figures });
    await context.close();
  });
}

test('malformed: a truncated 200 after the charge is confirmed over REST (success, one charge)', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 40002, fee: 60002 }));
  await typeCard(page, CARDS.success);
  await fault({ method: 'POST', path: '/payments', fault: 'malformed,after' });
  const { state, seconds } = await payToTheEnd(page);
  assert.equal(state, 'success');
  const charged = (await charges(servers.info, viewer)).length;
  assert.equal(charged, 1);
  recordGates('page: malformed 200 after a charge', { group: 'malformed', attempts: 1, charges: charged, spinnerSeconds: seconds, ...pageFigures(page, { allowedConsole: NETWORK_LOG }) });
  await context.close();
});

test('malformed: a truncated 200 that charged nothing is an unknown outcome; Try again pays once', async () => {
  const { viewer, context, page } = await viewerPage();
  const posts = cardPosts(context);
  await openCheckout(page, fixtureUrl(servers, { item: 40003, fee: 60003 }));
  await typeCard(page, CARDS.success);
  await fault({ method: 'POST', path: '/payments', fault: 'malformed' });
  await payButton(page).click();
  assert.equal(await waitForState(page, ['unknown', 'success', 'still-confirming', 'failed']), 'unknown', 'not taken for an accepted payment');
  const { state, seconds } = await followToTheEnd(page);
  assert.equal(state, 'success');
  const charged = (await charges(servers.info, viewer)).length;
  assert.equal(charged, 1);
  assert.equal(new Set(posts.map((r) => r.headers()['idempotency-key'])).size, 1);
  recordGates('page: malformed 200 without a charge', { group: 'malformed', attempts: 1, charges: charged, spinnerSeconds: seconds, ...pageFigures(page, { allowedConsole: NETWORK_LOG }) });
  await context.close();
});

test('malformed: a truncated answer to sign-in shows a readable error and the form works again', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(fixtureUrl(servers, { item: 40001, layout: 'login' }));
  await waitForElementState(page, 'paywall-login', 'sign-in');
  const { email } = await (await import('../e2e/journeys-helpers.mjs')).newViewer(servers.info);
  await page.locator('paywall-login input[name="email"]').fill(email);
  await page.locator('paywall-login input[name="password"]').fill('journey-pass-1');
  await fault({ method: 'POST', path: '/accounts/authenticate', fault: 'malformed' });
  await page.locator('paywall-login [part~="submit"]').click();
  await page.locator('paywall-login [part~="form-error"]').waitFor();
  assert.equal(await elementState(page, 'paywall-login'), 'sign-in', 'still on the form');
  await page.locator('paywall-login [part~="submit"]').click();
  await waitForElementState(page, 'paywall-login', 'signed-in');
  recordGates('page: malformed sign-in answer', { group: 'malformed', ...pageFigures(page, { allowedConsole: NETWORK_LOG }) });
  await context.close();
});

test('malformed: a truncated access answer puts the gate in its error state with Try again, which then works', async () => {
  const { context, page } = await viewerPage();
  await fault({ method: 'GET', path: '/items/40004/access', fault: 'malformed', count: 10 });
  // The gate checks access more than once on its own (when it knows a token is stored, when the
  // viewer's account arrives; other elements may ask too, and a failure is not shared). Once it shows
  // its error, a check the page starts waits at the door until Try again has been pressed, and the
  // platform is healed only when every check already let through has been answered: no check can
  // find it healed and take the error view (and its Try again) away before the press.
  let hold = false;
  let pressed;
  const afterPress = new Promise((r) => (pressed = r));
  let through = 0;
  let answered = 0;
  const isAccess = (r) => /\/items\/40004\/access$/.test(new URL(r.url()).pathname) && r.method() === 'GET';
  await context.route((url) => /\/items\/40004\/access$/.test(url.pathname), async (route) => {
    if (route.request().method() === 'GET') {
      if (hold) await afterPress;
      through++;
    }
    await route.continue();
  });
  for (const event of ['requestfinished', 'requestfailed']) page.on(event, (r) => isAccess(r) && answered++);
  await page.goto(fixtureUrl(servers, { item: 40004, layout: 'shop' }));
  await waitForElementState(page, 'paywall-gate', 'error');
  hold = true;
  await waitUntil(() => answered >= through, 20_000);
  await waitForElementState(page, 'paywall-gate', 'error');
  await fetch(`${servers.info.apiBase}/sandbox/faults`, { method: 'DELETE' });
  await page.locator('paywall-gate [part~="retry"]').click();
  pressed();
  await waitForElementState(page, 'paywall-gate', 'locked');
  recordGates('page: malformed access answer', { group: 'malformed', ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, /paywall-elements/] }) });
  await context.close();
});

test('malformed: a truncated account answer keeps the viewer signed in and the elements working', async () => {
  const { context, page } = await viewerPage();
  await fault({ method: 'GET', path: '/accounts', fault: 'malformed', count: 20 });
  await page.goto(fixtureUrl(servers, { item: 40005, layout: 'shop' }));
  await waitForElementState(page, 'paywall-gate', 'locked');
  assert.equal(await page.evaluate(() => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="base"]').getAttribute('data-auth')), 'signed-in');
  recordGates('page: malformed account answer', { group: 'malformed', ...pageFigures(page, { allowedConsole: NETWORK_LOG }) });
  await context.close();
});

test('malformed: a truncated voucher answer is a readable refusal; paying still works, once', async () => {
  const { viewer, context, page } = await viewerPage();
  await openCheckout(page, fixtureUrl(servers, { item: 40006, fee: 60006 }));
  await fault({ method: 'POST', path: '/vouchers/discount', fault: 'malformed' });
  await page.locator('paywall-checkout input[name="voucher"]').fill('SANDBOX10');
  await page.locator('paywall-checkout [part~="voucher-apply"]').click();
  await page.locator('paywall-checkout [part~="voucher"][data-state="error"]').waitFor();
  await typeCard(page, CARDS.success);
  const { state } = await payToTheEnd(page);
  assert.equal(state, 'success');
  const charged = (await charges(servers.info, viewer)).length;
  assert.equal(charged, 1);
  recordGates('page: malformed voucher answer', { group: 'malformed', attempts: 1, charges: charged, ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, /paywall-elements/] }) });
  await context.close();
});

test('offline: the gate says it cannot reach the server and recovers with Try again once back online', async () => {
  const { context, page } = await viewerPage();
  await page.goto(fixtureUrl(servers, { item: 40007, layout: 'shop' }));
  await waitForElementState(page, 'paywall-gate', 'locked');
  await context.setOffline(true);
  // the page shows another video while the connection is gone
  await page.evaluate(() => document.querySelector('paywall-gate').setAttribute('item-id', '40008'));
  await waitForElementState(page, 'paywall-gate', 'error', 30_000);
  // from here the item's requests wait until Try again has been pressed: nothing but the press may
  // take the error view (and its Try again) away once the connection is back
  let pressed;
  const afterPress = new Promise((r) => (pressed = r));
  // (the item itself, /items/<merchant>/40008, and its access check, /items/40008/access)
  await context.route((url) => /\/items\/([^/]+\/)?40008(\/|$)/.test(url.pathname), async (route) => {
    await afterPress;
    await route.continue();
  });
  await context.setOffline(false);
  await page.locator('paywall-gate [part~="retry"]').click({ timeout: 20_000 }).catch(async (error) => {
    const gate = await page.evaluate(() => { const el = document.querySelector('paywall-gate'); return `${el?.getAttribute('data-paywall-state')}: ${el?.shadowRoot?.textContent?.slice(0, 200)}`; }).catch(() => '?');
    throw new Error(`no Try again on the gate (${gate})`, { cause: error });
  });
  pressed();
  await waitForElementState(page, 'paywall-gate', 'locked');
  recordGates('page: offline gate', { group: 'offline', ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, /paywall-elements/] }) });
  await context.close();
});

test('offline: sign-in while offline shows a readable error; back online it signs in', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(fixtureUrl(servers, { item: 40001, layout: 'login' }));
  await waitForElementState(page, 'paywall-login', 'sign-in');
  const { email } = await (await import('../e2e/journeys-helpers.mjs')).newViewer(servers.info);
  await page.locator('paywall-login input[name="email"]').fill(email);
  await page.locator('paywall-login input[name="password"]').fill('journey-pass-1');
  await context.setOffline(true);
  await page.locator('paywall-login [part~="submit"]').click();
  await page.locator('paywall-login [part~="form-error"]').waitFor({ timeout: 20_000 });
  assert.match(await page.locator('paywall-login [part~="form-error"]').textContent(), /reach|connection|network/i);
  await context.setOffline(false);
  await page.locator('paywall-login [part~="submit"]').click();
  await waitForElementState(page, 'paywall-login', 'signed-in');
  recordGates('page: offline sign-in', { group: 'offline', ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, /paywall-elements/] }) });
  await context.close();
});

test('offline: Pay waits for the connection, nothing is queued, and the payment goes through once back', async () => {
  const { viewer, context, page } = await viewerPage();
  const posts = cardPosts(context);
  await openCheckout(page, fixtureUrl(servers, { item: 40009, fee: 60009 }));
  await typeCard(page, CARDS.success);
  await context.setOffline(true);
  await page.locator('paywall-checkout [part~="offline"]').waitFor();
  assert.equal(await payButton(page).isDisabled(), true);
  await pageIdle(page);
  assert.equal(posts.length, 0);
  await context.setOffline(false);
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  const { state } = await payToTheEnd(page);
  assert.equal(state, 'success');
  const charged = (await charges(servers.info, viewer)).length;
  assert.equal(charged, 1);
  recordGates('page: offline pay', { group: 'offline', attempts: 1, charges: charged, ...pageFigures(page, { allowedConsole: NETWORK_LOG }) });
  await context.close();
});

for (const [label, script] of [
  ['localStorage throws SecurityError', () => Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } })],
  ['localStorage is full', () => {
    const proto = Object.getPrototypeOf(window.localStorage);
    proto.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  }],
  ['stored records are corrupt', () => {
    localStorage.setItem('inplayer_token', '{not json');
    localStorage.setItem('paywall-elements.site', '{"lastAttemptAt":"soon"');
  }],
  ['there is no localStorage', () => Object.defineProperty(window, 'localStorage', { get: () => undefined })],
]) {
  test(`storage: ${label}: every element renders, sign-in works for the page, no uncaught error`, async () => {
    const context = await browser.newContext();
    await context.addInitScript(script);
    const page = await instrumentedPage(context);
    await page.goto(fixtureUrl(servers, { item: 40010, layout: 'shop' }));
    await waitForElementState(page, 'paywall-gate', 'locked');
    await waitForElementState(page, 'paywall-pricing', 'ready');
    const viewer = await (await import('../e2e/journeys-helpers.mjs')).newViewer(servers.info);
    await page.locator('paywall-gate [part~="sign-in"]').click();
    await page.locator('paywall-gate input[name="email"]').fill(viewer.email);
    await page.locator('paywall-gate input[name="password"]').fill('journey-pass-1');
    await page.locator('paywall-gate [part~="submit"]').click();
    await page.waitForFunction(() => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="base"]').getAttribute('data-auth') === 'signed-in', undefined, { timeout: 20_000 })
      .catch(async (e) => {
        throw new Error(`not signed in: ${await page.evaluate(() => document.querySelector('paywall-gate').shadowRoot.textContent.slice(0, 400))} ${JSON.stringify(page.problems)}`, { cause: e });
      });
    const figures = pageFigures(page, { allowedConsole: NETWORK_LOG });
    assert.deepEqual([figures.uncaught, figures.cspViolations], [0, 0], JSON.stringify(page.problems.errors));
    recordGates(`page: storage ${label}`, { group: 'storage', ...figures });
    await context.close();
  });
}

test('hostile item content with inline styles (style attributes, <style> elements, in SVG too) unlocks under the strict policy with no policy report and nothing run', async () => {
  const { viewer, context, page } = await viewerPage();
  const { api } = await import('../e2e/journeys-helpers.mjs');
  await api(servers.info, '/payments', {
    method: 'POST', token: viewer.record.token,
    form: { number: CARDS.success, card_name: 'Ada', exp_month: '12', exp_year: String(new Date().getFullYear() + 2), cvv: '123', access_fee: '60012', payment_method: '1', referrer: servers.web.url, return_url: servers.web.url },
  });
  const hostile = '<p style="color:red">Styled text</p><style>p{display:none}</style><div STYLE=\'position:fixed;inset:0\' title="a style=b">Overlay</div>' +
    '<svg><style>a{fill:red}</style><a style="x"></a></svg><img src=x onerror="window.__ran=1" style="width:1px"><p>style="not an attribute"</p>';
  // the platform's access answer, its content replaced by hostile markup (as a compromised catalogue would send it)
  await context.route(/\/items\/40012\/access$/, async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({ response: res, json: { ...body, item: { ...body.item, content: hostile } } });
  });
  await page.goto(fixtureUrl(servers, { item: '40012', el: 'gates' }));
  await waitForElementState(page, 'paywall-gate', 'unlocked');
  await page.waitForFunction(() => /Overlay/.test(document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="content"]')?.textContent ?? ''));
  const text = await page.evaluate(() => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="content"]').textContent);
  assert.match(text, /Styled text/);
  assert.match(text, /Overlay/);
  assert.match(text, /style="not an attribute"/, 'text that looks like an attribute stays as written');
  await cspReported(page);
  assert.deepEqual(page.problems.cspViolations, [], 'no inline-style policy report');
  assert.equal(await page.evaluate(() => window.__ran ?? null), null);
  const figures = pageFigures(page, { allowedConsole: NETWORK_LOG });
  assert.deepEqual([figures.uncaught, figures.cspViolations, figures.consoleErrors], [0, 0, 0], JSON.stringify(page.problems));
  recordGates('page: hostile item content with inline styles', { group: 'injection', ...figures });
  await context.close();
});
