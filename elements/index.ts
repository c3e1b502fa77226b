/**
 * Registers every `<paywall-*>` tag. Each element's code loads only when the element first
 * connects. Importing this module is the only side effect of the library; everything else is pure.
 */
import './paywall-config';
import './paywall-toasts';
import './paywall-login';
import './paywall-gate';
import './paywall-pricing';
import './paywall-dialogs';
import './paywall-checkout';
import './paywall-payment-check';
import './paywall-gift';
import './paywall-donate';
import './paywall-member-rewards';
import './paywall-nft-gallery';
import './paywall-account';
import './progress';
import './paywall-cart-button';
import './paywall-search';
import './paywall-channel';
import './paywall-countdown';
import './paywall-headlines';
import './paywall-section-links';
import './paywall-slider';
import './paywall-rail';

export { defineElement, registeredVersion } from './define';
export type { ElementDefinition, AttrType } from './define';
export type { PaywallEventMap } from '../src/events';
export type { PaywallElementsJSX } from './jsx';
export { pushToast, dismissToast, clearToasts, $toasts, TOAST_EVENT } from '../src/stores/toasts';
export { VERSION } from '../src/version';
