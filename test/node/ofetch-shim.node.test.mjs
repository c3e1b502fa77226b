// The script-tag build's stand-in for ofetch (shims/ofetch.mjs) against ofetch itself: the same
// requests, the way src/client/http.ts and src/site/site-request.ts make them (a full address with
// its query, a deadline as a signal), through both, to a local server. What the server receives,
// what each resolves to and what each throws must agree.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { ofetch as real } from 'ofetch';
import { ofetch as shim, FetchError } from '../../shims/ofetch.mjs';

let server;
let base;
let seen = [];
const counts = new Map();

before(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url, 'http://x');
      seen.push({ method: req.method, url: req.url, type: req.headers['content-type'] ?? null, accept: req.headers.accept ?? null, auth: req.headers.authorization ?? null, body });
      const key = `${url.pathname}|${url.searchParams.get('k')}`;
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      const json = (status, value) => res.writeHead(status, { 'content-type': 'application/json', date: 'Fri, 27 Nov 2026 08:00:00 GMT' }).end(JSON.stringify(value));
      if (url.pathname === '/echo') return json(200, { method: req.method, query: url.search, body });
      if (url.pathname.startsWith('/status/')) return json(Number(url.pathname.slice(8)), { code: Number(url.pathname.slice(8)), message: 'Refused' });
      // answers 503 the first `fail` times for a key, then 200
      if (url.pathname === '/flaky') return n <= Number(url.searchParams.get('fail')) ? json(503, { code: 503 }) : json(200, { n });
      // never answers: a timeout or the caller's abort is the only way out, however slow the machine
      if (url.pathname === '/slow') return;
      if (url.pathname === '/empty') return res.writeHead(204).end();
      if (url.pathname === '/text') return res.writeHead(200, { 'content-type': 'text/plain' }).end('not json');
      json(404, { code: 404 });
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

/**
 * What a call did: its value or its error, and the requests the server received. A request that
 * times out or is aborted may be cut off before the server reads it (a loaded machine), or reach it
 * after the call is over: for those (`/slow`) the requests are counted as the library hands them to
 * `fetch`, which is what the comparison is about.
 */
async function outcome(make, request, options, key) {
  seen = [];
  const handed = [];
  const $fetch = make((input, init) => {
    handed.push({ method: (init?.method ?? 'GET').toUpperCase(), url: new URL(typeof input === 'string' ? input : input.url).pathname });
    return fetch(input, init);
  });
  const opts = typeof options === 'function' ? options() : options;
  let result;
  try {
    // the address as the library hands it over: absolute, with its query
    const url = new URL(request, base);
    for (const [k, v] of Object.entries({ ...opts.query, k: key })) if (v !== undefined) url.searchParams.set(k, String(v));
    const { query: _query, ...rest } = opts;
    const value = await $fetch(url.href, rest);
    result = { value: value instanceof Blob ? `blob:${await value.text()}` : value };
  } catch (e) {
    result = {
      error: e.name, status: e.status, statusCode: e.statusCode, statusText: e.statusText, data: e.data, response: e.response?.status,
      cause: e.cause?.name, message: e.message.replace(/127\.0\.0\.1:\d+/, 'host'),
    };
  }
  if (request === '/slow') return { ...result, requests: handed };
  return { ...result, requests: seen.map((r) => ({ ...r, url: r.url.replace(/([?&])k=[^&]*&?/, '$1').replace(/[?&]$/, '') })) };
}

const instance = (o) => ({ retry: false, ...o });
const cases = [
  ['a read with a query and the default headers under the call\'s', '/echo', () => ({ query: { a: 1, b: undefined, c: 'x y' }, headers: { authorization: 'Bearer t' } })],
  ['a form-encoded write', '/echo', () => ({ method: 'post', body: new URLSearchParams({ a: '1', b: 'two words' }) })],
  ['a JSON string written with its own content type', '/echo', () => ({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json', Accept: 'application/json' } })],
  ['a refused read: the error carries the status and the body', '/status/404', () => ({ query: {} })],
  ['a refused write', '/status/422', () => ({ method: 'POST', body: new URLSearchParams({ a: '1' }), query: {} })],
  ['a read retried after two 503s', '/flaky', () => ({ query: { fail: 2 }, retry: 3, retryDelay: () => 5 })],
  ['a read whose retries run out', '/flaky', () => ({ query: { fail: 9 }, retry: 2, retryDelay: () => 1 })],
  ['a write never retried', '/flaky', () => ({ method: 'POST', query: { fail: 1 }, retry: false })],
  ['a write with a key retried once on the listed statuses', '/flaky', () => ({ method: 'POST', query: { fail: 1 }, retry: 1, retryStatusCodes: [500, 502, 503, 504] })],
  ['a write not retried on a status outside the list', '/status/409', () => ({ method: 'POST', query: {}, retry: 1, retryStatusCodes: [500, 502, 503, 504] })],
  ['a read that times out', '/slow', () => ({ query: {}, signal: AbortSignal.timeout(50), retry: 0 })],
  ['a read that times out, retried', '/slow', () => ({ query: {}, signal: AbortSignal.timeout(50), retry: 2 })],
  ['a read the caller aborts: never retried', '/slow', () => {
    const c = new AbortController();
    setTimeout(() => c.abort(), 50);
    return { query: {}, signal: c.signal, retry: 3 };
  }],
  ['an answer without a body', '/empty', () => ({ query: {} })],
  ['a text answer', '/text', () => ({ query: {} })],
  ['a blob answer', '/echo', () => ({ query: {}, responseType: 'blob' })],
];

for (const [i, [name, path, options]] of cases.entries()) {
  test(`ofetch and its stand-in agree: ${name}`, async () => {
    const key = `case${i}`;
    const make = (lib) => (fetch) => lib.create(instance({ responseType: 'text', headers: { accept: 'application/json', 'x-default': 'd' } }), { fetch });
    counts.clear();
    const expected = await outcome(make(real), path, options, key);
    counts.clear();
    const actual = await outcome(make(shim), path, options, key);
    assert.deepEqual(actual, expected);
  });
}

test('the stand-in: the response hook sees the resolved request and the response; the fetch given to create is used', async () => {
  const hooks = [];
  const calls = [];
  const $fetch = shim.create(
    { responseType: 'text', onResponse: ({ request, response }) => hooks.push([request, response.status, response.headers.get('date')]) },
    { fetch: (...a) => (calls.push(a[0]), fetch(...a)) },
  );
  assert.equal(JSON.parse(await $fetch(`${base}/echo?q=1`)).query, '?q=1');
  assert.deepEqual(hooks, [[`${base}/echo?q=1`, 200, 'Fri, 27 Nov 2026 08:00:00 GMT']]);
  assert.deepEqual(calls, [`${base}/echo?q=1`]);
});

test('the stand-in: a network failure is a FetchError without a response, its cause the fetch error', async () => {
  const e = await shim.create({ retry: false })('http://127.0.0.1:9/x').catch((x) => x);
  assert.ok(e instanceof FetchError);
  assert.equal(e.name, 'FetchError');
  assert.equal(e.response, undefined);
  assert.equal(e.cause?.name, 'TypeError');
  const r = await real.create({ retry: false })('http://127.0.0.1:9/x').catch((x) => x);
  assert.equal(r.cause?.name, e.cause?.name);
  assert.equal(r.message.replace(/ fetch failed.*/, ''), e.message.replace(/ fetch failed.*/, ''));
});
