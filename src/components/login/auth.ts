/**
 * What `<paywall-login>` needs from the platform, behind small functions so the component holds
 * no request code: every call goes through the page's one client (`getClient()`), and the session
 * store follows the client's session.
 */
import { getClient } from '../../stores/client';
import { signIn, signOut, signUp } from '../../stores/session';
import { randomId } from '../../internal/random-id';

/** Sign-up input as the form collects it. */
export interface SignUpForm {
  fullName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  /** The merchant's register fields, sent as account metadata. */
  metadata: Record<string, string>;
}

/** Signs in with e-mail and password; the client stores the token. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signIn({ email: email.trim(), password });
}

/** Creates a consumer account; the client stores the token. */
export async function signUpConsumer(input: SignUpForm): Promise<void> {
  const metadata = Object.keys(input.metadata).length ? input.metadata : undefined;
  await signUp({
    fullName: input.fullName.trim(),
    email: input.email.trim(),
    password: input.password,
    passwordConfirmation: input.passwordConfirmation,
    type: 'consumer',
    metadata,
  });
}

/** Signs out (the local session is cleared even when the request fails). */
export async function signOutNow(): Promise<void> {
  await signOut();
}

/** Mails a password-reset link. */
export async function requestPasswordReset(email: string): Promise<void> {
  await getClient().accounts.requestNewPassword({ email: email.trim() });
}

/** Sets a new password with the token from the reset link. */
export async function resetPassword(token: string, password: string, passwordConfirmation: string): Promise<void> {
  await getClient().accounts.setNewPassword({ password, passwordConfirmation }, token);
}

export { loadRegisterFields } from './register-field-list';

/** A social-login provider button. */
export interface SocialProvider {
  name: string;
  url: string;
}

/** The key under which this tab remembers the social-login `state` it sent. */
export const SOCIAL_STATE_KEY = 'paywall-elements.social-state';

/** The provider URLs for a fresh `state` (kept in sessionStorage to verify the callback). */
export async function loadSocialProviders(safe: (url: unknown) => string | null): Promise<SocialProvider[]> {
  const state = randomId();
  try {
    sessionStorage.setItem(SOCIAL_STATE_KEY, state);
  } catch {
    // storage blocked: the callback cannot be verified, so no buttons
    return [];
  }
  const r = await getClient().accounts.getSocialLoginUrls(state);
  const out: SocialProvider[] = [];
  for (const entry of Array.isArray(r?.social_urls) ? r.social_urls : []) {
    for (const [name, raw] of Object.entries(entry ?? {})) {
      const url = safe(raw);
      if (url && /^[\w -]{1,40}$/.test(name)) out.push({ name, url });
    }
  }
  return out;
}

/** The outcome of reading a social-login return address. */
export type SocialReturn = { status: 'none' } | { status: 'signed-in' } | { status: 'rejected' };

/**
 * Completes a social login when the page is the provider's return address: the fragment (or
 * query) carries `access_token` (or `token`), optionally `refresh_token` and `expires`, and the
 * `state` this tab stored before leaving. A wrong or missing state is refused. The token
 * parameters are removed from the address bar either way (RELIABILITY G2).
 */
export async function completeSocialLogin(): Promise<SocialReturn> {
  if (typeof location === 'undefined') return { status: 'none' };
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const pick = (name: string) => hash.get(name) ?? query.get(name);
  const token = pick('access_token') ?? pick('token');
  if (!token || !(hash.has('access_token') || hash.has('token') || query.has('access_token'))) return { status: 'none' };
  let expected: string | null = null;
  try {
    expected = sessionStorage.getItem(SOCIAL_STATE_KEY);
    sessionStorage.removeItem(SOCIAL_STATE_KEY);
  } catch {
    expected = null;
  }
  const state = pick('state');
  const refreshToken = pick('refresh_token') ?? '';
  const expires = Number(pick('expires'));
  for (const k of ['access_token', 'token', 'refresh_token', 'expires', 'state']) {
    hash.delete(k);
    query.delete(k);
  }
  const rest = hash.toString();
  const q = query.toString();
  try {
    history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${rest ? `#${rest}` : ''}`);
  } catch {
    // a sandboxed document may refuse; the token is still not used without a matching state
  }
  if (!expected || state !== expected) return { status: 'rejected' };
  await getClient().session.set({
    token,
    refreshToken,
    expires: Number.isFinite(expires) && expires > 0 ? expires : Math.floor(Date.now() / 1000) + 3600,
  });
  return { status: 'signed-in' };
}
