// The notification key service and the MQTT-over-websocket broker: authentication in the CONNECT
// packet and in a SigV4-style URL, topic restriction, expiry, disconnects, refusals, test events.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { start, client, signUp, subscriber, until } from './helpers.mjs';

/** @type {any} */ let sb;
/** @type {ReturnType<typeof client>} */ let call;
before(async () => { sb = await start({ eventDelayMs: 20 }); call = client(sb); });
after(async () => { await sb?.close(); });

/** @param {string} token */
const keys = async (token) => (await call('GET', '/iot/keys', { token })).body;

/**
 * Connect outcome of an MQTT client: 'connected' or the CONNACK/handshake error.
 * @param {string} url
 * @param {any} opts
 */
function tryConnect(url, opts) {
  return new Promise((resolve) => {
    const c = mqtt.connect(url, { protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 4000, ...opts });
    c.once('connect', () => resolve({ state: 'connected', client: c }));
    c.once('error', (/** @type {any} */ e) => { c.end(true); resolve({ state: 'error', code: e.code, message: e.message }); });
  });
}

/** Status of a raw websocket upgrade. @param {string} url */
function upgradeStatus(url) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, ['mqtt']);
    ws.once('open', () => { ws.terminate(); resolve(101); });
    ws.once('unexpected-response', (_req, res) => { resolve(res.statusCode); ws.terminate(); });
    ws.once('error', () => resolve(0));
  });
}

test('key service: temporary credentials for a signed-in viewer; 401 otherwise', async () => {
  const v = await signUp(call, sb);
  const k = await keys(v.token);
  for (const f of ['region', 'accessKey', 'secretKey', 'sessionToken', 'iotEndpoint', 'expiresAt']) assert.ok(k[f], f);
  assert.equal(k.iotEndpoint, sb.iotEndpoint);
  assert.ok(k.expiresAt > Date.now() + 25 * 60_000 && k.expiresAt <= Date.now() + 30 * 60_000 + 1000, 'expires in 30 minutes (ms)');
  assert.equal((await call('GET', '/iot/keys')).status, 401);
  assert.equal((await call('GET', '/iot/keys', { token: 'bogus' })).status, 401);
});

test('CONNECT credentials: own topic allowed, other topics refused (SUBACK 128), bad credentials get CONNACK 5', async () => {
  const v = await signUp(call, sb);
  const k = await keys(v.token);
  const ok = /** @type {any} */ (await tryConnect(sb.mqttURL, { username: k.accessKey, password: k.sessionToken }));
  assert.equal(ok.state, 'connected');
  // mqtt.js reports a SUBACK with a refusal as an error; the packet carries the granted codes.
  const suback = await new Promise((r) => ok.client.subscribe([v.account.uuid, 'someone-else', `${v.account.uuid}/#`], { qos: 1 }, (/** @type {any} */ _e, /** @type {any} */ _g, /** @type {any} */ p) => r(p)));
  assert.deepEqual(/** @type {any} */ (suback).granted, [1, 128, 128]);
  ok.client.end(true);
  const bad = /** @type {any} */ (await tryConnect(sb.mqttURL, { username: k.accessKey, password: 'wrong' }));
  assert.equal(bad.state, 'error');
  assert.equal(bad.code, 5);
  const none = /** @type {any} */ (await tryConnect(sb.mqttURL, {}));
  assert.equal(none.code, 5);
});

test('SigV4-style URL credentials: accepted when valid, HTTP 403 on the upgrade when not', async () => {
  const v = await signUp(call, sb);
  const k = await keys(v.token);
  const q = (/** @type {string} */ key, /** @type {string} */ tok) => `${sb.mqttURL}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${encodeURIComponent(`${key}/20261122/eu-west-1/iotdevicegateway/aws4_request`)}&X-Amz-Date=20261122T000000Z&X-Amz-SignedHeaders=host&X-Amz-Signature=abc&X-Amz-Security-Token=${encodeURIComponent(tok)}`;
  assert.equal(await upgradeStatus(q(k.accessKey, 'nope')), 403);
  assert.equal(await upgradeStatus(q('ASIAUNKNOWN', k.sessionToken)), 403);
  const good = /** @type {any} */ (await tryConnect(q(k.accessKey, k.sessionToken), { clientId: 'mqttjs_test' }));
  assert.equal(good.state, 'connected');
  const grants = await new Promise((r) => good.client.subscribe(v.account.uuid, { qos: 0 }, (/** @type {any} */ _e, /** @type {any} */ g) => r(g)));
  assert.equal(/** @type {any[]} */ (grants)[0].qos, 0);
  good.client.end(true);
  assert.equal(await upgradeStatus(sb.apiBase.replace('http', 'ws') + '/not-mqtt'), 404);
});

test('expired credentials are refused for new connections', async () => {
  const v = await signUp(call, sb);
  const k = await keys(v.token);
  assert.equal((await call('POST', '/sandbox/iot/expire', { json: { accessKey: k.accessKey } })).body.expired, 1);
  const r = /** @type {any} */ (await tryConnect(sb.mqttURL, { username: k.accessKey, password: k.sessionToken }));
  assert.equal(r.code, 5);
  const k2 = await keys(v.token);
  const ok = /** @type {any} */ (await tryConnect(sb.mqttURL, { username: k2.accessKey, password: k2.sessionToken }));
  assert.equal(ok.state, 'connected', 'fresh credentials work');
  ok.client.end(true);
});

test('test events and raw publishes reach the subscriber; logout publishes account.logout', async () => {
  const v = await signUp(call, sb);
  const s = await subscriber(sb, v.token, v.account.uuid);
  const r = await call('POST', '/sandbox/events', { json: { account: v.account.uuid, type: 'payment.card.success', resource: { transaction: 'T-test' } } });
  assert.equal(r.status, 200);
  const ev = await s.waitFor('payment.card.success');
  assert.equal(ev.resource.transaction, 'T-test');
  await sb.publish(v.account.uuid, 'not json at all');
  await until(() => s.events.some((e) => e.raw === 'not json at all'), 'the raw message');
  assert.equal((await call('POST', '/sandbox/events', { json: { type: 'x' } })).status, 422);
  await call('GET', '/accounts/logout', { token: v.token });
  const lo = await s.waitFor('account.logout');
  assert.equal(lo.resource.reason, 'logout');
  const log = await call('GET', `/sandbox/events?account=${v.account.uuid}`);
  assert.ok(log.body.collection.some((/** @type {any} */ e) => e.type === 'account.logout'));
  await s.close();
});

/** An MQTT 3.1.1 packet: `type` byte, then the remaining length (variable-length) and `body`. @param {number} type @param {Buffer} body */
const packet = (type, body) => {
  const len = [];
  let n = body.length;
  do { let b = n % 128; n = Math.floor(n / 128); if (n) b |= 128; len.push(b); } while (n);
  return Buffer.concat([Buffer.from([type, ...len]), body]);
};
/** A length-prefixed MQTT string. @param {string} s */
const str = (s) => { const b = Buffer.from(s); return Buffer.concat([Buffer.from([b.length >> 8, b.length & 255]), b]); };

test('each MQTT packet reaches a viewer in one websocket frame, as from the real broker', async () => {
  const v = await signUp(call, sb);
  const k = await keys(v.token);
  const ws = new WebSocket(sb.mqttURL, ['mqtt']);
  /** @type {Buffer[]} */
  const frames = [];
  ws.on('message', (/** @type {Buffer} */ d) => frames.push(Buffer.from(d)));
  await new Promise((ok, ko) => { ws.once('open', ok); ws.once('error', ko); });
  const frame = (/** @type {number} */ n) => until(() => frames.length >= n, `websocket frame ${n}`);
  // CONNECT (clean session, user name and password), then SUBSCRIBE to the viewer's topic with QoS 1
  ws.send(packet(0x10, Buffer.concat([str('MQTT'), Buffer.from([4, 0xc2, 0, 60]), str(`frames-${Date.now()}`), str(k.accessKey), str(k.sessionToken)])));
  await frame(1);
  assert.deepEqual([...frames[0]], [0x20, 2, 0, 0], 'CONNACK, accepted');
  ws.send(packet(0x82, Buffer.concat([Buffer.from([0, 1]), str(v.account.uuid), Buffer.from([1])])));
  await frame(2);
  assert.equal(frames[1][0], 0x90, 'SUBACK');
  const message = JSON.stringify({ type: 'payment.card.success', resource: { transaction: 'T-frames', padding: 'x'.repeat(600) } });
  await sb.publish(v.account.uuid, message);
  await frame(3);
  const publish = frames[2];
  assert.equal(publish[0] & 0xf0, 0x30, 'PUBLISH');
  assert.ok(publish.includes(Buffer.from(message)), 'topic and payload in that frame');
  // the frame is the whole packet: its fixed header's remaining length covers exactly the rest
  let remaining = 0;
  let at = 1;
  for (let mul = 1; ; mul *= 128) {
    const b = publish[at++];
    remaining += (b & 127) * mul;
    if (!(b & 128)) break;
  }
  assert.equal(publish.length, at + remaining, 'the PUBLISH came as one frame');
  ws.terminate();
});

test('broker faults: disconnect one account, refuse upgrades with 403 for a while', async () => {
  const a = await signUp(call, sb);
  const b = await signUp(call, sb);
  const sa = await subscriber(sb, a.token, a.account.uuid);
  const sbb = await subscriber(sb, b.token, b.account.uuid);
  const closed = new Promise((r) => sa.client.once('close', () => r(true)));
  const d = await call('POST', '/sandbox/broker/disconnect', { json: { account: a.account.uuid } });
  assert.equal(d.body.dropped, 1);
  assert.equal(await closed, true);
  assert.equal(sbb.client.connected, true, 'the other account stays connected');
  await call('POST', '/sandbox/broker/refuse', { json: { ms: 400 } });
  const k = await keys(a.token);
  assert.equal(await upgradeStatus(sb.mqttURL), 403);
  await until(async () => (await upgradeStatus(sb.mqttURL)) !== 403, 'the end of the refusal window');
  const ok = /** @type {any} */ (await tryConnect(sb.mqttURL, { username: k.accessKey, password: k.sessionToken }));
  assert.equal(ok.state, 'connected', 'accepted again after the refusal window');
  ok.client.end(true);
  const closedB = new Promise((r) => sbb.client.once('close', () => r(true)));
  await call('POST', '/sandbox/broker/disconnect', { json: {} });
  assert.equal(await closedB, true);
  await sa.close();
  await sbb.close();
});
