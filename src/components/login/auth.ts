/**
 * What `<paywall-login>` needs from the platform, behind small functions so the component holds
 * no request code: every call goes through the page's one client (`getClient()`), and the session
 * store follows the client's session.
 */
import { getClient } from '../../stores/client';
import { signIn, signOut, signUp } from '../../stores/session-actions';
import { randomId } from '../../internal/random-id';
import type { SocialReturn } from '../../stores/social-return';
import type { TakenReturn } from '../../stores/social-address';

/** Sign-up input as the form collects it. */
export interface SignUpForm {
  fullName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  /** The merchant's register fields, sent as account metadata. */
  metadata: Record<string, string>;
  /** The date of birth, where the merchant sets a minimum age (sent as the account's `date_of_birth`). */
  dateOfBirth?: string;
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
    dateOfBirth: input.dateOfBirth,
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


/** A social-login provider button. */
export interface SocialProvider {
  name: string;
  url: string;
}

export type { SocialReturn } from '../../stores/social-return';

// the social sign-in code (the state and the verification of a provider's return) is a chunk of its
// own: a form loads it to offer the buttons, or once it has taken a return out of the address bar
const socialCode = () => import('../../stores/social-return');

// the provider's return being claimed: a form that offers the buttons meanwhile waits for it
let claiming: Promise<SocialReturn> | null = null;

/**
 * The outcome of a provider's return, for the sign-in form that shows it (given once): `taken`, the
 * return the form took out of the address bar as it showed (`takeReturn()`).
 */
export function claimSocialReturn(taken: TakenReturn | null): Promise<SocialReturn> {
  if (!taken) return Promise.resolve({ status: 'none' });
  return (claiming = socialCode().then((m) => m.claimSocialReturn((r) => getClient().session.set(r), taken)));
}

/** The provider URLs for this page's `state` (kept in sessionStorage to verify the return). */
export async function loadSocialProviders(safe: (url: unknown) => string | null): Promise<SocialProvider[]> {
  const { socialState } = await socialCode();
  // back from a provider (the return is claimed on the same mount): once signed in, no new state
  // is kept and no buttons are offered; after a cancel or a refusal, new buttons with a new state
  const back = claiming;
  if (back && (await back.catch(() => null))?.status === 'signed-in') {
    if (claiming === back) claiming = null;
    return [];
  }
  const state = socialState(getClient().config.clientId, randomId());
  // storage blocked: the return could not be verified, so no buttons
  if (!state) return [];
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
