import type { Ctx } from './context';
import { type Environment, resolveApiBase } from './environments';
import { createHttp, verbs } from './http';
import { type Notifications, notifications } from './notifications/index';
import type { accounts } from './resources/accounts';
import type { assets } from './resources/assets';
import { accountsReading, assetsReading } from './resources/reading';
import { branding } from './resources/branding';
import type { nfts } from './resources/nfts';
import type { payments } from './resources/payments';
import type { subscriptions } from './resources/subscriptions';
import type { vouchers } from './resources/vouchers';
import { lazyGroup, partlyLazy } from './lazy';
import { type Session, createSession } from './session';
import { type StorageOption, safeStorage } from './storage';
import { TOKEN_KEY } from './stored-token';
import type { TokenResponse } from './types';

/** Options of `createClient`. */
export interface ClientOptions {
  /** The platform environment. @default 'production' */
  environment?: Environment;
  /** An explicit API base URL; wins over `environment`. */
  baseURL?: string;
  /** The notification key service; defaults to the environment's (or `${baseURL}/iot/keys`). */
  keyServiceURL?: string;
  /** The merchant's uuid. */
  merchantUuid: string;
  /** The OAuth client id sent on sign-in. @default merchantUuid */
  clientId?: string;
  /** The branding id sent where the platform accepts one (only when set). */
  brandingId?: string;
  /** Where the token record lives. @default 'local' (memory when local storage is unusable) */
  storage?: StorageOption;
  /** The storage key of the token record. @default 'inplayer_token' */
  storageKey?: string;
  /** Default request timeout in ms. @default 10000 for GET, 30000 otherwise */
  timeout?: number;
  /** A fetch implementation (tests, instrumentation). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Notification reconnect backoff in ms. @default { base: 1000, cap: 30000 } */
  reconnectBackoff?: { base: number; cap: number };
  /**
   * The single sign-on domain (https; http on loopback): the only origin `reportSSOtoken` posts to.
   * Given, the client reports every token this tab stores or removes to `{ssoDomain}/sso/cookie` and,
   * with no token stored, starts from the one the domain keeps (docs/site-contract.md, Single sign-on).
   */
  ssoDomain?: string;
}

/** A platform client: one session, one HTTP instance, the resource groups and notifications. */
export interface PaywallClient {
  /**
   * The resolved API base and ids. The notification addresses resolve with the notification code,
   * on the first subscription (`resolveEnvironment` gives them for the same options).
   */
  readonly config: { apiBase: string; merchantUuid: string; clientId: string; brandingId?: string };
  readonly session: Session;
  readonly accounts: ReturnType<typeof accounts>;
  readonly assets: ReturnType<typeof assets>;
  readonly payments: ReturnType<typeof payments>;
  readonly subscriptions: ReturnType<typeof subscriptions>;
  readonly vouchers: ReturnType<typeof vouchers>;
  readonly branding: ReturnType<typeof branding>;
  readonly nfts: ReturnType<typeof nfts>;
  readonly notifications: Notifications;
}

/**
 * Creates a platform client. Nothing is read or sent until a call is made.
 * @example
 * const client = createClient({ environment: 'production', merchantUuid: '…' });
 * await client.accounts.signIn({ email, password });
 * const account = await client.accounts.getAccount();
 */
export function createClient(options: ClientOptions): PaywallClient {
  const apiBase = resolveApiBase(options);
  const storage = safeStorage(options.storage ?? 'local');
  const session = createSession(storage, options.storageKey ?? TOKEN_KEY, new URL(apiBase).origin);
  // the origins the token goes to: the API's, and the key service's once the notification code
  // has resolved it (from the options or the environment's table, never from a response)
  const origins = [new URL(apiBase).origin];
  const http = createHttp({ baseURL: apiBase, origins, session, timeout: options.timeout, fetch: options.fetch });
  const clientId = options.clientId ?? options.merchantUuid;
  const c: Ctx = {
    ...verbs(http),
    http, session, storage, merchantUuid: options.merchantUuid, clientId, brandingId: options.brandingId, apiBase,
    sso: options.ssoDomain,
  };
  // the single sign-on watch is its own chunk, loaded only where a domain is configured
  if (c.sso) void import('./sso').then((m) => m.watchSso(c), () => undefined);
  session.refresher = (refreshToken: string): Promise<TokenResponse> =>
    http<TokenResponse>('/accounts/authenticate', { method: 'POST', body: { refresh_token: refreshToken, client_id: clientId, grant_type: 'refresh_token' } });
  return {
    config: { apiBase, merchantUuid: options.merchantUuid, clientId, brandingId: options.brandingId },
    session,
    // what an element reads to show itself comes at once; signing in and out, profiles,
    // favourites, access codes and purchases load with their first call (chunks of their own)
    accounts: partlyLazy(accountsReading(c), () => import('./resources/accounts'), (m) => m.accounts, c),
    assets: partlyLazy(assetsReading(c), () => import('./resources/assets'), (m) => m.assets, c),
    // the money groups and NFTs load with the first call that needs them (own chunks): an element
    // that only reads items and branding never downloads them
    payments: lazyGroup(() => import('./resources/payments'), (m) => m.payments, c),
    subscriptions: lazyGroup(() => import('./resources/subscriptions'), (m) => m.subscriptions, c),
    vouchers: lazyGroup(() => import('./resources/vouchers'), (m) => m.vouchers, c),
    branding: branding(c),
    nfts: lazyGroup(() => import('./resources/nfts'), (m) => m.nfts, c),
    notifications: notifications(c, {
      environment: options.environment, baseURL: options.baseURL, keyServiceURL: options.keyServiceURL, origins, backoff: options.reconnectBackoff,
    }),
  };
}
