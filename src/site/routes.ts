/**
 * Route markers: the merchant's server-rendered page names its route (SPEC section 2) with
 * `data-paywall-route` on `<body>` or `<html>`, and target routes are turned into URLs from
 * templates the merchant may override. Pure functions; the document and location are passed in.
 */

/** Every route the spec names (SPEC section 2) plus the subscription check page. */
export const ROUTE_NAMES = [
  'cart.checkout',
  'content.payment_details',
  'content.payment_check',
  'content.payment_success',
  'content.payment_failed',
  'gift-journey.payment_check',
  'gift-journey.payment-details',
  'gift-journey.payment_success',
  'gift-journey.payment_failed',
  'payment_details',
  'channels.show',
  'plans.payment_check',
  'memberrewards',
  'edit-account-information',
  'search.more',
  'subscription.check',
] as const;

/** A route name a page can declare with `data-paywall-route`. */
export type RouteName = (typeof ROUTE_NAMES)[number];

/**
 * A URL template name: any route, plus `home` (where the subscription error dialog goes on close)
 * and `content` (an item's own page, which the account's lists link to).
 */
export type TemplateName = RouteName | 'home' | 'content';

/** Route parameters; `contentId` and `planId` default to the second URL path segment. */
export interface RouteParams {
  contentId?: string;
  planId?: string;
  [name: string]: string | undefined;
}

/** The route a page declared and its parameters. */
export interface PageRoute {
  name: RouteName;
  params: RouteParams;
}

/**
 * Default URL templates. `{name}` is replaced by the URL-encoded parameter. Merchants override any
 * of them with the `routes` JSON of `<paywall-config>` (or `data-paywall-routes` on the script tag).
 */
export const DEFAULT_ROUTE_TEMPLATES: Readonly<Record<TemplateName, string>> = Object.freeze({
  home: '/',
  content: '/content/{contentId}',
  'cart.checkout': '/cart/checkout',
  'content.payment_details': '/content/{contentId}/payment/details',
  'content.payment_check': '/content/{contentId}/payment/check',
  'content.payment_success': '/content/{contentId}/payment/success',
  'content.payment_failed': '/content/{contentId}/payment/failed',
  'gift-journey.payment_check': '/gift-journey/{planId}/payment/check',
  'gift-journey.payment-details': '/gift-journey/{planId}/payment/details',
  'gift-journey.payment_success': '/gift-journey/{planId}/payment/success',
  'gift-journey.payment_failed': '/gift-journey/{planId}/payment/failed',
  payment_details: '/payment/details',
  'channels.show': '/channels/{channelId}',
  'plans.payment_check': '/plans/{planId}/payment/check',
  memberrewards: '/memberrewards',
  'edit-account-information': '/account/edit',
  'search.more': '/search/more',
  'subscription.check': '/subscription/check',
});

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

/** True when `value` is one of the route names. */
export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && (ROUTE_NAMES as readonly string[]).includes(value);
}

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
 * The URL path of a target route: its template (merchant override or default) with `{param}`
 * placeholders replaced by URL-encoded values; a missing parameter leaves an empty segment out.
 */
export function urlFor(name: TemplateName, params: RouteParams = {}, templates: Partial<Record<TemplateName, string>> = {}): string {
  const fill = (template: string) =>
    template.replace(/\{([A-Za-z][\w-]*)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? '')).replace(/\/{2,}/g, '/');
  const url = fill(templates[name] ?? DEFAULT_ROUTE_TEMPLATES[name]);
  // a template that would leave the site (`/\evil.test/x` is `//evil.test/x` to the URL parser) is not used
  return isSitePath(url) ? url : fill(DEFAULT_ROUTE_TEMPLATES[name]);
}

/**
 * True for a path on this site: starts with one `/`, has no backslash or control character, and
 * resolves to the same origin whatever the page's address (so `//host` and `/\host`, which the URL
 * parser reads as another host, are refused).
 */
export function isSitePath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    return new URL(path, 'https://site.invalid').origin === 'https://site.invalid';
  } catch {
    return false;
  }
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
