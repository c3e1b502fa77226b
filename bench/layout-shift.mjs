#!/usr/bin/env node
// Layout stability of the membership site: every page, at a desktop (1280x800) and a phone
// (390x844) viewport, signed out and signed in, measured with the browser's own `layout-shift`
// entries (the ones not caused by the viewer's input), summed from the first paint until 2.5 s after
// the load event, in a fresh browser context per load (nothing cached), the median of `runs` loads.
// The target is at most 0.01 per page; test/e2e/layout-shift.e2e.test.mjs fails above 0.05.
//
//   npm run bench:layout-shift -- [--runs=3] [--no-build] [--signed-out | --signed-in] [--path=/plans]
//   (node bench/layout-shift.mjs takes the same options; about 15 minutes for 3 runs of every page)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Every page of the membership site (the account's tabs are one page). */
export const SITE_PAGES = [
  '/', '/channels/films', '/channels/documentaries', '/content/40001', '/content/40003', '/content/40001/payment/check', '/content/40001/payment/success',
  '/content/40001/payment/failed', '/plans', '/plans/50001/payment/check', '/subscription/check', '/cart/checkout',
  '/gift-journey/50001/payment/details', '/gift-journey/50001/payment/check', '/gift-journey/50001/payment/success',
  '/gift-journey/50001/payment/failed', '/gift/redeem', '/memberrewards', '/account/edit', '/search/more',
  '/donate/40003', '/collectibles', '/newsletter', '/account/reset-password?token=unknown',
];

/** The two viewports of the issue. */
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** How long after the load event shifts still count. */
export const SETTLE_MS = 2500;

/**
 * One fresh load of `url` at `viewport`: the sum of the layout-shift entries without recent input,
 * and the elements that moved most (`sources`: [selector-ish name, summed value]).
 * `prepare(context)` may sign the viewer in (it runs before the page opens).
 */
export async function measureOnce(browser, url, viewport, { prepare, settleMs = SETTLE_MS } = {}) {
  const context = await browser.newContext({ viewport });
  try {
    if (prepare) await prepare(context);
    await context.addInitScript(() => {
      const seen = { value: 0, sources: {} };
      window.__layoutShift = seen;
      const describe = (node) => {
        if (!node) return '(gone)';
        if (node.nodeType !== 1) return `${describe(node.parentElement)} > #text`;
        const root = node.getRootNode();
        const host = root instanceof ShadowRoot ? `${root.host.localName}::` : '';
        const part = node.getAttribute('part');
        return `${host}${node.localName}${node.id ? `#${node.id}` : ''}${part ? `[part=${part.split(' ')[0]}]` : node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          seen.value += entry.value;
          for (const s of entry.sources ?? []) {
            const name = describe(s.node);
            seen.sources[name] = (seen.sources[name] ?? 0) + entry.value;
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForTimeout(settleMs);
    const { value, sources } = await page.evaluate(() => window.__layoutShift);
    return { value, sources: Object.entries(sources).sort((a, b) => b[1] - a[1]).slice(0, 4) };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Measures `paths` on `siteUrl` at both viewports, signed out and/or in (`viewers`: a map of
 * column name to a `prepare(context)`, or null for signed out). Resolves to rows
 * `{ path, cells: { [viewport/viewer]: { median, runs, sources } } }`.
 */
export async function measureSite(browser, siteUrl, { paths = SITE_PAGES, viewers = { out: null }, runs = 3, log = () => {} } = {}) {
  const rows = [];
  for (const path of paths) {
    const cells = {};
    for (const [who, prepare] of Object.entries(viewers)) {
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        const loads = [];
        for (let i = 0; i < runs; i++) loads.push(await measureOnce(browser, siteUrl + path, viewport, { prepare }));
        const values = loads.map((l) => l.value);
        const mid = median(values);
        cells[`${name}, ${who}`] = { median: mid, runs: values, sources: loads.find((l) => l.value === mid)?.sources ?? [] };
      }
    }
    rows.push({ path, cells });
    log(`  ${path}: ${Object.entries(cells).map(([k, c]) => `${k} ${c.median.toFixed(3)}`).join(', ')}`);
  }
  return rows;
}

/** The markdown table of `measureSite`'s rows. */
export function layoutShiftTable(rows, target = 0.01) {
  const columns = Object.keys(rows[0]?.cells ?? {});
  const lines = [`| page | ${columns.join(' | ')} |`, `|---|${columns.map(() => '---:').join('|')}|`];
  for (const row of rows) {
    lines.push(`| \`${row.path}\` | ${columns.map((c) => {
      const v = row.cells[c].median;
      return v <= target ? v.toFixed(3) : `**${v.toFixed(3)}**`;
    }).join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * A fresh sandbox and membership site on free ports, and a viewer of it: signed in, with a rental
 * and a clip in the cart. Resolves to `{ siteUrl, info (the sandbox's), prepareSignedIn, close() }`.
 */
export async function startMeasuredSite() {
  const { startSandbox } = await import('../sandbox/server.mjs');
  const { startMembershipSite } = await import('../examples/membership-site/server.mjs');
  const sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
  const info = sandbox.info();
  const platform = { environment: 'sandbox', apiBase: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId };
  // the live event days away, so the countdown counts on the home page
  const site = await startMembershipSite({ platform, liveEventAt: Math.floor(Date.now() / 1000) + 3 * 86400 });
  const form = (body) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams(body) });
  const email = `layout-${Date.now()}@bench.test`;
  const signUp = await (await fetch(`${info.apiBase}/accounts`, form({
    full_name: 'Layout Viewer', username: email, password: 'layout-pass-1', password_confirmation: 'layout-pass-1',
    client_id: info.clientId, type: 'consumer', grant_type: 'password', referrer: `${site.url}/`,
  }))).json();
  const record = { token: signUp.access_token, refreshToken: signUp.refresh_token ?? '', expires: Number(signUp.expires) };
  // the viewer's site session, with two cart lines (the cart page then shows its lines and checkout)
  const first = await fetch(`${site.url}/content/40003`);
  const cookie = first.headers.get('set-cookie').split(';')[0];
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(await first.text())[1];
  for (const [path, id] of [['/cart/products', 40003], ['/cart/products/on-demand-clip', 40002]]) {
    await fetch(site.url + path, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ productType: 'ppv', productId: id }) });
  }
  const [name, value] = cookie.split('=');
  const origin = site.url;
  return {
    siteUrl: site.url,
    info,
    async prepareSignedIn(context) {
      await context.addCookies([{ name, value, url: origin }]);
      await context.addInitScript(({ o, r }) => {
        if (location.origin === o && !localStorage.getItem('inplayer_token')) localStorage.setItem('inplayer_token', JSON.stringify(r));
      }, { o: origin, r: record });
    },
    async close() {
      await site.close();
      await sandbox.close();
    },
  };
}

// run on its own: `npm run bench:layout-shift`
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.chdir(root);
  const args = process.argv.slice(2);
  const runs = Math.max(1, Number((args.find((a) => a.startsWith('--runs=')) ?? '').slice(7)) || 3);
  const only = args.filter((a) => a.startsWith('--path=')).map((a) => a.slice(7));
  if (!args.includes('--no-build')) {
    console.log('building (npm run build)…');
    const b = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
    if (b.status !== 0) process.exit(1);
  }
  const { launchBrowser } = await import('../test/e2e/browser.mjs');
  const measured = await startMeasuredSite();
  const browser = await launchBrowser();
  const viewers = {};
  if (!args.includes('--signed-in')) viewers['signed out'] = null;
  if (!args.includes('--signed-out')) viewers['signed in'] = measured.prepareSignedIn;
  try {
    console.log(`layout shift, median of ${runs} fresh load(s), ${SETTLE_MS} ms after load:`);
    const rows = await measureSite(browser, measured.siteUrl, { paths: only.length ? only : SITE_PAGES, viewers, runs, log: console.log });
    console.log(`\n${layoutShiftTable(rows)}\n\nTarget: at most 0.01 per page (bold: above it).`);
    const worst = rows.flatMap((r) => Object.entries(r.cells).map(([k, c]) => ({ path: r.path, k, ...c }))).filter((c) => c.median > 0.01);
    for (const w of worst) console.log(`${w.path} (${w.k}): ${w.sources.map(([n, v]) => `${n} ${v.toFixed(3)}`).join(', ')}`);
  } finally {
    await browser.close();
    await measured.close();
  }
}
