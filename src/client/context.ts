import type { Http, Verbs } from './http';
import { PaywallError } from './errors';
import { type SessionInternal, type TokenRecord, isTokenRecord } from './session';
import type { SafeStorage } from './storage';
import type { TokenResponse } from './types';

/** What every resource group is built from (internal). */
export interface Ctx extends Verbs {
  http: Http;
  session: SessionInternal;
  storage: SafeStorage;
  merchantUuid: string;
  clientId: string;
  brandingId?: string;
  /** The platform API base URL, without a trailing slash. */
  apiBase: string;
  /** The single sign-on domain, when configured. */
  sso?: string;
}

/**
 * The token record a token response stores (v2 responses have no refresh token); a response without
 * a usable token is rejected as malformed instead of being stored.
 */
export const toRecord = (r: TokenResponse): TokenRecord => {
  const rec = { token: r?.access_token, refreshToken: r?.refresh_token ?? '', expires: Number(r?.expires) };
  if (!isTokenRecord(rec)) throw new PaywallError('Malformed response body', { status: 200, code: 'ERR_BAD_RESPONSE', data: r });
  return rec;
};

/** The page address sent as `referrer` by default: origin and path only, never query or fragment. */
export const pageReferrer = (): string | undefined => {
  const l = (globalThis as { location?: Location }).location;
  return l?.origin && l.origin !== 'null' ? l.origin + l.pathname : undefined;
};

/** Adds `ippwat=<kind>` to a payment return address (SPEC.md section 2). */
export const withIppwat = (url: string | undefined, kind: 'ppv' | 'subscription'): string | undefined => {
  if (!url) return url;
  try {
    const u = new URL(url);
    u.searchParams.set('ippwat', kind);
    return u.href;
  } catch {
    return `${url}${url.includes('?') ? '&' : '?'}ippwat=${kind}`;
  }
};
