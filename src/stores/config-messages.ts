/**
 * The texts of configuration problems, loaded only when a page has one: every page downloads the
 * checks (src/stores/config-parse.ts), the few pages with a mistake download the explanations.
 */
import type { ConfigProblem } from './config-parse';
import type { SiteEndpoints } from './config';
import { isRouteName } from '../site/route-names';

const ENDPOINT_KEYS: ReadonlyArray<keyof SiteEndpoints> = ['cartAdd', 'cartAddOnDemandClip', 'usersToken', 'searchMore', 'memberRewards'];

/**
 * The checks of names the configuration keeps without knowing them (`routes`, `site-endpoints`):
 * true for a known name.
 */
const KNOWN: Record<string, (name: string) => boolean> = {
  'route-names': (name) => name === 'home' || name === 'content' || isRouteName(name),
  'endpoint-names': (name) => (ENDPOINT_KEYS as readonly string[]).includes(name),
};

/** An example value of each JSON attribute, by its name. */
const JSON_EXAMPLES: Record<string, string> = {
  messages: '{"login.submit": "Log in"}',
  routes: '{"content.payment_success": "/content/{contentId}/paid"}',
  'site-endpoints': '{"cartAdd": "/shop/cart"}',
};

/** The fix for each invalid attribute, in plain words; `v` are the problem's values. */
const FIXES: Record<string, (v: string[]) => string> = {
  uuid: () => 'use the merchant uuid from your platform dashboard, e.g. merchant-uuid="528b1b80-5868-4abc-a9b6-4d3455d719c8".',
  environment: (v) => `use one of ${v[0]} (got "${v[1]}").`,
  'api-base': () => 'give the platform API address as an absolute https URL, e.g. api-base="https://api.example.com".',
  locale: () => 'use a language tag such as "en" or "nl-NL".',
  json: (v) => `write a JSON object, e.g. ${v[0]}='${JSON_EXAMPLES[v[0]]}'.`,
  'message-text': (v) => `the text of "${v[0]}" must be a string or an object of plural forms with "other".`,
  'route-names': (v) => `no route is named ${v.map((name) => `"${name}"`).join(' or ')}; see the route table in the site contract.`,
  'route-template': (v) => `the template of "${v[0]}" must be a path on this site starting with "/".`,
  origin: (v) => `"${v[0]}" is not an origin; list origins like "https://account.example.com", separated by spaces or commas.`,
  'card-frame-url': () => 'give the card frame page as an absolute https URL on an origin other than this page.',
  storage: () => 'use "local" (keep the session across visits) or "memory" (forget it when the page closes).',
  'sso-domain': () => 'use an https URL.',
  'endpoint-names': (v) => `no site endpoint is named ${v.map((name) => `"${name}"`).join(' or ')}; use ${ENDPOINT_KEYS.join(', ')}.`,
  'endpoint-path': (v) => `the endpoint "${v[0]}" must be a path on this site starting with "/".`,
};

/** Problems of the page as a whole rather than of one attribute's value. */
const WHOLE: Record<string, (v: string[]) => string> = {
  pinned: (v) =>
    `A later <paywall-config> sets ${v[0]}; only the library's script tag and the first <paywall-config> may, so the first declaration is used (settings that decide where the session and card details go cannot be overridden by markup).`,
  'no-uuid': () =>
    'No merchant uuid is configured. Add merchant-uuid="<your merchant uuid>" to <paywall-config> or data-paywall-merchant-uuid to the library\'s <script> tag.',
  changed: () =>
    'The page configuration changed after the page started; where the session and card details go (merchant, environment, API, card frame, redirect origins, storage, single sign-on domain) stays as first configured. Use setConfig() to change it in code.',
};

/**
 * A configuration problem as one sentence for the console: what is wrong, where, and the fix; empty
 * for a check of names (`route-names`, `endpoint-names`) that finds every name known.
 */
export function problemText({ attribute, code, values = [] }: ConfigProblem): string {
  const known = KNOWN[code];
  if (known) {
    values = values.filter((name) => !known(name));
    if (!values.length) return '';
  }
  if (WHOLE[code]) return WHOLE[code](values);
  return `Invalid ${attribute}: ${FIXES[code]?.(values) ?? 'see the element reference.'}`;
}
