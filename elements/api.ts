/**
 * What a page that uses the tags calls (the API of `paywall-elements/elements` and of the
 * script-tag module): toasts, opening the checkout, the event names and types. docs/api.md.
 */
export { registeredVersion } from './registry';
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
