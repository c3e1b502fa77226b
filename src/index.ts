/**
 * paywall-elements: the library entry for bundlers and React apps (React as a peer dependency).
 * Importing it registers nothing; import `paywall-elements/elements` for the custom elements.
 * What it offers, one line each, is in docs/api.md; everything else in `src/` is internal.
 * @example
 * import { Gate, setConfig, startPaymentReactions } from 'paywall-elements';
 * setConfig({ merchantUuid: '…', environment: 'production' });
 * startPaymentReactions();
 * // <Gate itemId="40001" />
 */

// React components: one per element, the same code the custom elements load
export { Account } from './components/account/account';
export type { AccountProps, AccountSection } from './components/account/account';
export { CartButton } from './components/cart-button/cart-button';
export type { CartButtonProps } from './components/cart-button/cart-button';
export { Channel } from './components/channel/channel';
export type { ChannelProps } from './components/channel/channel';
export { Checkout } from './components/checkout/checkout';
export type { CheckoutProps } from './components/checkout/checkout';
export { Countdown } from './components/countdown/countdown';
export type { CountdownProps } from './components/countdown/countdown';
export { Dialogs } from './components/dialogs/dialogs';
export type { DialogsProps } from './components/dialogs/dialogs';
export { Donate } from './components/donate/donate';
export type { DonateProps } from './components/donate/donate';
export { Gate } from './components/gate/gate';
export type { GateProps } from './components/gate/gate';
export { Gift } from './components/gift/gift';
export type { GiftProps } from './components/gift/gift';
export { Headlines } from './components/headlines/headlines';
export type { HeadlinesProps } from './components/headlines/headlines';
export { Login } from './components/login/login';
export type { LoginProps, LoginMode } from './components/login/login';
export { MemberRewards } from './components/member-rewards/member-rewards';
export type { MemberRewardsProps } from './components/member-rewards/member-rewards';
export { NftGallery } from './components/nft-gallery/nft-gallery';
export type { NftGalleryProps } from './components/nft-gallery/nft-gallery';
export { PaymentCheck } from './components/payment-check/payment-check';
export type { PaymentCheckProps } from './components/payment-check/payment-check';
export { Pricing } from './components/pricing/pricing';
export type { PricingProps } from './components/pricing/pricing';
export { Rail } from './components/rail/rail';
export type { RailProps, RailKind } from './components/rail/rail';
export { Search } from './components/search/search';
export type { SearchProps } from './components/search/search';
export { SectionLinks } from './components/section-links/section-links';
export type { SectionLinksProps } from './components/section-links/section-links';
export { Slider } from './components/slider/slider';
export type { SliderProps } from './components/slider/slider';
export { Toasts } from './components/toasts/toasts';
export type { ToastsProps } from './components/toasts/toasts';

// Page configuration and the page's platform client
export { $config, setConfig, loadConfig, currentConfig } from './stores/config';
export { setMessages } from './i18n/overrides';
export type { Message, PluralMessage } from './i18n/overrides';
export type { PaywallConfig, ConfigInput, Environment, SiteEndpoints } from './stores/config';
export type { RouteName, TemplateName, RouteParams } from './site/routes';
export { getClient, setClient } from './stores/client';

// Shared state and its actions: session, purchase, toasts, payment events, navigation
export { $session, refreshSession } from './stores/session';
export { signIn, signUp, signOut } from './stores/session-actions';
export type { SessionState, SessionAccount } from './stores/session';
export { $purchase, startPurchase, chooseAccessFee, closePurchase } from './stores/purchase';
export type { PurchaseState } from './stores/purchase';
export { $toasts, pushToast, dismissToast, clearToasts } from './stores/toasts';
export type { Toast, ToastInput, ToastKind } from './stores/toasts';
export { $paymentEvents, onPaymentEvent } from './stores/payment-events';
export { startPaymentReactions } from './stores/payment-reactions';
export type { PaymentEvent, PaymentEventType, PaymentEventResource } from './site/payment-event';
export { setNavigator } from './stores/navigation';
export type { Navigator } from './stores/navigation';

// The merchant-site calls (cart, provider token, site search)
export { addToCart, fetchProviderToken, createSearch } from './stores/site-actions';
export type { AddToCartOptions } from './stores/site-actions';
export type { CartProduct, CartResult, ProviderToken } from './site/calls';
export type { SearchQuery, SearchItem, SearchResults, SearchState, SiteSearch } from './site/search';

// Every paywall-* DOM event and its detail (typed addEventListener on elements, document and window)
export { PAYWALL_EVENTS } from './events';
export type {
  PaywallEventMap, PaywallEventName, AccessEventDetail, FavoriteEventDetail, DonationEventDetail, GiftEventDetail,
  GiftRedeemed, LoginEventDetail, LoginAccount, LogoutEventDetail, MediaEventDetail, CaptureEventDetail, RewardCopiedDetail, CopyMethod, NftReservedDetail,
  PaymentCheckDetail, PurchaseEventDetail, SelectPriceDetail, PaywallErrorDetail, ExitSurveyEventDetail,
  ExitSurveyOpenDetail, SurveyTrigger, NavigateEventDetail, NavigateReason, ProductAdded, ProgressEventDetail,
  ToastEventDetail, CountdownEndDetail, LoadMoreDetail, SlideChangeDetail,
} from './events';

export { VERSION } from './version';
