/**
 * Route markers: the merchant's server-rendered page names its route (SPEC section 2) with
 * `data-paywall-route` on `<body>` or `<html>`, and target routes are turned into URLs from
 * templates the merchant may override. Pure functions; the document and location are passed in.
 */
import type { ReturnKind } from './payment-return';
import { isRouteName, urlFor, type RouteName, type RouteParams, type TemplateName } from './route-names';

export { ROUTE_NAMES, DEFAULT_ROUTE_TEMPLATES, isRouteName, isSitePath, urlFor } from './route-names';
export type { RouteName, RouteParams, TemplateName } from './route-names';
export { readPaymentReturn, withoutReturnParams } from './payment-return';
export type { PaymentReturn, ReturnKind } from './payment-return';

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
