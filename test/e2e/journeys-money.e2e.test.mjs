// The double-charge holes found by attack, as journeys in Chromium against a fresh sandbox:
// a gateway error after the platform charged is an unknown outcome (the checkout asks the platform,
// never charges again), and a failure event from another tab, or a forged one carrying only the
// access fee, never ends this tab's payment.
import { test, afterEach } from 'node:test';
import { waitUntil } from '../helpers/test-wait.ts';
import assert from 'node:assert/strict';
import { assertClean, instrumentedPage, pageFrames, pageIdle } from './browser.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { recordGates, pageFigures } from '../reliability/gates.mjs';
import { journeySetup } from './journey-setup.mjs';
import {
  CARDS, api, fixtureUrl, signInContext, openCheckout, typeCard, payButton, waitForState, openDialog, charges, assertCleanJourney, checkoutState,
} from './journeys-helpers.mjs';

let servers;
const viewerPage = journeySetup((s) => {
  servers = s;
});

/** Adds a per-instance fault rule on the sandbox for the next `count` POST /payments. */
async function failPayments(fault, count = 1) {
  const res = await fetch(`${servers.info.apiBase}/sandbox/faults`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'POST', path: '/payments', fault, count }),
  });
  assert.equal(res.status, 200, 'fault rule added');
}

afterEach(async () => {
  await fetch(`${servers.info.apiBase}/sandbox/faults`, { method: 'DELETE' });
});

/** Records the card frame's POST /payments requests of a browser context. */
function recordPayments(context) {
  const posts = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/payments') posts.push(r);
  });
  return posts;
}

for (const [fault, label, expected] of [
  ['status=504,after', 'a gateway 504', [504]],
  ['status=500,after', 'a 500', [500]],
  ['html,after', 'a 502 HTML page', [502]],
]) {
  test(`${label} after the platform charged: the outcome is unknown, the platform is asked, one charge and no failure`, async () => {
    const { viewer, context, page } = await viewerPage();
    const posts = recordPayments(context);
    await failPayments(fault);
    await openCheckout(page, fixtureUrl(servers, { item: 40004, fee: 60004 }));
    await typeCard(page, CARDS.success);
    await payButton(page).click();
    assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
    assert.equal(await openDialog(page), null, 'no Payment failed dialog');
    assert.equal(posts.length, 1, 'no second POST');
    assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
    assertCleanJourney(assert, assertClean, page, label, [...expected, 402]);
    recordGates(`money: ${label} after the charge`, { group: 'http', attempts: 1, charges: 1, ...pageFigures(page) });
    await context.close();
  });
}

test('another tab\'s declined card does not end this tab\'s slow payment; one charge, no dialog here', async () => {
  const { viewer, context, page: a } = await viewerPage();
  const b = await context.newPage();
  const posts = recordPayments(context);
  // what each tab's websockets receive (the broker's acknowledgement of its subscription, payment events)
  for (const tab of [a, b]) {
    tab.frames = [];
    tab.on('websocket', (ws) => ws.on('framereceived', (f) => tab.frames.push(Buffer.from(f.payload))));
  }
  const subscribed = (tab) => waitUntil(() => tab.frames.some((p) => p[0] === 0x90), 20_000);
  // this tab's card request is held on its way to the platform until the other tab was declined
  // and this tab heard of it: in that order, not by a head start (the other way round, the rental
  // charged first, and the other tab, asking the platform after its decline, found the access
  // that rental gave and took it for its own purchase)
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let holding = false;
  await a.route((url) => url.pathname === '/payments', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    holding = true;
    await held;
    await route.continue();
  });
  // the other tab buys the item to own while this one rents it: two fees, so neither waits for the other
  await openCheckout(a, fixtureUrl(servers, { item: 40004, fee: 60004 }));
  await openCheckout(b, fixtureUrl(servers, { item: 40004, fee: 60024 }));
  await typeCard(a, CARDS.success);
  await typeCard(b, CARDS.decline);
  // both tabs hear the viewer's payment events before either pays
  await Promise.all([subscribed(a), subscribed(b)]);
  await payButton(a).click();
  await waitForState(a, 'paying');
  await waitUntil(() => holding, 10_000);
  await payButton(b).click();
  assert.equal(await waitForState(b, ['failed', 'success'], 20_000), 'failed', 'the other tab was declined');
  // its failure event reached this tab while this tab's request is out, and changed nothing here
  await waitUntil(() => a.frames.some((p) => p.includes('payment.card.failed')), 10_000);
  await pageFrames(a);
  assert.equal(await checkoutState(a), 'paying', 'this tab still pays');
  release();
  assert.equal(await waitForState(a, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.equal(await openDialog(a), null, 'this tab shows no failure');
  assert.equal(posts.length, 2, 'one request per tab');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  recordGates('tabs: another tab\'s failure event', { group: 'tabs', attempts: 1, charges: 1, ...pageFigures(a, { allowedConsole: [/^Failed to load resource/] }) });
  await context.close();
});

test('a forged failure event carrying only the access fee does not end the payment in flight', async () => {
  const { viewer, context, page } = await viewerPage();
  await failPayments('latency=2500');
  await openCheckout(page, fixtureUrl(servers, { item: 40006, fee: 60006 }));
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  await waitForState(page, 'paying');
  const message = JSON.stringify({ type: 'payment.card.failed', timestamp: Math.floor(Date.now() / 1000), resource: { access_fee_id: 60006, code: 422, message: 'Forged' } });
  await api(servers.info, '/sandbox/events', { method: 'POST', form: { account: viewer.uuid, message } });
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.equal(await openDialog(page), null);
  assert.equal((await charges(servers.info, viewer)).length, 1);
  recordGates('mqtt: forged failure event', { group: 'mqtt', attempts: 1, charges: 1, ...pageFigures(page, { allowedConsole: [/^Failed to load resource/] }) });
  await context.close();
});

test('a second <paywall-config> injected after the merchant\'s cannot take the bearer token or the card frame elsewhere', async () => {
  const { viewer, context, page } = await viewerPage();
  const evil = 'http://127.0.0.1:9';
  const stolen = [];
  await context.route(`${evil}/**`, (route) => {
    stolen.push({ url: route.request().url(), authorization: route.request().headers().authorization ?? null });
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  // the same page served without a Content-Security-Policy, so only the library stands between the token and the injected address
  const open = await startStaticServer({ mounts: { '/dist/': 'dist', '/fixtures/': 'test/e2e/fixtures' } });
  await signInContext(context, open.url, viewer);
  await page.goto(fixtureUrl(servers, { item: 40007, layout: 'shop', inject: evil }).replace(servers.web.url, open.url));
  await page.waitForFunction(() => document.querySelector('paywall-gate')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'locked', undefined, { timeout: 20_000 });
  await page.locator('paywall-pricing [part~="choose"]').first().click();
  await waitForState(page, 'ready', 30_000);
  const frameOrigin = await page.evaluate(() => new URL(document.querySelector('paywall-checkout').shadowRoot.querySelector('iframe').src).origin);
  assert.equal(frameOrigin, new URL(servers.info.apiBase).origin, 'the card frame stays on the platform');
  assert.deepEqual(stolen.filter((r) => r.authorization), [], 'no bearer token sent to the injected address');
  assert.deepEqual(stolen, [], 'nothing sent there at all');
  assert.ok(page.problems.consoleErrors.some((m) => /first declaration is used/.test(m)), 'the ignored markup is reported');
  recordGates('injection: a second <paywall-config>', { group: 'injection', tokenOffOrigin: stolen.filter((r) => r.authorization).length, offListNavigations: stolen.length });
  await context.close();
  await open.close();
});

test('back from the bank, a malformed answer to the confirmation is sent again with the same key: success and one charge, never a failure', async () => {
  const { viewer, context, page } = await viewerPage();
  const posts = recordPayments(context);
  await openCheckout(page, fixtureUrl(servers, { item: 40008, fee: 60008 }));
  await typeCard(page, CARDS.threeDS);
  await payButton(page).click();
  await page.waitForURL(/\/sandbox\/bank\/3ds\//, { timeout: 20_000 });
  await failPayments('malformed,after'); // the confirmation is processed, and its answer is garbage
  await page.getByRole('button', { name: 'Approve' }).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.equal(await openDialog(page), null, 'no failure shown');
  // the payment event may prove the purchase before the confirmation's repeat goes out
  const confirms = () => posts.filter((r) => new URLSearchParams(r.postData() ?? '').get('pi_id'));
  await waitUntil(() => confirms().length >= 2, 20_000).catch(() => {});
  assert.ok(confirms().length >= 2, 'the confirmation was sent again');
  assert.equal(new Set(confirms().map((r) => r.headers()['idempotency-key'])).size, 1, 'with the same key');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  recordGates('money: a malformed confirmation after the bank', { group: 'malformed', attempts: 1, charges: 1, ...pageFigures(page, { allowedConsole: [/^Failed to load resource/] }) });
  await context.close();
});

/** The text of the checkout's shadow root, spaces collapsed. */
const checkoutText = (page) => page.evaluate(() => document.querySelector('paywall-checkout')?.shadowRoot?.textContent?.replace(/\s+/g, ' ').trim() ?? '');
/** The text of the focused element inside the checkout. */
const focusedText = (page) => page.evaluate(() => document.querySelector('paywall-checkout')?.shadowRoot?.activeElement?.textContent ?? '');
/** Waits until the checkout says it waits for a payment in another window. */
const waitsForOtherTab = (page) =>
  page.waitForFunction(() => /Another window is paying for this/.test(document.querySelector('paywall-checkout')?.shadowRoot?.textContent ?? ''), undefined, { timeout: 10_000 });

/** Two tabs of one viewer with the checkout of one rental open and a card typed in each. */
async function twoTabs(item, fee, { init } = {}) {
  const { viewer, context, page: a } = await viewerPage();
  if (init) await context.addInitScript(init);
  const b = await instrumentedPage(context);
  // what the second tab's websockets receive (payment events among them)
  b.frames = [];
  b.on('websocket', (ws) => ws.on('framereceived', (f) => b.frames.push(Buffer.from(f.payload).toString('latin1'))));
  const posts = recordPayments(context);
  const url = fixtureUrl(servers, { item, fee });
  if (init) await a.reload();
  await openCheckout(a, url);
  await openCheckout(b, url);
  await typeCard(a, CARDS.success);
  await typeCard(b, CARDS.success);
  return { viewer, context, a, b, posts };
}

/** The second tab's end: it learned from the platform that the rental is paid, says so with focus on it, and charged nothing. */
async function assertPaidElsewhere(b) {
  assert.equal(await waitForState(b, ['owned', 'success', 'failed', 'still-confirming'], 30_000), 'owned', 'the second tab learns the rental is paid');
  assert.match(await checkoutText(b), /Paid in another window: nothing more was charged/, 'and says so');
  await b.waitForFunction(() => document.querySelector('paywall-checkout')?.shadowRoot?.activeElement?.textContent === 'You already have access', undefined, { timeout: 5_000 });
  assert.equal(await focusedText(b), 'You already have access', 'with focus on the message');
  assert.equal(await openDialog(b), null, 'no failure in the second tab');
}

for (const [label, init] of [
  ['', undefined],
  [' (a browser without Web Locks: the storage lease)', () => Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true })],
]) {
  test(`two tabs pay the same rental under a slow platform: one charge, and the second tab says it is already paid${label}`, async () => {
    const { viewer, context, a, b, posts } = await twoTabs(40009, 60009, { init });
    await failPayments('latency=2500', 5); // every card request is slow
    if (init) assert.equal(await b.evaluate(() => navigator.locks), undefined, 'no Web Locks');
    await payButton(a).click();
    await waitForState(a, 'paying');
    await payButton(b).click();
    await waitsForOtherTab(b);
    // (its state follows its message within the same moment: waited for, not read in the same frame)
    assert.equal(await waitForState(b, ['paying', 'success', 'failed', 'owned'], 10_000), 'paying', 'the second tab waits for the first');
    assert.equal(await waitForState(a, ['success', 'failed', 'still-confirming'], 30_000), 'success');
    await assertPaidElsewhere(b);
    assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
    assert.equal(posts.length, 1, 'one card request');
    // the access checks that prove the rental answer 402 until it is paid (the browser logs them)
    assertCleanJourney(assert, assertClean, b, 'second tab', [402]);
    recordGates(`tabs: two tabs pay one rental under a slow platform${label}`, { group: 'tabs', attempts: 1, charges: (await charges(servers.info, viewer)).length, ...pageFigures(b, { allowedConsole: [402] }) });
    await context.close();
  });
}

test('the first tab closes while its payment hangs: the second tab takes over the same attempt with the same key; one charge', async () => {
  const { viewer, context, a, b, posts } = await twoTabs(40010, 60010);
  await failPayments('hang', 1); // the first card request never gets an answer (and is never handled)
  await payButton(a).click();
  await waitForState(a, 'paying');
  await waitUntil(() => posts.length >= 1, 10_000);
  assert.equal(posts.length, 1, 'the first tab sent its payment');
  await payButton(b).click();
  await waitsForOtherTab(b);
  await a.close();
  assert.equal(await waitForState(b, ['success', 'failed', 'owned', 'still-confirming'], 30_000), 'success');
  assert.equal(posts.length, 2, 'the second tab sent the payment once');
  assert.equal(posts[1].headers()['idempotency-key'], posts[0].headers()['idempotency-key'], 'as the same attempt, with its key');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  assertCleanJourney(assert, assertClean, b, 'second tab', [402]);
  recordGates('tabs: the paying tab closes mid-payment', { group: 'tabs', attempts: 1, charges: (await charges(servers.info, viewer)).length, ...pageFigures(b, { allowedConsole: [402] }) });
  await context.close();
});

for (const [fault, label] of [['drop-after', 'its answer is lost'], ['status=500,after', 'a 500 answers it']]) {
  test(`the first tab's payment is charged but ${label}, and the tab closes: the second tab asks the platform and sends nothing`, async () => {
    const { viewer, context, a, b, posts } = await twoTabs(40011, 60011);
    await failPayments(fault, 1);
    await payButton(a).click();
    await waitForState(a, ['unknown', 'success'], 30_000);
    await a.close();
    await payButton(b).click();
    await assertPaidElsewhere(b);
    assert.equal(posts.length, 1, 'the second tab sent no payment');
    assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
    assertCleanJourney(assert, assertClean, b, 'second tab', [402]);
    recordGates(`tabs: the paying tab closes after ${label}`, { group: 'tabs', attempts: 1, charges: (await charges(servers.info, viewer)).length, ...pageFigures(b, { allowedConsole: [402] }) });
    await context.close();
  });
}

test('a forged success event while the second tab waits changes nothing: it still waits, then asks the platform', async () => {
  const { viewer, context, a, b, posts } = await twoTabs(40012, 60012);
  await failPayments('latency=4000', 1);
  await payButton(a).click();
  await waitForState(a, 'paying');
  await payButton(b).click();
  await waitsForOtherTab(b);
  const message = JSON.stringify({ type: 'payment.card.success', timestamp: Math.floor(Date.now() / 1000), resource: { access_fee_id: 60012, transaction: 'forged', code: 200 } });
  await api(servers.info, '/sandbox/events', { method: 'POST', form: { account: viewer.uuid, message } });
  // the event reaches the second tab, which does all it does about it: the state below must not have moved
  await waitUntil(() => b.frames.some((f) => f.includes('"forged"')), 10_000);
  await pageIdle(b);
  assert.equal(await checkoutState(b), 'paying', 'still waiting');
  assert.equal(await waitForState(a, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  await assertPaidElsewhere(b);
  assert.equal(posts.length, 1);
  assert.equal((await charges(servers.info, viewer)).length, 1);
  recordGates('tabs: a forged success event while another tab pays', { group: 'tabs', attempts: 1, charges: (await charges(servers.info, viewer)).length, ...pageFigures(b, { allowedConsole: [402] }) });
  await context.close();
});

/** Two tabs of one viewer on one item: the first with the card form of `feeA`, the second with `feeB`; the second tab's `paywall-purchase` events are kept. */
async function twoFees(item, feeA, feeB) {
  const { viewer, context, page: a } = await viewerPage();
  const b = await instrumentedPage(context);
  await b.addInitScript(() => {
    window.__purchases = [];
    document.addEventListener('paywall-purchase', (e) => window.__purchases.push(e.detail), true);
  });
  const posts = recordPayments(context);
  await openCheckout(a, fixtureUrl(servers, { item, fee: feeA }));
  await openCheckout(b, fixtureUrl(servers, { item, fee: feeB }));
  return { viewer, context, a, b, posts };
}

/**
 * `twoFees`, then the first tab buys `feeA` while the second has the declining card typed for
 * `feeB`: the second tab's viewer started first (its payment code and what proves its purchase are
 * ready before the first tab pays), then waits.
 */
async function rentedInFirstTab(item, feeA, feeB) {
  const tabs = await twoFees(item, feeA, feeB);
  await typeCard(tabs.b, CARDS.decline);
  await pageIdle(tabs.b);
  await typeCard(tabs.a, CARDS.success);
  await payButton(tabs.a).click();
  assert.equal(await waitForState(tabs.a, ['success', 'failed', 'still-confirming'], 30_000), 'success', 'the first price is bought in the first tab');
  return tabs;
}

/** The `paywall-purchase` events a tab of `twoFees` dispatched. */
const purchasesOf = (page) => page.evaluate(() => window.__purchases);

test('a declined card for the other price of an item the viewer just bought in another tab is a decline, never a success', async () => {
  const { viewer, context, b, posts } = await rentedInFirstTab(40003, 60003, 60023);
  // the item is now open to the viewer (by the rental): the second tab buys it to own, with a card that is declined
  await payButton(b).click();
  assert.equal(await waitForState(b, ['failed', 'success', 'still-confirming'], 30_000), 'failed', 'the second tab shows the decline');
  assert.match(await checkoutText(b), /Your card was declined/);
  assert.deepEqual(await purchasesOf(b), [], 'no purchase event for the price that was not bought');
  assert.equal(posts.length, 2, 'one request per tab');
  const paid = await charges(servers.info, viewer);
  assert.deepEqual(paid.map((c) => Number(c.access_fee_id)), [60003], 'one charge: the rental');
  assertCleanJourney(assert, assertClean, b, 'second tab', [402]);
  recordGates('tabs: another price of the item bought in another tab, then a decline', { group: 'tabs', attempts: 1, charges: paid.length, ...pageFigures(b, { allowedConsole: [402] }) });
  await context.close();
});

test('a gateway error answers a declined card for the other price after another tab bought the item: the outcome stays unknown, never a success', async () => {
  const { viewer, context, b, posts } = await rentedInFirstTab(40002, 60002, 60022);
  // the platform declines the second tab's card, and a gateway error answers the tab instead
  await failPayments('status=504,after');
  const checks = [];
  b.on('request', (r) => {
    if (new URL(r.url()).pathname === '/payments/transactions') checks.push(r);
  });
  await payButton(b).click();
  assert.equal(await waitForState(b, ['unknown', 'success', 'failed', 'still-confirming'], 30_000), 'unknown', await checkoutText(b));
  // the tab asks the platform (access to the item, open by the rental, then its transactions) more than once
  await waitUntil(() => checks.length >= 3, 30_000);
  await pageIdle(b);
  assert.equal(await checkoutState(b), 'unknown', 'still unknown: nothing proves this payment');
  assert.deepEqual(await purchasesOf(b), [], 'no purchase event');
  assert.equal(posts.length, 2, 'nothing sent again by itself');
  assert.deepEqual((await charges(servers.info, viewer)).map((c) => Number(c.access_fee_id)), [60002], 'one charge: the rental');
  await context.close();
});
