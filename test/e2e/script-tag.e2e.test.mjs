// The script-tag example in Chromium, as `npm start` serves it: the IIFE and the ES module builds
// render under the page's strict CSP with no console error; a viewer can do the whole purchase by
// hand on it; element code loads on first connect; loading the library twice is silent and a
// second version warns once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { startSandbox } from '../../sandbox/server.mjs';
import { builtChunks, chunkFileOf, launchBrowser, instrumentedPage, assertClean, cspReported, pageIdle, recordToasts, toastsShown } from './browser.mjs';
import { waitUntil } from '../helpers/test-wait.ts';
import { typeCard, payButton, waitForState, signUpInCheckout, elementState, waitForElementState } from './journeys-helpers.mjs';

let server, browser, sandbox;
before(async () => {
  sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  const apiHost = new URL(sandbox.apiBase).host;
  server = await startStaticServer({
    mounts: { '/': 'examples', '/dist/': 'dist', '/fixtures/': 'test/e2e/fixtures' },
    // the example names the sandbox of `npm start` (127.0.0.1:4010); point it at this test's sandbox
    handle(req, res) {
      const path = new URL(req.url, 'http://x').pathname;
      const file = path === '/script-tag/' ? 'index.html' : path === '/script-tag/esm.html' ? 'esm.html' : null;
      if (!file) return false;
      const html = readFileSync(`examples/script-tag/${file}`, 'utf8').replaceAll('127.0.0.1:4010', apiHost);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return true;
    },
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await sandbox?.close();
});

test('the examples server\'s root lists the examples, and every link on it opens', async () => {
  const root = await fetch(`${server.url}/`);
  assert.equal(root.status, 200);
  const html = await root.text();
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).filter((h) => !h.startsWith('data:') && !h.startsWith('http'));
  assert.ok(links.includes('script-tag/') && links.includes('script-tag/esm.html'), 'both script-tag pages are listed');
  for (const link of links) assert.equal((await fetch(new URL(link, `${server.url}/`))).status, 200, link);
  assert.match(html, /<a href="http:\/\/127\.0\.0\.1:8080\/">Membership site<\/a>/, 'the membership site is linked');
  // the index keeps its own policy: no error, no violation (its icon was a data: address its policy refuses)
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(`${server.url}/`);
  await page.waitForLoadState('load');
  await pageIdle(page);
  await cspReported(page); // (a violation is reported after the parse)
  assertClean(assert, page, 'examples index');
  await context.close();
});

test('with the shipped stylesheet, nothing inside a paywall element shows until the library has defined it', async () => {
  const css = readFileSync('dist/paywall-elements.css', 'utf8');
  const tags = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')).modules.flatMap((m) => m.declarations ?? []).map((d) => d.tagName).filter(Boolean);
  assert.ok(tags.length >= 10);
  for (const tag of tags) assert.ok(css.includes(tag), `${tag} is in the stylesheet`);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url + '/fixtures/undefined.html');
  assert.equal(await page.locator('#inside').isVisible(), false, 'hidden while <paywall-gate> is undefined');
  assert.equal(await page.locator('#pricing-child').isVisible(), false);
  assert.equal(await page.locator('#outside').isVisible(), true, 'the rest of the page is untouched');
  await page.evaluate(() => customElements.define('paywall-gate', class extends HTMLElement {}));
  assert.equal(await page.locator('#inside').isVisible(), true, 'the rule ends once the tag is defined');
  await context.close();
});

async function toastTexts(page) {
  return page.evaluate(() =>
    [...(document.querySelector('paywall-toasts')?.shadowRoot?.querySelectorAll('[part~="message"]') ?? [])].map((n) => n.textContent));
}

for (const [label, path] of [['IIFE', '/script-tag/'], ['ESM', '/script-tag/esm.html']]) {
  test(`${label} example renders the video page and toasts under a strict CSP with a clean console`, async () => {
    const context = await browser.newContext();
    const page = await instrumentedPage(context);
    await page.goto(server.url + path);
    await page.waitForFunction(() => customElements.get('paywall-toasts'));
    // what any page script can do (the payment events bring the same notice)
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('paywall-toast', { detail: { kind: 'success', message: 'Payment completed' } })));
    await page.waitForFunction(() => document.querySelector('paywall-toasts').shadowRoot.querySelector('[part~="toast"]'));
    assert.deepEqual(await toastTexts(page), ['Payment completed']);
    // the page is the one-video page in both builds, without test buttons; the module build's own script ran
    assert.equal(await page.locator('button[data-toast]').count(), 0);
    await waitForElementState(page, 'paywall-gate', 'locked');
    if (label === 'ESM') assert.match(await page.locator('#library-version').textContent(), /^\d+\.\d+\.\d+/);
    const styled = await page.evaluate(() => {
      const root = document.querySelector('paywall-toasts').shadowRoot;
      return { adopted: root.adoptedStyleSheets.length, styleTags: root.querySelectorAll('style,[style]').length,
        position: getComputedStyle(root.querySelector('[part~="base"]')).position };
    });
    assert.ok(styled.adopted > 0, 'constructable stylesheets adopted');
    assert.equal(styled.styleTags, 0);
    assert.equal(styled.position, 'fixed');
    assertClean(assert, page, label);
    await context.close();
  });
}

test('on the example page a new viewer signs up, pays with the success card and sees the video unlock', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  // every notice the page gives, kept past the toast's lifetime
  await page.addInitScript(recordToasts);
  // the unlocked view's code: a locked gate fetches it once its viewer is signed in and may buy
  const unlockedFile = `/cdn/chunks/${chunkFileOf('src/components/gate/unlocked.tsx')}`;
  const unlockedLoads = [];
  page.on('request', (r) => new URL(r.url()).pathname.endsWith(unlockedFile) && unlockedLoads.push(r.url()));
  await page.goto(server.url + '/script-tag/');
  await waitForElementState(page, 'paywall-gate', 'locked');
  const player = page.locator('#movie [part~="content"] video[src$="/film.webm"]');
  assert.equal(await player.count(), 0, 'the video is locked (and not in the page: it comes from the platform)');
  assert.equal(await page.evaluate(() => document.documentElement.outerHTML.includes('film.webm')), false, 'no paid address in the HTML');
  await page.locator('paywall-pricing [part~="card"][data-access-fee-id="60001"] [part~="choose"]').click();
  await waitForState(page, 'signed-out');
  await signUpInCheckout(page, { name: 'Example Viewer', email: `example-${Date.now()}@example.test` });
  await page.waitForFunction(() => !document.querySelector('paywall-checkout').shadowRoot.querySelector('[part~="pay-button"]').disabled);
  // keyboard focus followed the view: from the sign-up form to the price being paid, not to <body>
  await page.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.activeElement?.getAttribute('part') === 'fee-name', null, { timeout: 15_000 });
  await typeCard(page, '4242424242424242');
  await waitUntil(() => unlockedLoads.length > 0, 10_000);
  await payButton(page).click();
  assert.equal(await waitForState(page, ['success', 'failed', 'still-confirming']), 'success');
  await page.waitForFunction(() => document.querySelector('paywall-checkout').shadowRoot.activeElement?.textContent === 'Payment completed', null, { timeout: 15_000 });
  await waitForElementState(page, 'paywall-gate', 'unlocked');
  assert.equal(unlockedLoads.length, 1, 'the unlocked view came before the payment, once: nothing was fetched between the grant and the content');
  assert.equal(await elementState(page, 'paywall-gate'), 'unlocked');
  // the page is content.payment_details: the payment event brings the spec's notice, once, even
  // though the checkout has swapped its pay form for the success view
  await waitUntil(async () => (await toastsShown(page)).some((t) => t.includes('Payment completed')), 10_000);
  await pageIdle(page);
  assert.equal((await toastsShown(page)).filter((t) => t.includes('Payment completed')).length, 1, 'one notice for one event');
  await page.locator('paywall-checkout [part~="done-button"]').click();
  assert.equal(await player.isVisible(), true, 'the video shows, from the access answer');
  // the browser itself logs the platform's 402 answer to the access check made before paying
  page.problems.consoleErrors = page.problems.consoleErrors.filter((m) => !/status of 402/.test(m));
  assertClean(assert, page, 'example journey');
  await context.close();
});

test('a tag\'s code loads when the tag first appears, an unknown tag gets one warning and no fetch, and a double load is silent', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(server.url + '/fixtures/lazy.html');
  await page.waitForFunction(() => globalThis[Symbol.for('paywall-elements.loader')]);
  await pageIdle(page);
  const chunks = () => page.problems.requests.filter((u) => u.includes('/cdn/chunks/'));
  const fetched = (prefix) => chunks().filter((u) => new URL(u).pathname.split('/').pop().startsWith(prefix));
  // the module entry's API needs the runtime (which holds <paywall-config>); no tag is in the page,
  // so no other tag's chunk is fetched
  const tagFiles = builtChunks().filter((c) => c.name !== 'runtime' && c.modules.some((m) => /^elements\/paywall-[a-z-]+\.ts$/.test(m))).map((c) => `/cdn/${c.file}`);
  assert.ok(tagFiles.length >= 20, `the tags' chunks are known: ${tagFiles.length}`);
  assert.deepEqual(chunks().filter((u) => tagFiles.includes(new URL(u).pathname.replace(/^.*(?=\/cdn\/)/, ''))), [], 'no tag chunk before a tag appears');
  assert.equal(await page.evaluate(() => !!customElements.get('paywall-toasts')), false, 'not registered before it appears');
  await page.evaluate(() => document.body.append(document.createElement('paywall-toasts')));
  await page.waitForFunction(() => customElements.get('paywall-toasts'));
  assert.equal(fetched(chunkFileOf('elements/paywall-toasts.ts')).length, 1, 'its definition fetched once, on sight');
  await pageIdle(page);
  const component = chunkFileOf('src/components/toasts/toasts.tsx');
  assert.equal(fetched(component).length, 0, 'registered, but with nothing to show yet: its component is not fetched');
  // the first toast (here from a page script without modules) is the first need
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('paywall-toast', { detail: { message: 'Saved' } })));
  await page.waitForFunction(() => document.querySelector('paywall-toasts').shadowRoot?.querySelector('[part~="toast"]'));
  assert.equal(fetched(component).length, 1, 'toasts chunk fetched once, on first need');
  // its direct imports were requested together with it, not only after it had arrived
  const manifest = JSON.parse(readFileSync('dist/cdn/manifest.json', 'utf8'));
  const toasts = manifest.chunks.find((c) => c.module === 'src/components/toasts/toasts.tsx');
  const timing = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })));
  const entry = (file) => timing.find((t) => t.name.endsWith('/dist/cdn/' + file));
  assert.ok(toasts.imports.length > 0, 'the toasts chunk has imports of its own');
  for (const dep of toasts.imports) {
    assert.ok(entry(dep) && entry(dep).start <= entry(toasts.file).end, `${dep} started before ${toasts.file} had arrived`);
  }
  // a paywall tag the library does not have: one warning, however often it appears, and no fetch
  const before = chunks().length;
  await page.evaluate(() => {
    document.body.append(document.createElement('paywall-nothing'));
    document.body.append(document.createElement('paywall-nothing'));
    // a member's reward is a light-DOM child an element reads, not an element: no warning either
    document.body.append(document.createElement('paywall-reward'));
  });
  await page.waitForFunction(() => document.querySelectorAll('paywall-nothing').length === 2);
  await pageIdle(page);
  assert.equal(chunks().length, before, 'nothing fetched for an unknown tag');
  const warnings = page.problems.warnings.filter((w) => w.includes('paywall-elements'));
  assert.deepEqual(warnings, [`[paywall-elements] <paywall-nothing> is unknown to version ${JSON.parse(readFileSync('package.json', 'utf8')).version}; nothing loaded.`]);
  assertClean(assert, page, 'lazy');
  await context.close();
});

test('a tag whose chunk cannot be fetched shows its error state with Try again, which loads it', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  const asked = [];
  // the pricing's chunk fails once, as on a dropped connection; the retry goes through
  const pricing = `/cdn/chunks/${chunkFileOf('src/components/pricing/pricing.tsx')}`;
  await page.route((url) => url.pathname.endsWith(pricing), (route) => {
    asked.push(route.request().url());
    return asked.length === 1 ? route.abort('failed') : route.continue();
  });
  await page.goto(server.url + '/fixtures/lazy.html');
  await page.evaluate(() => {
    window.errors = [];
    document.addEventListener('paywall-error', (e) => window.errors.push(e.detail.code));
    document.body.append(Object.assign(document.createElement('paywall-pricing'), { id: 'p' }));
  });
  const error = page.locator('#p [part~="base"][data-state="error"]');
  await error.waitFor();
  assert.match(await error.textContent(), /could not be shown/);
  assert.deepEqual(await page.evaluate(() => window.errors), ['element_failed']);
  await page.locator('#p [part~="retry"]').click();
  await page.waitForFunction(() => customElements.get('paywall-pricing'));
  assert.equal(asked.length, 2);
  assert.match(asked[1], /\?retry=1$/, 'asked again under a fresh address (the browser keeps a failed module fetch)');
  // the element renders its own view in the same shadow root (this page configures no merchant,
  // which the pricing says in its own words)
  await page.waitForFunction(() => {
    const root = document.querySelector('#p').shadowRoot;
    return !root.querySelector('[data-paywall-failed]') && root.querySelector('[part~="base"][data-layout]');
  });
  page.problems.consoleErrors = page.problems.consoleErrors.filter((m) => !/could not be loaded|ERR_FAILED|No merchant uuid/.test(m));
  assertClean(assert, page, 'chunk retry');
  await context.close();
});

test('a gate whose unlocked view cannot be fetched shows its error state with Try again, which unlocks it', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  const unlocked = chunkFileOf('src/components/gate/unlocked.tsx');
  // the module loads of the unlocked view's chunk, and the plain fetches that ask whether it can be
  // had again (an engine that keeps a failed module, Chromium 150, needs one before its retry)
  const asked = [];
  const probes = [];
  // the chunk fails once, as on a dropped connection; the retry goes through
  await page.route((url) => url.pathname.endsWith(`/cdn/chunks/${unlocked}`), (route) => {
    if (route.request().resourceType() === 'fetch') {
      probes.push(route.request().url());
      return route.continue();
    }
    asked.push(route.request().url());
    return asked.length === 1 ? route.abort('failed') : route.continue();
  });
  await page.goto(server.url + '/script-tag/');
  await waitForElementState(page, 'paywall-gate', 'locked');
  assert.equal(asked.length, 0, 'a locked gate does not fetch its unlocked view');
  const states = await page.evaluate(() => {
    const seen = [];
    const gate = document.querySelector('paywall-gate');
    new MutationObserver(() => seen.push(gate.shadowRoot.querySelector('[part~="base"]')?.getAttribute('data-state'))).observe(gate.shadowRoot, { attributes: true, subtree: true, attributeFilter: ['data-state'] });
    window.gateStates = seen;
    // the sandbox's free item: no purchase needed, so access is granted at once
    gate.setAttribute('item-id', '40013');
    return seen;
  });
  assert.deepEqual(states, []);
  await waitForElementState(page, 'paywall-gate', 'error');
  const root = page.locator('paywall-gate');
  assert.equal(await root.locator('[part~="content"]').count(), 0, 'no content before its view is here');
  await root.locator('[part~="retry"]').click();
  await waitForElementState(page, 'paywall-gate', 'unlocked');
  assert.equal(await root.locator('[part~="content"]').count(), 1, 'the unlocked view is drawn');
  assert.ok(!(await page.evaluate(() => window.gateStates)).slice(0, -1).includes('unlocked'), 'the gate said unlocked only once, when its view was drawn');
  assert.equal(asked.length, 2, `the chunk is loaded twice, the failure and the retry: ${asked.join(', ')}`);
  assert.ok(probes.length <= 1, `at most one check that the file is there: ${probes.join(', ')}`);
  page.problems.consoleErrors = page.problems.consoleErrors.filter((m) => !/ERR_FAILED|Failed to fetch dynamically imported module/.test(m));
  assertClean(assert, page, 'unlocked view retry');
  await context.close();
});

test('a second version of the library warns once and throws nothing', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(server.url + '/fixtures/other-version.html');
  await page.waitForFunction(() => customElements.get('paywall-toasts'));
  await pageIdle(page);
  const warnings = page.problems.warnings.filter((w) => w.includes('[paywall-elements]'));
  assert.equal(warnings.length, 1, `one version warning, got ${JSON.stringify(page.problems.warnings)}`);
  assert.match(warnings[0], /already registered by version 0\.0\.1/);
  assertClean(assert, page, 'two versions');
  await context.close();
});

test('the classic script starts the gate\'s chunk and everything it imports at once: two sequential fetches before the gate renders', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  // every notice the page gives, kept past the toast's lifetime
  await page.addInitScript(recordToasts);
  await page.goto(server.url + '/script-tag/');
  await waitForElementState(page, 'paywall-gate', 'locked');
  const { loadManifest } = await import('../../bench/sizes.mjs');
  const { loaderTable, elementDefinitions } = await import('../../scripts/loader-table.mjs');
  const manifest = loadManifest('dist/cdn');
  const { byTag } = loaderTable(manifest, elementDefinitions('elements'));
  const timing = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })));
  const at = (suffix) => timing.find((t) => t.name.endsWith(suffix));
  const stub = at('/iife/paywall-elements.iife.js');
  const [gate, ...imports] = byTag['paywall-gate'].files;
  assert.ok(stub && at(`/cdn/${gate}`), 'stub and gate chunk were fetched');
  assert.ok(imports.length > 0, 'the gate chunk imports others');
  for (const file of imports) {
    const t = at(`/cdn/${file}`);
    assert.ok(t, `${file} fetched`);
    assert.ok(t.start < at(`/cdn/${gate}`).end, `${file} started with the gate chunk, not after it`);
  }
  assert.equal(at('/cdn/paywall-elements.js'), undefined, 'the classic page needs no module entry');
  // the modal checkout, the dialogs and the toasts show nothing yet: their components are not fetched
  const checkout = manifest.chunks.find((c) => (c.modules ?? []).includes('src/components/checkout/checkout.tsx'));
  assert.equal(at(`/cdn/${checkout.file}`), undefined, 'the page\'s modal checkout loads on first need');
  assertClean(assert, page, 'preload');
  await context.close();
});
