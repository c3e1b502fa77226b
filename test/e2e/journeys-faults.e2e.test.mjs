// Money-safety journeys under faults, in Chromium against a fresh sandbox: the answer to the card
// request is lost after the platform charged (the checkout asks instead of paying again), lost before
// the platform saw it (a retry re-sends the same attempt with the same key), Pay while offline, a
// card frame that cannot load, and an access check that fails before and after paying.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, chunkFileOf, pageFrames, pageIdle } from './browser.mjs';
import { journeySetup } from './journey-setup.mjs';
import { waitUntil } from '../helpers/test-wait.ts';
import {
  CARDS, fixtureUrl, openCheckout, typeCard, payButton, waitForState, charges, assertCleanJourney,
} from './journeys-helpers.mjs';

let servers;
const viewerPage = journeySetup((s) => {
  servers = s;
});

/** Records every `paywall-error` detail of each document the page loads in `window.__errors`. */
const recordPaywallErrors = (page) => page.addInitScript(() => {
  window.__errors = [];
  document.addEventListener('paywall-error', (e) => window.__errors.push(e.detail), true);
});

/** Intercepts the card frame's POST /payments; `handle(route, n)` decides each one. Returns the requests seen. */
async function interceptPayments(context, handle) {
  const seen = [];
  await context.route((url) => url.pathname === '/payments', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    seen.push(route.request());
    await handle(route, seen.length);
  });
  return seen;
}

test('an answer lost after the charge: the checkout asks the platform and succeeds without a second POST', async () => {
  const { viewer, context, page } = await viewerPage();
  const posts = await interceptPayments(context, async (route) => {
    await route.fetch(); // the platform records the charge ...
    await route.abort('connectionreset'); // ... and the answer never arrives
  });
  await openCheckout(page, fixtureUrl(servers, { item: 40010, fee: 60010 }));
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.equal(posts.length, 1, 'no second POST');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  assertCleanJourney(assert, assertClean, page, 'lost answer', ['net::ERR_CONNECTION_RESET', 402]);
  await context.close();
});

test('a request lost before the platform saw it: Try again re-sends the same attempt with the same key', async () => {
  const { viewer, context, page } = await viewerPage();
  const posts = await interceptPayments(context, async (route, n) => {
    if (n === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await openCheckout(page, fixtureUrl(servers, { item: 40011, fee: 60011 }));
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['unknown', 'success', 'failed']), 'unknown');
  assert.match(await page.locator('paywall-checkout [part~="status"]').textContent(), /could not confirm/);
  await page.locator('paywall-checkout [part~="retry-button"]').click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.equal(posts.length, 2);
  const keys = posts.map((r) => r.headers()['idempotency-key']);
  assert.ok(keys[0], 'an idempotency key');
  assert.equal(keys[1], keys[0], 'the same key on the re-send');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  assertCleanJourney(assert, assertClean, page, 'lost request', ['net::ERR_CONNECTION_RESET', 402]);
  await context.close();
});

test('offline: Pay waits for the connection and nothing is queued', async () => {
  const { viewer, context, page } = await viewerPage();
  const posts = await interceptPayments(context, (route) => route.continue());
  await openCheckout(page, fixtureUrl(servers, { item: 40012, fee: 60012 }));
  await typeCard(page, CARDS.success);
  await context.setOffline(true);
  await page.locator('paywall-checkout [part~="offline"]').waitFor();
  assert.equal(await payButton(page).isDisabled(), true);
  await page.evaluate(() => document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-form"]').requestSubmit());
  await pageIdle(page);
  assert.equal(posts.length, 0, 'nothing sent or queued while offline');
  await context.setOffline(false);
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming']), 'success');
  assert.equal(posts.length, 1);
  assert.equal((await charges(servers.info, viewer)).length, 1);
  assertCleanJourney(assert, assertClean, page, 'offline', [402, 'network']);
  await context.close();
});

test('a card frame that cannot load: a readable message and a paywall-error instead of a form that never works', async () => {
  const { context, page } = await viewerPage();
  await context.route((url) => url.pathname.startsWith('/card-frame/'), (route) => route.abort('connectionreset'));
  await recordPaywallErrors(page);
  await page.goto(fixtureUrl(servers, { item: 40009, fee: 60009 }));
  await waitForState(page, 'ready', 30_000);
  const message = page.locator('paywall-checkout [part~="frame-error"]');
  await message.waitFor({ timeout: 25_000 });
  assert.match(await message.textContent(), /could not be loaded/);
  assert.equal(await payButton(page).isDisabled(), true);
  const errors = await page.evaluate(() => window.__errors);
  assert.deepEqual(errors.map((e) => e.code), ['card_frame_failed']);
  assertCleanJourney(assert, assertClean, page, 'frame down', ['net::ERR_CONNECTION_RESET', 402]);
  await context.close();
});

test('the card fields\' code cannot load: Pay says so in place and charges nothing; once the code arrives the card pays', async () => {
  const { viewer, context, page } = await viewerPage();
  let blocked = true;
  const asked = [];
  await context.route((url) => url.pathname.endsWith('/card-frame/card-fields.js'), (route) => {
    asked.push(blocked);
    return blocked ? route.abort('connectionreset') : route.continue();
  });
  const posts = await interceptPayments(context, (route) => route.continue());
  await openCheckout(page, fixtureUrl(servers, { item: 40010, fee: 60010 }));
  // the card page is ready without its fields' code; typing asks for it (and fails here)
  await typeCard(page, CARDS.success);
  await waitUntil(() => asked.length > 0, { what: 'the fields\' code asked for' });
  await payButton(page).click();
  assert.equal(await waitForState(page, ['failed', 'unknown', 'success'], 30_000), 'failed');
  assert.match(await page.locator('paywall-checkout [part~="status"]').textContent(), /card form could not be loaded/);
  assert.equal(posts.length, 0, 'nothing sent');
  assert.ok(asked.length >= 2, 'Pay asked for the code again');
  blocked = false;
  await page.locator('paywall-checkout [part~="back-button"]').click();
  await waitForState(page, 'ready');
  // a failure empties the card fields, as any failed payment does
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'unknown', 'still-confirming'], 30_000), 'success');
  assert.equal(posts.length, 1);
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  assertCleanJourney(assert, assertClean, page, 'fields code down', ['net::ERR_CONNECTION_RESET', 402]);
  await context.close();
});

test('the card fields\' code arrives late: a field the viewer already left shows its check at once, the field still being typed in does not', async () => {
  const { context, page } = await viewerPage();
  // the fields' code is held until the viewer has typed a wrong number, left it and started the name
  let release;
  const held = new Promise((r) => (release = r));
  let asked = 0;
  await context.route((url) => url.pathname.endsWith('/card-frame/card-fields.js'), async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await openCheckout(page, fixtureUrl(servers, { item: 40010, fee: 60010 }));
  const frame = page.frameLocator('paywall-checkout iframe[part~="card-frame"]');
  await frame.locator('#number').pressSequentially('4242');
  await frame.locator('#name').pressSequentially('A');
  await waitUntil(() => asked > 0, { what: 'the fields\' code asked for' });
  assert.equal(await frame.locator('#e-number').isHidden(), true, 'no check shown before the code is here');
  release();
  await frame.locator('#e-number').waitFor({ state: 'visible' });
  assert.equal(await frame.locator('#e-number').textContent(), 'Enter a valid card number.');
  assert.equal(await frame.locator('#number').getAttribute('aria-invalid'), 'true');
  assert.equal(await frame.locator('#number').inputValue(), '4242', 'what was typed is kept (and formatted)');
  // the name, still focused, is not judged while being typed
  assert.equal(await frame.locator('#e-name').isHidden(), true);
  // the checkout repeats the frame's message for screen readers
  await page.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.querySelector('.visually-hidden[aria-live]')?.textContent.includes('card number'));
  assertCleanJourney(assert, assertClean, page, 'late fields code', [402]);
  await context.close();
});

test('the access check answers 503: the checkout still offers the price, charges once, and claims success only once the platform confirms it', async () => {
  const { viewer, context, page } = await viewerPage();
  // every access question of this page fails on the platform's side, until `down` is cleared
  let down = true;
  let asked = 0;
  await context.route((url) => /\/items\/\d+\/access$/.test(url.pathname), async (route) => {
    asked++;
    if (!down) return route.continue();
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, message: 'Service unavailable' }) });
  });
  await openCheckout(page, fixtureUrl(servers, { item: 40010, fee: 60010 }));
  assert.ok(asked >= 1, 'the checkout asked what the viewer owns');
  assert.equal(await page.locator('paywall-checkout [part~="owned-notice"]').count(), 0, 'an unknown answer is not "you already have access"');
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  // the platform took the payment, but the access that proves it cannot be read: still confirming,
  // neither a success the checkout cannot prove nor a failure that would invite a second payment
  await waitUntil(async () => (await charges(servers.info, viewer)).length >= 1, 20_000);
  assert.equal((await charges(servers.info, viewer)).length, 1, 'charged');
  // the checkout has asked the platform twice more since, each answered 503: still confirming
  const seen = asked;
  await waitUntil(() => asked >= seen + 2, 20_000);
  assert.equal(await waitForState(page, ['confirming', 'still-confirming', 'unknown']), 'confirming');
  down = false;
  assert.equal(await waitForState(page, ['success', 'failed'], 60_000), 'success');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  assertCleanJourney(assert, assertClean, page, 'access check down', [503, 402]);
  await context.close();
});

/** Holds the checkout's payment-pipeline chunk (fetched when the viewer starts to pay) until `release()`. */
async function holdPipeline(context, { fail = false } = {}) {
  let release;
  const released = new Promise((r) => (release = r));
  // `asked`: the module fetches; `probes`: the plain fetches of the file the loader makes, after a
  // failure, to tell whether the network is back (a browser that keeps a failed module fetch
  // answers the next import without asking)
  const held = { asked: [], probes: [], release, fail };
  const pipeline = `/chunks/${chunkFileOf('src/components/checkout/pay-pipeline.ts')}`;
  await context.route((url) => url.pathname.endsWith(pipeline), async (route) => {
    (route.request().resourceType() === 'fetch' ? held.probes : held.asked).push(route.request().url());
    if (held.fail) return route.abort('connectionreset');
    await released;
    await route.continue();
  });
  return held;
}

test('the payment code arrives late: Pay locks at once, and pressing again meanwhile sends nothing more', async () => {
  const { viewer, context, page } = await viewerPage();
  const pipeline = await holdPipeline(context);
  const posts = await interceptPayments(context, (route) => route.continue());
  await openCheckout(page, fixtureUrl(servers, { item: 40012, fee: 60012 }));
  assert.equal(pipeline.asked.length, 0, 'the payment code is not fetched while the viewer only looks at the price');
  await typeCard(page, CARDS.success);
  assert.equal(pipeline.asked.length, 1, 'typing a card fetches it');
  await payButton(page).click();
  assert.equal(await payButton(page).isDisabled(), true, 'Pay is locked while the code is on its way');
  // (Pay locks in the press's own task; the state the checkout shows follows with its next render)
  assert.equal(await waitForState(page, ['paying', 'failed', 'success']), 'paying', 'and the checkout says it is paying (data-state)');
  // a second submit of the form and Enter in the card frame, while the code is still held
  await page.evaluate(() => document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-form"]').requestSubmit());
  await page.frameLocator('paywall-checkout iframe[title="Card details"]').locator('#cvc').press('Enter');
  await pageFrames(page);
  assert.equal(posts.length, 0, 'nothing is sent before the code has arrived');
  pipeline.release();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.equal(posts.length, 1, 'one POST for three presses');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  assertCleanJourney(assert, assertClean, page, 'late pipeline', [402]);
  await context.close();
});

test('the payment code cannot be fetched: a readable message and a paywall-error, no charge, and the form is not stuck', async () => {
  const { viewer, context, page } = await viewerPage();
  const pipeline = await holdPipeline(context, { fail: true });
  pipeline.release();
  await recordPaywallErrors(page);
  await openCheckout(page, fixtureUrl(servers, { item: 40012, fee: 60012 }));
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['failed', 'success', 'unknown'], 20_000), 'failed');
  const message = await page.locator('paywall-checkout [part~="status"] [part~="message"]').textContent();
  assert.ok(message && !/undefined|TypeError|import/i.test(message), `a readable message: ${message}`);
  const errors = await page.evaluate(() => window.__errors);
  assert.deepEqual(errors.map((e) => e.code), ['payment_unavailable']);
  assert.equal((await charges(servers.info, viewer)).length, 0, 'no charge');
  // asked for once while typing (not on every key), and once more on Pay: the loader's plain fetch
  // of the file, after a module fetch where the browser forgets failed ones (Chromium 156, not 150)
  assert.ok(pipeline.asked.length >= 1 && pipeline.asked.length <= 2, JSON.stringify(pipeline));
  assert.equal(pipeline.probes.length, 1, JSON.stringify(pipeline));
  // Try again leads back to the form with Pay usable; with the connection back, Pay fetches the code and pays once
  await page.locator('paywall-checkout [part~="back-button"]').click();
  assert.equal(await waitForState(page, ['ready']), 'ready');
  assert.equal(await payButton(page).isDisabled(), false, 'Pay is usable again');
  pipeline.fail = false;
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming'], 30_000), 'success');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  assertCleanJourney(assert, assertClean, page, 'pipeline down', ['net::ERR_CONNECTION_RESET', 402]);
  await context.close();
});

test('back from the bank while the pending purchase\'s code cannot be fetched: the checkout says so, offers no card form, and Try again finishes the purchase once', async () => {
  const { viewer, context, page } = await viewerPage();
  // the code that reads a bank return loads only on such a page: fail it there, and only there
  const file = `/chunks/${chunkFileOf('src/stores/pending-purchase.ts')}`;
  const held = { fail: false, asked: 0 };
  await context.route((url) => url.pathname.endsWith(file), async (route) => {
    if (!held.fail) return route.continue();
    held.asked++;
    await route.abort('connectionreset');
  });
  await recordPaywallErrors(page);
  await openCheckout(page, fixtureUrl(servers, { item: 40003, fee: 60003 }));
  await typeCard(page, CARDS.threeDS);
  await payButton(page).click();
  await page.waitForURL(/\/sandbox\/bank\/3ds\//, { timeout: 20_000 });
  held.fail = true;
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/fixtures\/checkout\.html/);
  assert.equal(await waitForState(page, ['error', 'success', 'failed'], 20_000), 'error');
  const shown = await page.evaluate(() => {
    const root = document.querySelector('paywall-checkout').shadowRoot;
    return { message: root.querySelector('[role="alert"]')?.textContent ?? '', frames: root.querySelectorAll('iframe').length };
  });
  assert.ok(shown.message && !/undefined|TypeError|import/i.test(shown.message), `a readable message: ${shown.message}`);
  assert.equal(shown.frames, 0, 'no card form while it is unknown whether the bank step paid');
  assert.deepEqual((await page.evaluate(() => window.__errors)).map((e) => e.code), ['checkout_load_failed']);
  assert.ok(held.asked >= 1);
  held.fail = false;
  // Try again reloads the page, whose address still carries the return: read afresh in every engine
  // (one that keeps a failed module fetch, as Chromium 150 does, would keep it for the payment code too)
  await Promise.all([page.waitForEvent('load'), page.locator('paywall-checkout [part~="retry"]').click()]);
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming', 'unknown'], 30_000), 'success');
  assert.doesNotMatch(page.url(), /payment_intent|ippwat/, 'return parameters removed from the address');
  assert.equal((await charges(servers.info, viewer)).length, 1, 'one charge');
  assertCleanJourney(assert, assertClean, page, 'pending purchase code down', ['net::ERR_CONNECTION_RESET', 402]);
  await context.close();
});
