// Smaller pieces of the client: environments, the fingerprint hash, idempotency keys, message
// parsing, the social-login return, and encoding of paths and query values (against a sandbox).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, ENVIRONMENTS, newIdempotencyKey, resolveEnvironment, type PaywallClient } from './index';
import { isLoopback } from './environments';
import { x64hash128 } from './fingerprint';
import { parseMessage } from './notifications/core';
import { withIppwat } from './http-write';
import { backoffDelay } from './notifications/mqtt';

import { startSandbox, type Sandbox } from '../../test/helpers/sandbox';

describe('client units', () => {
  it('resolves environments; an explicit base URL wins and brings its key service', () => {
    assert.equal(resolveEnvironment({}).apiBase, 'https://services.inplayer.com');
    assert.equal(resolveEnvironment({ environment: 'development' }).keyServiceURL, 'https://staging-notifications.inplayer.com/iot/keys');
    assert.equal(resolveEnvironment({ environment: 'daily' }).apiBase, 'https://services-daily.inplayer.com');
    assert.deepEqual(resolveEnvironment({ environment: 'sandbox' }), ENVIRONMENTS.sandbox);
    const own = resolveEnvironment({ environment: 'production', baseURL: 'http://127.0.0.1:5000/' });
    assert.deepEqual(own, { apiBase: 'http://127.0.0.1:5000', keyServiceURL: 'http://127.0.0.1:5000/iot/keys', iotEndpoint: '127.0.0.1:5000' });
    assert.equal(resolveEnvironment({ baseURL: 'https://api.example.com', keyServiceURL: 'https://keys.example.com/k' }).keyServiceURL, 'https://keys.example.com/k');
    assert.equal(resolveEnvironment({ baseURL: 'https://api.example.com' }).iotEndpoint, ENVIRONMENTS.production.iotEndpoint);
  });

  it('recognises loopback endpoints (plain ws there, signed wss elsewhere)', () => {
    for (const yes of ['127.0.0.1:4010', 'http://127.0.0.1:4010', 'localhost', 'ws://localhost/mqtt', '[::1]:80']) assert.equal(isLoopback(yes), true, yes);
    for (const no of ['http://127.0.0.1.evil.test', 'https://localhost.evil', '127.0.0.10', ENVIRONMENTS.production.iotEndpoint]) assert.equal(isLoopback(no), false, no);
  });

  it('hashes with MurmurHash3 x64 128 (reference vectors)', () => {
    assert.equal(x64hash128('The quick brown fox jumps over the lazy dog'), 'e34bbc7bbc071b6c7a433ca9c49a9347');
    assert.equal(x64hash128(''), '00000000000000000000000000000000');
    assert.equal(x64hash128('a'), '85555565f6597889e6b53a48510e895a');
    assert.notEqual(x64hash128('a', 31), x64hash128('a'));
    assert.match(x64hash128('x'.repeat(33), 31), /^[0-9a-f]{32}$/);
  });

  it('backs off with full jitter, doubling from the base up to the cap', () => {
    assert.equal(backoffDelay(0, 1000, 30000, () => 1), 1000);
    assert.equal(backoffDelay(3, 1000, 30000, () => 1), 8000);
    assert.equal(backoffDelay(10, 1000, 30000, () => 1), 30000);
    assert.equal(backoffDelay(4, 1000, 30000, () => 0.5), 8000);
    assert.equal(backoffDelay(2, 1000, 30000, () => 0), 50);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(i % 12, 1000, 30000);
      assert.ok(d >= 50 && d <= 30000);
    }
  });

  it('makes UUID v4 idempotency keys, unique per call', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    assert.equal(keys.size, 50);
    for (const k of keys) assert.match(k, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('parses broker messages to {type, timestamp, resource} and rejects other shapes', () => {
    assert.deepEqual(parseMessage('{"type":"payment.card.success","timestamp":5,"resource":{"a":1}}'), { type: 'payment.card.success', timestamp: 5, resource: { a: 1 } });
    assert.deepEqual(parseMessage('{"type":"account.erased","timestamp":"7"}'), { type: 'account.erased', timestamp: 7, resource: {} });
    for (const bad of ['not json', 'null', '[]', '{"timestamp":1}', '{"type":""}', '"x"', `{"type":"a","resource":"${'x'.repeat(70000)}"}`]) {
      assert.equal(parseMessage(bad), null, bad.slice(0, 20));
    }
  });

  it('adds ippwat to return addresses, keeping their query', () => {
    assert.equal(withIppwat('https://shop.example/watch/1?a=b#top', 'ppv'), 'https://shop.example/watch/1?a=b&ippwat=ppv#top');
    assert.equal(withIppwat('/relative', 'subscription'), '/relative?ippwat=subscription');
    assert.equal(withIppwat(undefined, 'ppv'), undefined);
  });

  describe('against a sandbox', () => {
    let sb: Sandbox;
    let sent: URL[] = [];
    let c: PaywallClient;
    before(async () => {
      sb = await startSandbox({ port: 0, fresh: true, quiet: true });
      c = createClient({
        baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId, storage: 'memory',
        fetch: (input, init) => {
          sent.push(new URL(new Request(input, init).url));
          return fetch(input, init);
        },
      });
    });
    after(() => sb.close());

    it('encodes path segments and query values', async () => {
      await c.accounts.signUp({ fullName: 'E', email: 'enc@example.com', password: 'enc-pass-1', passwordConfirmation: 'enc-pass-1' });
      sent = [];
      await c.accounts.getFavorite('../a b?c#d').catch(() => undefined);
      assert.equal(sent[0].pathname, '/v2/accounts/media/favorites/..%2Fa%20b%3Fc%23d');
      await c.accounts.getWatchHistory({ cursor: 'x&filter=y' }).catch(() => undefined);
      assert.equal(sent[1].searchParams.get('cursor'), 'x&filter=y');
      assert.equal(sent[1].searchParams.get('filter'), 'currently_watching');
    });

    it('completes a social login from the return address, checking state', async () => {
      const r = await createClient({ baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, storage: 'memory' })
        .accounts.signIn({ email: 'enc@example.com', password: 'enc-pass-1' });
      const d = createClient({ baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, storage: 'memory' });
      const back = `https://shop.example/login#access_token=${r.access_token}&refresh_token=${r.refresh_token}&expires=${r.expires}&state=s1`;
      assert.equal(await d.accounts.completeSocialLogin(back, 'other'), null);
      assert.equal(await d.session.get(), null);
      assert.deepEqual(await d.accounts.completeSocialLogin(back, 's1'), { token: r.access_token, refreshToken: r.refresh_token, expires: r.expires });
      assert.equal((await d.accounts.getAccount()).email, 'enc@example.com');
      assert.equal(await d.accounts.completeSocialLogin('https://shop.example/login?x=1'), null);
    });
  });
});

it('a failed connection-chunk load names its URL for the retry (Chromium and Firefox); Safari\'s message names none', async () => {
  const { chunkUrlOf } = await import('./lazy');
  const url = 'http://127.0.0.1:8080/dist/cdn/chunks/mqtt-DkyOxp6l.js';
  assert.equal(chunkUrlOf(new TypeError(`Failed to fetch dynamically imported module: ${url}`)), url);
  assert.equal(chunkUrlOf(new TypeError(`error loading dynamically imported module: ${url}?retry=1`)), url);
  assert.equal(chunkUrlOf(new TypeError('Importing a module script failed.')), undefined);
  assert.equal(chunkUrlOf(undefined), undefined);
});

it('a retried chunk is answered as the bundler answers its import: the module itself, or its namespace inside a shared chunk', async () => {
  const { moduleOf } = await import('./lazy');
  const startPipeline = () => 'started';
  // a chunk of its own: its exports are the module's
  assert.equal(moduleOf<{ startPipeline: () => string }>({ startPipeline }, 'startPipeline').startPipeline, startPipeline);
  // a chunk shared with other modules: the module's namespace is one of the chunk's exports
  const namespace = Object.freeze({ __proto__: null, startPipeline, detailsRoute: () => '' });
  assert.equal(moduleOf<typeof namespace>({ a: () => 1, p: namespace, x: 3 }, 'startPipeline'), namespace);
  // nothing expected, or nothing found: the chunk as it came
  const chunk = { a: 1 };
  assert.equal(moduleOf(chunk), chunk);
  assert.equal(moduleOf(chunk, 'startPipeline'), chunk);
});

describe('lazy resource groups', () => {
  it('load on the first call, once, stay awaitable as plain objects, and try again after a failed load', async () => {
    const { lazyGroup } = await import('./lazy');
    const { PaywallError } = await import('./errors');
    let loads = 0;
    let fail = true;
    const group = lazyGroup(
      async () => {
        loads++;
        if (fail) throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:1/chunks/payments-x.js');
        return { payments: (c: { n: number }) => ({ twice: async (x: number) => x * 2 * c.n }) };
      },
      (m) => m.payments,
      { n: 1 },
    );
    assert.equal(loads, 0, 'nothing loads before a call');
    assert.equal(await Promise.resolve(group), group, 'not a thenable');
    const first = await group.twice(2).catch((e: unknown) => e);
    assert.ok(first instanceof PaywallError);
    assert.equal((first as InstanceType<typeof PaywallError>).code, 'ERR_NETWORK');
    fail = false;
    // a retry of a load whose chunk the browser named goes through that URL; here the named URL is
    // not loadable, so the retry fails as well, and is counted: the plain loader is not cached
    const second = await group.twice(3).catch((e: unknown) => e);
    assert.ok(second instanceof PaywallError, 'the named chunk is fetched again (and is not there here)');
    assert.equal(loads, 1, 'the retry asked for the named chunk, not the cached failed import');
  });

  it('after a failure that names no chunk (Safari), the next call loads again and works', async () => {
    const { lazyGroup } = await import('./lazy');
    let loads = 0;
    const group = lazyGroup(
      async () => {
        if (loads++ === 0) throw new TypeError('Importing a module script failed.');
        return { payments: () => ({ twice: async (x: number) => x * 2 }) };
      },
      (m) => m.payments,
      {},
    );
    await assert.rejects(group.twice(1), { code: 'ERR_NETWORK' });
    assert.equal(await group.twice(3), 6);
    assert.equal(await group.twice(4), 8);
    assert.equal(loads, 2, 'loaded once more after the failure, then kept');
  });

  it('every method of a lazy group is there before its code loads, and the group is no thenable', async () => {
    const c = createClient({ baseURL: 'http://127.0.0.1:9', merchantUuid: 'm' });
    assert.equal(typeof c.payments.createPayment, 'function');
    assert.equal(typeof c.nfts.getMerchantNFTList, 'function');
    assert.equal(await Promise.resolve(c.payments), c.payments);
  });
});
