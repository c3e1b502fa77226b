// Every overlay a viewer meets, at a desktop (1280x800) and a phone (390x844) viewport, as custom
// elements on the membership site and as React components in examples/react-app: the gate's sign-in
// dialog, the checkout, <paywall-dialogs>' dialog, the exit survey, an NFT's detail, the cart notice
// and a toast. Each must lie wholly inside the viewport and be what the viewer hits at its centre
// (document.elementFromPoint, through shadow roots): nothing clips or covers it. (A toast that comes
// while a modal is open waits for it to close: the page behind a modal is inert, top layer or not.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { launchBrowser } from './browser.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { installedStarter } from '../helpers/react-starter.mjs';
import { VIEWPORTS, startMeasuredSite } from '../../bench/layout-shift.mjs';
import { CARDS, newViewer, signInContext, typeCard } from './journeys-helpers.mjs';

let site;
let browser;
let app;
let appDist;
let starterDir;

before(async () => {
  site = await startMeasuredSite();
  browser = await launchBrowser();
  // the React example, built as its README builds it, against the same sandbox
  const saved = { ...process.env };
  Object.assign(process.env, { VITE_PAYWALL_API_BASE: site.info.apiBase, VITE_PAYWALL_MERCHANT_UUID: site.info.merchantUuid, VITE_PAYWALL_CLIENT_ID: site.info.clientId });
  appDist = mkdtempSync(join(tmpdir(), 'paywall-overlays-'));
  try {
    starterDir = installedStarter();
    await build({ configFile: join(starterDir, 'vite.config.mjs'), logLevel: 'error', build: { outDir: appDist, emptyOutDir: true } });
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  }
  app = await startStaticServer({ mounts: { '/': appDist } });
});
after(async () => {
  await browser?.close();
  await app?.close();
  await site?.close();
  if (appDist) rmSync(appDist, { recursive: true, force: true });
  if (starterDir) rmSync(starterDir, { recursive: true, force: true });
});

/**
 * In the page: where the overlay `path` names stands (a list of selectors, each looked up in the
 * shadow root of the one before): inside the viewport, and topmost at its centre.
 */
function placement(path) {
  let el = document;
  for (const s of path) el = (el.shadowRoot ?? el).querySelector(s);
  if (!el) return { missing: path.join(' » ') };
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  let topmost = false;
  for (let n = hit; n; n = n.parentNode ?? n.host) if (n === el) topmost = true;
  const inside = r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
  return { inside, topmost, box: [r.left, r.top, r.width, r.height].map(Math.round), hit: hit ? `${hit.localName}.${hit.className}` : null };
}

/** `page.waitForFunction` whose timeout says which step it was. */
async function waitFor(page, label, fn, arg = null, timeout = 30_000) {
  try {
    await page.waitForFunction(fn, arg, { timeout });
  } catch (error) {
    throw new Error(`${label}: ${error.message}`, { cause: error });
  }
}

/** Waits for the overlay and returns a line for each way it is not wholly in view and on top. */
async function check(page, label, path, problems) {
  await waitFor(page, label, (p) => {
    let el = document;
    for (const s of p) el = el && (el.shadowRoot ?? el).querySelector(s);
    // (once it has faded in)
    return el && el.getBoundingClientRect().height > 0 && el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  }, path);
  const at = await page.evaluate(placement, path);
  if (at.missing || !at.inside || !at.topmost) problems.push(`${label}: ${JSON.stringify(at)}`);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: every overlay of the membership site's elements lies wholly in view and on top`, async () => {
    const problems = [];
    const out = await browser.newContext({ viewport });
    try {
      const page = await out.newPage();
      await page.goto(`${site.siteUrl}/content/40001`);
      // (once the element has taken its server-rendered view over)
      await waitFor(page, 'gate locked', () => document.querySelector('paywall-gate')?.getAttribute('data-paywall-state') === 'locked');
      await page.locator('paywall-gate [part~="sign-in"]').click();
      await check(page, 'gate sign-in dialog', ['paywall-gate', 'dialog[open]'], problems);
      await page.goto(`${site.siteUrl}/subscription/check`);
      await check(page, '<paywall-dialogs> dialog', ['paywall-dialogs', 'dialog[open]'], problems);
      await page.goto(`${site.siteUrl}/collectibles#nft-70012`);
      await check(page, 'NFT detail', ['paywall-nft-gallery', 'dialog[open]'], problems);
    } finally {
      await out.close();
    }
    const signedIn = await browser.newContext({ viewport });
    try {
      await site.prepareSignedIn(signedIn);
      const page = await signedIn.newPage();
      await page.goto(`${site.siteUrl}/content/40001`);
      await page.locator('paywall-pricing [part~="choose"]').first().click();
      await waitFor(page, 'checkout ready', () => document.querySelector('paywall-checkout')?.getAttribute('data-paywall-state') === 'ready');
      await check(page, 'checkout', ['paywall-checkout', 'dialog[open]'], problems);
      await page.keyboard.press('Escape');
      await page.locator('paywall-cart-button').first().locator('[part~="button"]').click();
      await check(page, 'cart notice', ['paywall-cart-button', '[part~="notification"]'], problems);
      await page.locator('paywall-cart-button').first().locator('[part~="close"]').click();
      // (a lifetime longer than the test's: it is about where the toast stands, and a loaded machine
      // may paint the page seconds late)
      await page.evaluate(() => import('/dist/cdn/paywall-elements.js').then((m) => m.pushToast({ message: 'Saved to your list', kind: 'success', lifetime: 600_000 })));
      await check(page, 'toast', ['paywall-toasts', '[part~="toast"]'], problems);
      await page.goto(`${site.siteUrl}/account/edit`);
      await waitFor(page, 'account signed in', () => document.querySelector('paywall-account')?.getAttribute('data-paywall-state') === 'signed-in');
      await page.evaluate(() => document.dispatchEvent(new CustomEvent('paywall-exit-survey-open')));
      await check(page, 'exit survey', ['paywall-account', 'dialog[open]'], problems);
    } finally {
      await signedIn.close();
    }
    assert.deepEqual(problems, []);
  });

  test(`${name}: every overlay of the React components lies wholly in view and on top`, async () => {
    const problems = [];
    const out = await browser.newContext({ viewport });
    try {
      const page = await out.newPage();
      await page.goto(`${app.url}/`);
      await page.locator('#movie [part~="sign-in"]').click();
      await check(page, 'React gate sign-in dialog', ['#movie dialog[open]'], problems);
    } finally {
      await out.close();
    }
    const viewer = await newViewer(site.info);
    const context = await browser.newContext({ viewport });
    try {
      await signInContext(context, app.url, viewer);
      const page = await context.newPage();
      await page.goto(`${app.url}/`);
      await page.getByRole('button', { name: 'Compare all prices' }).click();
      await check(page, 'React checkout', ['#checkout dialog[open]'], problems);
      // a purchase brings the 'Payment completed' toast (the page is content.payment_details)
      await page.locator('#checkout [part~="fee"][data-fee-id="60001"]').click();
      await waitFor(page, 'React pay button', () => document.querySelector('#checkout [part~="pay-button"]')?.disabled === false);
      await typeCard(page, CARDS.success, { within: '#checkout' });
      await page.locator('#checkout [part~="pay-button"]').click();
      // the modal says it first (the page behind it is inert): the toast waits until it closes
      await page.locator('#checkout [part~="done-button"]').click({ timeout: 30_000 });
      await check(page, 'React toast', ['[part~="toast"]'], problems);
    } finally {
      await context.close();
    }
    assert.deepEqual(problems, []);
  });
}
