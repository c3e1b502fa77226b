// Fault scenarios, client tier: the six calls the money and the session hang on (sign-in, token
// refresh, the account, the access check, a card payment, a card subscription), each under seven
// faults injected by the sandbox (500, 502 with an HTML page, 503 and 429 with Retry-After, a reset
// connection, no answer before the timeout, a slow answer). Each scenario asserts a recoverable state:
// the call succeeds (retried where that is safe) or rejects with a readable error, the session is
// never lost, a repeat of the same attempt then succeeds, and the platform records at most one charge.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '../../src/client/index.ts';
import { startSandbox } from '../../sandbox/server.mjs';
import { recordGates } from './gates.mjs';

const FAULTS = [
  ['500', 'status=500'],
  ['502 HTML page', 'html'],
  ['503 with Retry-After', 'status=503,retry-after=1'],
  ['429 with Retry-After', 'status=429,retry-after=1'],
  ['connection reset', 'drop'],
  ['no answer before the timeout', 'hang'],
  ['slow answer', 'latency=400'],
];
/**
 * The client's timeout in the 'no answer' scenario: the hang outlasts it. Every other call (the
 * set-up, the other faults, the repeat once the fault is gone) has the client's own timeout, so
 * that a loaded machine cannot turn a slow but healthy answer into a timeout.
 */
const TIMEOUT_MS = 1200;

let sb;
let n = 0;
before(async () => {
  sb = await startSandbox({ port: 0, fresh: true, quiet: true });
  // the first sign-up of a fresh sandbox is its slowest request (nothing is warm yet): made here, untimed,
  // so that a loaded machine does not run the first scenario's 1.2 s timeout out before any fault
  const warm = await fetch(`${sb.apiBase}/accounts`, {
    method: 'POST',
    body: new URLSearchParams({ full_name: 'Warm', username: `warm-${Date.now()}@example.test`, password: 'fault-pass-1', password_confirmation: 'fault-pass-1', client_id: sb.clientId }),
  });
  await fetch(`${sb.apiBase}/accounts`, { headers: { authorization: `Bearer ${(await warm.json()).access_token}` } });
});
after(() => sb?.close());
afterEach(() => control('DELETE', '/sandbox/faults'));

const control = (method, path, body) =>
  fetch(`${sb.apiBase}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });

/**
 * A client whose requests are counted, with a storage of its own so each scenario has its own session;
 * `impatient` is the same viewer's client (the same storage) with the short timeout.
 */
function makeClient() {
  const sent = [];
  const kept = new Map();
  const storage = { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => void kept.set(k, v), removeItem: (k) => void kept.delete(k) };
  const make = (timeout) => createClient({
    baseURL: sb.apiBase, merchantUuid: sb.merchantUuid, clientId: sb.clientId, storage, ...(timeout ? { timeout } : {}),
    fetch: (input, init) => {
      const req = new Request(input, init);
      sent.push({ method: req.method, path: new URL(req.url).pathname, key: req.headers.get('idempotency-key'), body: String(init?.body ?? '') });
      return fetch(input, init);
    },
  });
  return { client: make(), impatient: make(TIMEOUT_MS), sent };
}

async function signedIn() {
  const { client, impatient, sent } = makeClient();
  const email = `faults${++n}-${Date.now()}@example.test`;
  await client.accounts.signUp({ fullName: 'Fault Viewer', email, password: 'fault-pass-1', passwordConfirmation: 'fault-pass-1' });
  sent.length = 0;
  return { client, impatient, sent, email, uuid: (await client.accounts.getAccount()).uuid };
}

const charges = async (uuid) => (await (await control('GET', `/sandbox/charges?account=${encodeURIComponent(uuid)}`)).json()).collection.length;
const card = { number: '4242424242424242', cardName: 'Fault Viewer', expMonth: 12, expYear: new Date().getFullYear() + 2, cvv: '123' };

/**
 * The six calls. `prepare` sets the scene; `call(ctx)` makes the call once; `fault` names the
 * request the fault hits (method and path prefix); `money` marks the calls that charge.
 */
const CALLS = [
  {
    name: 'sign-in',
    fault: { method: 'POST', path: '/accounts/authenticate' },
    async prepare() {
      const ctx = await signedIn();
      await ctx.client.session.clear();
      return ctx;
    },
    call: (ctx) => ctx.client.accounts.signIn({ email: ctx.email, password: 'fault-pass-1' }),
    after: async (ctx) => assert.equal(await ctx.client.session.isAuthenticated(), true, 'signed in once it worked'),
  },
  {
    name: 'token refresh',
    fault: { method: 'POST', path: '/accounts/authenticate' },
    async prepare() {
      const ctx = await signedIn();
      // the stored access token is about to expire: the next call refreshes it first
      await ctx.client.session.set({ ...(await ctx.client.session.get()), expires: Math.floor(Date.now() / 1000) + 10 });
      return ctx;
    },
    call: (ctx) => ctx.client.accounts.getAccount(),
    after: async (ctx) => assert.ok((await ctx.client.session.get())?.refreshToken, 'the session (and its refresh token) is kept'),
  },
  {
    name: 'account',
    fault: { method: 'GET', path: '/accounts' },
    prepare: signedIn,
    call: (ctx) => ctx.client.accounts.getAccount(),
  },
  {
    name: 'access check',
    fault: { method: 'GET', path: '/items/40001/access' },
    prepare: signedIn,
    // 402 "payment required" is the platform's answer for a viewer without access: an answer, not a fault
    call: (ctx) => ctx.client.assets.checkAccessForAsset(40001).then(() => 'access', (e) => (e.status === 402 ? 'no access' : Promise.reject(e))),
  },
  {
    name: 'card payment',
    money: true,
    fault: { method: 'POST', path: '/payments' },
    prepare: signedIn,
    call: (ctx) => ctx.client.payments.createPayment(
      { ...card, accessFee: 60001, paymentMethod: 1, returnUrl: 'http://127.0.0.1:9/watch' },
      { idempotencyKey: ctx.key },
    ),
  },
  {
    name: 'card subscription',
    money: true,
    fault: { method: 'POST', path: '/subscriptions' },
    prepare: signedIn,
    call: (ctx) => ctx.client.subscriptions.createSubscription(
      { ...card, accessFee: 61002, paymentMethod: 1, returnUrl: 'http://127.0.0.1:9/plans' },
      { idempotencyKey: ctx.key },
    ),
  },
];

for (const c of CALLS) {
  for (const [label, spec] of FAULTS) {
    test(`${c.name} under ${label}: recoverable, nothing lost, at most one charge`, async () => {
      const ctx = await c.prepare();
      ctx.key = `attempt-${c.name}-${label}-${Date.now()}`.replace(/\W+/g, '-');
      // a reset for a money call happens after the platform acted: the worst case
      const fault = c.money && spec === 'drop' ? 'drop-after' : spec;
      await control('POST', '/sandbox/faults', { ...c.fault, fault, count: 1 });
      const started = Date.now();
      let first;
      try {
        // (only the call that meets no answer gives up after the short timeout)
        first = { ok: true, value: await c.call(spec === 'hang' ? { ...ctx, client: ctx.impatient } : ctx) };
      } catch (error) {
        first = { ok: false, error };
      }
      const seconds = (Date.now() - started) / 1000;
      if (!first.ok) {
        // a readable, typed rejection; never a raw crash
        assert.equal(first.error?.name, 'PaywallError', String(first.error));
        assert.ok(first.error.message && !/\n\s+at /.test(first.error.message), 'a readable message');
        assert.ok((await ctx.client.session.get()) !== null || c.name === 'sign-in', 'the session is not lost to a fault');
      }
      // nothing lost: the same attempt (same idempotency key for money) goes through once the fault is gone
      await control('DELETE', '/sandbox/faults');
      if (!first.ok) await c.call(ctx);
      await c.after?.(ctx);
      let charged = 0;
      if (c.money) {
        charged = await charges(ctx.uuid);
        assert.equal(charged, 1, 'exactly one charge for the attempt');
        const keys = new Set(ctx.sent.filter((s) => s.method === 'POST' && s.path === c.fault.path).map((s) => s.key));
        assert.deepEqual([...keys], [ctx.key], 'every send of the attempt carried its one key');
      }
      recordGates(`client: ${c.name} under ${label}`, { group: 'http', attempts: c.money ? 1 : 0, charges: charged, spinnerSeconds: seconds });
    });
  }
}
