import type { Ctx } from '../context';
import type { TokenRecord } from '../session';

/**
 * The social-login return (loaded on first use): reads `access_token`, `refresh_token` and
 * `expires` from the return address (fragment or query), checks `state` when one is expected,
 * stores the token and removes the token fields from the address bar (RELIABILITY.md G2).
 */
export async function completeSocialLogin(c: Ctx, url?: string, expectedState?: string): Promise<TokenRecord | null> {
  const l = (globalThis as { location?: Location }).location;
  const u = new URL(url ?? l?.href ?? '');
  const p = new URLSearchParams(u.hash.slice(1));
  u.searchParams.forEach((v, k) => p.has(k) || p.set(k, v));
  const token = p.get('access_token');
  if (!token || (expectedState !== undefined && p.get('state') !== expectedState)) return null;
  const rec = { token, refreshToken: p.get('refresh_token') ?? '', expires: Number(p.get('expires')) };
  if (!Number.isFinite(rec.expires)) return null;
  await c.session.set(rec);
  if (!url && l) {
    for (const k of ['access_token', 'refresh_token', 'expires', 'state']) u.searchParams.delete(k);
    globalThis.history?.replaceState(globalThis.history.state, '', u.pathname + u.search);
  }
  return rec;
}
