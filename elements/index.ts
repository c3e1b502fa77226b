/**
 * paywall-elements/elements (and the script-tag module, paywall-elements/cdn): registers every
 * `<paywall-*>` tag. Each element's code loads only when the element first connects. Importing this
 * module is the only side effect of the library; everything else is pure. It also offers what a page
 * that only uses the tags calls: toasts, opening the checkout, the event names and types.
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
export { registeredVersion } from './define';
export { PAYWALL_EVENTS } from '../src/events';
export type {
  PaywallEventMap, PaywallEventName, AccessEventDetail, FavoriteEventDetail, DonationEventDetail, GiftEventDetail,
  GiftRedeemed, LoginEventDetail, LoginAccount, LogoutEventDetail, MediaEventDetail, CaptureEventDetail, RewardCopiedDetail, CopyMethod, NftReservedDetail,
  PaymentCheckDetail, PurchaseEventDetail, SelectPriceDetail, PaywallErrorDetail, ExitSurveyEventDetail,
  ExitSurveyOpenDetail, SurveyTrigger, NavigateEventDetail, NavigateReason, ProductAdded, ProgressEventDetail,
  ToastEventDetail, CountdownEndDetail, LoadMoreDetail, SlideChangeDetail,
} from '../src/events';
export type { PaywallElementsJSX } from './jsx';
export { $toasts, pushToast, dismissToast, clearToasts } from '../src/stores/toasts';
export type { Toast, ToastInput, ToastKind } from '../src/stores/toasts';
export { $purchase, startPurchase, chooseAccessFee, closePurchase } from '../src/stores/purchase';
export type { PurchaseState } from '../src/stores/purchase';
export { VERSION } from '../src/version';
export { setMessages } from '../src/i18n/overrides';
export type { Message, PluralMessage } from '../src/i18n/overrides';
