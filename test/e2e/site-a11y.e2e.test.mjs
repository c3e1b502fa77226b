// The membership site for keyboard and screen-reader users and on small screens, in Chromium
// against a fresh sandbox: the phone menu shows every entry; at 200 % zoom no focused control
// hides under the header; every page has one <h1> and headings that do not skip a level; and
// axe-core finds no violation of any impact on any page, at both widths, signed out and in, nor
// with the dialogs, the toasts and the cart notice open.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchBrowser } from './browser.mjs';
import { SITE_PAGES, VIEWPORTS, startMeasuredSite } from '../../bench/layout-shift.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

/** In the page: its headings in the order they are read (through shadow roots and slots), shown ones only. */
const headingOutline = () => {
  const out = [];
  const walk = (node) => {
    for (const child of node.localName === 'slot' ? node.assignedNodes({ flatten: true }) : (node.shadowRoot ?? node).childNodes) {
      if (child.nodeType !== 1) continue;
      if (/^h[1-6]$/.test(child.localName) && child.checkVisibility()) out.push(`${child.localName} ${child.textContent.trim().slice(0, 40)}`);
      walk(child);
    }
  };
  walk(document.body);
  return out;
};

/** In the page: the elements still drawing their view (`done`: whether there are none). */
const unsettled = (done) => {
  const list = [...document.querySelectorAll('*')]
    .filter((el) => el.localName.startsWith('paywall-') && !['paywall-config', 'paywall-reward', 'paywall-dialogs', 'paywall-toasts'].includes(el.localName) && !(el.localName === 'paywall-checkout' && !el.hasAttribute('item-id')))
    .filter((el) => !el.hasAttribute('data-paywall-state') || ['loading', 'unknown'].includes(el.getAttribute('data-paywall-state')))
    .map((el) => `<${el.localName}> ${el.getAttribute('data-paywall-state') ?? 'without a state'}`);
  return done ? !list.length : list;
};
/** Waits until every element on the page has drawn its view (not loading); says which has not when it runs out. */
const settled = async (page, ms = 20_000) => {
  try {
    await page.waitForFunction(unsettled, true, { timeout: ms });
  } catch (error) {
    throw new Error(`${page.url()}: not settled within ${ms} ms: ${(await page.evaluate(unsettled, false).catch(() => ['?'])).join(', ')}`, { cause: error });
  }
};

/**
 * In the page: one axe-core run (every rule, every impact) over the page at rest. Colours read
 * mid-animation are not the page's (a slide coming in at 30 % opacity, a toast fading in), so the
 * slider's autoplay is put off (a long interval; the view is the same) and the finite animations
 * running are waited for; `moved` says what began to move during the run all the same (the
 * slider's timer may have fired before it took the new interval), whose result then does not count.
 */
const axeAtRest = async () => {
  const roots = () => {
    const found = [document];
    for (let i = 0; i < found.length; i++) for (const el of found[i].querySelectorAll('*')) if (el.shadowRoot) found.push(el.shadowRoot);
    return found;
  };
  const ending = () => roots().flatMap((r) => r.getAnimations())
    .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
  const sliders = [...document.querySelectorAll('paywall-slider')].map((el) => [el, el.getAttribute('interval')]);
  for (const [el] of sliders) el.setAttribute('interval', String(2 ** 30));
  for (let list; (list = ending()).length;) await Promise.all(list.map((a) => a.finished.catch(() => undefined)));
  const moved = [];
  const note = (e) => moved.push(`${e.type} ${e.animationName ?? e.propertyName} on ${e.target.localName}.${e.target.className}`);
  const watched = roots();
  for (const r of watched) for (const type of ['animationstart', 'transitionrun']) r.addEventListener(type, note, true);
  try {
    const violations = (await window.axe.run(document, { resultTypes: ['violations'] })).violations
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 2).map((n) => `${JSON.stringify(n.target)} ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ')}`) }));
    // (what began during the run is told at the next frame; one still running was read mid-way)
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    if (ending().length) moved.push('an animation still running');
    return { moved, violations };
  } finally {
    for (const r of watched) for (const type of ['animationstart', 'transitionrun']) r.removeEventListener(type, note, true);
    for (const [el, interval] of sliders) {
      if (interval === null) el.removeAttribute('interval');
      else el.setAttribute('interval', interval);
    }
  }
};

/** axe-core over the whole page at rest (see axeAtRest); resolves to readable lines, none when clean. */
async function axeLines(page, label) {
  if (!(await page.evaluate(() => !!window.axe))) await page.evaluate(axeSource);
  let moved = [];
  for (let run = 0; run < 5; run++) {
    const result = await page.evaluate(axeAtRest);
    if (!result.moved.length) return result.violations.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.join(' | ')}`);
    moved = result.moved;
  }
  return [`${label}: the page never held still for axe (${moved.slice(0, 3).join(', ')})`];
}

test('every page has one <h1> and headings that never skip a level, signed out and in', async () => {
  const problems = [];
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    if (signedIn) await site.prepareSignedIn(context);
    const page = await context.newPage();
    for (const path of SITE_PAGES) {
      await page.goto(site.siteUrl + path);
      await settled(page);
      const outline = await page.evaluate(headingOutline);
      const levels = outline.map((h) => Number(h[1]));
      const where = `${signedIn ? 'signed in' : 'signed out'} ${path}`;
      if (levels.filter((l) => l === 1).length !== 1) problems.push(`${where}: ${levels.filter((l) => l === 1).length} <h1> in ${outline.join(' / ')}`);
      levels.forEach((l, i) => {
        if (i && l > levels[i - 1] + 1) problems.push(`${where}: "${outline[i]}" after "${outline[i - 1]}"`);
      });
      const texts = outline.map((h) => h.slice(3).toLowerCase());
      const repeated = texts.filter((t, i) => t && texts.indexOf(t) !== i);
      if (repeated.length) problems.push(`${where}: headings repeated: ${repeated.join(', ')}`);
    }
    await context.close();
  }
  assert.deepEqual(problems, []);
});

test('axe-core finds no violation on any page at either width, signed out or in', async () => {
  const jobs = [];
  for (const signedIn of [false, true]) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) jobs.push({ signedIn, name, viewport });
  }
  const found = (await Promise.all(jobs.map(async ({ signedIn, name, viewport }) => {
    const context = await browser.newContext({ viewport });
    if (signedIn) await site.prepareSignedIn(context);
    const page = await context.newPage();
    const lines = [];
    for (const path of SITE_PAGES) {
      await page.goto(site.siteUrl + path);
      await settled(page);
      lines.push(...await axeLines(page, `${name} ${signedIn ? 'signed in' : 'signed out'} ${path}`));
    }
    await context.close();
    return lines;
  }))).flat();
  assert.deepEqual(found, []);
});

test('axe-core finds no violation with the dialogs, the toasts and the cart notice open, at either width', async () => {
  const lines = [];
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    // signed out: the gate's sign-in dialog, and the subscription check's error dialog
    {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${site.siteUrl}/content/40001`);
      await settled(page);
      await page.locator('paywall-gate [part~="sign-in"]').click();
      await page.waitForFunction(() => document.querySelector('paywall-gate').shadowRoot.querySelector('dialog[open] input[name="email"]'), null, { timeout: 15_000 });
      lines.push(...await axeLines(page, `${name} gate sign-in dialog`));
      await page.goto(`${site.siteUrl}/subscription/check`);
      await page.waitForFunction(() => document.querySelector('paywall-dialogs')?.shadowRoot?.querySelector('dialog[open]'), null, { timeout: 15_000 });
      lines.push(...await axeLines(page, `${name} subscription error dialog`));
      await context.close();
    }
    // signed in: the checkout, the cart notice, a toast, the exit survey
    const context = await browser.newContext({ viewport });
    await site.prepareSignedIn(context);
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}/content/40001`);
    await settled(page);
    await page.locator('paywall-pricing [part~="choose"]').first().click();
    await page.waitForFunction(() => document.querySelector('paywall-checkout')?.getAttribute('data-paywall-state') === 'ready', null, { timeout: 30_000 });
    lines.push(...await axeLines(page, `${name} checkout`));
    await page.keyboard.press('Escape');
    await page.locator('paywall-cart-button').first().locator('[part~="button"]').click();
    await page.waitForFunction(() => document.querySelector('paywall-cart-button').shadowRoot.querySelector('[part~="notification"]:popover-open'), null, { timeout: 15_000 });
    lines.push(...await axeLines(page, `${name} cart notice`));
    await page.evaluate(() => import('/dist/cdn/paywall-elements.js').then((m) => m.pushToast({ message: 'Saved to your list', kind: 'success' })));
    await page.waitForFunction(() => document.querySelector('paywall-toasts')?.shadowRoot?.querySelector('[part~="toast"]'), null, { timeout: 15_000 });
    lines.push(...await axeLines(page, `${name} toast`));
    await page.goto(`${site.siteUrl}/account/edit`);
    await page.waitForFunction(() => document.querySelector('paywall-account')?.getAttribute('data-paywall-state') === 'signed-in', null, { timeout: 15_000 });
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('paywall-exit-survey-open')));
    await page.waitForFunction(() => document.querySelector('paywall-account').shadowRoot.querySelector('dialog[open] input[type="checkbox"]'), null, { timeout: 15_000 });
    lines.push(...await axeLines(page, `${name} exit survey`));
    await context.close();
  }
  assert.deepEqual(lines, []);
});
