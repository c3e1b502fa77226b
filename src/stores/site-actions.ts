/**
 * The site calls bound to the page configuration (`site-endpoints`, route templates) and to the
 * page's reactions: after a cart add, go to checkout or announce the product; the provider token
 * for the signed-in viewer; a search bound to `search.more`.
 */
import { postCartProduct, getProviderToken, productAddedFrom, type CartProduct, type CartResult, type ProductAdded, type ProviderToken } from '../site/calls';
import { createSiteSearch, type SearchState, type SiteSearch } from '../site/search';
import { readPaymentReturn, withoutReturnParams, type ReturnKind } from '../site/payment-return';
import { getClient } from './client';
import { subscriptionCheckOutcome, type SubscriptionCheckOutcome } from '../site/redirects';
import { openDialog } from './dialogs';
import { currentConfig } from './config';
import { $session } from './session';
import { navigateTo } from './navigation';

/** Options of `addToCart`. */
export interface AddToCartOptions {
  /** Use cart.products.addOnDemandClip instead of cart.products.add. */
  onDemandClip?: boolean;
  /** After success: go to the cart checkout route, or announce the product. @default 'notify' */
  then?: 'checkout' | 'notify';
  /** The notification's fields when the server does not send them. */
  notification?: Partial<ProductAdded>;
  /** Where `paywall-product-added` is dispatched. @default document */
  target?: EventTarget;
}

/**
 * Adds a product to the merchant's cart. On success it navigates to `cart.checkout` or dispatches
 * `paywall-product-added` (bubbling, composed; detail: heading, thumbnail, title, description). A
 * failure is only logged (SPEC section 8) and resolves `{ status: 'failed' }` so the caller can
 * re-enable its button. An add that goes on to the checkout loads the route table first: when it
 * cannot, nothing is sent and the add fails the same way (the next click loads it again).
 */
export async function addToCart(product: CartProduct, opts: AddToCartOptions = {}): Promise<CartResult> {
  const c = currentConfig();
  let routes: typeof import('../site/route-names') | undefined;
  if (opts.then === 'checkout') {
    try {
      routes = await import('../site/route-names');
    } catch (error) {
      console.error('[paywall-elements] could not load the route table for the cart checkout', error);
      return { status: 'failed', reason: 'code' };
    }
  }
  const endpoint = opts.onDemandClip ? (c.siteEndpoints.cartAddOnDemandClip ?? '/cart/products/on-demand-clip') : (c.siteEndpoints.cartAdd ?? '/cart/products');
  const result = await postCartProduct(endpoint, product);
  if (result.status !== 'added') return result;
  if (routes) {
    navigateTo(routes.urlFor('cart.checkout', {}, c.routes), 'checkout');
  } else {
    const page = typeof location === 'undefined' ? '' : location.href;
    const detail = productAddedFrom(result.response, opts.notification ?? {}, page);
    const target = opts.target ?? (typeof document === 'undefined' ? undefined : document);
    target?.dispatchEvent(new CustomEvent('paywall-product-added', { detail, bubbles: true, composed: true }));
  }
  return result;
}

/** The viewer's uuid as the page states it (`<meta name="paywall-user-uuid">`), else the signed-in account's. */
export function pageUserUuid(): string | null {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="paywall-user-uuid"]')?.getAttribute('content');
  if (meta) return meta;
  const s = $session.get();
  return s.status === 'authenticated' ? (s.account?.uuid ?? null) : null;
}

/** The provider token for the page's viewer (stored one reused only for the same uuid). Null on failure. */
export function fetchProviderToken(pageUuid: string | null = pageUserUuid()): Promise<ProviderToken | null> {
  return getProviderToken(currentConfig().siteEndpoints.usersToken ?? '/users/token', pageUuid);
}

/** A debounced search against the configured `search.more` endpoint. */
export function createSearch(onState: (state: SearchState) => void): SiteSearch {
  return createSiteSearch(currentConfig().siteEndpoints.searchMore ?? '/search/more', onState);
}

/**
 * The subscription check page (SPEC section 2): follows the `redirect` parameter when it passes
 * `safeRedirect` (this page's origin or an allowed origin, https), otherwise shows 'There was an
 * error processing your subscription', whose closing goes to the home page.
 */
export function runSubscriptionCheck(search: string = typeof location === 'undefined' ? '' : location.search): SubscriptionCheckOutcome {
  const c = currentConfig();
  const pageOrigin = typeof location === 'undefined' ? 'null' : location.origin;
  const outcome = subscriptionCheckOutcome(search, { pageOrigin, allowedOrigins: c.allowedRedirectOrigins, development: c.development });
  if (outcome.type === 'redirect') navigateTo(outcome.url, 'redirect');
  else openDialog('subscription-error');
  return outcome;
}

/** What `confirmPaymentReturn` found and did. */
export type PaymentReturnOutcome =
  | { status: 'none' }
  | { status: 'confirmed'; kind: ReturnKind; paymentIntent: string }
  | { status: 'failed'; kind: ReturnKind; paymentIntent: string; error: unknown };

/**
 * On a payment return address (`ippwat=ppv` with the provider's `payment_intent`), confirms the
 * payment by its payment intent (`POST /payments` with `pi_id`, one idempotency key per intent so a
 * reload cannot confirm twice) and removes the return parameters from the address bar.
 * Subscription returns (`ippwat=subscription`) are confirmed by the platform and only cleaned up.
 */
export async function confirmPaymentReturn(href: string = typeof location === 'undefined' ? '' : location.href): Promise<PaymentReturnOutcome> {
  const ret = readPaymentReturn(href);
  if (!ret?.paymentIntent) return { status: 'none' };
  if (typeof history !== 'undefined' && typeof location !== 'undefined' && href === location.href) {
    history.replaceState(history.state, '', withoutReturnParams(href));
  }
  const { kind, paymentIntent } = ret;
  if (kind !== 'ppv') return { status: 'confirmed', kind, paymentIntent };
  try {
    await getClient().payments.confirmPayment(paymentIntent, { idempotencyKey: `confirm-${paymentIntent}` });
    return { status: 'confirmed', kind, paymentIntent };
  } catch (error) {
    return { status: 'failed', kind, paymentIntent, error };
  }
}
