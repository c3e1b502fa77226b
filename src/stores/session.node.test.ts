import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { allTasks, cleanStores } from 'nanostores';
import { $session, setSessionSource, refreshSession, type SessionSource, type SessionAccount } from './session';
import { signIn, signOut } from './session-actions';

// A stand-in for the client's session at the store's boundary: a token flag plus change listeners,
// as the client reports its own and other tabs' changes.
function fakeSource(opts: { accountFails?: number } = {}) {
  const account: SessionAccount = { id: 1, uuid: 'acc-uuid', email: 'v@example.test', full_name: 'Viewer' };
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  let signedIn = false;
  const emit = () => listeners.forEach((l) => l());
  const source: SessionSource & { otherTab(signedInNow: boolean): void; listeners: Set<() => void>; hasToken(): boolean } = {
    listeners,
    hasToken: () => signedIn,
    isAuthenticated: async () => signedIn,
    getAccount: async () => {
      calls.push('getAccount');
      if (opts.accountFails) throw Object.assign(new Error('fail'), { status: opts.accountFails });
      return account;
    },
    signIn: async ({ email, password }) => {
      calls.push(`signIn ${email}`);
      if (password !== 'secret') throw Object.assign(new Error('Invalid credentials'), { status: 401 });
      signedIn = true;
      emit();
    },
    signUp: async () => {
      signedIn = true;
      emit();
    },
    signOut: async () => {
      calls.push('signOut');
      throw new Error('Network Error');
    },
    clear: async () => {
      calls.push('clear');
      signedIn = false;
      emit();
    },
    onChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    otherTab(now) {
      signedIn = now;
      emit();
    },
  };
  return { source, calls };
}

afterEach(() => {
  cleanStores($session);
  setSessionSource(null);
});

test('the session is read on mount and follows sign-in', async () => {
  const { source } = fakeSource();
  setSessionSource(source);
  const unlisten = $session.listen(() => {});
  assert.deepEqual($session.get(), { status: 'unknown' });
  await allTasks();
  await refreshSession();
  assert.deepEqual($session.get(), { status: 'anonymous' });
  await assert.rejects(signIn({ email: 'v@example.test', password: 'wrong' }), /Invalid credentials/);
  assert.equal($session.get().status, 'anonymous');
  const state = await signIn({ email: 'v@example.test', password: 'secret' });
  assert.equal(state.status, 'authenticated');
  assert.equal(state.status === 'authenticated' && state.account?.uuid, 'acc-uuid');
  assert.equal(source.listeners.size, 1);
  unlisten();
  cleanStores($session);
  assert.equal(source.listeners.size, 0, 'unmounting stops following the source');
});

test('a sign-out in another tab reaches this one through the source', async () => {
  const { source } = fakeSource();
  setSessionSource(source);
  const seen: string[] = [];
  const unlisten = $session.subscribe((s) => seen.push(s.status));
  source.otherTab(true);
  await new Promise((r) => setTimeout(r, 0));
  await refreshSession();
  assert.equal($session.get().status, 'authenticated');
  source.otherTab(false);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal($session.get().status, 'anonymous');
  unlisten();
  assert.deepEqual(seen.filter((s, i) => s !== seen[i - 1]), ['unknown', 'authenticated', 'anonymous']);
});

test('signing out clears the local session even when the server call fails', async () => {
  const { source, calls } = fakeSource();
  setSessionSource(source);
  await signIn({ email: 'v@example.test', password: 'secret' });
  const state = await signOut();
  assert.deepEqual(state, { status: 'anonymous' });
  assert.deepEqual(calls.slice(-2), ['signOut', 'clear']);
});

test('the session turns anonymous only once the token is gone, so nothing reacting to it sends the old token', async () => {
  const { source } = fakeSource();
  setSessionSource(source);
  await signIn({ email: 'v@example.test', password: 'secret' });
  const tokenWhenAnonymous: boolean[] = [];
  const unlisten = $session.listen((s) => {
    if (s.status === 'anonymous') tokenWhenAnonymous.push(source.hasToken());
  });
  await signOut();
  unlisten();
  assert.ok(tokenWhenAnonymous.length > 0, 'the state turned anonymous');
  assert.deepEqual(tokenWhenAnonymous.filter(Boolean), [], 'never while the token was still there');
});

test('an account that cannot load keeps the session with account null; a 401 means anonymous', async () => {
  const a = fakeSource({ accountFails: 500 });
  setSessionSource(a.source);
  a.source.otherTab(true);
  assert.deepEqual(await refreshSession(), { status: 'authenticated', account: null });
  const b = fakeSource({ accountFails: 401 });
  setSessionSource(b.source);
  b.source.otherTab(true);
  assert.deepEqual(await refreshSession(), { status: 'anonymous' });
});

test('without a merchant uuid the session says so once, and starts when the configuration arrives', async (t) => {
  const { setClient } = await import('./client');
  const { setConfig, resetConfig } = await import('./config');
  const errors = t.mock.method(console, 'error', () => {});
  resetConfig();
  setSessionSource(null);
  const unlisten = $session.listen(() => {});
  assert.deepEqual($session.get(), { status: 'anonymous' });
  assert.equal(errors.mock.callCount(), 1);
  assert.match(String(errors.mock.calls[0].arguments[0]), /No merchant uuid is configured/);
  // the platform client is replaced at the boundary; it reports a stored session
  const listeners = new Set<() => void>();
  setClient({
    session: { valid: async () => ({ token: 't', refreshToken: '', expires: Math.floor(Date.now() / 1000) + 3600 }), onChange: (l: () => void) => (listeners.add(l), () => listeners.delete(l)), clear: async () => {} },
    accounts: { getAccount: async () => ({ id: 2, uuid: 'late', email: 'l@example.test', full_name: 'Late' }) },
  } as never);
  setConfig({ merchantUuid: 'merchant-0001' });
  await new Promise((r) => setTimeout(r, 0));
  await refreshSession();
  assert.equal($session.get().status, 'authenticated');
  assert.equal(listeners.size, 1);
  unlisten();
  cleanStores($session);
  assert.equal(listeners.size, 0);
  setClient(null);
  resetConfig();
});

test('a session that cannot be read for a network reason is asked again, and only then signed out (never a stuck unknown)', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { source } = fakeSource();
  let down = true;
  let asked = 0;
  source.isAuthenticated = async () => {
    asked++;
    if (down) throw new Error('Network Error');
    return true;
  };
  setSessionSource(source);
  const unlisten = $session.listen(() => {});
  await refreshSession();
  assert.equal($session.get().status, 'unknown', 'not yet known: asked again shortly');
  const before = asked;
  for (let i = 1; i <= 3; i++) {
    t.mock.timers.tick(1500 * i);
    await new Promise((r) => setImmediate(r));
    await allTasks();
  }
  assert.ok(asked >= before + 3, 'asked again three times');
  assert.equal($session.get().status, 'anonymous', 'signed out after the retries');
  down = false;
  assert.equal((await refreshSession()).status, 'authenticated', 'a later read that works signs in');
  unlisten();
});
