// The membership site for keyboard and screen-reader users and on small screens, in Chromium
// against a fresh sandbox: the phone menu shows every entry; at 200 % zoom no focused control
// hides under the header.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser } from './browser.mjs';
import { startMeasuredSite } from '../../bench/layout-shift.mjs';

let site;
let browser;

before(async () => {
  site = await startMeasuredSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** In the page: the focused element (through shadow roots) and whether it stands in view and uncovered. */
const focusedPlacement = () => {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body) return null;
  const r = el.getBoundingClientRect();
  const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(r.top + Math.min(r.height, 40) / 2, 0), innerHeight - 1);
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  let covered = true;
  for (let n = hit; n; n = n.parentNode ?? n.host) if (n === el) covered = false;
  const name = `${el.localName}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''} "${(el.textContent || el.getAttribute('aria-label') || el.name || '').trim().slice(0, 30)}"`;
  return { name, top: Math.round(r.top), bottom: Math.round(r.bottom), inView: r.bottom > 0 && r.top < innerHeight, covered, by: covered && hit ? `${hit.localName}.${hit.className}` : null };
};

test('the phone menu shows every entry, none scrolled out of sight', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}/`);
    const links = await page.locator('.main-nav a').evaluateAll((as) => as.map((a) => {
      const r = a.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { text: a.textContent, inside: r.left >= 0 && r.right <= innerWidth && r.width > 0, reachable: hit === a || a.contains(hit) };
    }));
    assert.deepEqual(links.filter((l) => !l.inside || !l.reachable).map((l) => l.text), [], 'entries cut off or covered');
    assert.deepEqual(links.map((l) => l.text), ['Home', 'Films', 'Documentaries', 'Plans', 'Gifts', 'Rewards']);
  } finally {
    await context.close();
  }
});

test('at 200 % zoom (a 640x400 viewport) no control the keyboard reaches hides under the header', async () => {
  const context = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  await site.prepareSignedIn(context);
  try {
    const page = await context.newPage();
    for (const [path, ready] of [
      ['/plans', 'paywall-pricing'], ['/account/edit', 'paywall-account'], ['/gift-journey/50001/payment/details', 'paywall-gift'],
    ]) {
      await page.goto(site.siteUrl + path);
      await page.waitForFunction((t) => ['ready', 'signed-in'].includes(document.querySelector(t)?.getAttribute('data-paywall-state')), ready, { timeout: 20_000 });
      const hidden = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const at = await page.evaluate(focusedPlacement);
        // (the card frame's fields are a page of their own: the frame element is checked where it has the focus)
        if (!at) continue;
        if (!at.inView || at.covered) hidden.push(`${path}: ${at.name} at ${at.top}..${at.bottom}${at.by ? ` under ${at.by}` : ''}`);
        if (at.name.startsWith('a "Account"') && i > 20) break;
      }
      assert.deepEqual(hidden, []);
    }
  } finally {
    await context.close();
  }
});
