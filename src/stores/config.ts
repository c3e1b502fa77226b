/**
 * Page-wide configuration, read from `data-paywall-*` attributes on the library's script tag and
 * from `<paywall-config>` (which wins), or set in code with `setConfig`. Invalid values are
 * reported once each on the console, naming the attribute and the fix (a moment later: the texts
 * load with the first problem), and fall back to defaults.
 */
import { atom, onMount, readonlyType } from 'nanostores';
import type { TemplateName } from '../site/route-names';
import { normalizeOrigin } from '../site/urls';
import { parseConfigAttributes, type ConfigProblem } from './config-parse';

import type { Environment } from '../client/environment-names';
import { setLocale, type Message } from '../i18n/overrides';

export type { Environment };

/**
 * The merchant's own endpoints used by the site calls (src/site/calls.ts). The configuration holds
 * the merchant's overrides (`site-endpoints`); each reader falls back to the default named here.
 */
export interface SiteEndpoints {
  /** cart.products.add. @default '/cart/products' */
  cartAdd: string;
  /** cart.products.addOnDemandClip. @default '/cart/products/on-demand-clip' */
  cartAddOnDemandClip: string;
  /** The provider token endpoint. @default '/users/token' */
  usersToken: string;
  /** search.more. @default '/search/more' */
  searchMore: string;
  /**
   * The signed-in member's rewards as JSON, read by `<paywall-member-rewards>`; empty means the
   * element reads its `<paywall-reward>` children instead. @default ''
   */
  memberRewards: string;
}

/** The resolved page configuration. */
export interface PaywallConfig {
  /** The merchant's uuid; null until configured. */
  merchantUuid: string | null;
  /** @default 'production' */
  environment: Environment;
  /** An explicit platform API base, overriding the environment's. */
  apiBase: string | null;
  clientId: string | null;
  /** @default 'default' */
  brandingId: string;
  /**
   * The language of the elements' texts, prices and dates: `<paywall-config locale>`, else the
   * page's `<html lang>`, else the browser's language. @default 'en'
   */
  locale: string;
  /** Merchant overrides of the elements' texts, by full key (docs/translations.md). */
  messages: Record<string, Message>;
  /**
   * The merchant's route URL templates (`routes`), by route name: overrides only. `urlFor` of the
   * route helpers fills in the default of every route not named here (docs/site-contract.md).
   */
  routes: Partial<Record<TemplateName, string>>;
  /** Origins (besides the page's) that redirects may go to. */
  allowedRedirectOrigins: string[];
  /** Address of the card frame page; null means the default chosen by the checkout. */
  cardFrameUrl: string | null;
  /** Where the session token is kept. @default 'local' */
  storage: 'local' | 'memory';
  /** The single sign-on domain's origin (`sso-domain`): the one address the token is reported to. */
  ssoDomain: string | null;
  /** The merchant's site endpoints (`site-endpoints`): overrides only; each reader has the defaults. */
  siteEndpoints: Partial<SiteEndpoints>;
  /** Origin the library's script was served from, when found. */
  scriptOrigin: string | null;
  /** True outside production: http://localhost redirects are accepted and integration warnings show. */
  development: boolean;
}

/** The configuration before anything is read. */
export const DEFAULT_CONFIG: Readonly<PaywallConfig> = Object.freeze({
  merchantUuid: null,
  environment: 'production',
  apiBase: null,
  clientId: null,
  brandingId: 'default',
  locale: 'en',
  messages: {},
  routes: {},
  allowedRedirectOrigins: [],
  cardFrameUrl: null,
  storage: 'local',
  ssoDomain: null,
  siteEndpoints: {},
  scriptOrigin: null,
  development: false,
});

/** What `setConfig` and the attribute readers produce: any subset of the settings. */
export type ConfigInput = Partial<Omit<PaywallConfig, 'development'>>;

const config = atom<PaywallConfig>({ ...DEFAULT_CONFIG });
const reported = new Set<string>();

/** The page configuration. Written through `loadConfig` and `setConfig` (tests also `resetConfig`). */
export const $config = readonlyType(config);

/**
 * The settings that decide which platform the page talks to, as one string. Effects and caches
 * depend on it rather than on the config object, which is replaced (with equal contents) whenever
 * the page's configuration is read again.
 */
export function platformKey(c: PaywallConfig): string {
  return JSON.stringify([c.environment, c.apiBase, c.merchantUuid, c.clientId, c.brandingId, c.storage, c.ssoDomain]);
}

/**
 * Settings that decide where the session token, the card details and redirects go. On the page
 * only the library's script tag and the first `<paywall-config>` may declare them, and they are
 * fixed once the page is configured: markup added or changed later (an HTML injection, say) cannot
 * point the token or the card frame elsewhere. `setConfig` in code still sets them.
 */
export const PINNED_SETTINGS = ['merchantUuid', 'environment', 'apiBase', 'clientId', 'cardFrameUrl', 'allowedRedirectOrigins', 'storage', 'ssoDomain'] as const;
type PinnedSetting = (typeof PINNED_SETTINGS)[number];
type Pinned = Pick<PaywallConfig, PinnedSetting>;

const pick = (c: PaywallConfig): Pinned => Object.fromEntries(PINNED_SETTINGS.map((k) => [k, c[k]])) as unknown as Pinned;
const samePinned = (a: Pinned, b: Pinned) => JSON.stringify(a) === JSON.stringify(b);

/** Merges inputs (later ones win) over the defaults. */
export function mergeConfig(...inputs: ConfigInput[]): PaywallConfig {
  const out: PaywallConfig = { ...DEFAULT_CONFIG, routes: {}, siteEndpoints: {} };
  for (const input of inputs) {
    const { routes, siteEndpoints, allowedRedirectOrigins, messages, ...rest } = input;
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) (out as unknown as Record<string, unknown>)[k] = v;
    if (messages) out.messages = { ...out.messages, ...messages };
    if (routes) out.routes = { ...out.routes, ...stripUndefined(routes) };
    if (siteEndpoints) out.siteEndpoints = { ...out.siteEndpoints, ...stripUndefined(siteEndpoints) };
    if (allowedRedirectOrigins) out.allowedRedirectOrigins = [...new Set(allowedRedirectOrigins.map((o) => normalizeOrigin(o)).filter((o): o is string => !!o))];
  }
  out.development = out.environment !== 'production';
  return out;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Partial<T>;
}

/** The library's script tag: the `<script>` whose src contains `paywall-elements`, or that has `data-paywall-merchant-uuid`. */
export function findLibraryScript(doc: Document): HTMLScriptElement | null {
  const scripts = Array.from(doc.querySelectorAll('script'));
  return scripts.find((s) => s.hasAttribute('data-paywall-merchant-uuid')) ?? scripts.find((s) => (s.getAttribute('src') ?? '').includes('paywall-elements')) ?? null;
}

/**
 * Reads the configuration from a document without changing the store: the script tag's
 * `data-paywall-*` attributes, then every `<paywall-config>` in document order (later ones win).
 * Returns the result and every problem found.
 */
export function readConfig(doc: Document): { config: PaywallConfig; problems: ConfigProblem[]; found: boolean; inputs: ConfigInput[] } {
  const problems: ConfigProblem[] = [];
  const inputs: ConfigInput[] = [];
  const script = findLibraryScript(doc);
  if (script) {
    const input = parseConfigAttributes((name) => script.getAttribute(`data-paywall-${name}`), (name) => `data-paywall-${name} on the library's <script> tag`, problems);
    const src = script.getAttribute('src');
    if (src) {
      try {
        input.scriptOrigin = new URL(src, doc.baseURI).origin;
      } catch {
        // a src the browser cannot parse has no origin to remember
      }
    }
    inputs.push(input);
  }
  const elements = Array.from(doc.querySelectorAll('paywall-config'));
  for (const el of elements) inputs.push(parseConfigAttributes((name) => el.getAttribute(name), (name) => `${name} on <paywall-config>`, problems));
  // later declarations win, except for the settings that decide where the token and card data go:
  // only the script tag and the first <paywall-config> may declare those
  const declaring = inputs.slice(0, script ? 2 : 1);
  const result = { ...mergeConfig(...inputs), ...pick(mergeConfig(...declaring)) };
  result.development = result.environment !== 'production';
  const ignored = PINNED_SETTINGS.filter((k) => inputs.slice(declaring.length).some((i) => i[k] !== undefined));
  if (ignored.length) {
    problems.push({ attribute: ignored.join(', '), code: 'pinned', values: [ignored.join(', ')] });
  }
  const found = inputs.length > 0;
  // without a declared locale, the page's language, else the browser's
  const pageLocale = pageLanguage(doc);
  if (pageLocale && !inputs.some((i) => i.locale)) {
    inputs.unshift({ locale: pageLocale });
    result.locale = pageLocale;
  }
  if (found && !result.merchantUuid) {
    problems.push({ attribute: 'merchant-uuid', code: 'no-uuid' });
  }
  return { config: result, problems, found, inputs };
}

const LANGUAGE_TAG = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/;

/** The page's `<html lang>`, else the browser's language, when it is a language tag. */
function pageLanguage(doc: Document): string | null {
  const lang = doc.documentElement?.getAttribute('lang')?.trim();
  if (lang && LANGUAGE_TAG.test(lang)) return lang;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return browser && LANGUAGE_TAG.test(browser) ? browser : null;
}

let pageInputs: ConfigInput[] = [];
let loaded = false;
const codeInputs: ConfigInput[] = [];
/** The page's pinned settings, fixed by the first read that found a merchant. */
let pinned: Pinned | null = null;

/**
 * Reads the page configuration into `$config` (the `<paywall-config>` element calls it when it
 * connects or changes). Each problem is logged once with `console.error`. Does nothing without a
 * document. Settings given with `setConfig` win over what the page declares.
 */
export function loadConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PaywallConfig {
  if (!doc) return config.get();
  const { config: read, problems, inputs } = readConfig(doc);
  loaded = true;
  for (const p of problems) report(p);
  if (pinned && !samePinned(pinned, pick(read))) {
    report({ attribute: 'paywall-config', code: 'changed' });
  }
  pageInputs = [...inputs, pinned ?? pick(read)];
  if (!pinned && read.merchantUuid) pinned = pick(read);
  apply(mergeConfig(...pageInputs, ...codeInputs));
  return config.get();
}

/** Sets the store and hands the locale and the text overrides to the elements' translations. */
function apply(next: PaywallConfig) {
  // CMS locales come with underscores (WordPress's `nl_NL`); Intl and the catalogues take `nl-NL`
  const locale = next.locale.replace(/_/g, '-');
  const normal = locale === next.locale ? next : { ...next, locale };
  config.set(normal);
  setLocale(normal.locale, normal.messages);
}

/**
 * The configuration, read from the page the first time it is needed (script-tag pages without a
 * `<paywall-config>` element have nothing else that reads it).
 */
export function currentConfig(): PaywallConfig {
  if (!loaded && typeof document !== 'undefined') loadConfig(document);
  return config.get();
}

/** Sets configuration in code (React apps without the script tag); wins over page attributes. */
export function setConfig(input: ConfigInput): PaywallConfig {
  codeInputs.push(input);
  apply(mergeConfig(...pageInputs, ...codeInputs));
  return config.get();
}

/** Back to the defaults, forgetting settings and reported problems (tests). */
export function resetConfig(): void {
  pageInputs = [];
  loaded = false;
  pinned = null;
  codeInputs.length = 0;
  reported.clear();
  apply(mergeConfig());
}

// the first listener (an element reading the config) reads the page's settings if nothing did yet
onMount(config, () => {
  if (!loaded && typeof document !== 'undefined') loadConfig(document);
});

let texts: Promise<(problem: ConfigProblem) => string> | undefined;

/**
 * Logs a problem once with `console.error`. Its explanation loads with the first problem (a page
 * without one never downloads the texts; a page with a `routes` or `site-endpoints` setting
 * downloads them, with the route table, to check its names); the order of the problems is kept.
 */
function report(problem: ConfigProblem) {
  const key = JSON.stringify(problem);
  if (reported.has(key)) return;
  reported.add(key);
  // (without the texts, a check of names, which needs them to tell, says nothing)
  texts ??= import('./config-messages').then((m) => m.problemText, () => (p: ConfigProblem) => (p.code.endsWith('-names') ? '' : `Invalid ${p.attribute} (${p.code})`));
  // (a check of names is a problem only when one is unknown: its text is empty otherwise)
  void texts.then((text) => {
    const line = text(problem);
    if (line) console.error(`[paywall-elements] ${line}`);
  });
}

export type { ConfigProblem } from './config-parse';
