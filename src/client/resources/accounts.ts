import type { Ctx } from '../context';
import { multipart, pageReferrer, toRecord, writes } from '../http-write';
import { isLoopback } from '../environment-names';
import { MESSAGES, clientError } from '../errors';
import { type CallOptions, seg } from '../http';
import { accountsReading } from './reading';
import type { TokenRecord } from '../session';
import type {
  Ack, Account, CursorList, Favorite, FeatureFlag, Profile, RegisterField, RestrictionSettings, SocialUrls, TokenResponse,
  WatchHistoryItem,
} from '../types';

/** Sign in with a password, a client secret (client_credentials) or a refresh token (refresh_token). */
export type SignInInput = (
  | { email: string; password: string }
  | { clientSecret: string }
  | { refreshToken: string }
) & { clientId?: string; referrer?: string };

/** Sign-up fields (SPEC.md section 3, Account). */
export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  /** @default 'consumer' */
  type?: string;
  metadata?: Record<string, unknown>;
  brandingId?: string;
  dateOfBirth?: string;
  clientId?: string;
  referrer?: string;
}

/** The accounts group: sign-in/up/out, tokens, account details, profiles, favourites, watch history. */
export function accounts(c: Ctx) {
  const { get, aget } = c;
  const { send, post } = writes(c);
  const brand = (b?: string) => b ?? c.brandingId;
  const FAV = '/v2/accounts/media/favorites';
  const WH = '/v2/accounts/media/watch-history';
  const PR = '/v2/accounts/profiles';

  const store = async (p: Promise<TokenResponse>): Promise<TokenResponse> => {
    const r = await p;
    await c.session.set(toRecord(r));
    return r;
  };
  const grant = (path: string, i: SignInInput, o?: CallOptions) => {
    const base = { client_id: i.clientId ?? c.clientId, referrer: i.referrer ?? pageReferrer() };
    const body =
      'clientSecret' in i ? { ...base, grant_type: 'client_credentials', client_secret: i.clientSecret }
      : 'refreshToken' in i ? { ...base, grant_type: 'refresh_token', refresh_token: i.refreshToken }
      : { ...base, grant_type: 'password', username: i.email, password: i.password };
    return store(post<TokenResponse>(path, body, o));
  };
  const signUpAt = (path: string, i: SignUpInput, o?: CallOptions) =>
    store(post<TokenResponse>(path, {
      full_name: i.fullName, username: i.email, password: i.password, password_confirmation: i.passwordConfirmation,
      client_id: i.clientId ?? c.clientId, type: i.type ?? 'consumer', referrer: i.referrer ?? pageReferrer(),
      grant_type: 'password', metadata: i.metadata, branding_id: brand(i.brandingId), date_of_birth: i.dateOfBirth,
    }, o));

  return {
    ...accountsReading(c),
    /** POST /accounts/authenticate; stores the token. */
    signIn: (input: SignInInput, o?: CallOptions) => grant('/accounts/authenticate', input, o),
    /** POST /v2/accounts/authenticate (password only; no refresh token comes back); stores the token. */
    signInV2: (input: { email: string; password: string; clientId?: string; referrer?: string }, o?: CallOptions) =>
      grant('/v2/accounts/authenticate', input, o),
    /** POST /accounts; stores the token. */
    signUp: (input: SignUpInput, o?: CallOptions) => signUpAt('/accounts', input, o),
    /** POST /v2/accounts; stores the token. */
    signUpV2: (input: SignUpInput, o?: CallOptions) => signUpAt('/v2/accounts', input, o),
    /** POST /accounts/authenticate with the stored refresh token; stores the new token. */
    async refreshToken(o?: CallOptions): Promise<TokenResponse> {
      const rec = await c.session.get();
      if (!rec?.refreshToken) throw clientError(401, MESSAGES.noRefreshToken);
      return grant('/accounts/authenticate', { refreshToken: rec.refreshToken }, o);
    },
    /**
     * POST {ssoDomain}/sso/cookie (multipart `token`, `delete`), with cookies: only to the client's
     * configured `ssoDomain` (https; http on loopback); any other address is refused unsent.
     */
    reportSSOtoken(ssoDomain: string, token: string, deactivate = false, o?: CallOptions): Promise<unknown> {
      const u = new URL('/sso/cookie', ssoDomain);
      return c.sso && u.origin === new URL(c.sso).origin && (u.protocol === 'https:' || isLoopback(u.href))
        ? c.http(u.href, { ...o, method: 'POST', credentials: 'include', body: multipart({ token, delete: deactivate ? 1 : 0 }) })
        : Promise.reject(clientError(400, 'The SSO domain is not the https address this client is configured with.'));
    },
    /** POST /accounts/forgot-password: mails a reset link. */
    requestNewPassword: (i: { email: string; merchantUuid?: string; brandingId?: string }, o?: CallOptions) =>
      post<Ack>('/accounts/forgot-password', { email: i.email, merchant_uuid: i.merchantUuid ?? c.merchantUuid, branding_id: brand(i.brandingId) }, o),
    /** PUT /accounts/forgot-password/{token}: sets the new password. */
    setNewPassword: (i: { password: string; passwordConfirmation: string; brandingId?: string }, token: string, o?: CallOptions) =>
      c.http<Ack>(`/accounts/forgot-password/${seg(token)}`, {
        ...o, method: 'PUT', body: { password: i.password, password_confirmation: i.passwordConfirmation, branding_id: brand(i.brandingId) },
      }),
    /** PUT /accounts: full name, and metadata / date of birth when given. */
    updateAccount: (i: { fullName: string; metadata?: Record<string, unknown>; dateOfBirth?: string }, o?: CallOptions) =>
      send<Account>('PUT', '/accounts', { full_name: i.fullName, metadata: i.metadata, date_of_birth: i.dateOfBirth }, o),
    /** POST /accounts/change-password. */
    changePassword: (i: { oldPassword: string; password: string; passwordConfirmation: string; brandingId?: string }, o?: CallOptions) =>
      send<Ack>('POST', '/accounts/change-password', {
        old_password: i.oldPassword, password: i.password, password_confirmation: i.passwordConfirmation, branding_id: brand(i.brandingId),
      }, o),
    /** DELETE /accounts/erase (form body), then removes the token and the notification credentials. */
    async deleteAccount(i: { password: string; brandingId?: string }, o?: CallOptions): Promise<Ack> {
      const r = await send<Ack>('DELETE', '/accounts/erase', { password: i.password, branding_id: brand(i.brandingId) }, o);
      await c.session.clear();
      return r;
    },
    /** POST /accounts/export: mails the viewer's data. */
    exportData: (i: { password?: string; brandingId?: string } = {}, o?: CallOptions) =>
      send<Ack>('POST', '/accounts/export', { password: i.password, branding_id: brand(i.brandingId) }, o),
    /** GET /accounts/social?state=: the social-login provider URLs. */
    getSocialLoginUrls: (state: string, o?: CallOptions) => get<SocialUrls>('/accounts/social', o, { state }),
    /**
     * Finishes a social login: reads `access_token`, `refresh_token` and `expires` from the return
     * address (fragment or query), checks `state` when one is expected, stores the token and removes
     * the token fields from the address bar. Resolves to the record, or null when there is none.
     */
    completeSocialLogin: (url?: string, expectedState?: string): Promise<TokenRecord | null> =>
      import('./social').then((m) => m.completeSocialLogin(c, url, expectedState)),
    /** GET /accounts/register-fields/{merchantUuid}. */
    getRegisterFields: (merchantUuid = c.merchantUuid, o?: CallOptions) =>
      get<{ collection: RegisterField[] }>(`/accounts/register-fields/${seg(merchantUuid)}`, o),
    /** GET /restrictions/settings/{merchantUuid}. */
    loadMerchantRestrictionSettings: (merchantUuid = c.merchantUuid, o?: CallOptions) =>
      get<RestrictionSettings>(`/restrictions/settings/${seg(merchantUuid)}`, o),
    /** POST /v2/accounts/pin-codes/send. */
    sendPinCode: (brandingId?: string, o?: CallOptions) => send<Ack>('POST', '/v2/accounts/pin-codes/send', { branding_id: brand(brandingId) }, o),
    /** POST /v2/accounts/pin-codes/validate. */
    validatePinCode: (pinCode: string, o?: CallOptions) => send<Ack>('POST', '/v2/accounts/pin-codes/validate', { pin_code: pinCode }, o),
    /** POST /v2/accounts/customers/data-capture (anonymous). */
    requestDataCaptureNoAuthAccess: (i: { email: string; fullName: string; company: string; merchantUuid?: string }, o?: CallOptions) =>
      post<Ack>('/v2/accounts/customers/data-capture', {
        email: i.email, full_name: i.fullName, company: i.company, merchant_uuid: i.merchantUuid ?? c.merchantUuid,
      }, o),
    /** POST /v2/accounts/external/{integration} with `item_id`. */
    syncWithExternalAccount: (integration: string, itemId: number | string, o?: CallOptions) =>
      send<Ack>('POST', `/v2/accounts/external/${seg(integration)}`, { item_id: itemId }, o),
    /** PATCH /v2/accounts/external/{integration}. */
    updateExternalAccount: (integration: string, body: Record<string, unknown>, o?: CallOptions) =>
      send<Ack>('PATCH', `/v2/accounts/external/${seg(integration)}`, body, o),
    /** GET /v2/accounts/media/favorites/{mediaId}. */
    getFavorite: (mediaId: string, o?: CallOptions) => aget<Favorite>(`${FAV}/${seg(mediaId)}`, o),
    /** POST /v2/accounts/media/favorites with `media_id`. */
    addToFavorites: (mediaId: string, o?: CallOptions) => send<Favorite>('POST', FAV, { media_id: mediaId }, o),
    /** DELETE /v2/accounts/media/favorites/{mediaId}. */
    deleteFromFavorites: (mediaId: string, o?: CallOptions) => send<Ack>('DELETE', `${FAV}/${seg(mediaId)}`, undefined, o),
    /** GET /v2/accounts/media/watch-history?filter&cursor (filter defaults to currently_watching). */
    getWatchHistory: (i: { filter?: string; cursor?: string } = {}, o?: CallOptions) =>
      aget<CursorList<WatchHistoryItem>>(WH, o, { filter: i.filter ?? 'currently_watching', cursor: i.cursor ?? '' }),
    /** GET /v2/accounts/media/watch-history/{mediaId}. */
    getWatchHistoryForItem: (mediaId: string, o?: CallOptions) => aget<WatchHistoryItem>(`${WH}/${seg(mediaId)}`, o),
    /** PATCH /v2/accounts/media/watch-history with `media_id`, `progress`. */
    updateWatchHistory: (mediaId: string, progress: number, o?: CallOptions) =>
      send<WatchHistoryItem>('PATCH', WH, { media_id: mediaId, progress }, o),
    /** DELETE /v2/accounts/media/watch-history/{mediaId}. */
    deleteWatchHistoryForItem: (mediaId: string, o?: CallOptions) => send<Ack>('DELETE', `${WH}/${seg(mediaId)}`, undefined, o),
    /** GET /v2/features: the merchant's feature flags for the viewer. */
    getFeatureFlags: (o?: CallOptions) => aget<FeatureFlag[]>('/v2/features', o),
    /** GET /v2/accounts/profiles. */
    getProfiles: (o?: CallOptions) => aget<Profile[]>(PR, o),
    /** POST /v2/accounts/profiles. */
    createProfile: (i: { name: string; adult: boolean; avatarUrl?: string; pin?: string }, o?: CallOptions) =>
      send<Profile>('POST', PR, { name: i.name, adult: i.adult, avatar_url: i.avatarUrl, pin: i.pin }, o),
    /** GET /v2/accounts/profiles/{id}. */
    getProfileDetails: (id: string, o?: CallOptions) => aget<Profile>(`${PR}/${seg(id)}`, o),
    /** PUT /v2/accounts/profiles/{id}. */
    updateProfile: (id: string, i: { name: string; avatarUrl?: string; adult?: boolean }, o?: CallOptions) =>
      send<Profile>('PUT', `${PR}/${seg(id)}`, { name: i.name, avatar_url: i.avatarUrl, adult: i.adult }, o),
    /** DELETE /v2/accounts/profiles/{id}, with the profile's `pin` (form body) when it has one. */
    deleteProfile: (id: string, pin?: string, o?: CallOptions) => send<Ack>('DELETE', `${PR}/${seg(id)}`, pin === undefined ? undefined : { pin }, o),
    /** POST /v2/accounts/profiles/{id}/token with `pin` (when the profile has one). */
    enterProfile: (id: string, pin?: string, o?: CallOptions) =>
      send<Profile & { token?: string }>('POST', `${PR}/${seg(id)}/token`, { pin }, o),
  };
}

/** The accounts resource group. */
export type AccountsResource = ReturnType<typeof accounts>;
