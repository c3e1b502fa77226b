/**
 * `<paywall-login>`'s signed-in view: who is signed in, the active profile and signing out. A chunk
 * of its own (login.tsx loads it while a stored session is read or the viewer signs in).
 */
import { useState } from 'react';
import { useT } from '../../i18n';
import { login } from '../../i18n/login';
import type { AuthState } from '../ui/auth';
import { Heading } from '../ui/host';
import { ProfileLine } from '../ui/profile-line';
import { signOutNow } from './auth';

/** Who is signed in, with a sign-out button; `onSignedOut` runs once the session is gone (or failed to go). */
export function SignedIn({ auth, report, onSignedOut }: { auth: Extract<AuthState, { status: 'signed-in' }>; report: (e: unknown, code?: string) => string; onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const account = auth.account;
  const t = useT(login);
  const [before, after = ''] = t('signedInAs').split('{name}');
  const signOut = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await signOutNow();
    } catch (e) {
      // the token is removed even when the request fails; say so only when it is not
      setError(report(e, 'sign_out_failed'));
    } finally {
      setBusy(false);
      onSignedOut();
    }
  };
  return (
    <div className="account" part="account">
      <Heading look={2} part="title">{t('signedInTitle')}</Heading>
      <p part="who" role="status">
        {account ? <>{before}<strong>{account.full_name || account.email}</strong>{after}{account.full_name && account.email ? <> ({account.email})</> : null}</> : t('signedIn')}
      </p>
      <ProfileLine message={t('watchingAs')} />
      {error ? <p className="form-error" role="alert" part="form-error">{error}</p> : null}
      <div className="actions">
        <button type="button" part="sign-out" className="secondary" disabled={busy} onClick={signOut}>{busy ? t('signingOut') : t('signOut')}</button>
      </div>
    </div>
  );
}
