// Timing loops in headless Chromium: every load in a fresh browser context (cold HTTP cache, no
// cookies or storage), sides interleaved run by run so drift hits both equally, one warm-up round
// discarded, then medians, minima and maxima.
// The in-page probe used for every "time to usable" figure, on our pages and the peer's alike, is
// injected before any page script (Playwright addInitScript); it checks the target on every DOM
// mutation (of the document, and of every shadow root and same-origin frame it has looked into:
// nodes, and the attributes that enable or show a control) and on every animation frame, and records performance.now() (ms since
// navigation start) the first time the target exists, is visible (non-empty box, checkVisibility(),
// its frame visible too) and, for form controls, is enabled. It never changes the page. Once the
// target is usable and painted it writes one console message, which the harness waits for: nothing
// is sent into the page while it loads.
// Debian's Chromium (CHROME_PATH or /usr/bin/chromium), launched as the end-to-end tests do.
export { launchBrowser } from '../test/e2e/browser.mjs';

/** Median, minimum and maximum of numbers (nulls ignored); `n` is how many were counted. */
export function stats(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return { median: null, min: null, max: null, n: 0 };
  const mid = v.length >> 1;
  return { median: v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2, min: v[0], max: v[v.length - 1], n: v.length };
}

/**
 * One cold load of `url` with the probe looking for `target` (see probe.mjs). `prepare(context, page)`
 * may set up the page before navigation. Returns `{ usable, paint, dcl, load, scriptsDone, apiDone,
 * apiCalls, scriptBytes, errors }` in ms since navigation start (the last script and the last API
 * response received before the target was usable), or `{ error }` when the target never became usable.
 */
export async function timeLoad(browser, { url, target, prepare, timeout = 20000, latency = 0 }) {
  // (the HTTP/2 servers have a certificate made at bench start)
  const context = await browser.newContext({ serviceWorkers: 'block', ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    if (latency) {
      // every request of the page waits `latency` ms more (Chromium's network emulation): a viewer
      // who is not on loopback
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript(probe, target);
    if (prepare) await prepare(context, page);
    // the probe says when it is done in a console message: the harness sends nothing to the page
    // while it loads (polling it from here would put the automation's own script on the page's
    // main thread in the middle of the load, which no viewer pays)
    const finished = page.waitForEvent('console', { predicate: (m) => m.text() === PROBE_DONE, timeout });
    finished.catch(() => {});
    await page.goto(url, { waitUntil: 'commit', timeout });
    try {
      await finished;
    } catch {
      return { error: `not usable within ${timeout} ms${errors.length ? `; page errors: ${errors.slice(0, 2).join(' | ')}` : ''}`, errors };
    }
    await page.waitForLoadState('load', { timeout }).catch(() => {});
    const m = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const resources = performance.getEntriesByType('resource');
      const scripts = resources.filter((r) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name));
      const before = (list) => list.filter((r) => r.responseEnd <= window.__bench.usable).reduce((t, r) => Math.max(t, r.responseEnd), 0) || null;
      return {
        scriptsDone: before(scripts),
        apiDone: before(resources.filter((r) => r.initiatorType === 'fetch' || r.initiatorType === 'xmlhttprequest')),
        apiCalls: resources.filter((r) => (r.initiatorType === 'fetch' || r.initiatorType === 'xmlhttprequest') && r.responseEnd <= window.__bench.usable).length,
        usable: window.__bench.usable, paint: window.__bench.paint, marks: window.__bench.marks, dcl: nav?.domContentLoadedEventEnd ?? null,
        load: nav?.loadEventStart || null,
        scriptBytes: scripts.reduce((s, r) => s + (r.transferSize || 0), 0),
        scriptDecoded: scripts.reduce((s, r) => s + (r.decodedBodySize || 0), 0),
      };
    });
    return { ...m, errors };
  } finally {
    await context.close();
  }
}

/**
 * Waits (polling every 5 s, at most `waitMs`, and at most what is left of `budget.leftMs` when a
 * budget is shared by several runs) for the 1-minute load average to drop below `max`; returns it.
 */
async function quietEnough(max, waitMs, budget = null) {
  const { loadavg } = await import('node:os');
  const started = Date.now();
  const end = started + Math.min(waitMs, budget ? Math.max(0, budget.leftMs) : Infinity);
  while (loadavg()[0] >= max && Date.now() < end) await new Promise((r) => setTimeout(r, Math.min(5000, Math.max(0, end - Date.now()))));
  if (budget) budget.leftMs -= Date.now() - started;
  return Math.round(loadavg()[0] * 100) / 100;
}

/**
 * Times several sides against each other: `sides = [{ id, url, target, prepare? }]`, `runs` measured
 * rounds after `warmup` discarded ones; the order of sides alternates each round. Returns
 * `{ [id]: { samples, usable: stats, paint: stats, dcl: stats, load: stats, scriptBytes, failures } }`.
 */
export async function sideBySide(browser, sides, { runs = 9, warmup = 1, batches = 1, latency = 0, maxLoad = 2, loadWaitMs = 60000, waitBudget = null, log = () => {} } = {}) {
  const samples = Object.fromEntries(sides.map((s) => [s.id, []]));
  const failures = Object.fromEntries(sides.map((s) => [s.id, []]));
  const batchInfo = [];
  const perBatch = Math.max(1, Math.ceil(runs / batches));
  for (let b = 0; b < batches; b++) {
    // a batch starts once the machine is quiet enough (1-minute load average), or is marked
    const load = await quietEnough(maxLoad, loadWaitMs, waitBudget);
    batchInfo.push({ loadAtStart: load, underLoad: load >= maxLoad });
    const rounds = (b === 0 ? warmup : 0) + Math.min(perBatch, runs - b * perBatch);
    for (let round = 0; round < rounds; round++) {
      const order = (b + round) % 2 ? [...sides].reverse() : sides;
      const warm = b === 0 && round < warmup;
      for (const side of order) {
        if (failures[side.id].length >= 3) continue; // give up on a side that keeps failing
        const r = await timeLoad(browser, { ...side, latency });
        if (r.error) failures[side.id].push(r.error);
        else if (!warm) samples[side.id].push({ ...r, batch: b });
      }
      log(`    batch ${b + 1}/${batches}, round ${round + 1}/${rounds}${warm ? ' (warm-up)' : ''}${latency ? `, ${latency} ms round trip` : ''}`);
    }
  }
  const out = { batches: batchInfo };
  for (const side of sides) {
    const s = samples[side.id];
    out[side.id] = {
      samples: s,
      usable: stats(s.map((x) => x.usable)),
      // the spread: each batch's median, so a noisy batch shows
      usableByBatch: batchInfo.map((_, b) => stats(s.filter((x) => x.batch === b).map((x) => x.usable)).median),
      paint: stats(s.map((x) => x.paint)),
      // the other moments the side's probe looked for (`also`), e.g. the submit button enabled
      marks: Object.fromEntries(Object.keys(side.target?.also ?? {}).map((k) => [k, stats(s.map((x) => x.marks?.[k]))])),
      dcl: stats(s.map((x) => x.dcl)),
      load: stats(s.map((x) => x.load)),
      scriptsDone: stats(s.map((x) => x.scriptsDone)),
      apiDone: stats(s.map((x) => x.apiDone)),
      apiCalls: stats(s.map((x) => x.apiCalls)).median,
      scriptBytes: stats(s.map((x) => x.scriptBytes)).median,
      pageErrors: s.reduce((n, x) => n + x.errors.length, 0),
      failures: failures[side.id],
    };
  }
  return out;
}

/**
 * The probe itself: runs in the page. `spec` = `{ host, selector, frames, enabled, also }`:
 * `host` a tag whose shadow tree (and nested shadow trees) is searched, or null for the document;
 * `frames` true to search same-origin iframes too; `enabled` true to require a non-disabled control;
 * or `{ settled: true }`: every paywall-* element of the page is defined, has rendered and has left
 * its loading state. `also` names more targets of the same form, each timed in `marks` (the probe
 * keeps looking until all are found).
 */
/** The console message the probe writes once the target is usable and painted, and every extra mark is taken. */
export const PROBE_DONE = '__bench:done';

export function probe(spec) {
  if (window.top !== window) return;
  const state = { usable: null, paint: null, marks: {}, checks: 0, method: 'MutationObserver + requestAnimationFrame polling' };
  const extra = Object.entries(spec.also ?? {});
  for (const [name] of extra) state.marks[name] = null;
  Object.defineProperty(window, '__bench', { value: state, configurable: true });

  // every tree the target may be in is watched for changes (nodes added, a control enabled or
  // shown), the document as every shadow root and same-origin frame found: a change in any of them
  // is timed when it happens, not at the next animation frame
  let observer;
  const watched = new WeakSet();
  const watch = (root) => {
    if (!observer || watched.has(root)) return;
    watched.add(root);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'class', 'style'] });
  };
  const deep = (root, selector) => {
    const hit = root.querySelector(selector);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        watch(el.shadowRoot);
        const inner = deep(el.shadowRoot, selector);
        if (inner) return inner;
      }
    }
    return null;
  };
  const shown = (el) => {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return false;
    if (el.checkVisibility && !el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
    const frame = el.ownerDocument.defaultView?.frameElement;
    return frame ? shown(frame) : true;
  };
  // elements that show nothing until used (a checkout without an item waits for a purchase)
  const quiet = new Set(['paywall-config', 'paywall-dialogs', 'paywall-toasts']);
  const isQuiet = (h) => quiet.has(h.localName) || (h.localName === 'paywall-checkout' && !h.hasAttribute('item-id'));
  const settled = () => {
    const hosts = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('paywall-') && el.localName !== 'paywall-config');
    if (!hosts.length) return false;
    return hosts.every((h) => {
      if (!customElements.get(h.localName) || !h.shadowRoot) return false;
      if (!isQuiet(h) && !h.shadowRoot.querySelector('[part]')) return false;
      const st = h.shadowRoot.querySelector('[data-state]')?.getAttribute('data-state');
      return !(st && /^(loading|checking)$/.test(st));
    }) ? document.body : false;
  };
  const find = (spec) => {
    if (spec.settled) return settled();
    const roots = [];
    if (spec.host) {
      for (const host of document.querySelectorAll(spec.host)) {
        if (!host.shadowRoot) continue;
        watch(host.shadowRoot);
        roots.push(host.shadowRoot);
      }
    } else roots.push(document);
    if (spec.frames) {
      for (const frame of document.querySelectorAll('iframe')) {
        try {
          if (frame.contentDocument) {
            watch(frame.contentDocument);
            roots.push(frame.contentDocument);
          }
        } catch { /* cross-origin */ }
      }
    }
    for (const root of roots) {
      const el = deep(root, spec.selector);
      if (el && shown(el) && (!spec.enabled || !el.disabled)) return el;
    }
    return null;
  };
  const done = () => state.usable != null && extra.every(([name]) => state.marks[name] != null);
  const check = () => {
    if (done()) return;
    state.checks++;
    for (const [name, sub] of extra) if (state.marks[name] == null && find(sub)) state.marks[name] = performance.now();
    if (state.usable == null && find(spec)) {
      state.usable = performance.now();
      requestAnimationFrame(() => {
        state.paint = performance.now();
        finish();
      });
    }
    if (done()) {
      observer?.disconnect();
      finish();
    }
  };
  // (the message is PROBE_DONE's text: this function runs in the page, without this module's scope)
  const finish = () => {
    if (state.paint == null || !done() || state.told) return;
    state.told = true;
    console.debug('__bench:done');
  };
  const frame = () => {
    check();
    if (!done()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  observer = new MutationObserver(check);
  watch(document);
}

/** What to look for on each page kind. */
export const TARGETS = {
  /** Ghost Portal: the e-mail input inside its same-origin popup iframe. */
  ghost: { host: null, frames: true, enabled: true, selector: 'input[type="email"], input#input-email, input[name="email"]' },
  /** Our <paywall-login>: the e-mail input inside its shadow root. */
  login: { host: 'paywall-login', frames: false, enabled: true, selector: 'input[type="email"], input[name="email"], input[autocomplete="email"], input[autocomplete="username"]' },
  /** The plain HTML floor. */
  form: { host: null, frames: false, enabled: true, selector: 'input[type="email"]' },
  /** The plain form's submit button (enabled with the HTML). */
  formSubmit: { host: null, frames: false, enabled: true, selector: 'form button' },
  /** Our <paywall-login>'s submit button, enabled (a server-rendered form's from when the loader keeps its presses). */
  loginSubmit: { host: 'paywall-login', frames: false, enabled: true, selector: 'form [part~="submit"]' },
  /** Our <paywall-pricing>: the first price card with its choose button. */
  pricing: { host: 'paywall-pricing', frames: false, enabled: true, selector: '[part~="card"] button, [part~="card"] [part~="choose"], [part~="option"] button' },
};
