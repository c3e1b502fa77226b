// The bench's own parts that need no browser: statistics, endpoint folding, the loopback server
// (gzip for text, exact files, 404s) with the Ghost Portal stubs answering what Portal needs, the
// same server and the API proxy over HTTP/2 with TLS counting what they answered (preflights
// apart), and the critical chain read from a load's requests.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { connect } from 'node:http2';
import { stats } from './timing.mjs';
import { endpointOf } from './speed.mjs';
import { startBenchServer, startProxy, makeCertificate, countLog, ghostPage, ghostStubs, GHOST_KEY } from './serve.mjs';
import { criticalChain, shortName } from './paying.mjs';

test('stats: median of odd and even counts, min and max, nulls ignored', () => {
  assert.deepEqual(stats([5, 1, 3]), { median: 3, min: 1, max: 5, n: 3 });
  assert.deepEqual(stats([4, null, 1, 3, 2]), { median: 2.5, min: 1, max: 4, n: 4 });
  assert.deepEqual(stats([]), { median: null, min: null, max: null, n: 0 });
});

test('endpointOf folds ids and uuids so one endpoint counts once', () => {
  assert.equal(endpointOf('GET', 'http://127.0.0.1:1/items/c6f4002f-7415-4eb6-ab03-72b0f7aff0e8/40001?x=1'), 'GET /items/{uuid}/{id}');
  assert.equal(endpointOf('GET', 'http://127.0.0.1:1/items/40001/access'), 'GET /items/{id}/access');
  assert.equal(endpointOf('GET', 'http://127.0.0.1:1/accounts'), 'GET /accounts');
});

let dir;
let server;
const counts = {};
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
  writeFileSync(join(dir, 'a.js'), 'export const a = 1;\n'.repeat(50));
  server = await startBenchServer({
    mounts: { '/files/': dir }, pages: { '/portal/': ghostPage },
    handle: (req, res, url) => ghostStubs(req, res, url, counts),
  });
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    request(server.url + path, { headers }, (res) => {
      const parts = [];
      res.on('data', (d) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject).end();
  });
}

test('files are served gzip-compressed when the browser accepts it, plain otherwise', async () => {
  const zipped = await get('/files/a.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(zipped.status, 200);
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(zipped.body).toString(), 'export const a = 1;\n'.repeat(50));
  const plain = await get('/files/a.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.length, 'export const a = 1;\n'.length * 50);
  assert.equal((await get('/files/../etc/passwd')).status, 404);
  assert.equal((await get('/files/missing.js')).status, 404);
});

test('the Portal page points the script at the local stubs, which answer what Portal needs to render', async () => {
  const page = (await get('/portal/')).body.toString();
  assert.match(page, new RegExp(`data-ghost="${server.url}/" data-key="${GHOST_KEY}" data-api="${server.url}/ghost/api/content/"`));
  assert.equal((await get('/members/api/member/')).status, 204, 'signed out');
  const settings = JSON.parse((await get(`/ghost/api/content/settings/?key=${GHOST_KEY}`)).body);
  assert.equal(settings.settings.members_signup_access, 'all');
  assert.deepEqual(settings.settings.portal_plans, ['free']);
  assert.equal(settings.settings.url, `${server.url}/`);
  assert.deepEqual(JSON.parse((await get('/ghost/api/content/tiers/?limit=100')).body), { tiers: [] });
  assert.deepEqual(JSON.parse((await get('/ghost/api/content/newsletters/?limit=100')).body), { newsletters: [] });
  assert.equal((await get('/ghost/api/content/unknown/')).status, 404, 'an unexpected call shows up as a 404');
  assert.equal(counts['/ghost/api/content/settings/'], 1);
});

/** One HTTP/2 request over TLS (the bench's own certificate); resolves to `{ status, headers, body }`. */
function h2(url, path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const session = connect(url, { rejectUnauthorized: false });
    session.on('error', reject);
    const req = session.request({ ':path': path, ':method': method, ...headers });
    const parts = [];
    let head;
    req.on('response', (h) => { head = h; });
    req.on('data', (d) => parts.push(d));
    req.on('end', () => {
      session.close();
      resolve({ status: head[':status'], headers: head, body: Buffer.concat(parts) });
    });
    req.on('error', reject);
    req.end();
  });
}

test('over HTTP/2 with TLS the page server and the API proxy answer as over HTTP/1.1, and log each answer with its protocol; preflights are counted apart', async () => {
  const tls = makeCertificate();
  const pageLog = [];
  const apiLog = [];
  // a stand-in platform that answers preflights itself, as the sandbox does
  const platform = await startBenchServer({
    handle: (req, res) => {
      if (req.method === 'OPTIONS') res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization' }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: req.url, host: req.headers.host }));
      return true;
    },
  });
  const pages = await startBenchServer({ mounts: { '/files/': dir }, tls, log: pageLog });
  const api = await startProxy({ target: platform.url, tls, log: apiLog });
  try {
    assert.match(pages.url, /^https:\/\/127\.0\.0\.1:\d+$/);
    const file = await h2(pages.url, '/files/a.js', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(file.status, 200);
    assert.equal(gunzipSync(file.body).toString(), 'export const a = 1;\n'.repeat(50));
    const answer = await h2(api.url, '/items/1/access?x=1');
    assert.deepEqual(JSON.parse(answer.body), { path: '/items/1/access?x=1', host: new URL(platform.url).host }, 'passed on as it came, to the platform\'s host');
    assert.equal((await h2(api.url, '/items/1/access', { method: 'OPTIONS', headers: { origin: pages.url } })).status, 204);
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(pageLog.map((e) => [e.method, e.path, e.protocol, e.status, e.bytes]), [['GET', '/files/a.js', 'h2', 200, file.body.length]]);
    assert.deepEqual(countLog(apiLog), { preflights: 1, requests: 1, bytes: answer.body.length, protocols: ['h2'] });
    assert.equal(apiLog.find((e) => e.method === 'OPTIONS').origin, pages.url);
  } finally {
    await api.close();
    await pages.close();
    await platform.close();
  }
});

test('the critical chain: each request waits for the latest answer before it was sent; the chain ends at the last answer before usable', () => {
  const page = 'http://127.0.0.1:1';
  const r = (url, type, start, end, extra = {}) => ({ url: page + url, type, method: 'GET', start, end, ...extra });
  const requests = [
    r('/gate/', 'Document', 0, 100),
    r('/dist/iife/paywall-elements.iife.js', 'Script', 105, 205),
    r('/dist/cdn/paywall-elements.js', 'Script', 210, 310),
    r('/dist/cdn/chunks/gate-AbCdEf12.js', 'Script', 211, 312),
    // an image never holds the chain; a preflight neither
    r('/media/poster.svg', 'Image', 215, 400),
    r('/items/1', 'Fetch', 320, 420, { method: 'OPTIONS', preflight: true }),
    r('/items/40001', 'Fetch', 320, 520),
    r('/branding/paywall/c6f4002f-7415-4eb6-ab03-72b0f7aff0e8/default', 'Fetch', 321, 430),
    // after usable: not in the chain
    r('/v2/accounts/media/favorites', 'Fetch', 600, 700),
  ];
  const c = criticalChain(requests, 530, page);
  assert.equal(c.levels, 3);
  assert.deepEqual(c.chain, ['HTML', 'stub', 'gate.js', 'GET /items/{id}']);
  assert.equal(c.text, 'HTML → stub → [entry, gate.js] → [GET /items/{id}, GET /branding/paywall/{uuid}/default]');
  // named by the build's manifest when a namer is given
  const named = criticalChain(requests, 530, page, (path) => (path.includes('gate-') ? 'components/gate/gate' : null));
  assert.deepEqual(named.waves[2], ['entry', 'components/gate/gate']);
  // the initiator CDP names is the parent when it is as deep as the latest answer before the request
  const imported = criticalChain([
    r('/p/', 'Document', 0, 100), r('/a.js', 'Script', 110, 200), r('/b.js', 'Script', 110, 150),
    r('/c.js', 'Script', 205, 300, { initiatorUrl: `${page}/b.js` }), r('/d.js', 'Script', 305, 400, { initiatorUrl: `${page}/c.js` }),
  ], 1000, page);
  assert.deepEqual(imported.chain, ['HTML', 'b.js', 'c.js', 'd.js']);
  // a card frame's page is a document of its own, one level below what asked for it
  assert.equal(shortName({ url: 'http://127.0.0.1:2/card-frame/index.html', type: 'Document' }, page), 'frame index.html');
  assert.equal(shortName({ url: `${page}/gate/`, type: 'Document' }, page), 'HTML');
});
