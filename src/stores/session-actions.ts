/**
 * Signing in, up and out through the session store (src/stores/session.ts): apart from it, so that
 * an element that only shows the session (a locked gate, a price table) never downloads them.
 */
import { refreshSession, sessionSource, supersede, type SessionState } from './session';
import { getClient } from './client';
import type { SignUpInput } from '../client';

/** Signs in with e-mail and password, then reloads the session. Rejects with the client's error. */
export async function signIn(input: { email: string; password: string }): Promise<SessionState> {
  const s = sessionSource();
  await (s.signIn ? s.signIn(input) : getClient().accounts.signIn(input));
  return refreshSession();
}

/** Registers an account (the client's sign-up fields), then reloads the session. */
export async function signUp(input: SignUpInput): Promise<SessionState> {
  const s = sessionSource();
  await (s.signUp ? s.signUp(input) : getClient().accounts.signUp(input));
  return refreshSession();
}

/**
 * Signs out: the client removes the token first and then tells the platform; the local session is
 * cleared even when that request fails, so the viewer is signed out in this tab and the others
 * whatever the network does. The state turns anonymous only once the token is gone (the client's
 * change event, or the end of this call), so nothing reacting to it sends the old token.
 */
export async function signOut(): Promise<SessionState> {
  supersede();
  const s = sessionSource();
  try {
    await (s.signOut ? s.signOut() : getClient().accounts.signOut());
  } catch {
    // the local session is cleared below either way
  }
  try {
    await (s.clear ? s.clear() : getClient().session.clear());
  } catch {
    // nothing stored, or storage refuses: the state above already says signed out
  }
  return refreshSession();
}
