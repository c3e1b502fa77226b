/**
 * Route markers: the merchant's server-rendered page names its route (SPEC section 2) with
 * `data-paywall-route` on `<body>` or `<html>`, and target routes are turned into URLs from
 * templates the merchant may override. Pure functions; the document and location are passed in.
 */
import { isRouteName, urlFor, type RouteName, type RouteParams, type TemplateName } from './route-names';

export { ROUTE_NAMES, DEFAULT_ROUTE_TEMPLATES, isRouteName, isSitePath, urlFor } from './route-names';
export type { RouteName, RouteParams, TemplateName } from './route-names';

/** The route a page declared and its parameters. */
export interface PageRoute {
  name: RouteName;
  params: RouteParams;
}

/** Routes whose parameter is `contentId`. */
const CONTENT_ROUTES = new Set<RouteName>(['content.payment_details', 'content.payment_check', 'content.payment_success', 'content.payment_failed']);
/** Routes whose parameter is `planId`. */
const PLAN_ROUTES = new Set<RouteName>([
  'gift-journey.payment_check',
  'gift-journey.payment-details',
  'gift-journey.payment_success',
  'gift-journey.payment_failed',
  'plans.payment_check',
]);

/** The second segment of a URL path (`/content/42/payment/check` → `42`), decoded, or undefined. */
export function secondPathSegment(pathname: string): string | undefined {
  const segment = pathname.split('/').filter(Boolean)[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads the page's route marker: `data-paywall-route` on `<body>` (first) or `<html>`. Explicit
 * parameters come from `data-paywall-content-id` / `data-paywall-plan-id` on the same element;
 * otherwise `contentId` (content routes) or `planId` (gift-journey and plan routes) is the second
 * path segment of `pathname`. Returns null when the page names no route or an unknown one.
 */
export function readRouteMarker(doc: Document, pathname: string): PageRoute | null {
  const holder = [doc.body, doc.documentElement].find((el) => el?.hasAttribute('data-paywall-route'));
  if (!holder) return null;
  const name = holder.getAttribute('data-paywall-route')?.trim();
  if (!isRouteName(name)) return null;
  const params: RouteParams = {};
  const contentId = holder.getAttribute('data-paywall-content-id') || undefined;
  const planId = holder.getAttribute('data-paywall-plan-id') || undefined;
  const fromPath = secondPathSegment(pathname);
  if (contentId) params.contentId = contentId;
  else if (CONTENT_ROUTES.has(name) && fromPath) params.contentId = fromPath;
  if (planId) params.planId = planId;
  else if (PLAN_ROUTES.has(name) && fromPath) params.planId = fromPath;
  return { name, params };
}

/** The payment kind carried by a return address: `ppv` for one-off purchases, `subscription` otherwise. */
export type ReturnKind = 'ppv' | 'subscription';

/**
 * A payment return address: `origin + path` of the target (the given route, else the current page)
 * plus `ippwat=<kind>`. The current query string and fragment are never copied (RELIABILITY 2.14).
 */
export function returnUrl(kind: ReturnKind, location: { origin: string; pathname: string }, target?: { route: TemplateName; params?: RouteParams; templates?: Partial<Record<TemplateName, string>> }): string {
  const path = target ? urlFor(target.route, target.params, target.templates) : location.pathname;
  const url = new URL(path, location.origin);
  url.search = '';
  url.hash = '';
  url.searchParams.set('ippwat', kind);
  return url.href;
}

/** What a payment return address tells the page it came back to. */
export interface PaymentReturn {
  kind: ReturnKind;
  /** The payment intent to confirm (`payment_intent` as the payment provider appends it), if any. */
  paymentIntent: string | null;
}

/** Reads `ippwat` (and the `payment_intent` the provider appends) from a URL; null when absent or unknown. */
export function readPaymentReturn(href: string): PaymentReturn | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const kind = url.searchParams.get('ippwat');
  if (kind !== 'ppv' && kind !== 'subscription') return null;
  const pi = url.searchParams.get('payment_intent') ?? url.searchParams.get('pi_id');
  return { kind, paymentIntent: pi && /^[\w-]{1,255}$/.test(pi) ? pi : null };
}

/** The URL with the return parameters (`ippwat`, `payment_intent*`, `redirect_status`) removed. */
export function withoutReturnParams(href: string): string {
  const url = new URL(href);
  for (const key of ['ippwat', 'payment_intent', 'payment_intent_client_secret', 'redirect_status', 'pi_id']) url.searchParams.delete(key);
  return url.href;
}
