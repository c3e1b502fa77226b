/**
 * The viewer's session: unknown (not read yet), anonymous, or authenticated with the account. It
 * follows the client's session, which changes in this tab and, through storage and a
 * BroadcastChannel, in every other tab (a sign-out in one tab reaches the others).
 */
import { atom, onMount, readonlyType } from 'nanostores';
import { getClient } from './client';
import { $config, readConfig } from './config';
import type { SignUpInput } from '../client';

/** The account fields the site uses (the platform sends more). */
export interface SessionAccount {
  id: number;
  uuid: string;
  email: string;
  full_name: string;
  [field: string]: unknown;
}

/** The session as a tagged union. `account` is null while it could not be loaded. */
export type SessionState = { status: 'unknown' } | { status: 'anonymous' } | { status: 'authenticated'; account: SessionAccount | null };

/** Where the session store gets its facts; by default the shared client. */
export interface SessionSource {
  /**
   * Whether someone is signed in, refreshing an access token that expired or is about to (when a
   * refresh token is stored) before answering. Rejects when that cannot be known right now (the
   * refresh request failed for a network reason).
   */
  isAuthenticated(): Promise<boolean>;
  getAccount(): Promise<SessionAccount>;
  /** Signs in; without it, the shared client's `accounts.signIn` (src/stores/session-actions.ts). */
  signIn?(input: { email: string; password: string }): Promise<unknown>;
  /** Registers; without it, the shared client's `accounts.signUp`. */
  signUp?(input: SignUpInput): Promise<unknown>;
  /** Signs out; without it, the shared client's `accounts.signOut`. */
  signOut?(): Promise<unknown>;
  /** Removes the local session without asking the server; without it, the shared client's `session.clear`. */
  clear?(): Promise<void>;
  onChange(listener: () => void): () => void;
  /** Whether a token is stored, when that can be told at once (undefined otherwise). */
  storedNow?(): boolean | undefined;
}

/**
 * The shared client as a session source. Signing in, up and out and clearing the session are the
 * client's own calls, made by the actions of src/stores/session-actions.ts, so that a page that only
 * shows the session does not carry them.
 */
export function clientSessionSource(): SessionSource {
  const c = () => getClient();
  return {
    isAuthenticated: async () => !!(await c().session.valid()),
    getAccount: () => c().accounts.getAccount() as Promise<SessionAccount>,
    onChange: (listener) => c().session.onChange(() => listener()),
    storedNow: () => c().session.storedNow(),
  };
}

let source: SessionSource | null = null;
const src = () => (source ??= clientSessionSource());
const session = atom<SessionState>({ status: 'unknown' });
const tokenValid = atom<boolean | null>(null);
let generation = 0;

/** The viewer's session. Written through `refreshSession` and the actions of src/stores/session-actions.ts (`signIn`, `signUp`, `signOut`). */
export const $session = readonlyType(session);

/**
 * Whether a valid session token is stored, known before the account has arrived (null until the
 * first read): what an element that needs only the token (an access check, the payment methods)
 * waits for, instead of the account request it has no use for.
 */
export const $tokenValid = readonlyType(tokenValid);

/**
 * True when the session is not read yet but surely anonymous: no token is stored (told at once
 * from the browser's storage). Lets a sign-in form show at once instead of a "checking" frame;
 * false whenever a token exists or only an asynchronous read can tell, or nothing is configured.
 */
export function surelyAnonymous(): boolean {
  if (session.get().status !== 'unknown') return false;
  try {
    return src().storedNow?.() === false;
  } catch {
    return false;
  }
}

/**
 * Re-reads the session from the source (and the account when authenticated). The latest call
 * wins when several overlap. An account that cannot be loaded leaves `account: null`; a 401
 * means anonymous.
 */
export async function refreshSession(): Promise<SessionState> {
  const mine = ++generation;
  let next: SessionState;
  let authenticated: boolean | null;
  try {
    authenticated = await src().isAuthenticated();
  } catch {
    authenticated = null;
  }
  if (mine === generation && authenticated !== null) tokenValid.set(authenticated);
  if (authenticated === null) {
    // the expired token could not be refreshed for a network reason: ask again shortly, and only
    // then say signed out (an element never waits on 'unknown' for long)
    if (mine === generation && retries < SESSION_RETRIES) {
      retries++;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void refreshSession(), SESSION_RETRY_MS * retries);
      return session.get();
    }
    next = { status: 'anonymous' };
  } else if (!authenticated) next = { status: 'anonymous' };
  else {
    try {
      next = { status: 'authenticated', account: await src().getAccount() };
    } catch (error) {
      next = (error as { status?: number })?.status === 401 ? { status: 'anonymous' } : { status: 'authenticated', account: null };
    }
  }
  if (mine === generation) {
    retries = 0;
    setIfChanged(next);
    tokenValid.set(next.status === 'authenticated');
  }
  return session.get();
}

/** How often, and how far apart (growing), the session is asked again after a network failure. */
const SESSION_RETRIES = 3;
const SESSION_RETRY_MS = 1500;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function setIfChanged(next: SessionState) {
  const cur = session.get();
  const same =
    cur.status === next.status &&
    (cur.status !== 'authenticated' || next.status !== 'authenticated' || (cur.account?.uuid === next.account?.uuid && cur.account?.email === next.account?.email && cur.account?.full_name === next.account?.full_name));
  if (!same) session.set(next);
}

/**
 * The session source, and the counter that makes an older `refreshSession` answer lose to a newer
 * action (internal: the sign-in, sign-up and sign-out actions of src/stores/session-actions.ts).
 */
export const sessionSource = (): SessionSource => src();
/** Makes every `refreshSession` under way lose (internal: sign-out). */
export const supersede = (): void => void generation++;

/** Replaces the session source (tests); null goes back to the shared client. Resets the state. */
export function setSessionSource(next: SessionSource | null): void {
  source = next;
  generation++;
  session.set({ status: 'unknown' });
  tokenValid.set(null);
}

onMount(session, () => {
  let off: (() => void) | undefined;
  let unlistenConfig: (() => void) | undefined;
  const start = (report: boolean) => {
    try {
      off = src().onChange(() => void refreshSession());
    } catch (error) {
      // a page that declares configuration already got the config store's own message about it
      const declared = typeof document !== 'undefined' && readConfig(document).found;
      if (report && !declared) console.error(String((error as Error)?.message ?? error));
      return false;
    }
    void refreshSession();
    return true;
  };
  if (!start(true)) {
    session.set({ status: 'anonymous' });
    // a configuration that arrives later (a <paywall-config> after the element) starts the session then
    unlistenConfig = $config.listen((c) => {
      if (c.merchantUuid && !off && start(false)) {
        unlistenConfig?.();
        unlistenConfig = undefined;
      }
    });
  }
  return () => {
    off?.();
    unlistenConfig?.();
  };
});
