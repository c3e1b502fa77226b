import { useStore } from '@nanostores/react';
import { $session, $tokenValid, surelyAnonymous, type SessionAccount, type SessionState } from '../../stores/session';

/** Whether someone is signed in: unknown until the stored session is read. */
export type AuthState =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; account: SessionAccount | null };

/** The page's session (this tab and the others) as the login, gate and pricing elements see it. */
export function useAuth(): AuthState {
  return authOf(useStore($session));
}

/** The session store's state as `useAuth` gives it (for a component that reads `$session` itself). */
export function authOf(s: SessionState): AuthState {
  // no token stored: signed out is certain before the session is read (no "checking" frame)
  if (s.status === 'unknown') return surelyAnonymous() ? { status: 'signed-out' } : s;
  if (s.status === 'anonymous') return { status: 'signed-out' };
  return { status: 'signed-in', account: s.account };
}

/**
 * Who is viewing, as a key for effects that depend on it: `unknown`, `signed-out`, or `in:` and the
 * account's uuid. A valid stored token makes it `in:` before the account has arrived, so access
 * checks and payment-method lists start together with the account request instead of after it;
 * the key then becomes `in:<uuid>` (checks shared for a few seconds are not sent again).
 */
export function useViewer(): string {
  const auth = useAuth();
  const early = useStore($tokenValid);
  if (auth.status === 'signed-in') return `in:${auth.account?.uuid ?? ''}`;
  return auth.status === 'unknown' && early ? 'in:' : auth.status;
}
