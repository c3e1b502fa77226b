// Notifications in Node against a fresh sandbox: validation, credentials, and the shared MQTT link
// through the sandbox broker (aws-crt's browser client over the 'ws' protocol on loopback).
import { after, before, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, type ClientOptions, type NotificationMessage, type PaywallClient } from './index';

import { startSandbox, type Sandbox } from '../../test/helpers/sandbox';
import { waitUntil } from '../../test/helpers/test-wait';

const waitFor = (check: () => boolean | Promise<boolean>, what: string, ms = 8000): Promise<void> =>
  waitUntil(check, ms).catch(() => {
    throw new Error(`timed out waiting for ${what}`);
  });

describe('client notifications', () => {
  let sb: Sandbox;
  let keyRequests = 0;
  let n = 0;

  const make = (o: Partial<ClientOptions> = {}) =>
    createClient({
      baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId, storage: 'memory',
      reconnectBackoff: { base: 100, cap: 400 }, ...o,
      fetch: (input, init) => {
        if (new Request(input, init).url.endsWith('/iot/keys')) keyRequests++;
        return fetch(input, init);
      },
    });
  const signedIn = async (): Promise<[PaywallClient, string]> => {
    const c = make();
    await c.accounts.signUp({ fullName: 'N', email: `n${++n}@example.com`, password: 'notify-pass-1', passwordConfirmation: 'notify-pass-1' });
    return [c, (await c.accounts.getAccount()).uuid];
  };
  /** A signed-in client subscribed to its viewer's events, once its first connection is open; `link` counts the opens, closes and messages. */
  const connected = async () => {
    const [c, uuid] = await signedIn();
    const link = { opened: 0, closed: 0, got: [] as NotificationMessage[] };
    c.notifications.subscribe(uuid, { onMessage: (m) => link.got.push(m), onOpen: () => link.opened++, onClose: () => link.closed++ });
    await waitFor(() => link.opened === 1, 'the first connection');
    return { c, uuid, link };
  };
  const control = (path: string, body: unknown = {}) =>
    fetch(`${sb.apiBase}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  const clients = async () => (await (await fetch(`${sb.apiBase}/sandbox/broker`)).json()).clients as number;

  before(async () => {
    sb = await startSandbox({ port: 0, fresh: true, quiet: true });
  });
  after(() => sb.close());

  it('returns false for an empty topic or handlers that are not functions, with the spec\'s warnings', async () => {
    const c = make();
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      assert.equal(c.notifications.subscribe(''), false);
      assert.equal(c.notifications.subscribe(undefined as unknown as string), false);
      assert.equal(c.notifications.subscribe('abc', { onMessage: 'x' as unknown as () => void }), false);
      assert.equal(c.notifications.subscribe('abc', { onOpen: 5 as unknown as () => void }), false);
      assert.equal(c.notifications.subscribe('abc', { onClose: {} as unknown as () => void }), false);
      const texts = warn.mock.calls.map((call) => String(call.arguments[0]));
      assert.ok(texts.some((t) => t.endsWith('onMessage not defined')));
      assert.ok(texts.some((t) => t.endsWith('onOpen not defined')));
    } finally {
      warn.mock.restore();
    }
    assert.equal(c.notifications.isSubscribed(), false);
  });

  it('refuses credentials without a session, before sending', async () => {
    keyRequests = 0;
    await assert.rejects(make().notifications.getCredentials(), { status: 401, message: 'The user is not authenticated.' });
    assert.equal(keyRequests, 0);
  });

  it('sends the token to a key service on another origin named in the options once the notification code resolves it, and to nothing else', async () => {
    const keys = 'https://keys.example.test/iot/keys';
    const sent: Array<[string, string | null]> = [];
    const c = createClient({
      baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId, storage: 'memory', keyServiceURL: keys,
      fetch: (input, init) => {
        const r = new Request(input, init);
        sent.push([r.url, r.headers.get('authorization')]);
        return r.url === keys ? fetch(`${sb.apiBase}/iot/keys`, { headers: r.headers }) : fetch(r);
      },
    });
    // the client's own addresses: the notification ones resolve with the notification code
    assert.deepEqual(Object.keys(c.config).sort(), ['apiBase', 'brandingId', 'clientId', 'merchantUuid']);
    await c.accounts.signUp({ fullName: 'N', email: `n${++n}@example.com`, password: 'notify-pass-1', passwordConfirmation: 'notify-pass-1' });
    const creds = await c.notifications.getCredentials();
    assert.ok(creds.accessKey && creds.sessionToken);
    assert.equal(creds.iotEndpoint, new URL(sb.apiBase).host);
    const toKeys = sent.filter(([url]) => url === keys);
    assert.equal(toKeys.length, 1);
    assert.match(toKeys[0][1] ?? '', /^Bearer \S+$/);
    assert.deepEqual(sent.filter(([url]) => !url.startsWith(`${sb.apiBase}/`) && url !== keys), []);
  });

  it('caches credentials in memory for 30 minutes at most, or less when the service says so', async () => {
    const [c] = await signedIn();
    keyRequests = 0;
    const t0 = Date.now();
    const a = await c.notifications.getCredentials();
    const b = await c.notifications.getCredentials();
    assert.equal(keyRequests, 1);
    assert.equal(a, b);
    assert.ok(a.accessKey && a.secretKey && a.sessionToken && a.region);
    assert.equal(a.iotEndpoint, new URL(sb.apiBase).host);
    assert.ok(a.expiresAt <= Date.now() + 1_800_000 && a.expiresAt >= t0 + 1_800_000 - 130_000);
    const fresh = await c.notifications.getCredentials(true);
    assert.equal(keyRequests, 2);
    assert.notEqual(fresh.accessKey, a.accessKey);
    await control('/sandbox/iot/ttl', { seconds: 600 });
    try {
      const short = await c.notifications.getCredentials(true);
      assert.ok(short.expiresAt <= Date.now() + 600_000 - 110_000, 'server expiry minus a margin wins');
    } finally {
      await control('/sandbox/iot/ttl', { seconds: 1800 });
    }
  });

  it('shares one connection, delivers parsed messages, ignores garbage, and ends on unsubscribe', async () => {
    const [c, uuid] = await signedIn();
    const a: NotificationMessage[] = [];
    const b: NotificationMessage[] = [];
    let opened = 0;
    let closed = 0;
    const ha = { onMessage: (m: NotificationMessage) => a.push(m), onOpen: () => opened++, onClose: () => closed++ };
    assert.equal(c.notifications.subscribe(uuid, ha), true);
    assert.equal(c.notifications.subscribe(uuid, { onMessage: (m) => b.push(m) }), true);
    assert.equal(c.notifications.isSubscribed(), true);
    await waitFor(() => opened === 1, 'the connection to open');
    assert.equal(await clients(), 1);
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      await control('/sandbox/events', { topic: uuid, message: 'not json' });
      await control('/sandbox/events', { account: uuid, type: 'payment.card.success', resource: { transaction: 'T-1' } });
      await waitFor(() => a.length === 1 && b.length === 1, 'the message');
      assert.equal(warn.mock.callCount(), 1);
    } finally {
      warn.mock.restore();
    }
    assert.equal(a[0].type, 'payment.card.success');
    assert.equal(a[0].resource.transaction, 'T-1');
    assert.equal(typeof a[0].timestamp, 'number');
    c.notifications.unsubscribe(ha);
    assert.equal(closed, 1);
    assert.equal(c.notifications.isSubscribed(), true);
    c.notifications.unsubscribe();
    assert.equal(c.notifications.isSubscribed(), false);
    await waitFor(async () => (await clients()) === 0, 'the socket to close');
  });

  it('reconnects after the broker drops the connection', async () => {
    const { c, uuid, link } = await connected();
    keyRequests = 0;
    await control('/sandbox/broker/disconnect', {});
    await waitFor(() => link.closed === 1 && link.opened === 2, 'the reconnect');
    assert.equal(keyRequests, 0, 'valid cached credentials are reused');
    await control('/sandbox/events', { account: uuid, type: 'subscribe.success', resource: {} });
    await waitFor(() => link.got.length === 1, 'a message after the reconnect');
    c.notifications.unsubscribe();
  });

  it('fetches fresh credentials when the broker refuses the old ones', async () => {
    const { c, uuid, link } = await connected();
    const old = await c.notifications.getCredentials();
    keyRequests = 0;
    const error = mock.method(console, 'error', () => undefined);
    try {
      await control('/sandbox/iot/expire', { account: uuid });
      await control('/sandbox/broker/disconnect', {});
      await waitFor(() => link.opened === 2, 'the reconnect with fresh credentials');
      assert.ok(error.mock.calls.some((call) => String(call.arguments[0]).endsWith('An error has occured while subscribing.')));
    } finally {
      error.mock.restore();
    }
    assert.equal(keyRequests, 1, 'one credential fetch for the refusal');
    assert.notEqual((await c.notifications.getCredentials()).accessKey, old.accessKey);
    c.notifications.unsubscribe();
  });

  it('a broker outage is logged once, however many reconnects it takes; the next outage once more', async () => {
    const { c, link } = await connected();
    const error = mock.method(console, 'error', () => undefined);
    const warn = mock.method(console, 'warn', () => undefined);
    const logged = () => [...error.mock.calls, ...warn.mock.calls].map((call) => String(call.arguments[0]));
    try {
      for (const outage of [1, 2]) {
        await control('/sandbox/broker/refuse', { ms: 1500, status: 503 });
        await control('/sandbox/broker/disconnect', {});
        await waitFor(() => link.opened === outage + 1, `the reconnect after outage ${outage}`, 15_000);
        assert.equal(logged().length, outage, `one line per outage (${logged().join(' | ')})`);
      }
      assert.ok(logged().every((t) => t.startsWith('[paywall notifications]')), 'prefixed');
    } finally {
      error.mock.restore();
      warn.mock.restore();
    }
    c.notifications.unsubscribe();
  });

  it('logs nothing when unsubscribed at various points of the connection set-up', async () => {
    const [c, uuid] = await signedIn();
    const error = mock.method(console, 'error', () => undefined);
    try {
      // (the moments of the unsubscribe are the input: a few points of the set-up)
      for (const ms of [0, 5, 20, 50, 100, 200]) {
        c.notifications.subscribe(uuid, {});
        await new Promise((r) => setTimeout(r, ms));
        c.notifications.unsubscribe();
      }
      // every connection attempt has ended (the broker holds no socket of it) before the log is read
      await waitFor(async () => (await clients()) === 0, 'no socket left');
      assert.deepEqual(error.mock.calls.map((call) => String(call.arguments[0])), []);
    } finally {
      error.mock.restore();
    }
  });

  it('signing out ends the connection and forgets the credentials', async () => {
    const { c, link } = await connected();
    await c.accounts.signOut();
    assert.equal(link.closed, 1);
    assert.equal(c.notifications.isSubscribed(), false);
    await waitFor(async () => (await clients()) === 0, 'the socket to close');
    await assert.rejects(c.notifications.getCredentials(), { status: 401 });
    await c.accounts.signIn({ email: `n${n}@example.com`, password: 'notify-pass-1' });
    keyRequests = 0;
    await c.notifications.getCredentials();
    assert.equal(keyRequests, 1, 'the old credentials were dropped, not reused');
  });
});
