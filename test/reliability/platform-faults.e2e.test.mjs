// Fault scenarios, platform tier, in Chromium against a fresh sandbox: the payment-event broker
// (refusing with 403, dropping mid-session, repeating an event, losing one), the bank's 3-D Secure
// page in the bank frame (normal, refusing to be framed, never loading, a look-alike message from
// elsewhere, a forged return), two tabs (the refresh race, sign-out) and a skewed clock or a token
// that expires during the purchase. Each asserts a state with a way out, nothing lost, at most one
// charge, no navigation off the allow-list, and records its gate figures.
import { test, afterEach } from 'node:test';
import { waitUntil } from '../helpers/test-wait.ts';
import assert from 'node:assert/strict';
import { journeySetup } from '../e2e/journey-setup.mjs';
import {
  CARDS, api, fixtureUrl, openCheckout, typeCard, payButton, payAndWait, waitForState, charges, waitForElementState, elementState,
} from '../e2e/journeys-helpers.mjs';
import { chunkFileOf, instrumentedPage, pageFrames, pageIdle, recordToasts, toastsShown } from '../e2e/browser.mjs';
import { recordGates, pageFigures } from './gates.mjs';

let servers;
const viewerPage = journeySetup((s) => {
  servers = s;
});

const control = (path, body = {}) =>
  fetch(`${servers.info.apiBase}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

afterEach(async () => {
  await fetch(`${servers.info.apiBase}/sandbox/faults`, { method: 'DELETE' });
  await control('/sandbox/bank-framing', { deny: false });
  await control('/sandbox/broker/refuse', { ms: 0 }); // a refusal must not outlive its scenario
});

const NETWORK_LOG = [/^Failed to load resource/, /net::ERR_/, /^\[paywall notifications\]/];
/** What the browser logs for a refused broker connection (the fault itself). */
const BROKER_LOG = [/^WebSocket connection to .* failed/];
const ROUTES = JSON.stringify({
  'content.payment_success': '/fixtures/checkout-outcome.html?outcome=success&item={contentId}',
  'content.payment_failed': '/fixtures/checkout-outcome.html?outcome=failed&item={contentId}',
});
const checkPage = (item) => fixtureUrl(servers, { item, check: true, route: 'content.payment_check' }) + `&routes=${encodeURIComponent(ROUTES)}`;
const live = (page, tag) => page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-live') === 'true', tag, { timeout: 20_000 });
const offList = (page, allowed) => page.problems.requests.filter((u) => !allowed.some((o) => u.startsWith(o))).length;

/** Charges a purchase for the viewer directly (as another device would), so a page only has to learn of it. */
const buyDirectly = (viewer, fee) => api(servers.info, '/payments', {
  method: 'POST', token: viewer.record.token,
  form: { number: CARDS.success, card_name: 'Ada', exp_month: '12', exp_year: String(new Date().getFullYear() + 2), cvv: '123', access_fee: String(fee), payment_method: '1', referrer: servers.web.url, return_url: servers.web.url },
});

test('broker refuses the connection with 403: the payment check still resolves through the platform, and events come back with new credentials', async () => {
  const { viewer, context, page } = await viewerPage();
  await control('/sandbox/broker/refuse', { ms: 2500, status: 403 });
  const started = Date.now();
  await page.goto(checkPage(40001));
  await buyDirectly(viewer, 60001);
  await page.waitForURL(/checkout-outcome\.html\?outcome=success&item=40001/, { timeout: 30_000 });
  recordGates('platform: broker 403', { group: 'mqtt', attempts: 1, charges: (await charges(servers.info, viewer)).length, spinnerSeconds: (Date.now() - started) / 1000, ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, ...BROKER_LOG, 402] }) });
  await context.close();
});

test('broker drops the connection mid-session: events come back, and a payment still completes once', async () => {
  const { viewer, context, page } = await viewerPage();
  await page.goto(checkPage(40002));
  await live(page, 'paywall-payment-check');
  await control('/sandbox/broker/disconnect', {});
  await page.waitForFunction(() => document.querySelector('paywall-payment-check').shadowRoot.querySelector('[part~="base"]').getAttribute('data-live') === 'false', undefined, { timeout: 10_000 }).catch(() => undefined);
  await live(page, 'paywall-payment-check');
  const started = Date.now();
  await buyDirectly(viewer, 60002);
  await page.waitForURL(/outcome=success&item=40002/, { timeout: 30_000 });
  const charged = (await charges(servers.info, viewer)).length;
  assert.equal(charged, 1);
  recordGates('platform: broker drop', { group: 'mqtt', attempts: 1, charges: charged, spinnerSeconds: (Date.now() - started) / 1000, ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, 402] }) });
  await context.close();
});

test('the same payment event twice gives one notice', async () => {
  const { viewer, context, page } = await viewerPage();
  // what the broker sends the page, as it receives it (MQTT packets, one a frame)
  const received = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => received.push(Buffer.from(f.payload))));
  // every notice the page gives, kept past the toast's lifetime
  await page.addInitScript(recordToasts);
  await page.goto(fixtureUrl(servers, { item: 40003, fee: 60003, route: 'content.payment_details' }));
  await waitForState(page, 'ready', 30_000);
  await live(page, 'paywall-payment-check').catch(() => undefined);
  await page.waitForFunction(() => document.querySelector('paywall-checkout'));
  // the page's subscription is live (the broker acknowledged it: SUBACK); both copies reach the page: one notice
  await waitUntil(() => received.some((p) => p[0] === 0x90), 20_000);
  const message = JSON.stringify({ type: 'payment.card.success', timestamp: Math.floor(Date.now() / 1000), resource: { transaction: 'T-dup-1', access_fee_id: 60003 } });
  await api(servers.info, '/sandbox/events', { method: 'POST', form: { account: viewer.uuid, message } });
  await api(servers.info, '/sandbox/events', { method: 'POST', form: { account: viewer.uuid, message } });
  await waitUntil(async () => (await toastsShown(page)).length > 0, 10_000);
  await waitUntil(() => received.filter((p) => p.includes('T-dup-1')).length >= 2, 10_000);
  await pageFrames(page);
  assert.equal((await toastsShown(page)).filter((t) => /Payment completed/.test(t)).length, 1);
  recordGates('platform: duplicate event', { group: 'mqtt', ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, 402] }) });
  await context.close();
});

test('the connection code cannot load (offline at that moment): payment events come back once the browser is online', async () => {
  const { context, page } = await viewerPage();
  let aborted = 0;
  const mqtt = `/chunks/${chunkFileOf('src/client/notifications/mqtt.ts')}`;
  await context.route((url) => url.pathname.endsWith(mqtt), (route) => (aborted++ === 0 ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(checkPage(40003));
  // the check is not live before it asks for the code at all: wait for the load that fails
  await waitUntil(() => aborted > 0, 20_000);
  await page.waitForFunction(() => document.querySelector('paywall-payment-check')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-live') === 'false');
  // the failed load has been answered (nothing of the page is left in flight): it was asked for once, and failed
  await waitUntil(() => aborted >= 1 && page.inflight === 0, 10_000);
  assert.equal(aborted, 1, 'the first load failed');
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await live(page, 'paywall-payment-check');
  recordGates('platform: connection code fails to load', { group: 'mqtt', ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, 402] }) });
  await context.close();
});

test('an event lost while the broker is down: the payment check reaches the outcome through the platform', async () => {
  const { viewer, context, page } = await viewerPage();
  await page.goto(checkPage(40004));
  await live(page, 'paywall-payment-check');
  await control('/sandbox/broker/refuse', { ms: 8000, status: 503 });
  await control('/sandbox/broker/disconnect', {});
  const started = Date.now();
  await buyDirectly(viewer, 60004); // its event is published while nobody is connected
  await page.waitForURL(/outcome=success&item=40004/, { timeout: 30_000 });
  recordGates('platform: lost event', { group: 'mqtt', attempts: 1, charges: (await charges(servers.info, viewer)).length, spinnerSeconds: (Date.now() - started) / 1000, ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, ...BROKER_LOG, 402] }) });
  await context.close();
});

/** Starts a subscription with the 3-D Secure card; the bank frame opens over the page. */
async function toTheBank(page) {
  await openCheckout(page, fixtureUrl(servers, { item: 50001, fee: 61002 }));
  await typeCard(page, CARDS.threeDS);
  await payButton(page).click();
  await page.waitForFunction(() => document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('[part~="bank-dialog"]')?.open, undefined, { timeout: 20_000 });
}
const bankFrame = (page) => page.frameLocator('paywall-checkout iframe[title="Your bank"]');

test('bank page, normal: approved in the frame, the subscription succeeds once', async () => {
  const { viewer, context, page } = await viewerPage();
  const started = Date.now();
  await toTheBank(page);
  await bankFrame(page).getByRole('button', { name: 'Approve' }).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  const charged = (await charges(servers.info, viewer)).length;
  assert.equal(charged, 1);
  recordGates('platform: bank normal', { group: 'bank', attempts: 1, charges: charged, spinnerSeconds: (Date.now() - started) / 1000, offListNavigations: offList(page, [servers.web.url, servers.info.apiBase, 'data:']), ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, 402] }) });
  await context.close();
});

test('bank page refuses to be framed: the viewer can open it in a new window or cancel; the page comes back, nothing charged', async () => {
  const { viewer, context, page } = await viewerPage();
  await control('/sandbox/bank-framing', { deny: true });
  await toTheBank(page);
  const open = page.locator('paywall-checkout [part~="bank-open"]');
  assert.match(await open.getAttribute('href'), new RegExp(`^${servers.info.apiBase.replace(/[.]/g, '\\.')}/sandbox/bank/3ds/`));
  await page.locator('paywall-checkout [part~="bank-cancel"]').click();
  assert.equal(await waitForState(page, 'ready'), 'ready');
  assert.equal(await page.locator('#slot').isVisible(), true, 'the page is visible again');
  assert.equal((await charges(servers.info, viewer)).length, 0);
  // the browser reports the bank's refusal itself: the fault of this scenario
  recordGates('platform: bank refuses framing', { group: 'bank', attempts: 1, charges: 0, ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, /violates the following Content Security Policy directive: "frame-ancestors 'none'"/] }) });
  await context.close();
});

test('bank page never loads: after the watchdog the viewer is sent to it at the top level, approves there, and the subscription succeeds', async () => {
  const { viewer, context, page } = await viewerPage();
  await context.clock.install();
  await fetch(`${servers.info.apiBase}/sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'GET', path: '/sandbox/bank/3ds/', fault: 'hang', count: 1 }) });
  await toTheBank(page);
  await context.clock.fastForward(16_000);
  await page.waitForURL(/\/sandbox\/bank\/3ds\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/fixtures\/checkout\.html/, { timeout: 20_000 });
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  const charged = (await charges(servers.info, viewer)).length;
  assert.equal(charged, 1);
  recordGates('platform: bank never loads', { group: 'bank', attempts: 1, charges: charged, ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, 402] }) });
  await context.close();
});

test('a look-alike message from elsewhere does not end the bank step', async () => {
  const { viewer, context, page } = await viewerPage();
  await toTheBank(page);
  await page.evaluate(() => new Promise((delivered) => {
    // (listened to after the checkout: once the third arrives here, the checkout has seen all three)
    let n = 0;
    addEventListener('message', () => ++n === 3 && delivered(undefined));
    for (const data of [{ type: 'paywall-bank:done', status: 'succeeded' }, { type: 'paywall-card:hello', session: 'x' }, 'success']) window.postMessage(data, '*');
  }));
  await pageIdle(page);
  assert.equal(await waitForState(page, ['requires-action', 'success', 'confirming']), 'requires-action');
  await page.locator('paywall-checkout [part~="bank-cancel"]').click();
  assert.equal(await waitForState(page, 'ready'), 'ready');
  assert.equal((await charges(servers.info, viewer)).length, 0);
  recordGates('platform: bank look-alike message', { group: 'bank', attempts: 1, charges: 0, ...pageFigures(page, { allowedConsole: NETWORK_LOG }) });
  await context.close();
});

test('a forged return from the bank (never approved) ends in no success: only the platform\'s answer counts', async () => {
  const { viewer, context, page } = await viewerPage();
  await toTheBank(page);
  // the frame is sent to this site's return address with a success the bank never gave
  await page.evaluate(() => {
    const f = document.querySelector('paywall-checkout').shadowRoot.querySelector('iframe[title="Your bank"]');
    f.src = `${location.origin}/fixtures/checkout-outcome.html?ippwat=subscription&redirect_status=succeeded&payment_intent=pi_forged`;
  });
  // the forged page has loaded in the frame, and the checkout has done what it does about it
  await page.waitForFunction(() => {
    const f = document.querySelector('paywall-checkout')?.shadowRoot?.querySelector('iframe[title="Your bank"]');
    try {
      return !f || (f.contentWindow?.location.href.includes('pi_forged') && f.contentDocument?.readyState === 'complete');
    } catch {
      return false; // still the bank's page, of another origin
    }
  }, null, { timeout: 20_000 });
  await pageIdle(page);
  assert.notEqual(await waitForState(page, ['confirming', 'requires-action', 'still-confirming', 'success', 'ready']), 'success');
  assert.equal((await charges(servers.info, viewer)).length, 0);
  recordGates('platform: bank forged return', { group: 'bank', attempts: 1, charges: 0, ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, 402] }) });
  await context.close();
});

test('two tabs after the platform refused the token: one refresh between them, both stay signed in', async () => {
  const { viewer, context, page: a } = await viewerPage();
  const b = await instrumentedPage(context);
  const grants = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/accounts/authenticate')) grants.push(new URLSearchParams(r.postData() ?? '').get('grant_type'));
  });
  await Promise.all([a.goto(fixtureUrl(servers, { item: 40005, layout: 'shop' })), b.goto(fixtureUrl(servers, { item: 40005, layout: 'shop' }))]);
  await Promise.all([waitForElementState(a, 'paywall-gate', 'locked'), waitForElementState(b, 'paywall-gate', 'locked')]);
  // two settled tabs: nothing of the first pages may still be asking when the token expires (a
  // late request there, refused, starts a refresh that the reload cuts off: the platform has
  // spent the refresh token, its answer is lost with the page, and the reloaded tabs hold a used
  // one; a race with the navigation, not the race between tabs this test is about)
  await Promise.all([pageIdle(a), pageIdle(b)]);
  await control('/sandbox/tokens/expire', { token: viewer.record.token });
  await Promise.all([a.reload(), b.reload()]);
  await Promise.all([waitForElementState(a, 'paywall-gate', 'locked'), waitForElementState(b, 'paywall-gate', 'locked')]);
  // the locked view can show while the session is still read (data-auth 'unknown'): wait until each tab knows
  const auth = async (p) => {
    await p.waitForFunction(() => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="base"]').getAttribute('data-auth') !== 'unknown', null, { timeout: 20_000 });
    return p.evaluate(() => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="base"]').getAttribute('data-auth'));
  };
  const states = [await auth(a), await auth(b)];
  assert.deepEqual(states, ['signed-in', 'signed-in'], `both tabs signed in (grants sent: ${grants.join(', ') || 'none'})`);
  assert.deepEqual(grants, ['refresh_token'], 'exactly one refresh');
  recordGates('platform: two-tab refresh race', { group: 'tabs', ...pageFigures(a, { allowedConsole: [...NETWORK_LOG, 401, 402] }) });
  await context.close();
});

test('signing out in one tab reaches the other within a second', async () => {
  const { context, page: a } = await viewerPage();
  const b = await instrumentedPage(context);
  await Promise.all([a.goto(fixtureUrl(servers, { item: 40001, layout: 'login' })), b.goto(fixtureUrl(servers, { item: 40001, layout: 'login' }))]);
  await Promise.all([waitForElementState(a, 'paywall-login', 'signed-in'), waitForElementState(b, 'paywall-login', 'signed-in')]);
  await a.locator('paywall-login [part~="sign-out"]').click();
  const started = Date.now();
  await waitForElementState(b, 'paywall-login', 'sign-in', 1000);
  recordGates('platform: sign-out reaches the other tab', { group: 'tabs', spinnerSeconds: (Date.now() - started) / 1000, ...pageFigures(b, { allowedConsole: NETWORK_LOG }) });
  await context.close();
});

for (const hours of [2, -2]) {
  test(`this device's clock ${hours > 0 ? 'ahead' : 'behind'} by ${Math.abs(hours)} h: the viewer stays signed in, no refresh loop, the purchase works once`, async () => {
    const { viewer, context, page } = await viewerPage();
    await context.clock.install({ time: Date.now() + hours * 3600_000 });
    const grants = [];
    context.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/accounts/authenticate')) grants.push(r);
    });
    await openCheckout(page, fixtureUrl(servers, { item: 40006, fee: 60006 }));
    await typeCard(page, CARDS.success);
    await payButton(page).click();
    assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
    const charged = (await charges(servers.info, viewer)).length;
    assert.equal(charged, 1);
    assert.ok(grants.length <= 1, `no refresh loop (${grants.length})`);
    recordGates(`platform: clock ${hours > 0 ? '+' : ''}${hours} h`, { group: 'clock', attempts: 1, charges: charged, ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, 401, 402] }) });
    await context.close();
  });
}

test('the token expires on the platform during the purchase: one refresh, the same attempt re-sent, one charge', async () => {
  const { viewer, context, page } = await viewerPage();
  const posts = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/payments') posts.push(r);
  });
  await openCheckout(page, fixtureUrl(servers, { item: 40007, fee: 60007 }));
  await typeCard(page, CARDS.success);
  await control('/sandbox/tokens/expire', { token: viewer.record.token });
  // (signed out, or back to the form, fails at once)
  assert.equal(await payAndWait(page, ['success', 'failed', 'still-confirming', 'signed-out']), 'success');
  const charged = (await charges(servers.info, viewer)).length;
  assert.equal(charged, 1);
  assert.equal(posts.length, 2, 'refused once, re-sent once');
  assert.equal(new Set(posts.map((r) => r.headers()['idempotency-key'])).size, 1, 'the same attempt');
  assert.equal(await elementState(page, 'paywall-checkout'), 'success');
  recordGates('platform: token expires during the purchase', { group: 'clock', attempts: 1, charges: charged, ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, 401, 402] }) });
  await context.close();
});

test('a page left open across two token lifetimes keeps asking: one refresh each, and its gates unlock after purchases made elsewhere', async () => {
  // tokens of 80 s: the client stops trusting one 60 s before that (its margin), 20 s after it was issued
  await control('/sandbox/tokens/ttl', { seconds: 80 });
  try {
    const { viewer, context, page } = await viewerPage();
    const refreshes = [];
    context.on('request', (r) => {
      if (r.method() !== 'POST' || !r.url().endsWith('/accounts/authenticate')) return;
      const form = new URLSearchParams(r.postData() ?? '');
      if (form.get('grant_type') === 'refresh_token') refreshes.push(form.get('refresh_token'));
    });
    const gate = (id) => `paywall-gate[item-id="${id}"]`;
    const gateState = (id, state, timeout = 20_000) =>
      page.waitForFunction(([s, st]) => document.querySelector(s)?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === st, [gate(id), state], { timeout });
    await page.goto(fixtureUrl(servers, { item: '40010,40011', el: 'gates' }));
    await Promise.all([gateState(40010, 'locked'), gateState(40011, 'locked')]);
    // another device of the viewer (its own session) buys; the page only hears the payment event
    const device = await api(servers.info, '/accounts/authenticate', {
      method: 'POST', form: { client_id: servers.info.clientId, grant_type: 'password', username: viewer.email, password: 'journey-pass-1' },
    });
    const elsewhere = (fee) => buyDirectly({ record: { token: device.access_token } }, fee);
    /**
     * Resolves once the page's token is within the client's margin of its expiry (with 3 s to spare:
     * the client reads the platform's clock from `Date` headers, which count whole seconds).
     */
    const untilExpiring = async () => {
      const record = await page.evaluate(() => JSON.parse(localStorage.getItem('inplayer_token')));
      await new Promise((r) => setTimeout(r, Math.max(0, record.expires * 1000 - 60_000 + 3000 - Date.now())));
      return record;
    };

    /** How many times the page spent a refresh token (each may be spent once: one refresh per lifetime). */
    const spent = (record) => refreshes.filter((t) => t === record.refreshToken).length;

    const first = await untilExpiring();
    await elsewhere(60010);
    await gateState(40010, 'unlocked');
    assert.equal(spent(first), 1, 'one refresh of the expiring token, though both gates asked');

    const second = await untilExpiring();
    assert.notEqual(second.token, first.token);
    await elsewhere(60011);
    await gateState(40011, 'unlocked');
    assert.equal(spent(second), 1, 'and one of the next');
    assert.equal(new Set(refreshes).size, refreshes.length, 'no refresh token spent twice');
    recordGates('platform: a page left open across two token lifetimes', { group: 'clock', ...pageFigures(page, { allowedConsole: [...NETWORK_LOG, 402] }) });
    await context.close();
  } finally {
    await control('/sandbox/tokens/ttl', { seconds: 3600 });
  }
});
