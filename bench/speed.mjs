// The speed and efficiency runs: one sandbox, one loopback web server serving our build and the
// peer's bundle with gzip, one Chromium. Each scenario checks that what it needs is built and
// otherwise reports why it did not run.
// Efficiency of a busy page: a signed-in viewer opens a page with ten elements; every request to
// the platform is counted per endpoint (ids folded into placeholders) and every websocket is
// counted, after the page has settled. The goal: at most one account request, one branding
// request and one websocket, however many elements share the page.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { startBenchServer, ghostPage, ghostStubs, plainFormPage } from './serve.mjs';
import { loginPage, ssrLoginPage, pricingPage, gatePage, tenElementsPage, newViewer, signInPage, TEN_ELEMENTS } from './pages.mjs';
import { pathToFileURL } from 'node:url';
import { launchBrowser, sideBySide, TARGETS } from './timing.mjs';
import { unlockRuns } from './unlock.mjs';

/**
 * Runs every speed scenario against the build in `dist`. `built` is the set of tags in the build; `ghostDir` the unpacked
 * Portal package (or null). Returns `{ machine, login, pricing, unlock, efficiency }`; a scenario
 * that cannot run is `{ skipped: reason }`.
 */
export async function runSpeed(root, { dist = join(root, 'dist'), built, ghostDir, runs = 9, log = () => {} }) {
  const out = {};
  const { startSandbox } = await import(join(root, 'sandbox', 'server.mjs'));
  // events published as soon as the payment is decided, so the unlock time is push + re-check only
  const sandbox = await startSandbox({ port: 0, fresh: true, quiet: true, eventDelayMs: 0 });
  const info = sandbox.info();
  const s = { apiBase: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId };
  const paid = info.seed.assets.filter((a) => a.access === 'paid' && a.accessFees.length);
  const richest = [...paid].sort((a, b) => b.accessFees.length - a.accessFees.length)[0];
  const ghostCounts = {};
  const mounts = { '/dist/': dist };
  if (ghostDir && existsSync(join(ghostDir, 'umd', 'portal.min.js'))) mounts['/peers/ghost/'] = join(ghostDir, 'umd');
  // the server-rendered form, when the build has the server renderer
  const ssrEntry = join(dist, 'ssr', 'index.js');
  const ssr = existsSync(ssrEntry) ? await import(pathToFileURL(ssrEntry).href) : null;
  const server = await startBenchServer({
    mounts,
    pages: {
      '/portal-signup/': ghostPage, '/plain/': plainFormPage(),
      '/login-sign-up/': loginPage(s, 'sign-up'), '/login-sign-in/': loginPage(s, 'sign-in'),
      ...(ssr ? { '/login-ssr-sign-up/': ssrLoginPage(s, ssr.renderElement, 'sign-up') } : {}),
      '/pricing/': pricingPage(s, richest?.id), '/gate/': gatePage(s, paid[0]?.id),
      '/ten/': tenElementsPage(s, paid.slice(1, 4).map((a) => a.id)),
    },
    handle: (req, res, url) => ghostStubs(req, res, url, ghostCounts),
  });
  const browser = await launchBrowser();
  out.machine = { chromium: browser.version() };
  try {
    // 1. time to a usable sign-up form: ours against Ghost Portal, with the plain-HTML floor
    const sides = [];
    if (built.has('paywall-login')) {
      sides.push({ id: 'ours-sign-up', url: `${server.url}/login-sign-up/`, target: TARGETS.login });
      sides.push({ id: 'ours-sign-in', url: `${server.url}/login-sign-in/`, target: TARGETS.login });
      if (ssr) sides.push({ id: 'ours-ssr-sign-up', url: `${server.url}/login-ssr-sign-up/`, target: TARGETS.login });
    }
    if (mounts['/peers/ghost/']) sides.push({ id: 'ghost', url: `${server.url}/portal-signup/#/portal/signup`, target: TARGETS.ghost });
    sides.push({ id: 'plain', url: `${server.url}/plain/`, target: TARGETS.form });
    log(`  sign-up form: ${sides.map((x) => x.id).join(', ')} (${runs} runs + 1 warm-up)`);
    // at least three interleaved batches, each started when the machine is quiet (or marked), on
    // loopback and again with a 50 ms round trip per request
    out.login = await sideBySide(browser, sides, { runs, batches: 3, log });
    out.loginRtt50 = await sideBySide(browser, sides, { runs, batches: 3, latency: 50, log });
    if (!built.has('paywall-login')) out.login.skippedOurs = 'paywall-login: not built yet';
    if (!mounts['/peers/ghost/']) out.login.skippedGhost = 'Ghost Portal could not be fetched';
    out.login.ghostEndpoints = ghostCounts;

    // 2. time to a rendered pricing table
    if (built.has('paywall-pricing') && richest) {
      log(`  pricing (item ${richest.id}, ${richest.accessFees.length} prices)`);
      out.pricing = await sideBySide(browser, [{ id: 'ours-pricing', url: `${server.url}/pricing/`, target: TARGETS.pricing }], { runs, log });
      out.pricing.itemId = richest.id;
    } else out.pricing = { skipped: 'paywall-pricing: not built yet' };

    // 3. payment success published -> gated content unlocked
    if (built.has('paywall-gate') && paid[0]) {
      log('  unlock after a payment success');
      out.unlock = await unlockRuns(browser, { url: `${server.url}/gate/`, s, item: paid[0], runs, log });
    } else out.unlock = { skipped: 'paywall-gate: not built yet' };

    // 4. requests made by a page with ten elements
    const missing = [...new Set(TEN_ELEMENTS)].filter((t) => !built.has(t));
    log(`  ten-element page${missing.length ? ` (not built yet: ${missing.join(', ')})` : ''}`);
    const viewer = await newViewer(s, 'ten');
    out.efficiency = await efficiencyRun(browser, {
      url: `${server.url}/ten/`, apiBase: s.apiBase, prepare: (context, page) => signInPage(page, viewer.record),
    });
    out.efficiency.missing = missing;
  } finally {
    await browser.close();
    await server.close();
    await sandbox.close();
  }
  return out;
}

/** `GET /v2/items/40001/access` -> `GET /v2/items/{id}/access`; uuids become `{uuid}`. */
export function endpointOf(method, url) {
  const path = new URL(url).pathname
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{uuid}')
    .replace(/\/\d+(?=\/|$)/g, '/{id}');
  return `${method} ${path}`;
}

/** The three shared resources the goal names, and how to recognise them. */
export const SHARED = [
  { name: 'account', test: (e) => e === 'GET /accounts' },
  { name: 'branding', test: (e) => /^GET \/branding\b/.test(e) },
];

/**
 * Loads `url` once in a fresh context (after `prepare`), waits until every element on the page has
 * left its loading state and the network has been quiet, then returns `{ endpoints, websockets,
 * shared, repeated, scripts, media, settledMs, elements }` (`repeated`: the same URL requested more than once). Preflight (OPTIONS) requests and media files
 * (posters, thumbnails) are counted apart.
 */
export async function efficiencyRun(browser, { url, apiBase, prepare, settleMs = 1500, timeout = 25000 }) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const endpoints = {};
  const preflights = {};
  const websockets = [];
  const scripts = [];
  const media = [];
  const urls = {};
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('request', (r) => {
      const u = r.url();
      if (u.startsWith(apiBase + '/media/')) media.push(new URL(u).pathname);
      else if (u.startsWith(apiBase)) {
        const e = endpointOf(r.method(), u);
        if (r.method() === 'OPTIONS') preflights[e] = (preflights[e] || 0) + 1;
        else {
          endpoints[e] = (endpoints[e] || 0) + 1;
          const key = `${r.method()} ${u.replace(apiBase, '')}`;
          urls[key] = (urls[key] || 0) + 1;
        }
      } else if (/\.m?js(\?|$)/.test(u)) scripts.push(new URL(u).pathname);
    });
    page.on('websocket', (ws) => websockets.push(ws.url().replace(/\?.*$/, '?…')));
    if (prepare) await prepare(context, page);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout });
    // every element present has rendered something other than a loading state
    const elements = await page.waitForFunction(() => {
      const hosts = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('paywall-') && el.localName !== 'paywall-config');
      const states = hosts.map((h) => {
        const base = h.shadowRoot?.querySelector('[data-state]');
        return { tag: h.localName, defined: !!customElements.get(h.localName), state: base?.getAttribute('data-state') ?? null };
      });
      const busy = states.some((x) => x.defined && (x.state === null ? false : /^(loading|checking|idle)$/.test(x.state)));
      return busy ? null : states;
    }, null, { timeout, polling: 100 }).then((h) => h.jsonValue()).catch(() => null);
    await page.waitForLoadState('networkidle', { timeout }).catch(() => {});
    await page.waitForTimeout(settleMs);
    const shared = SHARED.map(({ name, test }) => ({
      name,
      requests: Object.entries(endpoints).filter(([e]) => test(e)).reduce((s, [, n]) => s + n, 0),
    }));
    shared.push({ name: 'websocket', requests: websockets.length });
    return {
      endpoints, preflights, websockets, shared,
      repeated: Object.entries(urls).filter(([, n]) => n > 1).map(([url, n]) => ({ url: url.replace(/\?.*$/, '?…'), n })), scripts: scripts.length, media: media.length, errors,
      settledMs: Date.now() - started, elements: elements ?? 'did not settle within the timeout',
      total: Object.values(endpoints).reduce((s, n) => s + n, 0),
    };
  } finally {
    await context.close();
  }
}
