// The usability probe (bench/timing.mjs) times a change where it happens: a submit button enabled
// inside a shadow root, or in a same-origin frame, is seen by the mutation observer at once, not
// only at the next animation frame (which a plain page's parsed form never waits for).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, probe, PROBE_DONE } from './timing.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A page whose target is present but disabled, in a shadow root or a same-origin frame. */
const PAGE = `<!doctype html><html><body>
<x-host></x-host><iframe srcdoc="<form><input type=email><button disabled>Send</button></form>"></iframe>
<script>
  const root = document.querySelector('x-host').attachShadow({ mode: 'open' });
  root.innerHTML = '<form><input type="email"><button part="submit" disabled>Send</button></form>';
</script></body></html>`;

for (const [where, spec, enable] of [
  ['a shadow root', { host: 'x-host', frames: false, enabled: true, selector: 'button' },
    () => { document.querySelector('x-host').shadowRoot.querySelector('button').disabled = false; }],
  ['a same-origin frame', { host: null, frames: true, enabled: true, selector: 'iframe ~ * button, button' },
    () => { document.querySelector('iframe').contentDocument.querySelector('button').disabled = false; }],
]) {
  test(`a control enabled in ${where} is timed by the mutation observer, before the next animation frame`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(probe, spec);
    await page.route('http://probe.test/', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto('http://probe.test/');
    await page.waitForFunction(() => document.querySelector('iframe').contentDocument?.querySelector('button'));
    // the probe has looked at the page at least once (it has found the trees to watch)
    await page.waitForFunction(() => window.__bench.checks > 1);
    assert.equal(await page.evaluate(() => window.__bench.usable), null, 'nothing usable while the button is disabled');
    const seen = await page.evaluate(async (source) => {
      // the browser draws no frame between this change and the microtask after it: only the
      // mutation observer, whose records are delivered first, can have seen the change
      new Function(`(${source})()`)();
      await Promise.resolve();
      return window.__bench.usable;
    }, enable.toString());
    assert.notEqual(seen, null, `the enabled button in ${where} was timed when it changed`);
    await context.close();
  });
}

test('the probe writes one console message once the target is usable and painted (the harness waits for it instead of polling the page)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const said = [];
  page.on('console', (m) => said.push({ text: m.text(), at: Date.now() }));
  await page.addInitScript(probe, { host: 'x-host', frames: false, enabled: true, selector: 'button' });
  await page.route('http://probe.test/', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  const done = page.waitForEvent('console', { predicate: (m) => m.text() === PROBE_DONE, timeout: 10000 });
  await page.goto('http://probe.test/');
  await page.waitForFunction(() => window.__bench.checks > 1);
  assert.equal(said.filter((m) => m.text === PROBE_DONE).length, 0, 'nothing said while the button is disabled');
  await page.evaluate(() => { document.querySelector('x-host').shadowRoot.querySelector('button').disabled = false; });
  await done;
  const state = await page.evaluate(() => ({ usable: window.__bench.usable, paint: window.__bench.paint }));
  assert.ok(state.usable != null && state.paint >= state.usable, JSON.stringify(state));
  // more changes after that say nothing more
  await page.evaluate(() => { document.querySelector('x-host').shadowRoot.querySelector('button').disabled = true; });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal(said.filter((m) => m.text === PROBE_DONE).length, 1);
  await context.close();
});
