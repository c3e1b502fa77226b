// The bench's own parts that need no browser: statistics, endpoint folding, and the loopback server
// (gzip for text, exact files, 404s) with the Ghost Portal stubs answering what Portal needs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { stats } from './timing.mjs';
import { endpointOf } from './speed.mjs';
import { startBenchServer, ghostPage, ghostStubs, GHOST_KEY } from './serve.mjs';

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
