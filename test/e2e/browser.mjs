// Shared playwright-core setup for end-to-end tests: Debian's Chromium, and a page instrumented
// to record uncaught errors, unhandled rejections, console errors/warnings and CSP violations.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { trackPendingWork } from '../../scripts/storybook/settle.mjs';

/** Launches headless Chromium (CHROME_PATH or /usr/bin/chromium). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * Opens a new page whose problems are collected in `page.problems`:
 * `{ errors, rejections, consoleErrors, warnings, cspViolations, requests, bearer }` (`bearer`: the
 * addresses of requests, its frames' included, that carried an Authorization header).
 */
export async function instrumentedPage(context) {
  const page = await context.newPage();
  const problems = { errors: [], rejections: [], consoleErrors: [], warnings: [], cspViolations: [], requests: [], bearer: [] };
  page.problems = problems;
  page.on('pageerror', (e) => problems.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.consoleErrors.push(m.text());
    if (m.type() === 'warning') problems.warnings.push(m.text());
  });
  page.inflight = 0;
  page.on('request', (r) => {
    page.inflight++;
    problems.requests.push(r.url());
    if (r.headers().authorization) problems.bearer.push(r.url());
  });
  page.on('requestfinished', () => page.inflight--);
  page.on('requestfailed', () => page.inflight--);
  // the page's short timers and fetches, counted from its first script on (see pageIdle)
  await page.addInitScript(trackPendingWork);
  await page.exposeBinding('__reportProblem', (_source, kind, text) => problems[kind]?.push(text));
  await page.addInitScript(() => {
    addEventListener('unhandledrejection', (e) => window.__reportProblem('rejections', String(e.reason)));
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__reportProblem('cspViolations', `${e.violatedDirective} ${e.blockedURI}`));
  });
  return page;
}

/**
 * Waits until every Content-Security-Policy report of what the page has parsed so far has reached
 * `page.problems.cspViolations`: reports arrive as events after the parse, in order, so the test
 * sets off one more (an inline style attribute, on a page whose policy forbids them), waits for it
 * and drops it from the list. A test that asserts no report came reads the list then, not after a
 * fixed delay.
 */
export async function cspReported(page) {
  const before = [page.problems.cspViolations.length, page.problems.consoleErrors.length];
  await page.evaluate(() => new Promise((resolve, reject) => {
    const probe = document.createElement('i');
    const seen = (e) => {
      if (e.target !== probe) return;
      document.removeEventListener('securitypolicyviolation', seen);
      probe.remove();
      resolve();
    };
    document.addEventListener('securitypolicyviolation', seen);
    probe.setAttribute('style', 'color: red');
    document.body.append(probe);
    setTimeout(() => reject(new Error('the page\'s policy does not report inline style attributes')), 10_000);
  }));
  // the probe's report, and the console line the browser writes for it (which comes on its own channel)
  for (const [list, from, match] of [[page.problems.cspViolations, before[0], /^style-src/], [page.problems.consoleErrors, before[1], /Content Security Policy/]]) {
    const probe = () => list.findLastIndex((v, n) => n >= from && match.test(v));
    for (const end = Date.now() + 10_000; probe() < 0; await new Promise((r) => setTimeout(r, 10))) {
      if (Date.now() > end) throw new Error(`the policy probe's report did not arrive (${match})`);
    }
    list.splice(probe(), 1);
  }
}

/**
 * Waits until an instrumented page has nothing left to do: no request of it (or of its frames) in
 * flight and no timer shorter than a second waiting in it, for two animation frames in a row. What a
 * test asserts did not happen ('nothing more was sent') is read then, not after a fixed delay.
 */
export async function pageIdle(page, { timeout = 15_000 } = {}) {
  const end = Date.now() + timeout;
  for (let quiet = 0; quiet < 2;) {
    const timers = await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(/** @type {any} */ (window).__pendingWork?.() ?? 0))));
    const pending = page.inflight + timers;
    quiet = pending ? 0 : quiet + 1;
    if (quiet < 2 && Date.now() > end) throw new Error(`the page did not become idle in ${timeout} ms (${page.inflight} requests in flight, ${timers} short timers waiting)`);
  }
}

/**
 * Run in the page before its scripts (`page.addInitScript`): keeps every toast `<paywall-toasts>`
 * shows (`window.__toastsShown`), so a test counts the notices a page gave even after a toast's
 * lifetime has ended; read it with `toastsShown(page)`.
 */
export function recordToasts() {
  const shown = new Set();
  Object.defineProperty(window, '__toastsShown', { value: shown });
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (this.localName === 'paywall-toasts') {
      new MutationObserver((records) => {
        for (const r of records) {
          for (const n of r.addedNodes) {
            if (n.nodeType !== 1) continue;
            for (const t of [n, ...n.querySelectorAll('[part~="toast"]')]) if (t.matches('[part~="toast"]')) shown.add(t);
          }
        }
      }).observe(root, { childList: true, subtree: true });
    }
    return root;
  };
}

/** The texts of the toasts a page has shown so far (`recordToasts`), gone ones included. */
export const toastsShown = (page) => page.evaluate(() => [.../** @type {any} */ (window).__toastsShown].map((t) => t.textContent));

/** Resolves after `n` animation frames of the page: what it does in reaction to an event has rendered by then. */
export function pageFrames(page, n = 2) {
  return page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) await new Promise((r) => requestAnimationFrame(r));
  }, n);
}

/** Asserts a page saw no uncaught error, unhandled rejection, console error or CSP violation. */
export function assertClean(assert, page, label = '') {
  const p = page.problems;
  // each message names what was seen: a chance failure in a long run must say what it saw
  assert.deepEqual(p.errors, [], `${label} uncaught errors: ${JSON.stringify(p.errors)}`);
  assert.deepEqual(p.rejections, [], `${label} unhandled rejections: ${JSON.stringify(p.rejections)}`);
  assert.deepEqual(p.consoleErrors, [], `${label} console errors: ${JSON.stringify(p.consoleErrors)}`);
  assert.deepEqual(p.cspViolations, [], `${label} CSP violations: ${JSON.stringify(p.cspViolations)}`);
}

/**
 * The file name (under dist/cdn/chunks/) of the built chunk that holds a source module, from the
 * build's manifest: chunks loaded on demand are named by their hash alone.
 */
export function chunkFileOf(module) {
  const chunk = builtChunks().find((c) => c.modules.includes(module));
  if (!chunk) throw new Error(`no built chunk holds ${module}: build first`);
  return chunk.file.split('/').pop();
}

/** The chunks of the script-tag build, from its manifest: each with its `file`, `name` and `modules`. */
export function builtChunks() {
  return JSON.parse(readFileSync(new URL('../../dist/cdn/manifest.json', import.meta.url), 'utf8')).chunks;
}
