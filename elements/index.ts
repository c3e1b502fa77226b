/**
 * paywall-elements/elements: registers every `<paywall-*>` tag at once, for pages built with a
 * bundler (React apps, CMS plugins). A tag's definition (its attributes, properties and events) is
 * small; its component loads when the element first connects, as a chunk of the bundler's.
 * Importing this module is the only side effect of the library; everything else is pure. It also
 * offers what a page that only uses the tags calls: toasts, opening the checkout, the event names
 * and types. (The script-tag build, paywall-elements/cdn, has the same API but registers each tag
 * only when the tag first appears in the page: elements/cdn.ts.)
 * @example
 * import { startPurchase } from 'paywall-elements/elements';
 * buyButton.addEventListener('click', () => startPurchase('40001')); // the modal <paywall-checkout> opens
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
import './paywall-capture';

// The entry's API (also the script-tag module's, dist/cdn/paywall-elements.js): docs/api.md
export * from './api';
