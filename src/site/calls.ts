/**
 * Calls to the merchant's own server (SPEC section 7, site calls): cart add, on-demand clip,
 * `/users/token` and `search.more`. Only same-origin URLs are called, with the page's CSRF token
 * and `credentials: 'same-origin'` (RELIABILITY D5); answers count as success only when they say
 * `success: true`. Failures are logged, never thrown.
 */
import { safeImageUrl } from './urls';
import { readSiteRecord, writeSiteRecord, browserStorage, type WebStorage } from './site-storage';
import { siteRequest, siteWarn as warn, type SiteCallContext } from './site-request';

export { readCsrfToken, sameOriginUrl, CSRF_HEADER, SITE_GET_TIMEOUT_MS, SITE_POST_TIMEOUT_MS } from './site-request';
export type { SiteCallContext } from './site-request';

/** The cart payload (SPEC section 3). */
export interface CartProduct {
  productType: string;
  productId: string | number;
}

/** The add-to-cart notification (SPEC section 3); every field is text or a checked URL. */
export interface ProductAdded {
  heading: string;
  thumbnail: string | null;
  title: string;
  description: string;
}

/** The outcome of a cart call. */
export type CartResult = { status: 'added'; response: Record<string, unknown> } | { status: 'failed'; reason: string };

/**
 * POSTs `{productType, productId}` as JSON to a cart endpoint (cart.products.add or
 * cart.products.addOnDemandClip). Added only when the answer says `success: true`; any other
 * answer, status or error is logged and reported as failed.
 */
export async function postCartProduct(endpoint: string, product: CartProduct, ctx: SiteCallContext = {}): Promise<CartResult> {
  try {
    const response = await siteRequest(endpoint, ctx, { method: 'POST', body: { productType: product.productType, productId: product.productId } });
    if (response.success === true) return { status: 'added', response };
    warn(ctx, `the cart did not accept the product (no "success": true in the answer of ${endpoint}).`);
    return { status: 'failed', reason: 'not-success' };
  } catch (error) {
    const reason = String((error as Error)?.message ?? error);
    warn(ctx, `adding to the cart failed: ${reason}`);
    return { status: 'failed', reason };
  }
}

/**
 * The product-added notification: the answer's `notification` (or `data`) fields when present,
 * else the caller's. Text stays text; the thumbnail passes the image rule (`safeImageUrl`).
 */
export function productAddedFrom(response: Record<string, unknown>, fallback: Partial<ProductAdded>, page: string): ProductAdded {
  const fromServer = [response.notification, response.data].find((v) => v && typeof v === 'object' && !Array.isArray(v)) as Record<string, unknown> | undefined;
  const pick = (k: keyof ProductAdded) => (typeof fromServer?.[k] === 'string' ? (fromServer[k] as string) : typeof fallback[k] === 'string' ? (fallback[k] as string) : '');
  return { heading: pick('heading'), thumbnail: safeImageUrl(pick('thumbnail'), page || undefined), title: pick('title'), description: pick('description') };
}

/** A provider token from `/users/token` (or the stored one). */
export interface ProviderToken {
  token: string;
  /** Unix seconds. */
  expires: number;
  uuid: string;
}

/**
 * The provider token for the page's uuid. The stored token is reused only when it was issued for
 * the same uuid and does not expire within 60 s; otherwise `GET endpoint` is asked and the answer
 * (`success`, `data.token`, `data.expires`, `data.inplayer_uuid`) is stored with the uuid. Null on
 * failure (logged).
 */
export async function getProviderToken(endpoint: string, pageUuid: string | null, ctx: SiteCallContext & { storage?: WebStorage | null; nowMs?: number } = {}): Promise<ProviderToken | null> {
  const storage = ctx.storage === undefined ? browserStorage() : ctx.storage;
  const now = (ctx.nowMs ?? Date.now()) / 1000;
  const stored = readSiteRecord(storage);
  if (pageUuid && stored.providerToken && stored.providerUuid === pageUuid && (stored.providerExpires === undefined || stored.providerExpires - 60 > now)) {
    return { token: stored.providerToken, expires: stored.providerExpires ?? 0, uuid: stored.providerUuid };
  }
  try {
    const response = await siteRequest(endpoint, ctx, { method: 'GET' });
    const data = response.data as Record<string, unknown> | undefined;
    const token = data?.token;
    const expires = Number(data?.expires);
    const uuid = data?.inplayer_uuid;
    if (response.success !== true || typeof token !== 'string' || !token || !Number.isFinite(expires) || typeof uuid !== 'string') {
      warn(ctx, `${endpoint} did not return a token (expected success: true and data.token, data.expires, data.inplayer_uuid).`);
      return null;
    }
    writeSiteRecord({ providerToken: token, providerExpires: expires, providerUuid: uuid }, storage);
    return { token, expires, uuid };
  } catch (error) {
    warn(ctx, `fetching the provider token failed: ${String((error as Error)?.message ?? error)}`);
    return null;
  }
}

export { createSiteSearch, SEARCH_DEBOUNCE_MS } from './search';
export type { SearchQuery, SearchItem, SearchResults, SearchState, SiteSearch } from './search';
