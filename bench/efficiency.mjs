// Efficiency of a busy page: a signed-in viewer opens a page with ten elements; every request to
// the platform is counted per endpoint (ids folded into placeholders) and every websocket is
// counted, after the page has settled. The goal: at most one account request, one branding
// request and one websocket, however many elements share the page.

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
