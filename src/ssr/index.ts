/**
 * Server rendering (`paywall-elements/ssr`): an element's first view as HTML, for a merchant's
 * server or CMS plugin to write into the page. The view sits in a declarative shadow root
 * (`<template shadowrootmode="open">`) with the element's parts and styles, so the viewer sees and
 * can use it before any script has arrived; when the element's code loads, it adopts that markup in
 * place (the same nodes, what the viewer typed and where the focus is are kept) and carries on.
 *
 * Rendered views: `<paywall-login>` (its sign-in, sign-up or forgot form, as a signed-out viewer
 * sees it), `<paywall-pricing>` (the cards of access fees the server fetched), `<paywall-gate>` (a
 * paid item's locked view), and what a home page shows first: `<paywall-slider>`, `<paywall-rail>`,
 * `<paywall-headlines>` (their children are the slides, cells and headlines) and
 * `<paywall-countdown>` (from the server's `now`). A signed-in viewer's page still gets the
 * signed-out view first; the element switches to what it should show as soon as it reads the session.
 *
 * Content Security Policy: the styles are an inline `<style>` in the shadow root. Pass the page's
 * `nonce`, or add the returned `styleHashes` to the page's `style-src`.
 * @packageDocumentation
 */
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToString } from 'preact-render-to-string';
import { collectStyles } from '../internal/styles';
import { setSessionSource, type SessionSource } from '../stores/session';
import { resetConfig, setConfig } from '../stores/config';
import { Login, type LoginMode } from '../components/login/login';
import { Pricing } from '../components/pricing/pricing';
import type { PricingData } from '../components/pricing/data';
import type { AccessFee, Asset } from '../client/types';
import { Gate } from '../components/gate/gate';
import { gateItemFromAsset } from '../components/gate/access';
import { safeImageUrl } from '../site/urls';
import { SERVER_DISABLED_ATTRIBUTE, SERVER_PROPS, SERVER_VIEW_ATTRIBUTE } from '../internal/server-view';
import { brandingCss, type BrandingLike } from '../components/ui/branding';
import { SERVER_ATTRIBUTES, writableAttribute } from './attributes';
import { Slider } from '../components/slider/slider';
import { Rail } from '../components/rail/rail';
import { Headlines } from '../components/headlines/headlines';
import { Countdown } from '../components/countdown/countdown';
import { LANGUAGES, languageOf, translationLoaded, type Message, type MessageGroup, type Messages } from '../i18n/core';
import { common } from '../i18n/common';
import { login } from '../i18n/login';
import { checks } from '../i18n/checks';
import { pricing } from '../i18n/pricing';
import { access } from '../i18n/access';
import { slider } from '../i18n/slider';
import { rail } from '../i18n/rail';
import { headlines } from '../i18n/headlines';
import { countdown } from '../i18n/countdown';

/** Tags `renderElement` can render. */
export type ServerRenderedTag =
  | 'paywall-login' | 'paywall-pricing' | 'paywall-gate' | 'paywall-slider' | 'paywall-rail' | 'paywall-headlines' | 'paywall-countdown';


/** What `renderElement` needs besides the tag. */
export interface ServerRenderOptions {
  /**
   * The element's attributes (values escaped): the ones its manifest declares (`mode`, `reset-token`
   * and `no-social` for the login; `item-id` and `package-id` for the pricing; `item-id` for the
   * gate) and the global `id`, `class`, `slot`, `part`, `data-*` and `aria-*`. Any other name
   * (`on*` handlers, `style`, names that are not plain words) is left out, so a page without a
   * strict policy cannot be made to run script through them. Null, undefined and false leave an
   * attribute out.
   */
  attributes?: Record<string, string | number | boolean | null | undefined>;
  /**
   * `<paywall-pricing>` only: the access fees of the item or package, as the platform's asset
   * answer lists them (`access_fees`), and its title. Gift fees are left out, as the element does.
   */
  pricing?: { fees: AccessFee[]; title?: string; id?: string | number };
  /**
   * The platform's branding (`client.branding.getBranding()`), so the first view already has the
   * merchant's colours and font; without it they apply when the element's code arrives.
   */
  branding?: BrandingLike | null;
  /**
   * `<paywall-gate>` only: the item as the platform's asset answer gives it (`getAsset`), with its
   * access fees (else the asset's `access_fees`). A paid item renders locked, with its preview and
   * prices; the viewer's access is checked when the element's code arrives.
   */
  gate?: { asset: Asset; fees?: AccessFee[] };
  /** The platform's API address: preview images given as relative paths resolve against it. */
  apiBase?: string;
  /**
   * The page's language (`<paywall-config locale>` or `<html lang>`, as the browser reads it): the
   * texts, prices, dates and writing direction of the view. Load its texts once first with
   * `await loadLocale(locale)`. @default 'en'
   */
  locale?: string;
  /** The page's text overrides (`<paywall-config messages>`), by full key, as the browser applies them. */
  messages?: Record<string, Message>;
  /**
   * Light-DOM HTML placed inside the element after its shadow root, as written in the page without
   * server rendering: the gate's premium content, the slider's slides, the rail's cells, the
   * headlines. A list is one child per entry (the slider and the rail count them); a string's
   * top-level elements are counted. Written as given: trusted markup only.
   */
  children?: string | readonly string[];
  /** A CSP nonce for the inline `<style>` (the page's `style-src 'nonce-…'`). */
  nonce?: string;
}

/** A rendered element. */
export interface ServerRender {
  /** `<tag …><template shadowrootmode="open">…</template></tag>`, ready to write into the page. */
  html: string;
  /** CSP hashes (`'sha256-…'`) of the inline styles, for the page's `style-src` when no nonce is used. */
  styleHashes: string[];
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
// JSON inside a <script> data block: nothing in it may close the block or open a comment
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The message groups the server-rendered views speak. */
const SERVER_GROUPS: ReadonlyArray<MessageGroup<Messages>> = [common, login, checks, pricing, access, slider, rail, headlines, countdown] as never;
const loadedLanguages = new Set<string>(['en']);

/**
 * Loads the texts of every server-rendered view in a language, once per language (later calls
 * resolve at once): call it when the server starts, or before the first render in that language.
 * A language the library has no texts for renders in English (with that locale's numbers and dates).
 *
 * ```js
 * await loadLocale('de');
 * renderElement('paywall-pricing', { locale: 'de', attributes: { 'item-id': id }, pricing: { fees } });
 * ```
 */
export async function loadLocale(locale: string): Promise<void> {
  const language = languageOf(String(locale || 'en'));
  if (loadedLanguages.has(language)) return;
  await Promise.all(SERVER_GROUPS.map((group) => translationLoaded(group, language)));
  loadedLanguages.add(language);
}

const SERVER_TAGS: readonly ServerRenderedTag[] = ['paywall-login', 'paywall-pricing', 'paywall-gate', 'paywall-slider', 'paywall-rail', 'paywall-headlines', 'paywall-countdown'];

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** How many elements an HTML fragment has at its top level (comments and text aside). */
function topLevelElements(html: string): number {
  let depth = 0;
  let count = 0;
  for (const m of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<(\/?)([a-zA-Z][\w-]*)(?:"[^"]*"|'[^']*'|[^'">])*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (closing) depth = Math.max(0, depth - 1);
    else {
      if (depth === 0) count += 1;
      if (!selfClosing && !VOID.has(name.toLowerCase())) depth += 1;
    }
  }
  return count;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A copy of server data without the fields only the access check may hand out: an item's
 * `content`, wherever a merchant's object carries it (the asset, its fees, nested items).
 */
function withoutGuarded(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutGuarded(v, depth + 1));
  if (!value || typeof value !== 'object' || depth > 8) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'content').map(([k, v]) => [k, withoutGuarded(v, depth + 1)]));
}

// the server never has a session: every render is the signed-out view
const NO_SESSION: SessionSource = {
  isAuthenticated: async () => false,
  getAccount: () => Promise.reject(new Error('no session on the server')),
  signIn: () => Promise.reject(new Error('no session on the server')),
  signUp: () => Promise.reject(new Error('no session on the server')),
  signOut: async () => undefined,
  clear: async () => undefined,
  onChange: () => () => undefined,
  storedNow: () => false,
};

const usableFees = (list: unknown): AccessFee[] =>
  (Array.isArray(list) ? (list as AccessFee[]) : []).filter((f) => f && f.id != null && !(f as { is_gift?: unknown }).is_gift);

/**
 * Renders an element's first view on the server. Throws a `TypeError` for a tag it cannot render
 * or a pricing render without fees; never touches a browser global.
 *
 * ```js
 * import { renderElement } from 'paywall-elements/ssr';
 * const { html, styleHashes } = renderElement('paywall-login', { attributes: { mode: 'sign-up' } });
 * ```
 */
export function renderElement(tag: ServerRenderedTag, options: ServerRenderOptions = {}): ServerRender {
  if (!Object.prototype.hasOwnProperty.call(SERVER_ATTRIBUTES, tag)) {
    throw new TypeError(`renderElement: <${String(tag)}> has no server-rendered view (paywall-login, paywall-pricing and paywall-gate have)`);
  }
  const attributes = Object.fromEntries(
    Object.entries(options.attributes ?? {})
      .map(([k, v]) => [k.toLowerCase(), v] as const)
      .filter(([k, v]) => v != null && v !== false && writableAttribute(tag, k))
      .map(([k, v]) => [k, String(v)]),
  );
  // the component's props: the declared attributes only (the global ones are the host's)
  const props: Record<string, unknown> = Object.fromEntries(Object.entries(attributes).filter(([k]) => SERVER_ATTRIBUTES[tag].includes(k)).map(([k, v]) => [camel(k), v]));
  let component;
  // controls that sit under the slotted children and work only once the script has come: hidden in
  // the server view with their room kept, so that children still streaming in above them (a paint
  // can come between the shadow root and the host's end) never move a visible control
  let scriptOnly = '';
  if (tag === 'paywall-login') {
    component = Login;
    props.mode = (['sign-in', 'sign-up', 'forgot'] as LoginMode[]).includes(props.mode as LoginMode) ? props.mode : 'sign-in';
  } else if (tag === 'paywall-pricing') {
    if (!options.pricing || !Array.isArray(options.pricing.fees)) throw new TypeError('renderElement: <paywall-pricing> needs `pricing.fees` (the access fees the server fetched)');
    const id = String(options.pricing.id ?? attributes['package-id'] ?? attributes['item-id'] ?? '');
    const initial: PricingData = { id, title: String(options.pricing.title ?? ''), fees: withoutGuarded(usableFees(options.pricing.fees)) as AccessFee[] };
    props.initialData = initial;
    component = Pricing;
  } else if (tag === 'paywall-gate') {
    const asset = options.gate?.asset;
    if (!asset || typeof asset !== 'object') throw new TypeError('renderElement: <paywall-gate> needs `gate.asset` (the item the server fetched)');
    const id = String(attributes['item-id'] ?? asset.id ?? '');
    const fees = Array.isArray(options.gate?.fees) ? options.gate.fees : Array.isArray(asset.access_fees) ? asset.access_fees : [];
    props.itemId = id;
    // the item's content comes only from the access check, in the browser: never in the page
    const item = gateItemFromAsset({ ...asset, content: undefined }, withoutGuarded(fees) as AccessFee[], safeImageUrl, options.apiBase, id);
    if (item.preview.access !== 'paid') {
      throw new TypeError('renderElement: <paywall-gate> renders paid items only (a free or code item is shown by the element itself)');
    }
    props.initialItem = item;
    component = Gate;
  } else if (tag === 'paywall-slider' || tag === 'paywall-rail') {
    props.initialCount = Array.isArray(options.children) ? options.children.length : topLevelElements(String(options.children ?? ''));
    if (tag === 'paywall-slider') {
      if (props.interval != null) props.interval = Number(props.interval);
      props.paused = attributes.paused != null && /^[ty1-9]/i.test(attributes.paused);
    }
    if (tag === 'paywall-slider') scriptOnly = '.controls';
    component = tag === 'paywall-slider' ? Slider : Rail;
  } else if (tag === 'paywall-headlines') {
    props.complete = attributes.complete != null && /^[ty1-9]/i.test(attributes.complete);
    if (props.timeout != null) props.timeout = Number(props.timeout);
    scriptOnly = '.load-more';
    component = Headlines;
  } else if (tag === 'paywall-countdown') {
    for (const k of ['time', 'now'] as const) if (props[k] != null) props[k] = Number(props[k]);
    props.reload = attributes.reload != null && /^[ty1-9]/i.test(attributes.reload);
    component = Countdown;
  } else {
    throw new TypeError(`renderElement: <${String(tag)}> has no server-rendered view (${SERVER_TAGS.join(', ')} have)`);
  }
  const serverProps = Object.fromEntries(Object.entries(props).filter(([k]) => (SERVER_PROPS as readonly string[]).includes(k)));

  const locale = String(options.locale || 'en').replace(/_/g, '-');
  const language = languageOf(locale);
  if ((LANGUAGES as readonly string[]).includes(language) && !loadedLanguages.has(language)) {
    throw new TypeError(`renderElement: the texts in "${language}" are not loaded; await loadLocale('${language}') once before rendering in it`);
  }
  setSessionSource(NO_SESSION);
  const localised = locale !== 'en' || !!options.messages;
  if (localised) setConfig({ locale, ...(options.messages ? { messages: options.messages } : {}) });
  let markup: string;
  let css: string;
  try {
    const { result, sheets } = collectStyles(() => renderToString(createElement(component as never, props) as unknown as Parameters<typeof renderToString>[0]));
    // without a script a form cannot be sent: the browser would put its fields (the password) into
    // the page's address. Its submit buttons wait disabled until the loader keeps their presses.
    markup = result.replace(/<button type="submit"/g, `<button type="submit" disabled ${SERVER_DISABLED_ATTRIBUTE}`);
    css = [...sheets.map((s) => s.cssText), brandingCss(options.branding), scriptOnly && `${scriptOnly} { visibility: hidden; }`].filter(Boolean).join('\n');
  } finally {
    if (localised) resetConfig();
    setSessionSource(null);
  }
  const nonce = options.nonce ? ` nonce="${escapeAttr(options.nonce)}"` : '';
  const attrs = Object.entries(attributes).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
  // the language it speaks: a page in another one draws the view afresh when its script arrives
  const state = `<script type="application/json" ${SERVER_VIEW_ATTRIBUTE}>${scriptJson({ tag, props: serverProps, locale })}</script>`;
  const children = Array.isArray(options.children) ? options.children.join('') : String(options.children ?? '');
  // the host's mark tells the package stylesheet that the view is here already: it reserves no room
  // for it, and the shadow root decides which children show (slides, cells and headlines do)
  const mark = ` ${SERVER_VIEW_ATTRIBUTE}`;
  // the style first: the view never shows unstyled
  const html = `<${tag}${attrs}${mark}><template shadowrootmode="open"><style${nonce}>${css}</style>${markup}${state}</template>${children}</${tag}>`;
  return { html, styleHashes: [`'sha256-${createHash('sha256').update(css).digest('base64')}'`] };
}
