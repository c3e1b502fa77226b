/**
 * A social-login provider's return in the address bar, taken out of it as soon as a sign-in form
 * looks (src/stores/social-return.ts, loaded on demand, verifies it against the state this tab
 * sent). No imports: this stays with the sign-in form's own code.
 */

/** The parameters a provider's return puts in the address. */
export const TOKEN_KEYS = ['access_token', 'token', 'refresh_token', 'expires', 'state', 'error', 'error_description'];

/** A provider's return as read from the address, not yet verified. */
export interface TakenReturn {
  token: string | null;
  state: string | null;
  refreshToken: string;
  expires: number;
  /** The provider reported an error (the viewer cancelled, say) and sent no token. */
  cancelled: boolean;
}

/**
 * Takes a provider's return out of the address bar: its parameters, read, then removed at once
 * (history entry, Referer of later requests, the merchant's scripts), before the code that verifies
 * it has loaded. Null when the address holds none.
 */
export function takeReturn(): TakenReturn | null {
  if (typeof location === 'undefined') return null;
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const fromHash = hash.has('access_token') || hash.has('token') || (hash.has('error') && hash.has('state'));
  if (!fromHash && !query.has('access_token')) return null;
  const pick = (name: string) => hash.get(name) ?? query.get(name);
  const token = pick('access_token') ?? pick('token');
  const state = pick('state');
  const refreshToken = pick('refresh_token') ?? '';
  const expires = Number(pick('expires'));
  const cancelled = !token && pick('error') !== null;
  for (const k of TOKEN_KEYS) {
    hash.delete(k);
    query.delete(k);
  }
  const rest = hash.toString();
  const q = query.toString();
  try {
    history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${rest ? `#${rest}` : ''}`);
  } catch {
    // a sandboxed document may refuse; the token is still used only with this tab's state
  }
  return { token, state, refreshToken, expires, cancelled };
}
