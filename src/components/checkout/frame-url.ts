import type { PaywallConfig } from '../../stores/config';
import { isLoopback } from '../../client/environment-names';

let warned = false;
let missing = false;

/**
 * The card frame's address: the configured `card-frame-url`; else, against a platform on this
 * machine (the sandbox), the platform's `/card-frame/`. The hosted platform serves no card frame:
 * in production `dist/card-frame/` is hosted on an origin of its own (never the merchant's pages'
 * origin) and named with `card-frame-url`. Without it the answer is '' and the error is logged
 * once; the frame component then says "Card payments are not set up on this site yet." (the
 * checkout catalogue's `cardNotSetUp`) instead of loading a page that cannot load.
 * Outside production a frame on the page's own origin is reported once, loudly: it would not keep
 * card data away from the page's scripts.
 */
export function cardFrameUrl(config: Pick<PaywallConfig, 'cardFrameUrl' | 'development'>, apiBase: string): string {
  let url = isLoopback(apiBase) ? `${apiBase.replace(/\/+$/, '')}/card-frame/` : '';
  if (config.cardFrameUrl) {
    try {
      const u = new URL(config.cardFrameUrl, typeof location === 'undefined' ? undefined : location.href);
      if (u.protocol === 'https:' || u.protocol === 'http:') url = u.href;
    } catch {
      // an unparsable setting is no setting
    }
  }
  if (!url) {
    if (!missing) {
      missing = true;
      console.error('[paywall-elements] card-frame-url is not set: the hosted platform serves no card frame. Host dist/card-frame/ on an origin of its own and name it with card-frame-url on <paywall-config> (docs/site-contract.md, "Production").');
    }
    return '';
  }
  if (config.development && !warned && typeof location !== 'undefined' && new URL(url).origin === location.origin) {
    warned = true;
    console.warn(`[paywall-elements] <paywall-checkout>: the card frame (${url}) is on this page's own origin, so the page's scripts could read card data. Serve it from another origin (card-frame-url on <paywall-config>).`);
  }
  return url;
}
