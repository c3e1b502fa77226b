import { useStore } from '@nanostores/react';
import { $session, surelyAnonymous, type SessionAccount } from '../../stores/session';

/** Whether someone is signed in: unknown until the stored session is read. */
export type AuthState =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; account: SessionAccount | null };

/** The page's session (this tab and the others) as the login, gate and pricing elements see it. */
export function useAuth(): AuthState {
  const s = useStore($session);
  // no token stored: signed out is certain before the session is read (no "checking" frame)
  if (s.status === 'unknown') return surelyAnonymous() ? { status: 'signed-out' } : s;
  if (s.status === 'anonymous') return { status: 'signed-out' };
  return { status: 'signed-in', account: s.account };
}
