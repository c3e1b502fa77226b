/**
 * Social sign-in: the `state` sent to the platform's provider URLs and the provider's return.
 *
 * The state is what the platform's own web apps send, `base64(JSON {client_id, redirect})`, plus a
 * random `nonce`: the platform sends the viewer back to `redirect` with the token in the fragment
 * (`#access_token=…&refresh_token=…&expires=…&state=…`). This tab keeps the state it sent in
 * sessionStorage and signs in only when the returned state is exactly that one; the state is used
 * once, so a return address opened again (or in another tab) is refused. Either way the token
 * parameters leave the address bar at once (`history.replaceState`). Read by the sign-in form that
 * offered the buttons, which is on the page again when the provider sends the viewer back (sign-in
 * forms in dialogs offer no social buttons).
 */
// the sign-in form loads this module when it offers the buttons or has taken a provider's return out
// of the address bar (src/components/login/auth.ts), as a chunk of its own
import type { TokenRecord } from '../client/session';
import { TOKEN_KEYS, takeReturn, type TakenReturn } from './social-address';

/** Keeps the token record (the page's client session). */
export type KeepToken = (record: TokenRecord) => Promise<unknown>;

/** The key under which this tab keeps the social-login `state` it sent. */
export const SOCIAL_STATE_KEY = 'paywall-elements.social-state';

/** The outcome of a provider's return: none here, signed in, refused (a state this tab did not send or already used), or cancelled at the provider. */
export type SocialReturn = { status: 'none' } | { status: 'signed-in' } | { status: 'rejected' } | { status: 'cancelled' };

/** This page's address as the provider should come back to it: no fragment, no return parameters. */
function returnAddress(): string {
  const q = new URLSearchParams(location.search);
  for (const k of TOKEN_KEYS) q.delete(k);
  const s = q.toString();
  return `${location.origin}${location.pathname}${s ? `?${s}` : ''}`;
}

/** The `redirect` a state names, or null when it is not one of ours. */
function redirectOf(state: string): string | null {
  try {
    const v = JSON.parse(atob(state)) as { redirect?: unknown; nonce?: unknown };
    return typeof v.redirect === 'string' && typeof v.nonce === 'string' ? v.redirect : null;
  } catch {
    return null;
  }
}

/**
 * The state for this page's provider buttons: the one this tab already keeps for this page (so
 * every sign-in form on the page, and a reload, offer the same), or a new one. Null when storage
 * is blocked: a return could not be verified, so no buttons are offered.
 */
export function socialState(clientId: string, nonce: string): string | null {
  const redirect = returnAddress();
  try {
    const kept = sessionStorage.getItem(SOCIAL_STATE_KEY);
    if (kept && redirectOf(kept) === redirect) return kept;
    const state = btoa(JSON.stringify({ client_id: clientId, redirect, nonce }));
    sessionStorage.setItem(SOCIAL_STATE_KEY, state);
    return state;
  } catch {
    return null;
  }
}

/** Verifies a return taken from the address bar against the state this tab sent, and keeps its token. */
function verify({ token, state, refreshToken, expires, cancelled }: TakenReturn, keep: KeepToken): Promise<SocialReturn> {
  let expected: string | null = null;
  try {
    expected = sessionStorage.getItem(SOCIAL_STATE_KEY);
    sessionStorage.removeItem(SOCIAL_STATE_KEY);
  } catch {
    expected = null;
  }
  if (!expected || state !== expected) return Promise.resolve({ status: 'rejected' });
  if (cancelled || !token) return Promise.resolve({ status: 'cancelled' });
  return keep({ token, refreshToken, expires: Number.isFinite(expires) && expires > 0 ? expires : Math.floor(Date.now() / 1000) + 3600 })
    .then(() => ({ status: 'signed-in' }));
}

let unclaimed: Promise<SocialReturn> | null = null;

/**
 * Completes a provider's return (`taken`, else the address bar's, once: the address is cleaned as it
 * is read). The session follows the stored token by itself; the outcome waits for the first sign-in
 * form that asks (`claimSocialReturn`), which announces it.
 */
export function completeSocialReturn(keep: KeepToken, taken: TakenReturn | null = takeReturn()): void {
  if (taken) unclaimed = verify(taken, keep);
}

/** The outcome of the provider's return (`taken`, else the address bar's) for the sign-in form that shows it: given once, then `none`. */
export function claimSocialReturn(keep: KeepToken, taken: TakenReturn | null = takeReturn()): Promise<SocialReturn> {
  completeSocialReturn(keep, taken);
  const mine = unclaimed;
  unclaimed = null;
  return mine ?? Promise.resolve({ status: 'none' });
}
