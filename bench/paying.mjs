// What a viewer pays, per page: every byte the browser fetched until the page was usable (the
// classic stub, the checkout's method choice and the card frame's files included), the CORS
// preflights counted at the servers, the requests, and the critical chain: the sequential fetch
// levels after the HTML (API calls counted) and what waited for what. Each page is loaded over
// HTTP/1.1 and over HTTP/2 with TLS; the platform's API sits on its own origin behind a proxy that
// speaks the same protocol as the page (a real platform serves its API over HTTP/2), so its
// preflights and answers are counted there too. The websocket of payment events goes to the
// sandbox directly (ws://, loopback).
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { countLog, startBenchServer, startProxy } from './serve.mjs';
import { probe } from './timing.mjs';
import { loadManifest } from './sizes.mjs';
import { attributeChunk } from './attribution.mjs';

/**
 * Names the build's files by what they hold: `/dist/cdn/<file>` -> its module (`components/gate/gate`)
 * or, for a shared chunk, its largest source (`preact`, `stores/config`); from the chunk manifest and
 * the source maps of `dist`. Returns a function of a URL path (null for other files).
 */
export function buildNamer(dist, root) {
  const cdn = join(dist, 'cdn');
  let manifest;
  try {
    manifest = loadManifest(cdn);
  } catch {
    return () => null;
  }
  const short = (m) => m.replace(/^src\//, '').replace(/\.(tsx?|jsx?|mjs)$/, '').replace(/\/index$/, '');
  const names = new Map();
  for (const c of manifest.chunks) {
    let label = c.module ? short(c.module) : null;
    if (!label) {
      const parts = (attributeChunk(join(cdn, c.file), root) ?? []).filter((x) => !x.source.startsWith('(') && !x.source.startsWith('rollup'));
      label = parts.length ? short(parts[0].source) : c.name;
    }
    names.set(`/dist/cdn/${c.file}`, label);
  }
  return (path) => names.get(path) ?? null;
}

/** The emulated round trip of the inspection load: long enough that what waits for what shows in the clock. */
export const CHAIN_RTT_MS = 100;

/** Resource types that can hold up a page (CDP Network.ResourceType): documents, scripts, styles and API calls. */
const CHAIN_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);

/**
 * The pages measured: `path` on the page server (or `site: true` for the membership site's own
 * server), `target` the in-page probe's "usable" (see timing.mjs), `signedIn` whether a viewer is
 * signed in first, and the levels the issue aims at (`levels`, after the HTML).
 */
export const PAYING_SCENARIOS = [
  { id: 'gate', label: '`<paywall-gate>` alone, signed out: "Get access" usable', path: '/gate/', levels: 3,
    target: { host: 'paywall-gate', frames: false, enabled: true, selector: '[data-state="locked"] [part~="cta"]' } },
  { id: 'pricing', label: '`<paywall-pricing>` alone: the first "Choose" usable', path: '/pricing/',
    target: { host: 'paywall-pricing', frames: false, enabled: true, selector: '[part~="card"] button, [part~="card"] [part~="choose"], [part~="option"] button' } },
  { id: 'sign-up', label: '`<paywall-login mode="sign-up">` alone: submit enabled', path: '/login-sign-up/',
    target: { host: 'paywall-login', frames: false, enabled: true, selector: 'form [part~="submit"], form button[type="submit"]' } },
  { id: 'checkout', label: '`<paywall-checkout>`, signed in, six payment methods offered: Pay enabled (the card frame ready)', path: '/checkout/', signedIn: true, levels: 5,
    target: { host: 'paywall-checkout', frames: false, enabled: true, selector: '[part~="pay-button"]' } },
  { id: 'ten', label: 'ten elements, signed in: every element settled', path: '/ten/', signedIn: true, target: { settled: true } },
  { id: 'home', label: "the membership site's home page, signed out: every element settled", path: '/', site: true, target: { settled: true } },
];

/**
 * Starts what one protocol needs: the page server (our pages and build), the API proxy in front of
 * the sandbox, and, when `site` is given (`(platform) => startMembershipSite(...)`), the membership
 * site (pointed at the proxied API) behind a proxy of its own. `tls` (`makeCertificate()`) makes
 * them all HTTP/2 over TLS. Each server has its own log. Resolves to `{ pageUrl, apiBase, siteUrl,
 * logs: { page, api, site }, close() }`; `pages(apiBase)` builds the page map.
 */
export async function startStack({ sandboxBase, mounts, pages, handle, site, tls = null }) {
  const logs = { page: [], api: [], site: [] };
  const closers = [];
  try {
    const api = await startProxy({ target: sandboxBase, tls, log: logs.api });
    closers.push(api.close);
    const server = await startBenchServer({ mounts, pages: pages(api.url), handle, tls, log: logs.page });
    closers.push(server.close);
    let siteUrl = null;
    if (site) {
      const running = await site(api.url);
      closers.push(running.close);
      const front = await startProxy({ target: running.url, tls, log: logs.site });
      closers.push(front.close);
      siteUrl = front.url;
    }
    return { pageUrl: server.url, apiBase: api.url, siteUrl, logs, close: () => Promise.all(closers.reverse().map((c) => c())) };
  } catch (error) {
    await Promise.all(closers.map((c) => c()));
    throw error;
  }
}

/** A short name for a fetched address: `GET /items/{id}`, a file's name, or the page's path. */
export function shortName(r, pageOrigin, nameOf = () => null) {
  const u = new URL(r.url);
  if (r.type === 'Fetch' || r.type === 'XHR') {
    const path = u.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{uuid}').replace(/\/\d+(?=\/|$)/g, '/{id}');
    return `${r.method} ${path}`;
  }
  if (r.type === 'Document') return u.origin === pageOrigin ? 'HTML' : `frame ${u.pathname.split('/').filter(Boolean).slice(-1)[0] || '/'}`;
  const file = u.pathname.split('/').pop() || u.pathname;
  if (/paywall-elements\.iife\.js$/.test(file)) return 'stub';
  if (/^paywall-elements\.js$/.test(file)) return 'entry';
  const named = nameOf(u.pathname);
  if (named) return named;
  // chunk names carry a content hash: keep the name
  return file.replace(/-[A-Za-z0-9_-]{6,8}\.(m?js|css)$/, '.$1');
}

/**
 * The critical chain of a load, from its requests (`{ id, url, type, method, start, end, preflight }`,
 * `initiatorUrl`; ms on one clock) and the moment it became usable (`readyAt`, same clock). A
 * request waits for the latest document, script, style or API answer that arrived before it was
 * sent, or for its initiator (CDP's) when that one is as deep (its parent); its level is its parent's
 * plus one, the HTML being level 0. The
 * chain is the parents of the last such answer that arrived before `readyAt`; `waves` lists, per
 * level, what was fetched at that level before `readyAt`. Returns `{ levels, chain, waves, text }`.
 */
export function criticalChain(requests, readyAt, pageOrigin, nameOf) {
  const eligible = requests.filter((r) => CHAIN_TYPES.has(r.type) && !r.preflight && r.end != null && /^https?:/.test(r.url));
  const doc = eligible.find((r) => r.type === 'Document');
  if (!doc) return { levels: null, chain: [], waves: [], text: '–' };
  const level = new Map([[doc, 0]]);
  const parent = new Map();
  const byStart = eligible.filter((r) => r !== doc).sort((a, b) => a.start - b.start);
  const byUrl = new Map();
  for (const r of eligible) if (!byUrl.has(r.url)) byUrl.set(r.url, r);
  for (const r of byStart) {
    let best = doc;
    for (const c of eligible) if (c !== r && level.has(c) && c.end <= r.start && c.end > best.end) best = c;
    // what the browser names as its initiator (the document, or the script that imported or
    // asked for it) is the parent when it is as deep
    const init = r.initiatorUrl ? byUrl.get(r.initiatorUrl) : null;
    if (init && init !== r && level.has(init) && init.end <= r.start && level.get(init) >= level.get(best)) best = init;
    parent.set(r, best);
    level.set(r, level.get(best) + 1);
  }
  const before = eligible.filter((r) => r.end <= readyAt);
  const last = before.reduce((a, b) => (b.end > a.end ? b : a), doc);
  const chain = [];
  for (let r = last; r; r = parent.get(r)) chain.unshift(r);
  const levels = level.get(last);
  const waves = [];
  for (let l = 0; l <= levels; l++) {
    const names = [...new Set(byStart.concat(doc).filter((r) => level.get(r) === l && r.start <= readyAt).map((r) => shortName(r, pageOrigin, nameOf)))];
    waves.push(names);
  }
  const fmtWave = (w) => (w.length === 1 ? w[0] : `[${w.length > 6 ? [...w.slice(0, 5), `… ${w.length - 5} more`].join(', ') : w.join(', ')}]`);
  return { levels, chain: chain.map((r) => shortName(r, pageOrigin, nameOf)), waves, text: waves.map(fmtWave).join(' → ') };
}

/**
 * One cold load of `url` with Chromium's network recorded (CDP), until the probe says `target` is
 * usable; `latency` emulates a round trip per request. Returns `{ readyMs, requests, files, transfer,
 * gzip, chain, errors }`: `files` every response (its transfer size, body bytes and gzip -9 figure),
 * `transfer` the sum of CDP's encodedDataLength (headers included), `gzip` the sum of each body
 * compressed on its own with gzip -9; all counted up to the moment it was usable, preflights apart.
 */
export async function inspectLoad(browser, { url, target, prepare, latency = 0, timeout = 30000, nameOf }) {
  const context = await browser.newContext({ serviceWorkers: 'block', ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (latency) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
    const byId = new Map();
    const bodies = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (byId.has(e.requestId) && e.redirectResponse) return; // keep the first leg of a redirect
      byId.set(e.requestId, {
        id: e.requestId, url: e.request.url, method: e.request.method, type: e.type ?? 'Other', start: e.wallTime * 1000, ts: e.timestamp,
        end: null, encoded: 0, protocol: null, status: null, preflight: e.type === 'Preflight' || e.request.method === 'OPTIONS',
        initiator: e.initiator?.type ?? null, initiatorUrl: e.initiator?.url ?? e.initiator?.stack?.callFrames?.[0]?.url ?? null,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = byId.get(e.requestId);
      if (r) Object.assign(r, { protocol: e.response.protocol ?? null, status: e.response.status, type: r.type === 'Other' ? e.type : r.type });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = byId.get(e.requestId);
      if (!r) return;
      r.end = r.start + (e.timestamp - r.ts) * 1000;
      r.encoded = e.encodedDataLength;
      if (!r.preflight && /^https?:/.test(r.url) && r.status !== 204) {
        bodies.push(cdp.send('Network.getResponseBody', { requestId: e.requestId }).then(
          (b) => { r.body = Buffer.from(b.body, b.base64Encoded ? 'base64' : 'utf8'); },
          () => { r.body = null; },
        ));
      }
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = byId.get(e.requestId);
      if (r) Object.assign(r, { failed: e.errorText, end: r.start + (e.timestamp - r.ts) * 1000 });
    });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript(probe, target);
    if (prepare) await prepare(context, page);
    await page.goto(url, { waitUntil: 'commit', timeout });
    try {
      await page.waitForFunction(() => window.__bench?.usable != null, null, { timeout, polling: 50 });
    } catch {
      return { error: `not usable within ${timeout} ms${errors.length ? `; page errors: ${errors.slice(0, 2).join(' | ')}` : ''}` };
    }
    const clock = await page.evaluate(() => ({ origin: performance.timeOrigin, usable: window.__bench.usable }));
    const readyAt = clock.origin + clock.usable;
    // answers under way when it became usable finish (and are left out below); the requests the
    // page still makes until the network is quiet count in the servers' logs (preflights, requests)
    await page.waitForLoadState('load', { timeout }).catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => {});
    await Promise.all(bodies);
    const all = [...byId.values()].sort((a, b) => a.start - b.start);
    const pageOrigin = new URL(url).origin;
    const used = all.filter((r) => !r.preflight && r.end != null && r.end <= readyAt && !r.failed && /^https?:/.test(r.url));
    const files = used.map((r) => ({
      name: shortName(r, pageOrigin, nameOf), url: r.url, type: r.type, protocol: r.protocol, transfer: r.encoded,
      raw: r.body?.length ?? 0, gz: r.body?.length ? gzipSync(r.body, { level: 9 }).length : 0,
    }));
    // the library's files as the issue counts them: its scripts and styles under /dist/ and the card
    // frame's files (from the platform's origin), not the merchant's HTML, styles or scripts
    const code = files.filter((f) => /^\/(dist|card-frame)\//.test(new URL(f.url).pathname) && f.type !== 'Fetch' && f.type !== 'XHR');
    return {
      readyMs: clock.usable, errors,
      files,
      transfer: files.reduce((s, f) => s + f.transfer, 0),
      gzip: files.reduce((s, f) => s + f.gz, 0),
      codeGzip: code.reduce((s, f) => s + f.gz, 0),
      codeTransfer: code.reduce((s, f) => s + f.transfer, 0),
      codeFiles: code.length,
      requests: used.length,
      api: used.filter((r) => r.type === 'Fetch' || r.type === 'XHR').length,
      cdpPreflights: all.filter((r) => r.preflight).length,
      protocols: [...new Set(used.map((r) => r.protocol).filter(Boolean))],
      chain: criticalChain(all, readyAt, pageOrigin, nameOf),
    };
  } finally {
    await context.close();
  }
}

/**
 * Inspects every scenario once per protocol (`stacks`: `{ h1, h2 }` from `startStack`), at
 * `CHAIN_RTT_MS` of emulated round trip, with the server logs sliced around each load (until the
 * page's network was quiet): preflights and requests as the servers saw them. Returns `{ [scenario]: { [protocol]: result } }`.
 */
export async function inspectScenarios(browser, { stacks, scenarios = PAYING_SCENARIOS, prepare, nameOf, log = () => {} }) {
  const out = {};
  for (const sc of scenarios) {
    out[sc.id] = {};
    for (const [proto, stack] of Object.entries(stacks)) {
      const base = sc.site ? stack.siteUrl : stack.pageUrl;
      if (!base) { out[sc.id][proto] = { error: 'not served' }; continue; }
      const marks = Object.fromEntries(Object.entries(stack.logs).map(([k, l]) => [k, l.length]));
      const r = await inspectLoad(browser, { url: base + sc.path, target: sc.target, prepare: sc.signedIn ? prepare : undefined, latency: CHAIN_RTT_MS, nameOf })
        .catch((e) => ({ error: String(e?.message || e).split('\n')[0] }));
      // answers still on their way to the servers' logs
      await new Promise((ok) => setTimeout(ok, 200));
      const server = Object.fromEntries(Object.entries(stack.logs).map(([k, l]) => [k, countLog(l.slice(marks[k]))]));
      r.server = server;
      r.preflights = Object.values(server).reduce((s, c) => s + c.preflights, 0);
      out[sc.id][proto] = r;
      log(`    ${sc.id} over ${proto}: ${r.error ?? `${r.codeGzip} B gzip in ${r.codeFiles} files, ${r.preflights} preflights, ${r.chain.levels} levels: ${r.chain.text}`}`);
    }
  }
  return out;
}
