#!/usr/bin/env node
// The membership site: a small server-rendered streaming site on plain node:http. It renders every
// page with its route marker and a CSRF token, sends a strict Content-Security-Policy, answers the
// endpoints the paywall elements call (cart, search.more, channel contents, /users/token), and
// keeps its own data (sessions, carts, headlines) in an embedded database. Films, prices, accounts
// and payments are the platform's.
//
//   node examples/membership-site/server.mjs      (after `npm run build`, with `npm run sandbox` running)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import send from 'send';
import { openSiteStore } from './store.mjs';
import { readBody, closeAfter } from '../../sandbox/http.mjs';
import { createCatalogue, CatalogueUnavailable } from './catalogue.mjs';
import { csrfMatches, searchAnswer, readCartAdd, addedNotification, cartAddition } from './merchant-api.mjs';
import { layout } from './layout.mjs';
import { CHANNELS } from './content.mjs';
import { homePage, channelPage, contentPage, plansPage, searchPage } from './pages.mjs';
import {
  GIFTS, cartPage, contentCheckPage, contentSuccessPage, contentFailedPage, plansCheckPage, subscriptionCheckPage,
  giftPage, redeemPage, rewardsPage, accountPage, notFoundPage, unavailablePage, SUPPORTED, donatePage, collectiblesPage, newsletterPage, resetPasswordPage,
} from './journey-pages.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const COOKIE = 'site_session';
const HEADLINES_PER_PAGE = 6;
/** The largest bodies the endpoints read: a cart add is a few dozen bytes, the cart's remove form less. */
const JSON_BODY_LIMIT = 4096;
const FORM_BODY_LIMIT = 1024;

/**
 * The page's Content-Security-Policy: scripts, styles and fonts only from this site; the platform
 * for the API, its real-time websocket, its images and the card frame (its pages, such as 3-D
 * Secure, show in the same frame). No inline script or style anywhere.
 * @param {string} apiBase
 */
export function contentSecurityPolicy(apiBase, styleHashes = []) {
  const api = new URL(apiBase);
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  return [
    "default-src 'self'", "script-src 'self'", ["style-src 'self'", ...new Set(styleHashes)].join(' '), `img-src 'self' data: ${api.origin}`,
    `media-src ${api.origin}`, `connect-src 'self' ${api.origin} ${ws}`, `frame-src ${api.origin}`,
    "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
  ].join('; ');
}

/** The next 19:00 UTC at least an hour away, in epoch seconds: when the home page's live event starts. */
function nextEvening(now = Date.now()) {
  const at = new Date(now);
  at.setUTCHours(19, 0, 0, 0);
  if (at.getTime() - now < 3600_000) at.setUTCDate(at.getUTCDate() + 1);
  return Math.floor(at.getTime() / 1000);
}

/**
 * Starts the site.
 * @param {object} options
 * @param {{ environment: string, apiBase: string, merchantUuid: string, clientId?: string }} options.platform
 * @param {number} [options.port] 0 (the default) picks a free port
 * @param {string} [options.host]
 * @param {string | null} [options.dataFile] where the site's database is kept (null: in memory)
 * @param {number} [options.liveEventAt] when the live event starts, epoch seconds (default: the next evening)
 * @param {string} [options.libraryDir] the library's built `dist/` folder, served at /dist/
 * @param {{ headersMs?: number, bodyMs?: number }} [options.timeouts] how long a request's headers (default 10 s) and body (default 10 s) may take
 * @param {number} [options.maxSessions] the most sessions the store keeps (default 10,000)
 * @returns {Promise<{ url: string, port: number, stats(): { sessions: number, cartLines: number }, close(): Promise<void> }>}
 */
export async function startMembershipSite({ platform, port = 0, host = '127.0.0.1', dataFile = null, liveEventAt, libraryDir = here('../../dist'), timeouts = {}, maxSessions }) {
  const store = await openSiteStore(dataFile, { maxSessions });
  const catalogue = createCatalogue(platform);
  const liveTime = liveEventAt ?? nextEvening();
  const csp = contentSecurityPolicy(platform.apiBase);

  const findVideo = async (id) => (await catalogue.read()).videos.find((v) => String(v.id) === id);

  // GET pages: [address pattern, (params, request) => page | null (not found)]
  const pages = [
    [/^\/$/, async () => homePage(await catalogue.read(), store.headlines(1, HEADLINES_PER_PAGE), { time: liveTime, now: Math.floor(Date.now() / 1000) })],
    [/^\/channels\/([\w-]+)$/, ([id]) => CHANNELS.find((c) => c.id === id) && channelPage(CHANNELS.find((c) => c.id === id))],
    [/^\/content\/(\d+)$/, async ([id]) => { const v = await findVideo(id); return v && contentPage(v, await catalogue.read()); }],
    [/^\/content\/(\d+)\/payment\/check$/, async ([id]) => { const v = await findVideo(id); return v && contentCheckPage(v); }],
    [/^\/content\/(\d+)\/payment\/success$/, async ([id]) => { const v = await findVideo(id); return v && contentSuccessPage(v); }],
    [/^\/content\/(\d+)\/payment\/failed$/, async ([id]) => { const v = await findVideo(id); return v && contentFailedPage(v); }],
    [/^\/plans$/, async () => plansPage(await catalogue.read())],
    [/^\/plans\/(\d+)\/payment\/check$/, async ([id]) => { const p = (await catalogue.read()).plans.find((x) => String(x.id) === id); return p && plansCheckPage(p); }],
    [/^\/subscription\/check$/, () => subscriptionCheckPage()],
    [/^\/gift-journey\/(\d+)\/payment\/(details|check|success|failed)$/, ([id, step]) => GIFTS.find((g) => g.planId === id) && giftPage(step, GIFTS.find((g) => g.planId === id))],
    [/^\/gift\/redeem$/, () => redeemPage()],
    [/^\/cart\/checkout$/, async (_, r) => cartPage(await cartOf(r.session, r.url))],
    [/^\/memberrewards$/, () => rewardsPage()],
    [/^\/account\/edit$/, () => accountPage()],
    [/^\/account\/reset-password$/, () => resetPasswordPage()],
    [/^\/donate\/(\d+)$/, ([id]) => SUPPORTED.find((f) => f.itemId === id) && donatePage(SUPPORTED.find((f) => f.itemId === id))],
    [/^\/collectibles$/, () => collectiblesPage()],
    [/^\/newsletter$/, () => newsletterPage()],
    [/^\/search\/more$/, () => searchPage()],
  ];

  /** The cart page's data: the lines with their videos and fees, the line being paid, what was just paid. */
  async function cartOf(session, url) {
    const { videos } = await catalogue.read();
    const lines = store.cartLines(session.id).map((l) => {
      const video = videos.find((v) => v.id === l.productId);
      return video && { id: l.id, clip: l.clip, video, fee: video.rental };
    }).filter(Boolean);
    const paid = videos.find((v) => String(v.id) === url.searchParams.get('paid')) ?? null;
    return { lines, paying: Number(url.searchParams.get('line')) || null, paid, csrf: session.csrf };
  }

  /** The channel's contents: its videos, and the plans that include any of them. */
  async function channelProducts(channelId) {
    const { videos, plans } = await catalogue.read();
    const mine = videos.filter((v) => v.channel === channelId);
    return [...mine, ...plans.filter((p) => mine.some((v) => p.itemIds.includes(v.id)))];
  }

  // No request can hold the server: headers past 16 kB are refused (431), headers must arrive within
  // 10 s and a body within 10 s (checked every second); the endpoints read a body only after the
  // cheap checks (session, CSRF token), and never past a few kB.
  const headersMs = timeouts.headersMs ?? 10_000;
  const bodyMs = timeouts.bodyMs ?? 10_000;
  const server = createServer({
    maxHeaderSize: 16_384, headersTimeout: headersMs, requestTimeout: Math.max(headersMs, bodyMs) + 5_000, connectionsCheckingInterval: Math.min(1000, headersMs),
  }, (req, res) => {
    handle(req, res).catch((error) => {
      const status = error?.status ?? 500;
      if (status >= 500) console.error(error?.message ?? error);
      if (res.headersSent) return;
      const text = { 400: 'Bad request.', 408: 'The request took too long.', 413: 'The request is too large.', 503: 'The catalogue is not reachable right now.' }[status] ?? 'Something went wrong.';
      closeAfter(req, res);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    });
  });

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    // only the cart's POST endpoints read a body: any other request that sends one gets its answer
    // and the connection is closed, so the body is never read
    const readsBody = method === 'POST' && /^\/cart\/(products(\/on-demand-clip)?|lines\/\d+\/remove)$/.test(path);
    if (!readsBody) closeAfter(req, res);
    if (path.startsWith('/assets/')) return serveFile(req, res, here('public'), path.slice('/assets'.length));
    if (path.startsWith('/dist/')) return serveFile(req, res, libraryDir, path.slice('/dist'.length));

    const cookie = /(?:^|;\s*)site_session=([\w.-]+)/.exec(req.headers.cookie ?? '')?.[1];
    let session = store.session(cookie);
    const wantsJson = /application\/json/.test(req.headers.accept ?? '');
    const sentToken = req.headers['x-csrf-token'];
    // an answer given before a request's body was read closes its connection (the rest is never read)
    const refuse = (status, value) => {
      closeAfter(req, res);
      return json(res, status, value);
    };

    // the endpoints the elements call (docs/site-contract.md section 4)
    if (method === 'POST' && (path === '/cart/products' || path === '/cart/products/on-demand-clip')) {
      if (!csrfMatches(session, sentToken)) return refuse(419, { success: false, message: 'CSRF token mismatch.' });
      const body = (await readBody(req, { limit: JSON_BODY_LIMIT, timeoutMs: bodyMs })).toString('utf8');
      const clip = path.endsWith('/on-demand-clip');
      const sellable = (await catalogue.read()).videos.filter((v) => v.rental);
      const add = readCartAdd(sellable, body, { clip });
      if ('error' in add) return json(res, add.status, { success: false, message: add.error });
      // one line per film: its access is sold once (cartAddition)
      const change = cartAddition(store.cartLines(session.id), add.line);
      if (change.replace !== null) store.removeCartLine(session.id, change.replace);
      let count = store.cartLines(session.id).length;
      if (change.add) {
        const added = store.addCartLine(session, change.add);
        if (added.full) return json(res, 200, { success: false, message: `Your cart is full: it holds ${added.count} items at most.` });
        count = added.count;
      }
      return json(res, 200, { success: true, notification: addedNotification(add.product, count, clip, change.kept) });
    }
    if (method === 'GET' && path === '/users/token') {
      if (!csrfMatches(session, sentToken)) return refuse(419, { success: false, message: 'CSRF token mismatch.' });
      const { token, expires } = store.providerToken(session);
      return json(res, 200, { success: true, data: { token, expires, inplayer_uuid: session.uuid } });
    }
    if (method === 'GET' && path === '/search/more' && wantsJson) {
      return json(res, 200, searchAnswer(await catalogue.products(), Object.fromEntries(url.searchParams)));
    }
    const channel = /^\/channels\/([\w-]+)\/contents$/.exec(path)?.[1];
    if (method === 'GET' && channel) {
      if (!CHANNELS.some((c) => c.id === channel)) return json(res, 404, { success: false, message: 'No such channel.' });
      return json(res, 200, searchAnswer(await channelProducts(channel), Object.fromEntries(url.searchParams)));
    }
    if (method === 'GET' && path === '/headlines') {
      const { items, complete } = store.headlines(Math.max(1, Number(url.searchParams.get('page')) || 1), HEADLINES_PER_PAGE);
      const dateText = (d) => new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      return json(res, 200, { items: items.map((h) => ({ date: h.date, dateText: dateText(h.date), title: h.title, summary: h.summary, link: h.link })), complete });
    }
    // the cart page's own form: remove a line (or, with paid=1, take off a line that was paid for)
    const removing = /^\/cart\/lines\/(\d+)\/remove$/.exec(path)?.[1];
    if (method === 'POST' && removing) {
      const expired = () => {
        closeAfter(req, res);
        return res.writeHead(419, { 'content-type': 'text/plain' }).end('This page has expired: go back and reload it.');
      };
      // the token is in the form, so the body is needed: but only a request with a session may send one
      if (!session) return expired();
      const form = new URLSearchParams((await readBody(req, { limit: FORM_BODY_LIMIT, timeoutMs: bodyMs })).toString('utf8'));
      if (!csrfMatches(session, form.get('_token'))) return expired();
      const line = store.removeCartLine(session.id, removing);
      const paid = line && form.get('paid') === '1' ? `?paid=${line.productId}` : '';
      return res.writeHead(303, { location: `/cart/checkout${paid}` }).end();
    }
    if (path === '/account') return res.writeHead(301, { location: '/account/edit' }).end();
    if (method !== 'GET' && method !== 'HEAD') return res.writeHead(405, { allow: 'GET' }).end();

    // pages: every one carries a session's CSRF token; a new session is only a signed cookie (the
    // store keeps nothing for it until it keeps a cart line or a provider token)
    const headers = {
      'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, 'cache-control': 'no-store',
      'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin',
    };
    if (!session) {
      session = store.newSession();
      headers['set-cookie'] = `${COOKIE}=${session.cookie}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor((session.expires - Date.now()) / 1000)}`;
    }
    let page = null;
    let status = 200;
    try {
      for (const [pattern, render] of pages) {
        const match = pattern.exec(path);
        if (match) {
          page = await render(match.slice(1), { session, url });
          break;
        }
      }
      if (!page) [page, status] = [notFoundPage(), 404];
    } catch (error) {
      if (!(error instanceof CatalogueUnavailable)) throw error;
      console.error(error.message);
      [page, status] = [unavailablePage(), 503];
    }
    // server-rendered elements bring their inline styles, allowed by their hashes on that page only
    if (page.styleHashes?.length) headers['content-security-policy'] = contentSecurityPolicy(platform.apiBase, page.styleHashes);
    const site = { platform, session, path, cartCount: store.cartLines(session.id).length };
    res.writeHead(status, headers).end(method === 'HEAD' ? undefined : String(layout(page, site)));
  }

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    stats: () => store.stats(),
    close: () => new Promise((ok) => {
      server.closeAllConnections();
      server.close(() => {
        store.close();
        ok();
      });
    }),
  };
}

function json(res, status, value) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(value));
}

/** A static file below `root` (no way out of it, no dotfiles). */
function serveFile(req, res, root, path) {
  send(req, path, { root, index: false, dotfiles: 'deny', etag: false, lastModified: false, cacheControl: false })
    .on('headers', (response) => {
      response.setHeader('cache-control', 'no-cache');
      response.setHeader('x-content-type-options', 'nosniff');
    })
    .on('error', (error) => res.writeHead(error.status || 500, { 'content-type': 'text/plain' }).end(error.status === 404 ? 'Not found' : 'Error'))
    .pipe(res);
}

// run on its own: `node examples/membership-site/server.mjs`, against the sandbox of `npm run sandbox`
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const site = await startMembershipSite({
    platform: {
      environment: process.env.PAYWALL_ENVIRONMENT ?? 'sandbox',
      apiBase: process.env.PAYWALL_API_BASE ?? 'http://127.0.0.1:4010',
      merchantUuid: process.env.PAYWALL_MERCHANT_UUID ?? 'c6f4002f-7415-4eb6-ab03-72b0f7aff0e8',
      clientId: process.env.PAYWALL_CLIENT_ID ?? '4bd9ff5e-6b2a-4f5e-9c7d-8e1f2a3b4c5d',
    },
    port: Number(process.env.SITE_PORT) || 8080,
    dataFile: here('../../.sandbox-data/membership-site.sqlite'),
  });
  console.log(`Membership site: ${site.url}/`);
  const stop = () => site.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
