/**
 * The route names, their default URL templates and `urlFor`, which turns a template (the
 * merchant's override from the configuration, else the default) into a site path. Only pages that
 * go to a route or read a route marker load this: the configuration keeps the merchant's overrides
 * alone, checks their templates with `isSitePath` as it reads them, and has the names checked here
 * a moment later (src/stores/config-messages.ts). src/site/routes.ts re-exports all of this.
 */
import { isSitePath } from './urls';

export { isSitePath };

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
