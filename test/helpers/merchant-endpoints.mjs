// A merchant's own server for the browser tests, on the test page's origin (site calls go only to
// the page's origin): cart.products.add and addOnDemandClip with a CSRF token per session, search.more
// and a channel's contents with paging, over the catalogue the sandbox platform serves
// (GET /sandbox/seed). The endpoints' rules are the membership-site example's
// (examples/membership-site/merchant-api.mjs); this file adds the test controls. Not part of the library.
//
//   GET  /__merchant__/session        -> { csrfToken } and a session cookie
//   GET  /__merchant__/cart           -> { items } of this session's cart
//   POST /cart/products               cart.products.add              { productType, productId }
//   POST /cart/products/on-demand-clip cart.products.addOnDemandClip  { productType, productId }
//   GET  /search/more?search&type&categories&page
//   GET  /channels/{channel}/contents?search&type&page
//   any of these with ?fail=1 answers 500; ?slow=ms waits first
//   GET  /__merchant__/broken/...      -> 500 (an endpoint that is down)
//   GET  /__merchant__/event?time=T    -> an event page with <paywall-countdown time=T now=(server time) reload="true">
//                                         that tells its parent frame each time it loads
import { randomBytes } from 'node:crypto';
import { csrfMatches, searchAnswer, readCartAdd, addedNotification } from '../../examples/membership-site/merchant-api.mjs';
import { readBody as readLimitedBody, closeAfter } from '../../sandbox/http.mjs';

const PAGE_SIZE = 4;
const COOKIE = 'merchant_session';

/** Koa middleware serving the merchant endpoints; `apiBase()` is the sandbox's address once it runs. */
export function merchantEndpoints(apiBase) {
  const sessions = new Map(); // id -> { csrf, cart: [] }
  let catalogue = null;

  const loadCatalogue = async () => {
    if (catalogue) return catalogue;
    const base = apiBase();
    const seed = await (await fetch(`${base}/sandbox/seed`)).json();
    const channelOf = (id) => (id % 2 ? 'films' : 'documentaries');
    catalogue = [
      ...seed.assets.map((a) => ({
        id: a.id, type: 'video', name: a.title, channel: channelOf(a.id), categories: [a.access],
        link: `/content/${a.id}`, thumbnail: a.thumbnail,
      })),
      ...seed.packages.map((p) => ({
        id: p.id, type: 'package', name: p.title, channel: 'films', categories: ['paid'],
        link: `/packages/${p.id}`, thumbnail: `${base}/media/${p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/poster.svg`,
      })),
    ];
    return catalogue;
  };

  const sessionOf = (ctx) => {
    const id = /(?:^|;\s*)merchant_session=([\w-]+)/.exec(ctx.get('cookie'))?.[1];
    return id ? sessions.get(id) : undefined;
  };

  // a cart add is a few dozen bytes: at most 4 kB is read (past it the answer is 413 and the
  // connection closes, the rest never read), as the membership site does
  const readBody = async (req) => (await readLimitedBody(req, { limit: 4096, timeoutMs: 10_000 })).toString('utf8');

  const json = (ctx, status, value) => {
    ctx.status = status;
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(value);
  };

  const search = async (ctx, filter) => json(ctx, 200, searchAnswer((await loadCatalogue()).filter(filter), ctx.query, { pageSize: PAGE_SIZE }));

  return async (ctx, next) => {
    const path = ctx.path;
    const mine = path.startsWith('/__merchant__/') || path.startsWith('/cart/products') || path === '/search/more' || /^\/channels\/[\w-]+\/contents$/.test(path);
    if (!mine) return next();
    const slow = Number(ctx.query.slow);
    if (slow > 0) await new Promise((r) => setTimeout(r, Math.min(slow, 10000)));
    if (ctx.query.fail || path.startsWith('/__merchant__/broken/')) return json(ctx, 500, { message: 'Server Error' });

    if (path === '/__merchant__/session') {
      const id = randomBytes(12).toString('hex');
      const csrf = randomBytes(16).toString('hex');
      sessions.set(id, { csrf, cart: [] });
      ctx.set('set-cookie', `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`);
      return json(ctx, 200, { csrfToken: csrf });
    }
    if (path === '/__merchant__/event') {
      const time = Number(ctx.query.time);
      ctx.type = 'text/html';
      ctx.body = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
<paywall-countdown time="${Number.isFinite(time) ? time : 0}" now="${Math.floor(Date.now() / 1000)}" reload="true" label="Live in"></paywall-countdown>
<script type="module">
// the page's short timers are counted from the start (window.__work), so a test can tell when nothing waits
import { trackPageWork } from '/test/helpers/page-work.ts';
window.__work = trackPageWork();
await import('/elements/paywall-countdown.ts');
parent.postMessage({ type: 'event-page-loaded', href: location.href }, location.origin);
document.querySelector('paywall-countdown').addEventListener('paywall-countdown-end', (e) => parent.postMessage({ type: 'countdown-end', detail: e.detail }, location.origin));
</script></body></html>`;
      return;
    }
    if (path === '/__merchant__/cart') return json(ctx, 200, { items: sessionOf(ctx)?.cart ?? [] });

    if (path.startsWith('/cart/products') && ctx.method === 'POST') {
      const session = sessionOf(ctx);
      if (!csrfMatches(session, ctx.get('x-csrf-token'))) {
        closeAfter(ctx.req, ctx.res);
        return json(ctx, 419, { message: 'CSRF token mismatch.' });
      }
      let body;
      try {
        body = await readBody(ctx.req);
      } catch (error) {
        closeAfter(ctx.req, ctx.res);
        return json(ctx, error.status ?? 400, { success: false, message: error.message });
      }
      const clip = path.endsWith('/on-demand-clip');
      const add = readCartAdd(await loadCatalogue(), body, { clip });
      if ('error' in add) return json(ctx, add.status, { success: false, message: add.error });
      session.cart.push(add.line);
      return json(ctx, 200, { success: true, notification: addedNotification(add.product, session.cart.length, clip) });
    }
    if (path === '/search/more' && ctx.method === 'GET') return search(ctx, () => true);
    const channel = /^\/channels\/([\w-]+)\/contents$/.exec(path)?.[1];
    if (channel && ctx.method === 'GET') return search(ctx, (c) => c.channel === channel);
    return json(ctx, 405, { message: 'Method not allowed' });
  };
}
