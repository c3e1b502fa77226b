/**
 * @tag paywall-config
 * @summary Page-wide settings for every paywall element. Renders nothing; put one anywhere in the page.
 *
 * @attr merchant-uuid - The merchant's uuid (required, here or as `data-paywall-merchant-uuid` on the script tag).
 * @attr environment - `production` (default), `development`, `daily` or `sandbox`.
 * @attr api-base - An explicit platform API address (https; http only for localhost).
 * @attr client-id - The OAuth client id sent on sign-in.
 * @attr branding-id - The branding to load. Default: "default".
 * @attr locale - Language tag of the elements' texts, prices and dates. Default: the page's `<html lang>`, else the browser's language (docs/translations.md).
 * @attr messages - JSON object overriding texts by key, e.g. `{"login.submit": "Log in"}` (docs/translations.md).
 * @attr routes - JSON object of route name to URL template, e.g. `{"content.payment_success": "/content/{contentId}/paid"}`.
 * @attr allowed-redirect-origins - Origins (space or comma separated) redirects may go to besides this page's.
 * @attr card-frame-url - Address of the card entry frame (another origin than this page).
 * @attr storage - `local` (default) or `memory`: where the session token is kept.
 * @attr sso-domain - The single sign-on domain (https): sign-in and sign-out are reported to it, and a page with no session starts from the one it keeps.
 * @attr site-endpoints - JSON object overriding the site call paths (`cartAdd`, `cartAddOnDemandClip`, `usersToken`, `searchMore`).
 */
import { VERSION } from '../src/version';

const TAG = 'paywall-config';
const VERSION_KEY = Symbol.for('paywall-elements.version');
const ATTRIBUTES = [
  'merchant-uuid', 'environment', 'api-base', 'client-id', 'branding-id', 'locale', 'messages', 'routes',
  'allowed-redirect-origins', 'card-frame-url', 'storage', 'sso-domain', 'site-endpoints',
];

function define() {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return;
  const existing = customElements.get(TAG) as unknown as Record<symbol, string> | undefined;
  if (existing) {
    if (existing[VERSION_KEY] !== VERSION) {
      console.warn(`[paywall-elements] <${TAG}> is already registered by version ${existing[VERSION_KEY] ?? 'unknown'}; version ${VERSION} was loaded too and is ignored. Load the library once per page.`);
    }
    return;
  }

  // the config store loads with the first element that needs it, not with the loader
  const load = (doc: Document) =>
    import('../src/stores/config').then(
      (m) => void m.loadConfig(doc),
      (error: unknown) => console.error('[paywall-elements] could not load the configuration code', error),
    );

  /** A light-DOM element that renders nothing and feeds its attributes into the config store. */
  class PaywallConfigElement extends HTMLElement {
    static readonly [VERSION_KEY] = VERSION;
    static get observedAttributes() {
      return ATTRIBUTES;
    }
    connectedCallback() {
      this.hidden = true;
      void load(this.ownerDocument);
    }
    attributeChangedCallback() {
      if (this.isConnected) void load(this.ownerDocument);
    }
    disconnectedCallback() {
      void load(this.ownerDocument);
    }
  }
  try {
    customElements.define(TAG, PaywallConfigElement);
  } catch (error) {
    if (!customElements.get(TAG)) console.error(`[paywall-elements] could not register <${TAG}>`, error);
  }
}

define();

declare global {
  interface HTMLElementTagNameMap {
    'paywall-config': HTMLElement;
  }
}
