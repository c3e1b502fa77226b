/**
 * The route names and URL templates the configuration reads, and `urlFor`, which turns them into
 * site paths (src/site/routes.ts reads the page's route marker and the payment return addresses;
 * it re-exports all of this).
 */

/**
 * Default URL templates of every route the spec names (SPEC section 2) plus the subscription check
 * page, `home` (where the subscription error dialog goes on close) and `content` (an item's own
 * page, which the account's lists link to). `{name}` is replaced by the URL-encoded parameter.
 * Merchants override any of them with the `routes` JSON of `<paywall-config>` (or
 * `data-paywall-routes` on the script tag).
 */
const TEMPLATES = {
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
} as const;

/** A URL template name: any route, plus `home` and `content`. */
export type TemplateName = keyof typeof TEMPLATES;

/** A route name a page can declare with `data-paywall-route`. */
export type RouteName = Exclude<TemplateName, 'home' | 'content'>;

/** Route parameters; `contentId` and `planId` default to the second URL path segment. */
export interface RouteParams {
  contentId?: string;
  planId?: string;
  [name: string]: string | undefined;
}

/** The default URL templates (see `TEMPLATES`), frozen. */
export const DEFAULT_ROUTE_TEMPLATES: Readonly<Record<TemplateName, string>> = Object.freeze(TEMPLATES);

/** Every route name, in the order of the spec (the template names but `home` and `content`). */
export const ROUTE_NAMES = Object.freeze(Object.keys(TEMPLATES).slice(2)) as readonly RouteName[];

/** True when `value` is one of the route names. */
export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && (ROUTE_NAMES as readonly string[]).includes(value);
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
