// Session rules, guards, refresh and replay, and transport errors, in Node against a fresh sandbox.
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createClient, PaywallError, type ClientOptions, type StorageLike, type TokenRecord } from './index';


import { recordingFetch, startSandbox, type Sandbox, type Sent } from '../../test/helpers/sandbox';
import { FUTURE_YEAR } from '../../test/helpers/card-dates';
import { waitUntil } from '../../test/helpers/test-wait';

const now = () => Math.floor(Date.now() / 1000);

describe('client session and transport rules', () => {
  let sb: Sandbox;
  const sent: Sent[] = [];
  let n = 0;
  const password = 'session-pass-1';

  const make = (o: Partial<ClientOptions> = {}) =>
    createClient({
      baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId, storage: 'memory', ...o,
      fetch: recordingFetch(sent),
    });
  const signedIn = async (o: Partial<ClientOptions> = {}) => {
    const c = make(o);
    await c.accounts.signUp({ fullName: 'S', email: `s${++n}@example.com`, password, passwordConfirmation: password });
    sent.length = 0;
    return c;
  };
  const control = (path: string, body: unknown) =>
    fetch(`${sb.apiBase}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const grants = () => sent.filter((s) => s.url.pathname === '/accounts/authenticate').map((s) => new URLSearchParams(String(s.body)).get('grant_type'));

  before(async () => {
    sb = await startSandbox({ port: 0, fresh: true, quiet: true });
  });
  afterEach(async () => {
    await fetch(`${sb.apiBase}/sandbox/faults`, { method: 'DELETE' });
  });
  after(() => sb.close());

  describe('storage', () => {
    it('falls back to memory when the custom storage throws on every call', async () => {
      const broken: StorageLike = {
        getItem: () => { throw new DOMException('blocked', 'SecurityError'); },
        setItem: () => { throw new DOMException('full', 'QuotaExceededError'); },
        removeItem: () => { throw new Error('nope'); },
      };
      const c = await signedIn({ storage: broken });
      assert.equal(await c.session.isAuthenticated(), true);
      assert.ok((await c.accounts.getAccount()).email);
      await c.accounts.signOut();
      assert.equal(await c.session.get(), null);
    });

    it('keeps the token in memory when the store is full, and reads it back', async () => {
      const map = new Map<string, string>();
      const full: StorageLike = {
        getItem: (k) => map.get(k) ?? null,
        setItem: (k, v) => { if (k === 'inplayer_token') throw new DOMException('full', 'QuotaExceededError'); map.set(k, v); },
        removeItem: (k) => void map.delete(k),
      };
      const c = await signedIn({ storage: full });
      assert.equal(map.has('inplayer_token'), false);
      assert.equal(await c.session.isAuthenticated(), true);
    });

    for (const [name, value] of [
      ['broken JSON', '{not json'],
      ['a wrong type', '{"token":"t","refreshToken":"r","expires":"soon"}'],
      ['null', 'null'],
      ['an empty token', '{"token":"","refreshToken":"r","expires":9999999999}'],
      ['a 5 MB string', 'x'.repeat(5 * 1024 * 1024)],
    ]) {
      it(`treats ${name} as signed out and removes it`, async () => {
        const map = new Map([['inplayer_token', value]]);
        const c = make({ storage: { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) } });
        assert.equal(await c.session.get(), null);
        assert.equal(await c.session.isAuthenticated(), false);
        assert.equal(map.has('inplayer_token'), false);
      });
    }

    it("uses memory when 'local' storage does not exist (Node) or its getter throws", async () => {
      assert.equal(typeof (globalThis as { localStorage?: unknown }).localStorage, 'undefined');
      const c = await signedIn({ storage: 'local' });
      assert.equal(await c.session.isAuthenticated(), true);
      Object.defineProperty(globalThis, 'localStorage', { configurable: true, get() { throw new DOMException('denied', 'SecurityError'); } });
      try {
        const d = await signedIn({ storage: 'local' });
        assert.equal(await d.session.isAuthenticated(), true);
      } finally {
        delete (globalThis as { localStorage?: unknown }).localStorage;
      }
    });

    it('awaits an async adapter: without a token the guard refuses and nothing is sent', async () => {
      const map = new Map<string, string>();
      const c = make({
        storage: {
          getItem: async (k) => map.get(k) ?? null,
          setItem: async (k, v) => void map.set(k, v),
          removeItem: async (k) => void map.delete(k),
        },
      });
      sent.length = 0;
      await assert.rejects(c.accounts.getAccount(), (e: PaywallError) => {
        assert.ok(e instanceof PaywallError);
        assert.equal(e.status, 401);
        assert.equal(e.message, 'The user is not authenticated.');
        assert.deepEqual(e.response?.data, { code: 401, message: 'The user is not authenticated.' });
        return true;
      });
      assert.equal(sent.length, 0);
      await c.session.set({ token: 'x', refreshToken: '', expires: now() + 3600 });
      assert.equal(JSON.parse(map.get('inplayer_token') as string).token, 'x');
    });
  });

  describe('expiry and guards', () => {
    it('treats a token as expired 60 s early and refuses before sending', async () => {
      const c = make();
      await c.session.set({ token: 'abc', refreshToken: '', expires: now() + 30 });
      assert.equal(await c.session.isAuthenticated(), false);
      sent.length = 0;
      await assert.rejects(c.assets.checkAccessForAsset(40001), { status: 401, message: 'The user is not authenticated.' });
      assert.equal(sent.length, 0);
      await c.session.set({ token: 'abc', refreshToken: '', expires: now() + 61 });
      assert.equal(await c.session.isAuthenticated(), true);
    });

    it('refreshes an expiring token with its refresh token before the call', async () => {
      const c = await signedIn();
      const rec = (await c.session.get()) as TokenRecord;
      await c.session.set({ ...rec, expires: now() + 10 });
      sent.length = 0;
      assert.ok((await c.accounts.getAccount()).email);
      assert.deepEqual(sent.map((s) => s.url.pathname), ['/accounts/authenticate', '/accounts']);
      assert.notEqual((await c.session.get())?.token, rec.token);
    });

    it('session.valid() hands out a token good for 60 s more, refreshing an expiring one once', async () => {
      const c = await signedIn();
      const rec = (await c.session.get()) as TokenRecord;
      assert.equal((await c.session.valid())?.token, rec.token);
      assert.equal(sent.length, 0);
      await c.session.set({ ...rec, expires: now() + 30 });
      const [a, b] = await Promise.all([c.session.valid(), c.session.valid()]);
      assert.equal(a?.token, b?.token);
      assert.notEqual(a?.token, rec.token);
      assert.ok((a?.expires ?? 0) > now() + 60);
      assert.deepEqual(grants(), ['refresh_token']);
    });

    it('judges expiry by the platform\'s clock when this clock is off by hours', async () => {
      const realNow = Date.now;
      const serverNow = () => Math.floor(realNow() / 1000);
      try {
        Date.now = () => realNow() + 2 * 3600_000;
        const ahead = await signedIn();
        assert.equal(await ahead.session.isAuthenticated(), true, 'a fresh token is not expired because this clock runs ahead');
        await ahead.accounts.getAccount();
        assert.deepEqual(grants(), [], 'no refresh');
        Date.now = () => realNow() - 2 * 3600_000;
        const behind = await signedIn();
        const rec = (await behind.session.get()) as TokenRecord;
        await behind.session.set({ ...rec, expires: serverNow() + 30 });
        assert.equal(await behind.session.isAuthenticated(), false, 'a token with 30 s left is not sent because this clock runs behind');
      } finally {
        Date.now = realNow;
      }
    });

    it('refuses a refresh without a refresh token, sending nothing', async () => {
      const c = make();
      sent.length = 0;
      await assert.rejects(c.accounts.refreshToken(), (e: PaywallError) => e.status === 401 && e.message === 'The refresh token is not present');
      await c.session.set({ token: 'abc', refreshToken: '', expires: now() + 3600 });
      await assert.rejects(c.accounts.refreshToken(), { status: 401, message: 'The refresh token is not present' });
      assert.equal(sent.length, 0);
    });
  });

  describe('401 from the platform', () => {
    it('refreshes once and replays the call', async () => {
      const c = await signedIn();
      const before = (await c.session.get()) as TokenRecord;
      await control('/sandbox/tokens/expire', { token: before.token });
      const a = await c.accounts.getAccount();
      assert.ok(a.email);
      assert.deepEqual(sent.map((s) => `${s.method} ${s.url.pathname}`), ['GET /accounts', 'POST /accounts/authenticate', 'GET /accounts']);
      assert.deepEqual(grants(), ['refresh_token']);
      assert.notEqual((await c.session.get())?.token, before.token);
    });

    it('shares one refresh between concurrent calls (the refresh token rotates)', async () => {
      const c = await signedIn();
      await control('/sandbox/tokens/expire', { token: (await c.session.get())?.token });
      const [a, b, d] = await Promise.all([c.accounts.getAccount(), c.accounts.getFavorites(), c.payments.getPaymentMethods()]);
      assert.ok(a.email && b.collection && d.length);
      assert.deepEqual(grants(), ['refresh_token']);
    });

    it('two clients sharing a store without Web Locks: the loser of the rotation adopts the winner\'s token', async () => {
      assert.equal((globalThis.navigator as Navigator | undefined)?.locks, undefined, 'no Web Locks here');
      const map = new Map<string, string>();
      const shared: StorageLike = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
      const a = await signedIn({ storage: shared });
      const b = make({ storage: shared });
      await control('/sandbox/tokens/expire', { token: (await a.session.get())?.token });
      // as two tabs that refresh at once: the first refresh waits until the second is sent (under
      // load, one client could otherwise finish before the other read the store, and only adopt)
      const realFetch = globalThis.fetch;
      let release = () => {};
      const bothSent = new Promise<void>((resolve) => (release = resolve));
      const bound = setTimeout(release, 10_000);
      let refreshes = 0;
      globalThis.fetch = async (input, init) => {
        if (new URLSearchParams(String(init?.body ?? '')).get('grant_type') === 'refresh_token') {
          if (++refreshes === 2) release();
          await bothSent;
        }
        return realFetch(input, init);
      };
      try {
        const [x, y] = await Promise.all([a.accounts.getAccount(), b.accounts.getAccount()]);
        assert.equal(x.uuid, y.uuid);
      } finally {
        globalThis.fetch = realFetch;
        clearTimeout(bound);
      }
      assert.ok(await a.session.isAuthenticated(), 'still signed in');
      assert.equal(grants().length, 2, 'both refreshed (no lock), one was refused');
    });

    it('a sibling tab\'s rotated token that reaches this tab late is adopted, not taken for a refusal', async () => {
      // browsers pass a localStorage write to other tabs asynchronously: give each client its own
      // view of one store, with the other's writes arriving 150 ms later
      const LAG = 150;
      const views = [new Map<string, string>(), new Map<string, string>()];
      const view = (i: number): StorageLike => ({
        getItem: (k) => views[i].get(k) ?? null,
        setItem: (k, v) => {
          views[i].set(k, v);
          setTimeout(() => views[1 - i].set(k, v), LAG);
        },
        removeItem: (k) => {
          views[i].delete(k);
          setTimeout(() => views[1 - i].delete(k), LAG);
        },
      });
      // (the two views agree once every write has reached the other)
      const agreed = () => waitUntil(() => JSON.stringify([...views[0]].sort()) === JSON.stringify([...views[1]].sort()), 5000);
      const a = await signedIn({ storage: view(0) });
      await agreed();
      const b = make({ storage: view(1) });
      await control('/sandbox/tokens/expire', { token: (await a.session.get())?.token });
      const x = await a.accounts.getAccount(); // A refreshes and rotates the refresh token
      const y = await b.accounts.getAccount(); // B still reads the old record: its refresh is refused
      assert.equal(y.uuid, x.uuid);
      assert.ok(await b.session.isAuthenticated(), 'B adopted A\'s token');
      await agreed();
      assert.ok(await a.session.isAuthenticated(), 'A was not signed out by B');
    });

    it('keeps the token for the platform origin that issued it: a client for another API address neither sees nor removes it', async () => {
      const map = new Map<string, string>();
      const shared: StorageLike = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
      const legit = await signedIn({ storage: shared });
      const record = JSON.parse(map.get('inplayer_token')!);
      assert.equal(record.origin, new URL(sb.apiBase).origin, 'the record names its issuer');
      const elsewhere = createClient({ baseURL: 'http://127.0.0.1:9', merchantUuid: sb.merchantUuid, storage: shared, fetch: () => Promise.reject(new Error('must not be called')) });
      assert.equal(await elsewhere.session.get(), null);
      await assert.rejects(elsewhere.accounts.getAccount(), { status: 401, message: 'The user is not authenticated.' });
      await elsewhere.session.clear();
      assert.ok(await legit.session.isAuthenticated(), 'the other client did not remove it');
      // a record the platform's own SDK wrote (no origin) is read by any client
      map.set('inplayer_token', JSON.stringify({ token: record.token, refreshToken: record.refreshToken, expires: record.expires }));
      assert.equal((await elsewhere.session.get())?.token, record.token);
    });

    it('replays a money-moving call with the same idempotency key, charging once', async () => {
      const c = await signedIn();
      const uuid = (await c.accounts.getAccount()).uuid;
      await control('/sandbox/tokens/expire', { token: (await c.session.get())?.token });
      sent.length = 0;
      const r = await c.payments.createPayment({
        number: '4242424242424242', cardName: 'S', expMonth: 12, expYear: FUTURE_YEAR, cvv: '123', accessFee: 60001, paymentMethod: 1, returnUrl: 'http://127.0.0.1:9/r',
      });
      assert.ok(r.pi_id);
      const posts = sent.filter((s) => s.url.pathname === '/payments');
      assert.equal(posts.length, 2);
      assert.equal(posts[0].headers.get('idempotency-key'), posts[1].headers.get('idempotency-key'));
      const charges = await (await fetch(`${sb.apiBase}/sandbox/charges?account=${uuid}`)).json();
      assert.equal(charges.collection.length, 1);
    });

    it('signs out cleanly when the refresh is refused', async () => {
      const c = await signedIn();
      const rec = (await c.session.get()) as TokenRecord;
      const seen: Array<TokenRecord | null> = [];
      c.session.onChange((r) => seen.push(r));
      await c.session.set({ ...rec, refreshToken: 'not-a-refresh-token' });
      await control('/sandbox/tokens/expire', { token: rec.token });
      await assert.rejects(c.accounts.getAccount(), { status: 401 });
      assert.equal(await c.session.get(), null);
      assert.equal(seen.at(-1), null);
      assert.deepEqual(grants(), ['refresh_token']);
    });
  });

  describe('transport', () => {
    it('sends the bearer token only to the platform origin', async () => {
      const seen: IncomingHttpHeaders[] = [];
      const other = createServer((req, res) => {
        seen.push(req.headers);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
      await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
      try {
        const c = await signedIn();
        const port = (other.address() as { port: number }).port;
        assert.deepEqual(await c.subscriptions.cancelSubscription(`http://127.0.0.1:${port}/subscriptions/cancel/x`), { ok: true });
        assert.equal(seen.length, 1);
        assert.equal(seen[0].authorization, undefined);
      } finally {
        other.close();
      }
    });

    it('rejects non-2xx answers as "Request failed with status code N" after retrying GETs', async () => {
      const c = make();
      await control('/sandbox/faults', { path: '/v2/items/40001/access-fees', fault: 'status=500', count: 2 });
      sent.length = 0;
      assert.ok((await c.assets.getAssetAccessFees(40001)).length, 'third attempt succeeds');
      assert.equal(sent.length, 3);
      await control('/sandbox/faults', { path: '/v2/items/40001/access-fees', fault: 'html' });
      sent.length = 0;
      await assert.rejects(c.assets.getAssetAccessFees(40001), (e: PaywallError) => {
        assert.equal(e.message, 'Request failed with status code 502');
        assert.equal(typeof e.data, 'string');
        return true;
      });
      assert.equal(sent.length, 4);
    });

    it('never retries a write without the caller\'s idempotency key', async () => {
      const c = await signedIn();
      await control('/sandbox/faults', { path: '/payments', fault: 'status=503' });
      const card = { number: '4242424242424242', cardName: 'S', expMonth: 12, expYear: FUTURE_YEAR, cvv: '123', accessFee: 60001, paymentMethod: 1, returnUrl: 'http://127.0.0.1:9/r' };
      sent.length = 0;
      await assert.rejects(c.payments.createPayment(card), { status: 503, message: 'Request failed with status code 503' });
      assert.equal(sent.length, 1);
      await control('/sandbox/faults', { path: '/accounts', method: 'PUT', fault: 'status=503' });
      sent.length = 0;
      await assert.rejects(c.accounts.updateAccount({ fullName: 'y' }), { status: 503 });
      assert.equal(sent.length, 1);
    });

    it('retries a money-moving call once with the caller\'s key when the answer is lost, charging once', async () => {
      const c = await signedIn();
      const uuid = (await c.accounts.getAccount()).uuid;
      await control('/sandbox/faults', { path: '/payments', fault: 'drop-after', count: 1 });
      sent.length = 0;
      const r = await c.payments.createPayment(
        { number: '4242424242424242', cardName: 'S', expMonth: 12, expYear: FUTURE_YEAR, cvv: '123', accessFee: 60001, paymentMethod: 1, returnUrl: 'http://127.0.0.1:9/r' },
        { idempotencyKey: 'lost-answer-1' },
      );
      assert.ok(r.pi_id);
      assert.equal(sent.length, 2);
      assert.ok(sent.every((s) => s.headers.get('idempotency-key') === 'lost-answer-1'));
      const charges = await (await fetch(`${sb.apiBase}/sandbox/charges?account=${uuid}`)).json();
      assert.equal(charges.collection.length, 1);
    });

    it('rejects a token answer without a token as malformed and stores nothing', async () => {
      const c = make();
      await control('/sandbox/faults', { path: '/accounts/authenticate', fault: 'status=200' });
      await assert.rejects(c.accounts.signIn({ email: 'nobody@example.com', password: 'x' }), (e: PaywallError) =>
        e instanceof PaywallError && e.message === 'Malformed response body' && e.code === 'ERR_BAD_RESPONSE');
      assert.equal(await c.session.get(), null);
    });

    it('a read retried after a 503 is still bound by its timeout: a retry that hangs fails in time', async () => {
      const c = make();
      // the first answer is a 503 (retried), the retry is never answered
      await control('/sandbox/faults', { path: '/items/packages/50003', fault: 'status=503,retry-after=0', count: 1 });
      await control('/sandbox/faults', { path: '/items/packages/50003', fault: 'hang' });
      const started = Date.now();
      const outcome = await Promise.race([
        c.assets.getPackage(50003, { timeout: 400 }).then(() => 'answered', (e: PaywallError) => e.message),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 8 s'), 8000)),
      ]);
      assert.equal(outcome, 'timeout of 400ms exceeded');
      assert.ok(Date.now() - started < 8000);
    });

    it('maps dropped connections, timeouts, aborts and malformed bodies', async () => {
      const c = make();
      await control('/sandbox/faults', { path: '/items/packages/50001', fault: 'drop' });
      await assert.rejects(c.assets.getPackage(50001), (e: PaywallError) => e.message === 'Network Error' && e.status === 0 && e.code === 'ERR_NETWORK');
      await control('/sandbox/faults', { path: '/items/packages/50002', fault: 'latency=2000' });
      await assert.rejects(c.assets.getPackage(50002, { timeout: 150 }), (e: PaywallError) => e.message === 'timeout of 150ms exceeded' && e.code === 'ECONNABORTED');
      const ac = new AbortController();
      const p = c.assets.getPackage(50002, { signal: ac.signal });
      setTimeout(() => ac.abort(), 50);
      await assert.rejects(p, (e: PaywallError) => e.message === 'Request aborted' && e.code === 'ERR_CANCELED');
      await control('/sandbox/faults', { path: '/items/40001/access', fault: 'malformed' });
      const s = await signedIn();
      await assert.rejects(s.assets.checkAccessForAsset(40001), (e: PaywallError) => e.message === 'Malformed response body' && e.code === 'ERR_BAD_RESPONSE');
    });
  });

  it('tells listeners about this client\'s session changes', async () => {
    const c = make();
    const seen: Array<string | null> = [];
    const off = c.session.onChange((r) => seen.push(r?.token ?? null));
    await c.session.set({ token: 't1', refreshToken: '', expires: now() + 3600 });
    await c.session.set({ token: 't1', refreshToken: '', expires: now() + 3600 });
    await c.session.clear();
    off();
    await c.session.set({ token: 't2', refreshToken: '', expires: now() + 3600 });
    assert.deepEqual(seen, ['t1', null]);
  });
});
