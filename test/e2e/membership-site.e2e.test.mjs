// The membership-site example in Chromium, as `npm start` runs it, against a fresh sandbox: every
// page sends the strict policy and carries its route marker; the merchant endpoints refuse a
// request without the session's CSRF token; and a viewer walks the site: the home slider, rails
// and headlines, search, a channel's type filter, the cart and its checkout, buying a film,
// subscribing to a plan, the payment check pages, and the live event's countdown reloading once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { startSandbox } from '../../sandbox/server.mjs';
import { startMembershipSite, contentSecurityPolicy } from '../../examples/membership-site/server.mjs';
import { ROUTE_NAMES } from '../../src/site/routes.ts';
import { launchBrowser, instrumentedPage, assertClean, pageIdle } from './browser.mjs';
import { waitUntil } from '../helpers/test-wait.ts';
import {
  CARDS, api, newViewer, signInContext, typeCard, payButton, waitForState, charges, elementState, waitForElementState, assertCleanJourney,
} from './journeys-helpers.mjs';

let sandbox;
let site;
let browser;
let platform;

before(async () => {
  sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  platform = { environment: 'sandbox', apiBase: sandbox.apiBase, merchantUuid: sandbox.merchantUuid, clientId: sandbox.clientId };
  // the live event is days away here; its own test starts a site whose event is seconds away
  site = await startMembershipSite({ platform, liveEventAt: Math.floor(Date.now() / 1000) + 3 * 86400 });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await sandbox?.close();
});

/** Every page of the site and the route marker it must carry (null: the home and gift-redeem pages, which the spec names no route for). */
const PAGES = [
  ['/', null],
  ['/channels/films', 'channels.show'],
  ['/content/40001', 'content.payment_details'],
  ['/content/40001/payment/check', 'content.payment_check'],
  ['/content/40001/payment/success', 'content.payment_success'],
  ['/content/40001/payment/failed', 'content.payment_failed'],
  ['/plans', 'payment_details'],
  ['/plans/50001/payment/check', 'plans.payment_check'],
  ['/subscription/check', 'subscription.check'],
  ['/cart/checkout', 'cart.checkout'],
  ['/gift-journey/50001/payment/details', 'gift-journey.payment-details'],
  ['/gift-journey/50001/payment/check', 'gift-journey.payment_check'],
  ['/gift-journey/50001/payment/success', 'gift-journey.payment_success'],
  ['/gift-journey/50001/payment/failed', 'gift-journey.payment_failed'],
  ['/gift/redeem', null],
  ['/donate/40003', null],
  ['/collectibles', null],
  ['/newsletter', null],
  ['/account/reset-password?token=unknown', null],
  ['/memberrewards', 'memberrewards'],
  ['/account/edit', 'edit-account-information'],
  ['/search/more', 'search.more'],
];

const routeOf = (html) => /<body[^>]*\sdata-paywall-route="([^"]+)"/.exec(html)?.[1] ?? null;

test('every page sends the strict policy and carries its route marker; together they carry every named route', async () => {
  const policy = contentSecurityPolicy(sandbox.apiBase);
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
  assert.match(policy, /script-src 'self';/);
  assert.match(policy, /style-src 'self';/);
  for (const [path, route] of PAGES) {
    const res = await fetch(site.url + path);
    assert.equal(res.status, 200, path);
    // pages with server-rendered elements allow exactly their inline styles, by hash
    const sent = res.headers.get('content-security-policy');
    const hashes = [...sent.matchAll(/'sha256-[^']+'/g)].map((m) => m[0]);
    assert.equal(sent, contentSecurityPolicy(sandbox.apiBase, hashes), `${path} sends the policy`);
    const html = await res.text();
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
    assert.deepEqual([...new Set(styles)].sort(), [...new Set(hashes)].sort(), `${path}: each inline style has its hash, and no other hash is allowed`);
    assert.equal(routeOf(html), route, `${path} is marked ${route}`);
    assert.match(html, /<meta name="csrf-token" content="[\w-]{20,}">/, `${path} carries the CSRF token`);
    assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>|\sstyle="|\son[a-z]+="/, `${path} has no inline script, style attribute or handler`);
  }
  assert.deepEqual(new Set(PAGES.map(([, r]) => r).filter(Boolean)), new Set(ROUTE_NAMES), 'all 15 named routes and the subscription check page');
  const missing = await fetch(`${site.url}/nowhere`);
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('content-security-policy'), policy);
});

test('each page renders in Chromium under the policy with no error and no violation', async () => {
  const context = await browser.newContext();
  for (const [path] of PAGES) {
    const page = await instrumentedPage(context);
    // a payment check page with no payment to wait for shows its way out; the rest render their elements
    await page.goto(site.url + path, { waitUntil: 'load' });
    await page.waitForFunction(() => [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('paywall-') && el.localName !== 'paywall-config' && el.localName !== 'paywall-reward')
      .every((el) => customElements.get(el.localName)));
    // the elements have loaded what they show (an error would have come by then)
    await pageIdle(page);
    assertCleanJourney(assert, assertClean, page, path, [402]);
    await page.close();
  }
  await context.close();
});

test('the cart and the provider token refuse a request without the session\'s CSRF token', async () => {
  const res = await fetch(`${site.url}/content/40001`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(await res.text())[1];
  const add = (headers) => fetch(`${site.url}/cart/products`, {
    method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: JSON.stringify({ productType: 'ppv', productId: 40001 }),
  });
  const cartCount = async () => (await (await fetch(`${site.url}/cart/checkout`, { headers: { cookie } })).text()).match(/class="cart-line[ "]/g)?.length ?? 0;

  const without = await add({ cookie });
  assert.equal(without.status, 419);
  assert.deepEqual(await without.json(), { success: false, message: 'CSRF token mismatch.' });
  assert.equal((await add({ cookie, 'x-csrf-token': `${csrf}x` })).status, 419, 'another token');
  assert.equal((await add({ 'x-csrf-token': csrf })).status, 419, 'the token without its session');
  assert.equal(await cartCount(), 0, 'nothing was added');

  const ok = await add({ cookie, 'x-csrf-token': csrf });
  assert.equal(ok.status, 200);
  assert.equal((await ok.json()).success, true);
  assert.equal(await cartCount(), 1);

  assert.equal((await fetch(`${site.url}/users/token`, { headers: { cookie } })).status, 419);
  const token = await (await fetch(`${site.url}/users/token`, { headers: { cookie, 'x-csrf-token': csrf } })).json();
  assert.equal(token.success, true);
  assert.ok(token.data.token && token.data.expires > Date.now() / 1000 && token.data.inplayer_uuid);
  // the remove form is protected the same way
  const remove = await fetch(`${site.url}/cart/lines/1/remove`, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: '_token=nope', redirect: 'manual' });
  assert.equal(remove.status, 419);
  assert.equal(await cartCount(), 1);
});

test('home: the slider moves, a rail scrolls with its arrow, and the headlines load more when scrolled to the bottom', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await instrumentedPage(context);
  await page.goto(site.url + '/');
  // the server's view already says 'playing': the script has taken it over once it marks the slide
  // on show (read in the frame the mark appears, before any autoplay)
  const takenOver = await page.waitForFunction(() => {
    const slider = document.querySelector('paywall-slider');
    const shown = [...(slider?.children ?? [])].findIndex((s) => s.hasAttribute('data-paywall-active'));
    return shown >= 0 && { shown, state: slider.shadowRoot.querySelector('[part~="base"]').getAttribute('data-state') };
  });
  assert.deepEqual(await takenOver.jsonValue(), { shown: 0, state: 'playing' });
  const active = () => page.evaluate(() => [...document.querySelector('paywall-slider').children].findIndex((s) => s.hasAttribute('data-paywall-active')));
  await page.locator('paywall-slider [part~="next"]').click();
  await page.waitForFunction(() => document.querySelector('paywall-slider').children[1].hasAttribute('data-paywall-active'));
  await page.locator('paywall-slider [part~="indicator"]').nth(2).click();
  // the slide's marker follows the click in the slider's next render: wait for it, as above
  await page.waitForFunction(() => document.querySelector('paywall-slider').children[2].hasAttribute('data-paywall-active'));
  assert.equal(await active(), 2);

  const rail = page.locator('paywall-rail[heading="New releases"]');
  await rail.scrollIntoViewIfNeeded();
  const scrolled = () => rail.evaluate((el) => el.shadowRoot.querySelector('[part~="track"]').scrollLeft);
  assert.equal(await scrolled(), 0);
  await rail.locator('[part~="next"]').click();
  await page.waitForFunction(() => document.querySelector('paywall-rail[heading="New releases"]').shadowRoot.querySelector('[part~="track"]').scrollLeft > 0);
  assert.equal(await rail.evaluate((el) => el.getAttribute('data-paywall-layout')), 'detail');

  const headlines = () => page.locator('paywall-headlines > article').count();
  assert.equal(await headlines(), 6);
  const asked = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/headlines') asked.push(new URL(r.url()).search); });
  await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => document.querySelectorAll('paywall-headlines > article').length === 12, null, { timeout: 10_000 });
  await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => document.querySelector('paywall-headlines').getAttribute('complete') === 'true', null, { timeout: 10_000 });
  assert.equal(await headlines(), 18);
  assert.deepEqual(asked, ['?page=2', '?page=3'], 'one request per load, none while one was pending');
  await waitForElementState(page, 'paywall-headlines', 'complete');
  assertClean(assert, page, 'home');
  await context.close();
});

test('search sends one request once the typing stops, and a channel lists its contents by type', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  const searches = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/search/more' && r.resourceType() === 'fetch') searches.push(new URL(r.url()).search); });
  // the 550 ms wait runs on the page's clock, paused here so only runFor moves it
  await page.clock.install();
  await page.goto(site.url + '/search/more');
  await waitForElementState(page, 'paywall-search', 'idle');
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.locator('paywall-search [part~="input"]').pressSequentially('night');
  await page.clock.runFor(549);
  assert.deepEqual(searches, [], 'nothing sent before 550 ms without a keystroke');
  await page.clock.runFor(1);
  await waitForElementState(page, 'paywall-search', 'ready');
  assert.deepEqual(searches, ['?search=night']);
  const names = (on, tag) => on.evaluate((t) => [...document.querySelector(t).shadowRoot.querySelectorAll('[part~="name"]')].map((n) => n.textContent), tag);
  assert.deepEqual(await names(page, 'paywall-search'), ['Night Market']);
  assert.equal(new URL(page.url()).searchParams.get('search'), 'night', 'the query is in the address');
  assertClean(assert, page, 'search');
  await context.close();

  // (a context of its own: the clock above is the whole context's)
  const other = await browser.newContext();
  const channel = await instrumentedPage(other);
  await channel.goto(site.url + '/channels/documentaries');
  await waitForElementState(channel, 'paywall-channel', 'ready');
  const all = await names(channel, 'paywall-channel');
  assert.ok(all.includes('Signals from the Deep') && all.includes('All Access'), `videos and plans: ${all}`);
  const select = channel.locator('paywall-channel [part~="type-filter"]');
  await select.selectOption('package');
  // (a list being loaded has no names, which every() would take for a match)
  const shown = (only) => channel.waitForFunction((only) => {
    const list = [...document.querySelector('paywall-channel').shadowRoot.querySelectorAll('[part~="name"]')].map((n) => n.textContent);
    return list.length > 0 && list.every((n) => ['All Access', 'Documentaries'].includes(n) === only);
  }, only);
  await shown(true);
  assert.deepEqual((await names(channel, 'paywall-channel')).sort(), ['All Access', 'Documentaries']);
  await select.selectOption('video');
  await shown(false);
  assert.ok((await names(channel, 'paywall-channel')).every((n) => !['All Access', 'Documentaries'].includes(n)));
  assertClean(assert, channel, 'channel');
  await other.close();
});

test('a viewer puts a rental and a clip in the cart and pays for the rental at the cart checkout', async () => {
  const viewer = await newViewer(sandbox.info());
  const context = await browser.newContext();
  await signInContext(context, site.url, viewer);
  const page = await instrumentedPage(context);
  await page.goto(site.url + '/content/40002');
  await page.locator('paywall-cart-button[clip="true"] [part~="button"]').click();
  await page.waitForURL(`${site.url}/cart/checkout`);
  await page.goto(site.url + '/content/40003');
  const [rental, clip] = [page.locator('paywall-cart-button').first(), page.locator('paywall-cart-button[clip="true"]')];
  await rental.locator('[part~="button"]').click();
  await page.waitForFunction(() => document.querySelector('paywall-cart-button').shadowRoot.querySelector('[part~="base"]').getAttribute('data-state') === 'added');
  assert.equal(await rental.locator('[part~="title"]').textContent(), 'Harvest Moon');
  assert.equal(await page.locator('[data-cart-count]').textContent(), '2', 'the header counts it');
  // the film's clip comes with the rental already in the cart: one line, the rental with the clip
  await Promise.all([page.waitForURL(`${site.url}/cart/checkout`), clip.locator('[part~="button"]').click()]);
  assert.equal(await page.locator('.cart-line').count(), 2, 'one line per film');
  assert.match(await page.locator('.cart-line', { hasText: 'Harvest Moon' }).textContent(), /On-demand clip, with the 48-hour rental/);

  await page.locator('.cart-line', { hasText: 'Harvest Moon' }).locator('a', { hasText: 'Pay for this' }).click();
  await waitForState(page, 'ready', 30_000);
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  await typeCard(page, CARDS.success);
  await Promise.all([page.waitForURL(`${site.url}/cart/checkout?paid=40003`, { timeout: 30_000 }), payButton(page).click()]);
  assert.match(await page.locator('.notice').textContent(), /Paid: Harvest Moon is ready to watch/);
  assert.deepEqual(await page.locator('.cart-line a').allTextContents(), ['Signals from the Deep'], 'the paid film left the cart, the other film stays');
  assert.equal((await charges(sandbox.info(), viewer)).length, 1, 'the rental was paid once');
  assertCleanJourney(assert, assertClean, page, 'cart', [402]);
  await context.close();
});

test('the cart sells a film\'s access once: a second add of a film in the cart changes nothing', async () => {
  const res = await fetch(`${site.url}/content/40001`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(await res.text())[1];
  const add = async (path, id) => (await fetch(site.url + path, {
    method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ productType: 'ppv', productId: id }),
  })).json();
  const lines = async () => [...(await (await fetch(`${site.url}/cart/checkout`, { headers: { cookie } })).text()).matchAll(/<span class="muted">([^<]+)<\/span>\s*<\/div>\s*<strong class="price">/g)].map((m) => m[1]);
  assert.equal((await add('/cart/products/on-demand-clip', 40001)).notification.description, '1 item in your cart');
  const again = await add('/cart/products', 40001);
  assert.deepEqual([again.success, again.notification.heading, again.notification.description], [true, 'Already in your cart', '1 item in your cart']);
  assert.equal((await add('/cart/products/on-demand-clip', 40001)).notification.heading, 'Already in your cart');
  assert.deepEqual(await lines(), ['On-demand clip, with the 48-hour rental']);
});

test('a viewer buys a film on its page, sees the \'Payment completed\' notice, and its payment check page resolves to the success page', async () => {
  const viewer = await newViewer(sandbox.info());
  const context = await browser.newContext();
  await signInContext(context, site.url, viewer);
  const page = await instrumentedPage(context);
  await page.goto(site.url + '/content/40002');
  await waitForElementState(page, 'paywall-gate', 'locked');
  await page.locator('paywall-pricing [part~="card"][data-access-fee-id="60002"] [part~="choose"]').click();
  await waitForState(page, 'ready');
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming']), 'success');
  // the page is content.payment_details: the payment event brings the spec's notice
  await page.waitForFunction(() => [...(document.querySelector('paywall-toasts')?.shadowRoot?.querySelectorAll('[part~="message"]') ?? [])].some((n) => n.textContent === 'Payment completed'), null, { timeout: 10_000 });
  await waitForElementState(page, 'paywall-gate', 'unlocked');

  await page.goto(site.url + '/content/40002/payment/check');
  await page.waitForURL(`${site.url}/content/40002/payment/success`, { timeout: 20_000 });
  await waitForElementState(page, 'paywall-gate', 'unlocked');
  assert.equal(await page.locator('h1').textContent(), 'Enjoy Signals from the Deep');
  // the site's player shows in the unlocked gate with the film from the access answer, and what the
  // viewer watched reaches the watch history
  await page.waitForFunction(() => document.querySelector('paywall-gate video[data-player]')?.src.endsWith('/media/signals-from-the-deep/film.webm'));
  assert.equal(await page.locator('paywall-gate video[data-player]').isVisible(), true);
  const reported = page.evaluate(() => new Promise((r) => document.addEventListener('paywall-progress', (e) => r(e.detail), { once: true })));
  await page.locator('paywall-gate video[data-player]').evaluate((v) => {
    v.muted = true;
    return v.play();
  });
  const first = await reported;
  assert.equal(first.mediaId, '40002');
  assert.ok(first.progress >= 0 && first.progress <= 1, `progress ${first.progress}`);
  let history = [];
  await waitUntil(async () => {
    history = (await api(sandbox.info(), '/v2/accounts/media/watch-history?filter=currently_watching', { token: viewer.record.token })).collection ?? [];
    return history.some((h) => String(h.media_id) === '40002');
  }, 10_000).catch(() => {});
  assert.ok(history.some((h) => String(h.media_id) === '40002'), `watch history: ${JSON.stringify(history)}`);
  assertCleanJourney(assert, assertClean, page, 'buy', [402]);
  await context.close();
});

test('a viewer subscribes to a plan from the monthly side of the toggle, and the plan\'s check page confirms it', async () => {
  const viewer = await newViewer(sandbox.info());
  const context = await browser.newContext();
  await signInContext(context, site.url, viewer);
  const page = await instrumentedPage(context);
  await page.goto(site.url + '/plans');
  const pricing = page.locator('paywall-pricing[package-id="50002"]');
  await pricing.locator('[part~="toggle"]').waitFor();
  const fees = () => pricing.evaluate((el) => [...el.shadowRoot.querySelectorAll('[part~="card"]')].map((c) => c.dataset.accessFeeId));
  assert.deepEqual(await fees(), ['61004'], 'monthly first');
  await pricing.locator('[part~="toggle-option"][data-tab="ppv"]').click();
  assert.deepEqual(await fees(), ['61003']);
  await pricing.locator('[part~="toggle-option"][data-tab="subscription"]').click();
  assert.deepEqual(await fees(), ['61004']);
  await pricing.locator('[part~="card"][data-access-fee-id="61004"] [part~="choose"]').click();
  await waitForState(page, 'ready');
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  await typeCard(page, CARDS.success);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming']), 'success');
  assert.equal((await charges(sandbox.info(), viewer)).length, 1);

  await page.goto(site.url + '/plans/50002/payment/check');
  await page.waitForFunction(() => document.querySelector('paywall-payment-check')?.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state') === 'success', null, { timeout: 20_000 });
  assert.equal(await elementState(page, 'paywall-payment-check'), 'success');
  assertCleanJourney(assert, assertClean, page, 'subscribe', [402]);
  await context.close();
});

test('the site carries every element: a donation page, the collectibles, the newsletter and the reset page that the reset mail links to', async () => {
  const tags = new Set();
  for (const [path] of PAGES) for (const m of (await (await fetch(site.url + path)).text()).matchAll(/<(paywall-[a-z-]+)/g)) tags.add(m[1]);
  const declared = JSON.parse(await (await import('node:fs/promises')).readFile(new URL('../../dist/custom-elements.json', import.meta.url), 'utf8'))
    .modules.flatMap((m) => m.declarations ?? []).map((d) => d.tagName).filter(Boolean);
  assert.deepEqual(declared.filter((t) => !tags.has(t)).sort(), [], 'every element is on a page of the site');

  // a viewer who forgot the password gets a mail that links to the site's reset page, and sets a new one there
  const viewer = await newViewer(sandbox.info());
  sandbox.setPasswordResetPage(`${site.url}/account/reset-password`);
  const context = await browser.newContext();
  try {
    const page = await instrumentedPage(context);
    await page.goto(`${site.url}/account/edit`);
    await page.locator('paywall-account [part~="link-forgot"]').click();
    await page.locator('paywall-account input[name="email"]').fill(viewer.email);
    await page.locator('paywall-account [part~="form-forgot"] [part~="submit"]').click();
    let mail;
    await waitUntil(async () => {
      mail = (await api(sandbox.info(), `/sandbox/mailbox?format=json&to=${encodeURIComponent(viewer.email)}`)).collection.find((m) => /reset/i.test(m.subject));
      return !!mail;
    }, 10_000);
    assert.match(mail.link, new RegExp(`^${site.url}/account/reset-password\\?token=[\\w-]+$`));
    await page.goto(mail.link);
    await waitForElementState(page, 'paywall-login', 'reset');
    await page.locator('paywall-login input[name="password"]').fill('a-new-pass-2');
    await page.locator('paywall-login input[name="passwordConfirmation"]').fill('a-new-pass-2');
    await page.locator('paywall-login [part~="submit"]').click();
    await page.locator('paywall-login [part~="form-reset"] [part~="message"]', { hasText: /password/i }).waitFor({ timeout: 10_000 });
    const signIn = await fetch(`${sandbox.apiBase}/accounts/authenticate`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: sandbox.clientId, grant_type: 'password', referrer: site.url, username: viewer.email, password: 'a-new-pass-2' }),
    });
    assert.equal(signIn.status, 200, 'the new password works');
    assertClean(assert, page, 'reset');
  } finally {
    sandbox.setPasswordResetPage(null);
    await context.close();
  }
});

test('normal use logs no red line but a locked film\'s one access answer: no second access check, no 404 for a card or mandate not saved yet', async () => {
  const viewer = await newViewer(sandbox.info());
  const context = await browser.newContext();
  await signInContext(context, site.url, viewer);
  try {
    const page = await instrumentedPage(context);
    const checks = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/items/40005/access') checks.push(r.url()); });
    // the page's wall clock stands still (its timers run): the gate, the prices and the checkout
    // opened a moment later share one answer however slowly a loaded machine gets from one to the
    // next, since an answer is reused for ACCESS_REUSE_MS of that clock (a viewer who takes longer
    // to choose is asked again, rightly: what they own may have changed meanwhile)
    await page.clock.setFixedTime(Date.now());
    await page.goto(site.url + '/content/40005');
    await waitForElementState(page, 'paywall-gate', 'locked');
    // choosing a price opens the checkout; closing it without paying sold nothing, so nothing is asked again
    await page.locator('paywall-pricing [part~="choose"]').first().click();
    await waitForState(page, 'ready', 30_000);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="base"]').getAttribute('data-state') === 'idle');
    await pageIdle(page); // (a second access check would have been sent by then)
    assert.equal(checks.length, 1, 'one access check for the gate, the prices and the checkout, and none after the checkout closed unpaid');
    const lines = page.problems.consoleErrors;
    assert.deepEqual(lines.map((l) => l.replace(/\(.*$/, '').trim()), ['Failed to load resource: the server responded with a status of 402'], 'one access answer, and no other red line');
    await page.goto(site.url + '/account/edit');
    await page.locator('paywall-account [part~="tab-payment"]').click();
    await page.waitForFunction(() => document.querySelector('paywall-account').shadowRoot.querySelector('[part~="section-payment"]')?.getAttribute('data-state') === 'empty', null, { timeout: 20_000 });
    assert.deepEqual(page.problems.consoleErrors.slice(lines.length), [], 'no card and no mandate yet: not an error');
  } finally {
    await context.close();
  }
});

test('the live event\'s countdown reaches zero, reloads the home page once, and the page then says it is live', async () => {
  const soon = await startMembershipSite({ platform, liveEventAt: Math.floor(Date.now() / 1000) + 8 });
  try {
    const context = await browser.newContext();
    const page = await instrumentedPage(context);
    const loads = [];
    page.on('request', (r) => { if (r.isNavigationRequest() && new URL(r.url()).pathname === '/') loads.push(r.url()); });
    await page.goto(soon.url + '/');
    await waitForElementState(page, 'paywall-countdown', 'counting');
    // the server rendered the event as live once its time had come: the reload shows that
    await page.locator('.live a.button', { hasText: 'Join the live stream' }).waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('paywall-countdown').count(), 0);
    // the live page has nothing left to do: no further reload is on its way
    await pageIdle(page);
    assert.equal(loads.length, 2, 'the first load and one reload');
    assertClean(assert, page, 'countdown');
    await context.close();
  } finally {
    await soon.close();
  }
});
