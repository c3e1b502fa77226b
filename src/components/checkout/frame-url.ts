import type { PaywallConfig } from '../../stores/config';

let warned = false;

/**
 * The card frame's address: the configured `card-frame-url`, else the platform's `/card-frame/`
 * (the sandbox serves it for the demo). Outside production a frame on the page's own origin is
 * reported once, loudly: it would not keep card data away from the page's scripts.
 */
export function cardFrameUrl(config: Pick<PaywallConfig, 'cardFrameUrl' | 'development'>, apiBase: string): string {
  let url = `${apiBase.replace(/\/+$/, '')}/card-frame/`;
  if (config.cardFrameUrl) {
    try {
      const u = new URL(config.cardFrameUrl, typeof location === 'undefined' ? undefined : location.href);
      if (u.protocol === 'https:' || u.protocol === 'http:') url = u.href;
    } catch {
      // an unparsable setting falls back to the platform's frame
    }
  }
  if (config.development && !warned && typeof location !== 'undefined' && new URL(url).origin === location.origin) {
    warned = true;
    console.warn(`[paywall-elements] <paywall-checkout>: the card frame (${url}) is on this page's own origin, so the page's scripts could read card data. Serve it from another origin (card-frame-url on <paywall-config>).`);
  }
  return url;
}
