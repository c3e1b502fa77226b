// The React starter (examples/react-app), built with Vite's JS API from a copy of its folder whose
// node_modules link the packages it names (as `npm install` with its file:../.. dependency makes it,
// without the network: paywall-elements is this repository, the others the repository's own) and
// served under a strict CSP: the package imported by name resolves to the built dist/. The
// page is React components, not custom elements; a viewer signs in with the Login component,
// chooses a price on the Pricing cards, pays with the success card in the modal Checkout's card
// frame, and the Gate unlocks with the video from the platform's access answer; a viewer already
// signed in opens the checkout with the app's own startPurchase button and comes back from the
// 3-D Secure bank page to the film unlocked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startSandbox } from '../../sandbox/server.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { installedReactStarter } from '../helpers/react-starter.mjs';
import { launchBrowser, instrumentedPage, assertClean } from './browser.mjs';
import { CARDS, assertCleanJourney, charges, newViewer, signInContext, typeCard } from './journeys-helpers.mjs';

let appDir;

let sandbox, info, outDir, output, server, browser;
before(async () => {
  sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  info = sandbox.info();
  // the app reads its platform from VITE_PAYWALL_* at build time (README.md): this test's sandbox
  const saved = { ...process.env };
  Object.assign(process.env, {
    VITE_PAYWALL_API_BASE: info.apiBase, VITE_PAYWALL_MERCHANT_UUID: info.merchantUuid, VITE_PAYWALL_CLIENT_ID: info.clientId,
  });
  appDir = installedReactStarter();
  outDir = mkdtempSync(join(tmpdir(), 'paywall-react-app-'));
  try {
    const result = await build({ configFile: join(appDir, 'vite.config.mjs'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
    output = [].concat(result).flatMap((r) => r.output);
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  }
  const api = new URL(info.apiBase);
  const csp = [
    "default-src 'self'", "script-src 'self'", "style-src 'self'", `img-src 'self' data: ${api.origin}`, `media-src ${api.origin}`,
    `connect-src 'self' ${api.origin} ws://${api.host}`, `frame-src 'self' ${api.origin}`, "object-src 'none'", "base-uri 'none'",
    "form-action 'self'", "require-trusted-types-for 'script'",
  ].join('; ');
  server = await startStaticServer({
    mounts: { '/': outDir },
    headers: (path) => (path.endsWith('.html') || path.endsWith('/') ? { 'Content-Security-Policy': csp } : {}),
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await sandbox?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  if (appDir) rmSync(appDir, { recursive: true, force: true });
});

const state = (page, holder) => page.locator(`${holder} > [part~="base"]`).getAttribute('data-state');
const waitState = (page, holder, states, timeout = 20_000) =>
  page.waitForFunction(([h, s]) => s.includes(document.querySelector(`${h} > [part~="base"]`)?.getAttribute('data-state')), [holder, [].concat(states)], { timeout });

test('the build bundles the app with the library\'s built ES modules (by package name), with the sandbox named at build time', () => {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script: the page runs under script-src \'self\'');
  const modules = output.flatMap((c) => c.moduleIds ?? []).map((id) => id.replaceAll('\\', '/'));
  const root = fileURLToPath(new URL('../../', import.meta.url)).replaceAll('\\', '/');
  // the library's code comes from dist/esm/ (index.js, only re-exports, leaves no module of its own)
  const library = modules.filter((id) => id.startsWith(`${root}dist/esm/`));
  assert.ok(library.some((id) => /\/dist\/esm\/chunks\/gate-[\w-]+\.js$/.test(id)), 'paywall-elements resolved to dist/esm through package.json "exports"');
  const others = modules.filter((id) => id.startsWith(root) && !id.startsWith(`${root}node_modules/`) && !library.includes(id));
  assert.deepEqual(others, [], 'no module from the library\'s sources');
  const dir = appDir.replaceAll('\\', '/');
  assert.ok(modules.some((id) => id.startsWith(dir) && id.endsWith('/src/App.tsx')), 'the app itself is in the bundle, from its own folder');
  const reacts = new Set(modules.filter((id) => /\/node_modules\/react\/(index|cjs\/react\.production)/.test(id)));
  assert.deepEqual([...reacts].filter((id) => !id.startsWith(`${root}node_modules/react/`)), [], 'one React, shared with the library');
  const js = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(outDir, 'assets', f), 'utf8')).join('\n');
  assert.ok(js.includes(info.apiBase), 'the test\'s sandbox address is in the bundle');
});

test('a signed-in viewer chooses a price on the React pricing cards, pays in the modal checkout\'s card frame and the gate unlocks', async () => {
  const viewer = await newViewer(info);
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(server.url + '/');

  // React components in the page's own DOM: no custom element is defined, no shadow root
  await waitState(page, '#movie', 'locked');
  assert.equal(await page.evaluate(() => ['paywall-gate', 'paywall-pricing', 'paywall-checkout', 'paywall-login'].some((t) => customElements.get(t))), false);
  assert.equal(await page.locator('[data-testid="session"]').textContent(), 'Not signed in');
  const player = page.locator('#movie [part~="content"] video[src$="/film.webm"]');
  assert.equal(await player.count(), 0, 'the video is locked');
  assert.equal(await state(page, '#checkout'), 'idle', 'the modal checkout is closed');

  // sign in with the Login component; the app's own status line reads $session
  await waitState(page, '#account', 'sign-in');
  await page.locator('#account input[name="email"]').fill(viewer.email);
  await page.locator('#account input[name="password"]').fill('journey-pass-1');
  await page.locator('#account [part~="form-sign-in"] [part~="submit"]').click();
  await waitState(page, '#account', 'signed-in');
  await page.locator('[data-testid="session"]', { hasText: 'Signed in as Journey Viewer' }).waitFor();
  // onDone(account) of the Login component: a sign-in reports the e-mail address
  await page.locator('#account .welcome', { hasText: `Welcome, ${viewer.email}.` }).waitFor();
  await waitState(page, '#movie', 'locked');

  // the pricing card opens the modal checkout for that price ($purchase, read by the app too)
  await waitState(page, '#prices', 'ready');
  await page.locator('#prices [part~="card"][data-access-fee-id="60001"] [part~="choose"]').click();
  await page.locator('[data-testid="purchase"]', { hasText: 'Paying access fee 60001 of item 40001' }).waitFor();
  await waitState(page, '#checkout', 'ready', 30_000);
  assert.equal(await page.locator('#checkout [part~="checkout-dialog"]').isVisible(), true, 'the checkout shows as a modal');
  const pay = page.locator('#checkout [part~="pay-button"]');
  await page.waitForFunction(() => !document.querySelector('#checkout [part~="pay-button"]').disabled);
  const fits = await page.evaluate(() => {
    const box = document.querySelector('#checkout [part~="checkout-dialog"]').getBoundingClientRect();
    const button = document.querySelector('#checkout [part~="pay-button"]').getBoundingClientRect();
    return button.left >= box.left && button.right <= box.right;
  });
  assert.ok(fits, 'the full-width Pay button stays inside the modal (app.css sets the root\'s box-sizing)');

  await typeCard(page, CARDS.success, { within: '#checkout' });
  await pay.click();
  await waitState(page, '#checkout', ['success', 'failed', 'still-confirming'], 30_000);
  assert.equal(await state(page, '#checkout'), 'success');

  // the gate unlocks without a reload and shows the video from the access answer
  await waitState(page, '#movie', 'unlocked');
  await player.waitFor({ state: 'attached' });
  // this page is content.payment_details: the payment event brings the notice through <Toasts />,
  // which waits while the modal checkout is open (the page behind a modal is inert)
  await page.locator('[part~="toast"] [part~="message"]', { hasText: 'Payment completed' }).first().waitFor({ state: 'attached', timeout: 10_000 });
  await page.locator('#checkout [part~="done-button"]').click();
  await page.locator('[part~="toast"] [part~="message"]', { hasText: 'Payment completed' }).first().waitFor({ timeout: 10_000 });
  await page.locator('[data-testid="purchase"]', { hasText: 'No purchase under way' }).waitFor();
  assert.equal(await state(page, '#checkout'), 'idle');
  assert.equal(await player.isVisible(), true, 'the video shows once the checkout has closed');

  const paid = await charges(info, viewer);
  assert.equal(paid.length, 1, 'one charge for one purchase');
  // the browser logs the platform's 402 answer to the access checks made before paying
  assertCleanJourney(assert, assertClean, page, 'react app', [402]);
  await context.close();
});

test('a viewer already signed in opens the checkout from the app\'s own button (startPurchase), chooses a price, approves 3-D Secure on the bank page and is back on the app with the film unlocked', async () => {
  const viewer = await newViewer(info);
  const context = await browser.newContext();
  await signInContext(context, server.url, viewer);
  const page = await instrumentedPage(context);
  await page.goto(server.url + '/');
  await page.locator('[data-testid="session"]', { hasText: 'Signed in as Journey Viewer' }).waitFor();
  await waitState(page, '#movie', 'locked');

  await page.getByRole('button', { name: 'Compare all prices' }).click();
  await page.locator('[data-testid="purchase"]', { hasText: 'Choosing a price for item 40001' }).waitFor();
  await waitState(page, '#checkout', 'choosing');
  const other = page.locator('#checkout [part~="fee"]:not([data-fee-id="60001"])').first();
  const feeId = await other.getAttribute('data-fee-id');
  await other.click();
  await page.locator('[data-testid="purchase"]', { hasText: `Paying access fee ${feeId} of item 40001` }).waitFor();
  await waitState(page, '#checkout', 'ready', 30_000);
  await page.waitForFunction(() => !document.querySelector('#checkout [part~="pay-button"]').disabled);
  await typeCard(page, CARDS.threeDS, { within: '#checkout' });
  await page.locator('#checkout [part~="pay-button"]').click();

  // pay-per-view leaves for the bank at the top level and comes back to this page
  await page.waitForURL(/\/sandbox\/bank\/3ds\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((url) => url.origin === server.url);
  // the app's <Checkout /> reads the return once, confirms the payment intent and shows the outcome
  await waitState(page, '#checkout', ['success', 'failed', 'still-confirming'], 30_000);
  assert.equal(await state(page, '#checkout'), 'success');
  assert.doesNotMatch(page.url(), /payment_intent|ippwat/, 'return parameters removed from the address');
  await waitState(page, '#movie', 'unlocked');
  const paid = await charges(info, viewer);
  assert.deepEqual(paid.map((c) => String(c.access_fee_id)), [feeId], 'one charge, for the price chosen');
  assertCleanJourney(assert, assertClean, page, 'react app 3ds', [402]);
  await context.close();
});
