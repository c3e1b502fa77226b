// The client in Chromium against the test run's sandbox: real calls (with CORS), local storage
// rules, the guard, refresh and replay, the refresh race between two tabs, and cross-tab changes.
import { expect } from 'chai';
import { createClient, PaywallError, type ClientOptions, type PaywallClient, type TokenRecord } from './index';
import { FUTURE_YEAR } from '../../test/helpers/card-dates';
import { waitFor } from '../../test/helpers/dom';

type Info = { apiBase: string; merchantUuid: string; clientId: string };
type Sent = { method: string; url: URL; headers: Headers; body: unknown };
const now = () => Math.floor(Date.now() / 1000);
const KEY = 'inplayer_token';

describe('platform client in the browser', () => {
  let info: Info;
  let sent: Sent[] = [];
  const password = 'browser-pass-1';
  const counting: typeof fetch = (input, init) => {
    const req = new Request(input, init);
    sent.push({ method: req.method, url: new URL(req.url), headers: req.headers, body: init?.body });
    return fetch(input, init);
  };
  const make = (o: Partial<ClientOptions> = {}) =>
    createClient({ baseURL: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId, fetch: counting, ...o });
  const email = () => `b-${Math.random().toString(36).slice(2)}@example.com`;
  const signedIn = async (o: Partial<ClientOptions> = {}): Promise<PaywallClient> => {
    const c = make(o);
    await c.accounts.signUp({ fullName: 'Browser', email: email(), password, passwordConfirmation: password });
    sent = [];
    return c;
  };
  const expireAtServer = (token: string) =>
    fetch(`${info.apiBase}/sandbox/tokens/expire`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  const grants = () =>
    sent.filter((s) => s.url.pathname === '/accounts/authenticate').map((s) => new URLSearchParams(String(s.body)).get('grant_type'));

  before(async () => {
    info = await (await fetch('/__sandbox__/info')).json();
  });
  beforeEach(() => {
    localStorage.clear();
    sent = [];
  });

  it('touches no storage and sends nothing when created', () => {
    const calls: string[] = [];
    const proto = Storage.prototype;
    const orig = { getItem: proto.getItem, setItem: proto.setItem, removeItem: proto.removeItem };
    for (const k of ['getItem', 'setItem', 'removeItem'] as const) {
      (proto as unknown as Record<string, unknown>)[k] = function (this: Storage, ...a: [string, string]) {
        calls.push(k);
        return (orig[k] as (...x: unknown[]) => unknown).apply(this, a);
      };
    }
    try {
      make();
    } finally {
      Object.assign(proto, orig);
    }
    expect(calls).to.deep.equal([]);
    expect(sent).to.have.length(0);
  });

  it('signs up, keeps the token record in local storage and reads the account', async () => {
    const c = make();
    const r = await c.accounts.signUp({ fullName: 'Browser', email: email(), password, passwordConfirmation: password });
    // the platform SDK's record, plus the origin that issued it (a client for another API address ignores it)
    expect(JSON.parse(localStorage.getItem(KEY) as string)).to.deep.equal({ token: r.access_token, refreshToken: r.refresh_token, expires: r.expires, origin: new URL(c.config.apiBase).origin });
    const a = await c.accounts.getAccount();
    expect(a.full_name).to.equal('Browser');
    expect(Object.keys(localStorage).join()).not.to.match(/iot|secret/i);
  });

  it('buys an item with an idempotency key through CORS, once', async () => {
    const c = await signedIn();
    const card = { number: '4242424242424242', cardName: 'B', expMonth: 12, expYear: FUTURE_YEAR, cvv: '123', accessFee: 60005, paymentMethod: 1, returnUrl: `${location.origin}/done` };
    const first = await c.payments.createPayment(card, { idempotencyKey: 'browser-attempt-1' });
    const again = await c.payments.createPayment(card, { idempotencyKey: 'browser-attempt-1' });
    expect(again.pi_id).to.equal(first.pi_id);
    expect((await c.assets.checkAccessForAsset(40005)).item_id).to.equal(40005);
  });

  it('computes the browser fingerprint once (MurmurHash3 x64 128) and reuses the stored value', async () => {
    const c = make();
    await c.assets.requestCodeAccess({ itemId: 40014, code: 'FESTIVAL-VIP' });
    const rec = await c.assets.getAccessCode(40014);
    expect(rec?.browser_fingerprint).to.match(/^[0-9a-f]{32}$/);
    expect(JSON.parse(localStorage.getItem('access_code_40014') as string)).to.deep.equal(rec);
    localStorage.setItem('paywall_browser_fingerprint', 'ffffffffffffffffffffffffffffffff');
    await c.assets.terminateSession(40014);
    expect(sent.at(-1)?.url.pathname).to.equal(`/items/access/codes/${rec?.code_id}/${rec?.browser_fingerprint}`);
    expect(localStorage.getItem('access_code_40014')).to.equal(null);
    await c.assets.requestCodeAccess({ itemId: 40014, code: 'FESTIVAL-VIP' });
    expect((sent.at(-1)?.body as FormData).get('browser_fingerprint')).to.equal('ffffffffffffffffffffffffffffffff');
    await c.assets.terminateSession(40014);
  });

  describe('broken storage', () => {
    for (const garbage of ['{not json', '{"token":"t","refreshToken":"r","expires":"soon"}', 'null', '[]']) {
      it(`treats ${garbage} as signed out and removes it`, async () => {
        localStorage.setItem(KEY, garbage);
        const c = make();
        expect(await c.session.get()).to.equal(null);
        expect(localStorage.getItem(KEY)).to.equal(null);
      });
    }

    it('falls back to memory when local storage throws on access', async () => {
      const desc = Object.getOwnPropertyDescriptor(window, 'localStorage') as PropertyDescriptor;
      Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('denied', 'SecurityError'); } });
      try {
        const c = await signedIn();
        expect(await c.session.isAuthenticated()).to.equal(true);
        expect((await c.accounts.getAccount()).email).to.be.a('string');
      } finally {
        Object.defineProperty(window, 'localStorage', desc);
      }
    });

    it('falls back to memory when local storage is full', async () => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k: string, v: string) {
        if (k === KEY) throw new DOMException('full', 'QuotaExceededError');
        return setItem.call(this, k, v);
      };
      try {
        const c = await signedIn();
        expect(localStorage.getItem(KEY)).to.equal(null);
        expect(await c.session.isAuthenticated()).to.equal(true);
      } finally {
        Storage.prototype.setItem = setItem;
      }
    });

    it("keeps the session out of local storage with storage: 'memory'", async () => {
      const c = await signedIn({ storage: 'memory' });
      expect(localStorage.getItem(KEY)).to.equal(null);
      expect(await c.session.isAuthenticated()).to.equal(true);
    });
  });

  it('refuses unauthenticated calls before sending, and treats tokens as expired 60 s early', async () => {
    const c = make();
    let error: unknown;
    await c.accounts.getAccount().catch((e) => (error = e));
    expect(error).to.be.instanceOf(PaywallError);
    expect((error as PaywallError).status).to.equal(401);
    expect((error as PaywallError).message).to.equal('The user is not authenticated.');
    await c.session.set({ token: 'abc', refreshToken: '', expires: now() + 59 });
    expect(await c.session.isAuthenticated()).to.equal(false);
    await c.accounts.getFavorites().catch(() => undefined);
    expect(sent).to.have.length(0);
  });

  it('refreshes once and replays after a 401', async () => {
    const c = await signedIn();
    await expireAtServer((await c.session.get())!.token);
    expect((await c.accounts.getAccount()).email).to.be.a('string');
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).to.deep.equal(['GET /accounts', 'POST /accounts/authenticate', 'GET /accounts']);
  });

  /**
   * Two tabs share one session; it expires at the server and both ask at once: one refresh between
   * them, both answered, and the same new session in both.
   */
  const oneRefreshForBoth = async (a: PaywallClient, b: PaywallClient) => {
    const rec = (await b.session.get()) as TokenRecord;
    expect(rec.token).to.equal((await a.session.get())!.token);
    await expireAtServer(rec.token);
    const [x, y] = await Promise.all([a.accounts.getAccount(), b.accounts.getAccount()]);
    expect(x.uuid).to.equal(y.uuid);
    expect(grants()).to.deep.equal(['refresh_token']);
    expect((await a.session.get())!.token).to.equal((await b.session.get())!.token);
  };

  it('two tabs racing after a 401 send exactly one refresh and both succeed', async () => {
    const a = await signedIn();
    const b = make();
    await oneRefreshForBoth(a, b);
  });

  /**
   * Two tabs, each with its own copy of the storage, a write reaching the other copy late (browsers
   * pass local storage writes between tabs asynchronously, apart from Web Lock grants): `lag.ms`
   * later, or once that tab has read the key `lag.reads` times since. The reads bound the lag, so
   * that a timer fired late on a loaded machine cannot make the copy later than the tab's wait for it.
   */
  const lateTabs = () => {
    const lag = { ms: 300, reads: 2 };
    const copies = [new Map<string, string>(), new Map<string, string>()];
    const late: Array<{ to: number; k: string; v: string | null; reads: number; limit: number }> = [];
    /** Applies `w` to its copy, and before it every earlier write of the same key (in order). */
    const deliver = (w: (typeof late)[number]) => {
      const at = late.indexOf(w);
      if (at < 0) return;
      for (const x of late.slice(0, at + 1).filter((y) => y.to === w.to && y.k === w.k)) {
        late.splice(late.indexOf(x), 1);
        if (x.v === null) copies[x.to].delete(x.k);
        else copies[x.to].set(x.k, x.v);
      }
    };
    const send = (to: number, k: string, v: string | null) => {
      const w = { to, k, v, reads: 0, limit: lag.reads };
      late.push(w);
      setTimeout(() => deliver(w), lag.ms);
    };
    const lagging = (mine: number) => ({
      getItem: (k: string) => {
        for (const w of late.filter((x) => x.to === mine && x.k === k)) if (++w.reads > w.limit) deliver(w);
        return copies[mine].get(k) ?? null;
      },
      setItem: (k: string, v: string) => {
        copies[mine].set(k, v);
        send(1 - mine, k, v);
      },
      removeItem: (k: string) => {
        copies[mine].delete(k);
        send(1 - mine, k, null);
      },
    });
    const key = `lagging-${Math.random().toString(36).slice(2)}`;
    const a = make({ storage: lagging(0), storageKey: key });
    const b = make({ storage: lagging(1), storageKey: key });
    const signUp = async () => {
      await a.accounts.signUp({ fullName: 'Lag', email: email(), password, passwordConfirmation: password });
      // the sign-in has reached the other tab's copy
      const same = () => copies[0].size > 0 && JSON.stringify([...copies[1]].sort()) === JSON.stringify([...copies[0]].sort());
      await waitFor(same, { message: 'the write reached the other copy' });
      sent = [];
    };
    return { a, b, lag, signUp };
  };

  it("two tabs racing after a 401, one tab's storage late with the other's write: still exactly one refresh", async () => {
    const { a, b, signUp } = lateTabs();
    await signUp();
    await oneRefreshForBoth(a, b);
  });

  it("two tabs racing after a 401, the other's write reaching a tab more than a second late: it waits for it while the mark is held, exactly one refresh", async () => {
    const { a, b, lag, signUp } = lateTabs();
    await signUp();
    // from now on a write reaches the other copy 1.5 s later, or after 28 reads of it there (a tab
    // polling every 50 ms for the record reads it about 20 times a second): later than the second
    // the refresh used to wait, well within the 5 s the other tab's mark is held
    Object.assign(lag, { ms: 1500, reads: 28 });
    await oneRefreshForBoth(a, b);
  });

  it('tells the other tab about sign-in and sign-out', async () => {
    const a = make();
    const b = make();
    const seen: Array<string | null> = [];
    b.session.onChange((r) => seen.push(r ? r.token : null));
    const r = await a.accounts.signUp({ fullName: 'Tabs', email: email(), password, passwordConfirmation: password });
    const until = (n: number) => waitFor(() => seen.length >= n, { message: () => `${n} changes told to the other tab (seen: ${seen.length})` });
    await until(1);
    await a.accounts.signOut();
    await until(2);
    expect(seen).to.deep.equal([r.access_token, null]);
    expect(await b.session.get()).to.equal(null);
  });

  it('sends the bearer token only to the platform origin', async () => {
    const c = await signedIn();
    await c.subscriptions.cancelSubscription(`${location.origin}/__sandbox__/info`);
    expect(sent.at(-1)?.url.origin).to.equal(location.origin);
    expect(sent.at(-1)?.headers.get('authorization')).to.equal(null);
    await c.accounts.getAccount();
    expect(sent.at(-1)?.headers.get('authorization')).to.match(/^Bearer /);
  });
});
