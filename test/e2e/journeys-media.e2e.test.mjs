// Signed media in Chromium against the sandbox: a viewer who bought an item whose content is a media
// address gets a player with a freshly signed address (CloudFront style, and a JW Player media with
// its token), announced with paywall-media; before it expires the gate signs it again and swaps it
// in, keeping the position. The sandbox plays only valid, unexpired signatures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean } from './browser.mjs';
import { waitUntil } from '../helpers/test-wait.ts';
import { journeySetup } from './journey-setup.mjs';
import { api, fixtureUrl, waitForElementState, assertCleanJourney } from './journeys-helpers.mjs';
import { FUTURE_YEAR } from '../helpers/card-dates.ts';

let servers;
const viewerPage = journeySetup((s) => {
  servers = s;
});

/** Buys an item for the viewer through the platform API and waits until the platform grants it. */
async function buy(viewer, item, fee) {
  await api(servers.info, '/payments', {
    method: 'POST', token: viewer.record.token,
    form: { number: '4242424242424242', card_name: 'Media Viewer', exp_month: '12', exp_year: String(FUTURE_YEAR), cvv: '123', access_fee: fee, payment_method: 1, return_url: `${servers.web.url}/r` },
  });
  const granted = async () => (await fetch(`${servers.info.apiBase}/items/${item}/access`, { headers: { Authorization: `Bearer ${viewer.record.token}` } })).ok;
  await waitUntil(granted, 10_000).catch(() => {
    throw new Error(`no access to ${item}`);
  });
}

/** Opens the shop page of an item (a gate with nothing slotted), collecting paywall-media details. */
async function openGate(page, item) {
  await page.addInitScript(() => {
    window.media = [];
    document.addEventListener('paywall-media', (e) => window.media.push(e.detail));
  });
  await page.goto(fixtureUrl(servers, { page: 'checkout.html', el: 'gate-only', item }));
  await waitForElementState(page, 'paywall-gate', 'unlocked');
}
const playerState = (page) => page.evaluate(() => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="player"]')?.getAttribute('data-state') ?? null);
const videoSrc = (page) => page.evaluate(() => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="video"]')?.getAttribute('src') ?? null);
/** Waits until the gate's video has loaded its media (metadata at least) and answers its duration. */
const loaded = (page) => page.waitForFunction(() => {
  const v = document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="video"]');
  return v && v.readyState >= 1 && v.duration > 0 ? v.duration : false;
}, undefined, { timeout: 20_000 });

test('a CloudFront-signed item plays from a freshly signed address, signed again before it expires, keeping the position', async () => {
  await api(servers.info, '/sandbox/media/ttl', { method: 'POST', form: { seconds: 8 } });
  try {
    const { viewer, context, page } = await viewerPage();
    await buy(viewer, 40012, 60012);
    await openGate(page, 40012);
    await page.waitForFunction(() => window.media.length === 1);
    const first = await page.evaluate(() => window.media[0]);
    assert.equal(first.itemId, '40012');
    const u = new URL(first.url);
    assert.equal(u.origin + u.pathname, `${servers.info.apiBase}/media/signed/copper-sky.wav`);
    assert.ok(u.searchParams.get('Signature'), 'signed');
    assert.equal(first.expiresAt, Number(u.searchParams.get('Expires')));
    assert.equal(await videoSrc(page), first.url, 'the gate\'s player plays the signed address');
    assert.equal(await playerState(page), 'ready');
    assert.ok((await (await loaded(page)).jsonValue()) > 10, 'the media loaded (about 12 s of it)');
    await page.evaluate(() => { document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="video"]').currentTime = 3; });
    // before the 8 s address expires: a new one, swapped in at the same position
    await page.waitForFunction(() => window.media.length >= 2, undefined, { timeout: 15_000 });
    const second = await page.evaluate(() => window.media[1]);
    assert.ok(second.expiresAt > first.expiresAt || second.url !== first.url, 'a new address');
    assert.ok(second.expiresAt * 1000 > Date.now(), 'signed before the first expired');
    await page.waitForFunction((url) => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="video"]').getAttribute('src') === url, second.url);
    await loaded(page);
    const at = await page.evaluate(() => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="video"]').currentTime);
    assert.ok(at >= 2.9, `the position is kept (${at})`);
    assert.equal(await page.evaluate(() => document.documentElement.outerHTML.includes('Signature=')), false, 'the signed address is not in the page\'s HTML');
    assertClean(assert, page, 'cloudfront');
    await context.close();
  } finally {
    await api(servers.info, '/sandbox/media/ttl', { method: 'POST', form: { seconds: 3600 } });
  }
});

test('a JW Player media plays with its media token', async () => {
  const { viewer, context, page } = await viewerPage();
  await buy(viewer, 40011, 60011);
  await openGate(page, 40011);
  await page.waitForFunction(() => window.media.length === 1);
  const { url, expiresAt } = await page.evaluate(() => window.media[0]);
  const u = new URL(url);
  assert.equal(u.origin + u.pathname, `${servers.info.apiBase}/media/jw/sandbox-jw-11`);
  const claims = JSON.parse(Buffer.from(u.searchParams.get('token').split('.')[1], 'base64url').toString());
  assert.deepEqual([claims.media_id, claims.exp], ['sandbox-jw-11', expiresAt]);
  await loaded(page);
  assertClean(assert, page, 'jw');
  await context.close();
});

test('an address refused when played (expired while the tab slept) is signed again once; a malformed signing answer shows the error and Try again', async () => {
  const { viewer, context, page } = await viewerPage();
  await buy(viewer, 40012, 60012);
  // the first signing answers an address that is already expired; the next ones are real
  let forged = false;
  await context.route('**/items/40012/access/cloudfront?**', async (route) => {
    if (forged) return route.continue();
    forged = true;
    const res = await route.fetch();
    const body = await res.json();
    const stale = new URL(body.video_url);
    stale.searchParams.set('Expires', String(Math.floor(Date.now() / 1000) - 60));
    await route.fulfill({ response: res, json: { video_url: stale.href } });
  });
  await openGate(page, 40012);
  await page.waitForFunction(() => window.media.length >= 2, undefined, { timeout: 20_000 });
  await loaded(page);
  assertCleanJourney(assert, assertClean, page, 'refused address', [403]);
  await context.close();

  const second = await viewerPage();
  await buy(second.viewer, 40012, 60012);
  let broken = true;
  await second.context.route('**/items/40012/access/cloudfront?**', (route) => (broken ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"video_url":"javascript:alert(1)"}' }) : route.continue()));
  const errors = [];
  await second.page.exposeBinding('mediaError', (_s, d) => errors.push(d));
  await second.page.addInitScript(() => document.addEventListener('paywall-error', (e) => window.mediaError(e.detail)));
  await openGate(second.page, 40012);
  await second.page.waitForFunction(() => document.querySelector('paywall-gate').shadowRoot.querySelector('[part~="player"]')?.getAttribute('data-state') === 'error');
  assert.equal(await second.page.locator('paywall-gate [part~="player-error"]').textContent(), 'The video could not be prepared.');
  assert.equal(errors[0]?.code, 'media_sign_failed');
  assert.equal(await videoSrc(second.page), null, 'no player with an unsafe address');
  broken = false;
  await second.page.locator('paywall-gate [part~="player"] [part~="retry"]').click();
  await loaded(second.page);
  assertClean(assert, second.page, 'malformed answer');
  await second.context.close();
});
