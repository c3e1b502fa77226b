// The speed and efficiency runs: one sandbox, one loopback web server serving our build and the
// peer's bundle with gzip, one Chromium. Each scenario checks that what it needs is built and
// otherwise reports why it did not run.
// Efficiency of a busy page: a signed-in viewer opens a page with ten elements; every request to
// the platform is counted per endpoint (ids folded into placeholders) and every websocket is
// counted, after the page has settled. The goal: at most one account request, one branding
// request and one websocket, however many elements share the page.
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { ghostPage, ghostStubs, plainFormPage, makeCertificate, countLog } from './serve.mjs';
import { loginPage, ssrLoginPage, pricingPage, gatePage, tenElementsPage, checkoutPage, paymentPage, newViewer, signInPage, TEN_ELEMENTS } from './pages.mjs';
import { pathToFileURL } from 'node:url';
import { launchBrowser, sideBySide, stats, TARGETS } from './timing.mjs';
import { unlockRuns } from './unlock.mjs';
import { PAYING_SCENARIOS, startStack, inspectScenarios, buildNamer } from './paying.mjs';

/** The protocols every page is timed over: the id suffix of a side, and whether it needs TLS. */
export const PROTOCOLS = [{ id: 'http/1.1', suffix: '', tls: false }, { id: 'h2', suffix: '@h2', tls: true }];

/** The parts of the speed run (`--only=` picks some). */
export const SPEED_PARTS = ['login', 'scenarios', 'unlock', 'ten', 'events'];

/**
 * Runs every speed scenario against the build in `dist`. `built` is the set of tags in the build; `ghostDir` the unpacked
 * Portal package (or null); `only` a subset of `SPEED_PARTS`. Returns `{ machine, protocols, login,
 * loginRtt50, scenarios, unlock, efficiency, events }`; a part that cannot run is `{ skipped: reason }`.
 */
export async function runSpeed(root, { dist = join(root, 'dist'), built, ghostDir, runs = 9, log = () => {}, only = SPEED_PARTS, scenarioFilter = null, loadWaitMs = 60000 }) {
  const out = {};
  // each batch waits up to `loadWaitMs` for a quiet machine, all of them together at most four
  // times that, so a machine that stays busy cannot stretch the run past a quarter of an hour
  const waitBudget = { leftMs: 4 * loadWaitMs };
  const want = (part) => only.includes(part);
  const { startSandbox } = await import(join(root, 'sandbox', 'server.mjs'));
  // events published as soon as the payment is decided, so the unlock time is push + re-check only
  const sandbox = await startSandbox({ port: 0, fresh: true, quiet: true, eventDelayMs: 0 });
  const info = sandbox.info();
  const direct = { apiBase: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId };
  const paid = info.seed.assets.filter((a) => a.access === 'paid' && a.accessFees.length);
  const richest = [...paid].sort((a, b) => b.accessFees.length - a.accessFees.length)[0];
  const ghostCounts = {};
  const mounts = { '/dist/': dist };
  if (ghostDir && existsSync(join(ghostDir, 'umd', 'portal.min.js'))) mounts['/peers/ghost/'] = join(ghostDir, 'umd');
  // the server-rendered form, when the build has the server renderer
  const ssrEntry = join(dist, 'ssr', 'index.js');
  const ssr = existsSync(ssrEntry) ? await import(pathToFileURL(ssrEntry).href) : null;
  // every page, pointed at the API as the protocol's proxy serves it
  const pages = (apiBase) => {
    const s = { ...direct, apiBase };
    return {
      '/portal-signup/': ghostPage, '/plain/': plainFormPage(),
      '/login-sign-up/': loginPage(s, 'sign-up'), '/login-sign-in/': loginPage(s, 'sign-in'),
      ...(ssr ? { '/login-ssr-sign-up/': ssrLoginPage(s, ssr.renderElement, 'sign-up') } : {}),
      '/pricing/': pricingPage(s, richest?.id), '/gate/': gatePage(s, paid[0]?.id),
      '/checkout/': checkoutPage(s, paid[0]?.id, paid[0]?.accessFees[0]),
      '/ten/': tenElementsPage(s, paid.slice(1, 4).map((a) => a.id)),
      '/pay/': paymentPage(s, paid[4]?.id ?? paid[0]?.id),
    };
  };
  const siteModule = join(root, 'examples', 'membership-site', 'server.mjs');
  const { startMembershipSite } = existsSync(siteModule) ? await import(pathToFileURL(siteModule).href) : {};
  const tls = makeCertificate();
  const stacks = {};
  const browser = await launchBrowser();
  out.machine = { chromium: browser.version() };
  try {
    for (const p of PROTOCOLS) {
      // the membership site asks the platform from its server too, through the same proxy; the
      // proxy's certificate is the bench's own, made a moment ago
      if (p.tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
      stacks[p.id] = await startStack({
        sandboxBase: info.apiBase, mounts, pages, tls: p.tls ? tls : null,
        handle: (req, res, url) => ghostStubs(req, res, url, ghostCounts),
        site: startMembershipSite ? (apiBase) => startMembershipSite({ platform: { environment: 'sandbox', ...direct, apiBase }, libraryDir: dist, liveEventAt: Math.floor(Date.now() / 1000) + 3 * 86400 }) : null,
      });
    }
    out.protocols = Object.fromEntries(PROTOCOLS.map((p) => [p.id, { page: stacks[p.id].pageUrl, api: stacks[p.id].apiBase }]));
    const h1 = stacks['http/1.1'];
    const viewer = await newViewer(direct, 'pages');
    const signIn = (context, page) => signInPage(page, viewer.record);

    // 1. time to a usable sign-up form: ours against Ghost Portal, with the plain-HTML floor, each
    // over HTTP/1.1 and HTTP/2; "usable" is the e-mail field, and the submit button is timed too
    if (want('login')) {
      const sides = [];
      for (const p of PROTOCOLS) {
        const url = stacks[p.id].pageUrl;
        const withSubmit = (target, submit) => ({ ...target, also: { submit } });
        if (built.has('paywall-login')) {
          sides.push({ id: `ours-sign-up${p.suffix}`, url: `${url}/login-sign-up/`, target: withSubmit(TARGETS.login, TARGETS.loginSubmit) });
          if (!p.tls) sides.push({ id: 'ours-sign-in', url: `${url}/login-sign-in/`, target: TARGETS.login });
          if (ssr) sides.push({ id: `ours-ssr-sign-up${p.suffix}`, url: `${url}/login-ssr-sign-up/`, target: withSubmit(TARGETS.login, TARGETS.loginSubmit) });
        }
        if (mounts['/peers/ghost/']) sides.push({ id: `ghost${p.suffix}`, url: `${url}/portal-signup/#/portal/signup`, target: TARGETS.ghost });
        sides.push({ id: `plain${p.suffix}`, url: `${url}/plain/`, target: withSubmit(TARGETS.form, TARGETS.formSubmit) });
      }
      // the comparison with the peer is a ratio of two medians, each with its own spread (Ghost
      // Portal's loads vary by a tenth from run to run): twice the loads per side
      const loginRuns = runs * 2;
      log(`  sign-up form: ${sides.map((x) => x.id).join(', ')} (${loginRuns} runs + 1 warm-up)`);
      // at least three interleaved batches, each started when the machine is quiet (or marked), on
      // loopback and again with a 50 ms round trip per request
      out.login = await sideBySide(browser, sides, { runs: loginRuns, batches: 3, loadWaitMs, waitBudget, log });
      out.loginRtt50 = await sideBySide(browser, sides, { runs: loginRuns, batches: 3, latency: 50, loadWaitMs, waitBudget, log });
      out.login.runs = loginRuns;
      if (!built.has('paywall-login')) out.login.skippedOurs = 'paywall-login: not built yet';
      if (!mounts['/peers/ghost/']) out.login.skippedGhost = 'Ghost Portal could not be fetched';
      out.login.ghostEndpoints = ghostCounts;
    } else out.login = { skipped: 'not asked for (--only)' };

    // 2. what each page costs: bytes, preflights, requests and its critical chain (one load per
    // protocol at a 100 ms round trip), then its time to usable over both protocols
    if (want('scenarios')) {
      const scenarios = PAYING_SCENARIOS.filter((sc) => (!scenarioFilter || scenarioFilter.includes(sc.id)) && (!sc.site || startMembershipSite));
      log(`  what each page costs: ${scenarios.map((sc) => sc.id).join(', ')}`);
      const inspected = await inspectScenarios(browser, { stacks, scenarios, prepare: signIn, nameOf: buildNamer(dist, dirname(dist)), log });
      const sides = scenarios.flatMap((sc) => PROTOCOLS.map((p) => ({
        id: `${sc.id}${p.suffix}`, url: (sc.site ? stacks[p.id].siteUrl : stacks[p.id].pageUrl) + sc.path, target: sc.target,
        ...(sc.signedIn ? { prepare: signIn } : {}),
      })));
      log(`  time to usable, ${sides.length} sides`);
      const timings = await sideBySide(browser, sides, { runs, batches: 3, loadWaitMs, waitBudget, log });
      out.scenarios = { list: scenarios.map(({ id, label, levels }) => ({ id, label, levels: levels ?? null })), inspected, timings, itemIds: { pricing: richest?.id, gate: paid[0]?.id } };
    } else out.scenarios = { skipped: 'not asked for (--only)' };

    // 3. payment success published -> gated content unlocked
    if (!want('unlock')) out.unlock = { skipped: 'not asked for (--only)' };
    else if (built.has('paywall-gate') && paid[0]) {
      log('  unlock after a payment success');
      out.unlock = await unlockRuns(browser, { url: `${h1.pageUrl}/gate/`, s: { ...direct, apiBase: h1.apiBase }, item: paid[0], runs, log });
    } else out.unlock = { skipped: 'paywall-gate: not built yet' };

    // 4. requests made by a page with ten elements
    if (want('ten')) {
      const missing = [...new Set(TEN_ELEMENTS)].filter((t) => !built.has(t));
      log(`  ten-element page${missing.length ? ` (not built yet: ${missing.join(', ')})` : ''}`);
      const tenViewer = await newViewer(direct, 'ten');
      out.efficiency = await efficiencyRun(browser, {
        url: `${h1.pageUrl}/ten/`, apiBase: h1.apiBase, logs: h1.logs, prepare: (context, page) => signInPage(page, tenViewer.record),
      });
      out.efficiency.missing = missing;
    } else out.efficiency = { skipped: 'not asked for (--only)' };

    // 5. access checks per payment event on a page with a gate and a pricing table
    const item = paid[4] ?? paid[0];
    if (want('events') && built.has('paywall-gate') && built.has('paywall-pricing') && item) {
      log('  access checks per payment event');
      out.events = await eventsRun(browser, { url: `${h1.pageUrl}/pay/`, s: direct, proxied: h1.apiBase, apiLog: h1.logs.api, item, log });
    } else out.events = { skipped: want('events') ? 'paywall-gate or paywall-pricing not built yet' : 'not asked for (--only)' };
  } finally {
    await browser.close();
    for (const st of Object.values(stacks)) await st.close();
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
export async function efficiencyRun(browser, { url, apiBase, logs = null, prepare, settleMs = 1500, timeout = 25000 }) {
  const marks = logs ? Object.fromEntries(Object.entries(logs).map(([k, l]) => [k, l.length])) : null;
  const context = await browser.newContext({ serviceWorkers: 'block', ignoreHTTPSErrors: true });
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
    // the servers' own count: the browser automation does not report CORS preflights
    const server = marks ? Object.fromEntries(Object.entries(logs).map(([k, l]) => [k, countLog(l.slice(marks[k]))])) : null;
    const serverPreflights = server ? Object.values(server).reduce((n, c) => n + c.preflights, 0) : null;
    const preflightPaths = {};
    if (logs) for (const e of logs.api.slice(marks.api).filter((x) => x.method === 'OPTIONS')) {
      const k = endpointOf('OPTIONS', `http://x${e.path}`);
      preflightPaths[k] = (preflightPaths[k] || 0) + 1;
    }
    return {
      endpoints, preflights, serverPreflights, preflightPaths, server, websockets, shared,
      repeated: Object.entries(urls).filter(([, n]) => n > 1).map(([url, n]) => ({ url: url.replace(/\?.*$/, '?…'), n })), scripts: scripts.length, media: media.length, errors,
      settledMs: Date.now() - started, elements: elements ?? 'did not settle within the timeout',
      total: Object.values(endpoints).reduce((s, n) => s + n, 0),
    };
  } finally {
    await context.close();
  }
}

const SUBACK = 0x90;

/**
 * Access checks per payment event: a signed-in viewer who does not own the item opens a page with
 * a gate and a pricing table for it (the page a viewer pays on, so the page's reactions send their
 * signal too); `events` payment-success events are published to the viewer's topic one after the
 * other, and the access checks the API proxy answered after each are counted once the page has
 * been quiet for a moment. Then a real purchase (a card payment from the page): the checks until
 * the gate unlocks and the pricing card says owned. Returns `{ events, checks, perEvent, purchase }`.
 */
export async function eventsRun(browser, { url, s, proxied, apiLog, item, events = 20, quietMs = 400, log = () => {} }) {
  const viewer = await newViewer(s, 'events');
  const context = await browser.newContext({ serviceWorkers: 'block', ignoreHTTPSErrors: true });
  const checksSince = (mark) => apiLog.slice(mark).filter((e) => e.method === 'GET' && new URL(e.path, 'http://x').pathname === `/items/${item.id}/access`).length;
  // until at least one check came and none for `quietMs` (at most 5 s)
  const settle = async (mark) => {
    const end = Date.now() + 5000;
    let seen = -1;
    let since = Date.now();
    while (Date.now() < end) {
      const n = checksSince(mark);
      if (n !== seen) { seen = n; since = Date.now(); }
      else if (n > 0 && Date.now() - since >= quietMs) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    return checksSince(mark);
  };
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    let subscribed = false;
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
      if ((typeof payload === 'string' ? payload.charCodeAt(0) : payload[0]) === SUBACK) subscribed = true;
    }));
    await signInPage(page, viewer.record);
    await page.goto(url, { waitUntil: 'load' });
    const ready = await page.waitForFunction(() => {
      const gate = document.querySelector('paywall-gate')?.shadowRoot?.querySelector('[data-state]')?.getAttribute('data-state');
      const card = document.querySelector('paywall-pricing')?.shadowRoot?.querySelector('[part~="card"]');
      return gate === 'locked' && !!card;
    }, null, { timeout: 15000, polling: 50 }).then(() => true, () => false);
    if (!ready) return { error: `the gate did not lock or the pricing did not show${errors.length ? `: ${errors[0]}` : ''}` };
    const end = Date.now() + 10000;
    while (!subscribed && Date.now() < end) await page.waitForTimeout(25);
    if (!subscribed) return { error: 'no notification subscription within 10 s' };
    await page.waitForTimeout(300);
    const perEvent = [];
    for (let i = 0; i < events; i++) {
      const mark = apiLog.length;
      const res = await fetch(`${s.apiBase}/sandbox/events`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: viewer.uuid, type: 'payment.card.success', resource: { transaction: `bench-${Date.now()}-${i}`, item_id: Number(item.id), access_fee_id: Number(item.accessFees[0]) } }),
      });
      if (!res.ok) return { error: `publishing an event answered ${res.status}` };
      perEvent.push(await settle(mark));
    }
    log(`    ${events} events: ${perEvent.join(' ')} access checks`);
    // a real purchase: the event, the page's signal, and one fresh check that grants access
    const mark = apiLog.length;
    const paidOk = await page.evaluate(async ({ apiBase, token, fee }) => {
      const res = await fetch(`${apiBase}/payments`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ number: '4242424242424242', card_name: 'Bench Viewer', exp_month: '12', exp_year: String(new Date().getFullYear() + 2),
          cvv: '123', access_fee: String(fee), payment_method: '1', referrer: location.href, branding_id: 'default', return_url: location.href }),
      });
      return res.ok;
    }, { apiBase: proxied, token: viewer.record.token, fee: item.accessFees[0] });
    if (!paidOk) return { error: 'the payment was refused' };
    const unlocked = await page.waitForFunction(() => {
      const gate = document.querySelector('paywall-gate')?.shadowRoot?.querySelector('[data-state]')?.getAttribute('data-state');
      return gate === 'unlocked' && !!document.querySelector('paywall-pricing')?.shadowRoot?.querySelector('[part~="card-owned"]');
    }, null, { timeout: 15000, polling: 50 }).then(() => true, () => false);
    const purchase = await settle(mark);
    return {
      itemId: item.id, events, checks: perEvent.reduce((a, b) => a + b, 0), perEvent: stats(perEvent), samples: perEvent,
      purchase: { checks: purchase, unlocked }, errors,
    };
  } finally {
    await context.close();
  }
}
