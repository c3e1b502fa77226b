// Shared playwright-core setup for end-to-end tests: Debian's Chromium, and a page instrumented
// to record uncaught errors, unhandled rejections, console errors/warnings and CSP violations.
import { chromium } from 'playwright-core';

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
  page.on('request', (r) => {
    problems.requests.push(r.url());
    if (r.headers().authorization) problems.bearer.push(r.url());
  });
  await page.exposeBinding('__reportProblem', (_source, kind, text) => problems[kind]?.push(text));
  await page.addInitScript(() => {
    addEventListener('unhandledrejection', (e) => window.__reportProblem('rejections', String(e.reason)));
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__reportProblem('cspViolations', `${e.violatedDirective} ${e.blockedURI}`));
  });
  return page;
}

/** Asserts a page saw no uncaught error, unhandled rejection, console error or CSP violation. */
export function assertClean(assert, page, label = '') {
  const p = page.problems;
  assert.deepEqual(p.errors, [], `${label} uncaught errors`);
  assert.deepEqual(p.rejections, [], `${label} unhandled rejections`);
  assert.deepEqual(p.consoleErrors, [], `${label} console errors`);
  assert.deepEqual(p.cspViolations, [], `${label} CSP violations`);
}
