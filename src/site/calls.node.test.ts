import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postCartProduct, getProviderToken, productAddedFrom, sameOriginUrl, CSRF_HEADER } from './calls';
import { createSiteSearch, searchParams, type SearchState } from './search';
import { SITE_STORAGE_KEY, type WebStorage } from './site-storage';
import { siteRequest } from './site-request';
import { PaywallError } from '../client/errors';
import { withTimeout } from '../client/http';

// A small merchant server: records every request and answers per path.
interface Seen { method: string; path: string; headers: IncomingMessage['headers']; body: string; at: number }
const seen: Seen[] = [];
let server: Server;
let origin = '';
let tokenAnswer: unknown = { success: true, data: { token: 'tok-1', expires: 4_000_000_000, inplayer_uuid: 'u-1' } };
/** Searches the server holds (by search text) until the test lets them go, and whether the client gave up on them. */
const held: Record<string, { go?: () => void; aborted: boolean; arrived: boolean }> = {};

before(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      seen.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body, at: Date.now() });
      const send = (status: number, value: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(typeof value === 'string' ? value : JSON.stringify(value));
      };
      const answer = () => {
        switch (url.pathname) {
          case '/cart/products': return send(200, { success: true, notification: { heading: 'Added', title: 'Film', thumbnail: 'javascript:alert(1)' } });
          case '/cart/no-success': return send(200, { success: 'true' });
          case '/cart/419': return send(419, { message: 'CSRF token mismatch.' });
          case '/cart/html': return send(200, '<html>login</html>', 'text/html');
          case '/users/token': return send(200, tokenAnswer);
          case '/search/more': return send(200, { success: true, data: [{ link: '/v/1', thumbnail: 'https://cdn.test/1.jpg', name: `r:${url.searchParams.get('search')}` }, { link: 'javascript:alert(1)', name: 'x' }], meta: { total_count: 2 }, text: '2 results' });
          case '/search/fail': return send(500, { message: 'boom' });
          default: return send(404, {});
        }
      };
      const hold = held[url.searchParams.get('search') ?? ''];
      if (!hold) return answer();
      hold.arrived = true;
      res.on('close', () => { if (!res.writableEnded) hold.aborted = true; });
      hold.go = answer;
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => (seen.length = 0));

const ctx = () => ({ pageUrl: `${origin}/content/1`, csrfToken: 'csrf-abc', log: (m: string) => logs.push(m) });
const logs: string[] = [];

test('cart add POSTs the JSON payload with the CSRF header and succeeds on success: true', async () => {
  const result = await postCartProduct('/cart/products', { productType: 'ppv', productId: 42 }, ctx());
  assert.equal(result.status, 'added');
  assert.equal(seen.length, 1);
  assert.equal(seen[0].method, 'POST');
  assert.equal(seen[0].headers[CSRF_HEADER.toLowerCase()], 'csrf-abc');
  assert.equal(seen[0].headers['content-type'], 'application/json');
  assert.deepEqual(JSON.parse(seen[0].body), { productType: 'ppv', productId: 42 });
  const note = productAddedFrom(result.status === 'added' ? result.response : {}, { description: 'From the button' }, ctx().pageUrl);
  assert.deepEqual(note, { heading: 'Added', thumbnail: null, title: 'Film', description: 'From the button' });
});

test('anything but success === true, a 419, HTML or a refused origin fails and is only logged', async () => {
  logs.length = 0;
  for (const path of ['/cart/no-success', '/cart/419', '/cart/html', '/cart/missing']) {
    const result = await postCartProduct(path, { productType: 'clip', productId: '1' }, ctx());
    assert.equal(result.status, 'failed', path);
  }
  const cross = await postCartProduct('https://evil.test/cart', { productType: 'clip', productId: '1' }, ctx());
  assert.equal(cross.status, 'failed');
  assert.equal(seen.length, 4, 'the cross-origin call was never sent');
  assert.equal(logs.length, 5);
  assert.ok(logs.every((l) => l.startsWith('[paywall-elements] ')));
});

test('sameOriginUrl resolves relative endpoints and refuses others', () => {
  assert.equal(sameOriginUrl('/x', 'https://shop.test/a/b')?.href, 'https://shop.test/x');
  assert.equal(sameOriginUrl('//evil.test/x', 'https://shop.test/'), null);
  assert.equal(sameOriginUrl('https://shop.test.evil.test/', 'https://shop.test/'), null);
});

function memory(): WebStorage {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

test('the provider token is fetched, stored with its uuid, and reused only for the same uuid', async () => {
  const storage = memory();
  const first = await getProviderToken('/users/token', 'u-1', { ...ctx(), storage });
  assert.deepEqual(first, { token: 'tok-1', expires: 4_000_000_000, uuid: 'u-1' });
  assert.equal(seen.length, 1);
  assert.equal(seen[0].headers[CSRF_HEADER.toLowerCase()], 'csrf-abc');
  assert.equal(JSON.parse(storage.getItem(SITE_STORAGE_KEY)!).providerUuid, 'u-1');
  await getProviderToken('/users/token', 'u-1', { ...ctx(), storage });
  assert.equal(seen.length, 1, 'reused for the same uuid');
  await getProviderToken('/users/token', 'u-2', { ...ctx(), storage });
  assert.equal(seen.length, 2, 'another uuid asks again');
  await getProviderToken('/users/token', 'u-1', { ...ctx(), storage, nowMs: 4_000_000_000_000 });
  assert.equal(seen.length, 3, 'an expiring token is not reused');
});

test('a token answer without success or fields is a logged failure', async () => {
  logs.length = 0;
  tokenAnswer = { success: true, data: { token: 'x' } };
  assert.equal(await getProviderToken('/users/token', 'u-9', { ...ctx(), storage: memory() }), null);
  tokenAnswer = { success: 1, data: { token: 'x', expires: 1, inplayer_uuid: 'u' } };
  assert.equal(await getProviderToken('/users/token', 'u-9', { ...ctx(), storage: memory() }), null);
  tokenAnswer = { success: true, data: { token: 'tok-1', expires: 4_000_000_000, inplayer_uuid: 'u-1' } };
  assert.equal(logs.length, 2);
});

test('search params: search only when given, then type and categories', () => {
  assert.equal(searchParams({ type: 'video', categories: ['a', 'b'] }).toString(), 'type=video&categories=a%2Cb');
  assert.equal(searchParams({ search: '  cats ', type: 'all' }).toString(), 'search=cats&type=all');
  assert.equal(searchParams({ search: 'cats', page: 1 }).toString(), 'search=cats', 'the first page is the default');
  assert.equal(searchParams({ search: 'cats', page: 3 }).toString(), 'search=cats&page=3');
});

test('search is sent 550 ms after the last keystroke, once', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const states: SearchState[] = [];
  const s = createSiteSearch('/search/more', (st) => states.push(st), ctx());
  s.update({ search: 'c', type: 'video' });
  t.mock.timers.tick(300);
  s.update({ search: 'ca', type: 'video' });
  t.mock.timers.tick(300);
  s.update({ search: 'cat', type: 'video' });
  t.mock.timers.tick(549);
  assert.equal(seen.length, 0);
  assert.equal(states.at(-1)?.status, 'loading');
  t.mock.timers.tick(1);
  t.mock.timers.reset();
  const { waitUntil } = await import('../../test/helpers/test-wait');
  await waitUntil(() => states.at(-1)?.status === 'ready');
  assert.equal(seen.length, 1);
  assert.equal(seen[0].path, '/search/more?search=cat&type=video');
  const ready = states.at(-1) as Extract<SearchState, { status: 'ready' }>;
  assert.deepEqual(ready.results, { items: [{ link: `${origin}/v/1`, thumbnail: 'https://cdn.test/1.jpg', name: 'r:cat' }, { link: null, thumbnail: null, name: 'x' }], total: 2, text: '2 results' });
  s.dispose();
});

test('a newer query wins over a slower earlier one, which is cancelled', async () => {
  const { waitUntil } = await import('../../test/helpers/test-wait');
  // the earlier search's answer is held at the server until the newer one has been answered
  held.slow = { aborted: false, arrived: false };
  const states: SearchState[] = [];
  const s = createSiteSearch('/search/more', (st) => states.push(st), { ...ctx(), delayMs: 0 });
  try {
    s.now({ search: 'slow' });
    await waitUntil(() => held.slow.arrived);
    s.now({ search: 'fast' });
    await waitUntil(() => states.at(-1)?.status === 'ready');
    // the client gave up on the earlier request: the server sees it go before it answered
    await waitUntil(() => held.slow.aborted);
    held.slow.go?.();
    const ready = states.filter((x) => x.status === 'ready') as Array<Extract<SearchState, { status: 'ready' }>>;
    assert.deepEqual(ready.map((r) => r.results.items[0].name), ['r:fast']);
    assert.equal(states.filter((x) => x.status === 'error').length, 0, 'the cancelled request is not an error');
  } finally {
    delete held.slow;
    s.dispose();
  }
});

test('a failed search stops the loading indicator', async () => {
  const states: SearchState[] = [];
  const s = createSiteSearch('/search/fail', (st) => states.push(st), { ...ctx(), delayMs: 0 });
  s.now({ search: 'x' });
  const { waitUntil } = await import('../../test/helpers/test-wait');
  await waitUntil(() => states.at(-1)?.status !== 'loading');
  assert.equal(states.at(-1)?.status, 'error');
  s.dispose();
});

test('site requests fail with the client\'s PaywallError: status, code and body, like a platform call', async () => {
  const fail = await siteRequest('/search/fail', ctx(), { method: 'GET' }).catch((e: unknown) => e);
  assert.ok(fail instanceof PaywallError);
  assert.equal(fail.status, 500);
  assert.equal(fail.message, 'Request failed with status code 500');
  assert.deepEqual(fail.data, { message: 'boom' });
  const html = await siteRequest('/cart/html', ctx(), { method: 'POST', body: {} }).catch((e: unknown) => e);
  assert.ok(html instanceof PaywallError);
  assert.equal(html.code, 'ERR_BAD_RESPONSE');
  const away = await siteRequest('https://elsewhere.test/cart', ctx(), { method: 'POST', body: {} }).catch((e: unknown) => e);
  assert.ok(away instanceof PaywallError);
  assert.equal(away.code, 'ERR_SITE_ORIGIN');
  const aborted = new AbortController();
  aborted.abort();
  const cancelled = await siteRequest('/search/more', ctx(), { method: 'GET', signal: aborted.signal }).catch((e: unknown) => e);
  assert.ok(cancelled instanceof PaywallError);
  assert.equal(cancelled.code, 'ERR_CANCELED');
});

test('a caller\'s signal keeps its timeout where AbortSignal.any is missing (older browsers)', async (t) => {
  const any = AbortSignal.any;
  t.after(() => { AbortSignal.any = any; });
  // @ts-expect-error: removed to stand for a browser without it
  delete AbortSignal.any;
  const caller = new AbortController();
  const joined = withTimeout(caller.signal, 30);
  await new Promise((r) => joined.addEventListener('abort', r, { once: true }));
  assert.equal(joined.aborted, true, 'the timeout aborts');
  assert.equal((joined.reason as Error).name, 'TimeoutError');
  const other = new AbortController();
  const second = withTimeout(other.signal, 10_000);
  other.abort(new Error('left the page'));
  assert.equal(second.aborted, true, 'the caller aborts');
  assert.equal((second.reason as Error).message, 'left the page');
});
