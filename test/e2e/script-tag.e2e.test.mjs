// The script-tag example in Chromium: the IIFE and the ES module builds render <paywall-toasts>
// under a strict CSP with no console error; element code loads on first connect; loading the
// library twice is silent and a second version warns once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { launchBrowser, instrumentedPage, assertClean } from './browser.mjs';

let server, browser;
before(async () => {
  server = await startStaticServer({ mounts: { '/': 'examples', '/dist/': 'dist', '/fixtures/': 'test/e2e/fixtures' } });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function toastTexts(page) {
  return page.evaluate(() =>
    [...(document.querySelector('paywall-toasts')?.shadowRoot?.querySelectorAll('[part~="message"]') ?? [])].map((n) => n.textContent));
}

for (const [label, path] of [['IIFE', '/script-tag/'], ['ESM', '/script-tag/esm.html']]) {
  test(`${label} example renders toasts under a strict CSP with a clean console`, async () => {
    const context = await browser.newContext();
    const page = await instrumentedPage(context);
    await page.goto(server.url + path);
    await page.waitForFunction(() => document.querySelector('paywall-toasts')?.shadowRoot?.querySelector('[part~="base"]'));
    await page.click('button[data-toast="success"]');
    await page.waitForFunction(() => document.querySelector('paywall-toasts').shadowRoot.querySelector('[part~="toast"]'));
    assert.deepEqual(await toastTexts(page), ['Payment completed']);
    const styled = await page.evaluate(() => {
      const root = document.querySelector('paywall-toasts').shadowRoot;
      return { adopted: root.adoptedStyleSheets.length, styleTags: root.querySelectorAll('style,[style]').length,
        position: getComputedStyle(document.querySelector('paywall-toasts')).position };
    });
    assert.ok(styled.adopted > 0, 'constructable stylesheets adopted');
    assert.equal(styled.styleTags, 0);
    assert.equal(styled.position, 'fixed');
    assertClean(assert, page, label);
    await context.close();
  });
}

test('element code loads only when the element first connects, and a double load is silent', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(server.url + '/fixtures/lazy.html');
  await page.waitForFunction(() => customElements.get('paywall-toasts'));
  await page.waitForTimeout(200);
  const chunkRequests = () => page.problems.requests.filter((u) => /\/chunks\/toasts-/.test(u));
  assert.equal(chunkRequests().length, 0, 'toasts chunk not fetched before use');
  await page.evaluate(() => document.body.append(document.createElement('paywall-toasts')));
  await page.waitForFunction(() => document.querySelector('paywall-toasts').shadowRoot?.querySelector('[part~="base"]'));
  assert.equal(chunkRequests().length, 1, 'toasts chunk fetched once on first connect');
  assert.deepEqual(page.problems.warnings.filter((w) => w.includes('paywall-elements')), []);
  assertClean(assert, page, 'lazy');
  await context.close();
});

test('a second version of the library warns once and throws nothing', async () => {
  const context = await browser.newContext();
  const page = await instrumentedPage(context);
  await page.goto(server.url + '/fixtures/other-version.html');
  await page.waitForFunction(() => customElements.get('paywall-toasts'));
  await page.waitForTimeout(300);
  const warnings = page.problems.warnings.filter((w) => w.includes('[paywall-elements]'));
  assert.equal(warnings.length, 1, `one version warning, got ${JSON.stringify(page.problems.warnings)}`);
  assert.match(warnings[0], /already registered by version 0\.0\.1/);
  assertClean(assert, page, 'two versions');
  await context.close();
});
