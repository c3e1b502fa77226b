/**
 * paywall-elements: the library entry for bundlers (React as a peer dependency).
 * Importing it registers nothing; import `paywall-elements/elements` for the custom elements.
 */
export { Toasts } from './components/toasts/toasts';
export type { ToastsProps } from './components/toasts/toasts';
// every paywall-* event and its detail (typed addEventListener on elements and document)
export { PAYWALL_EVENTS } from './events';
export type { PaywallEventMap, LogoutEventDetail, NavigateEventDetail } from './events';
export { $toasts, pushToast, dismissToast, clearToasts, TOAST_LIFETIME_MS, TOAST_EVENT } from './stores/toasts';
export type { Toast, ToastInput, ToastKind } from './stores/toasts';
export { VERSION } from './version';

// Page configuration, route markers and the merchant-site contract
export { $config, loadConfig, setConfig, resetConfig, currentConfig, readConfig, DEFAULT_CONFIG, DEFAULT_SITE_ENDPOINTS } from './stores/config';
export type { PaywallConfig, ConfigInput, Environment as ConfigEnvironment, SiteEndpoints, ConfigProblem } from './stores/config';
export { ROUTE_NAMES, DEFAULT_ROUTE_TEMPLATES, readRouteMarker, urlFor, returnUrl, readPaymentReturn, withoutReturnParams } from './site/routes';
export type { RouteName, TemplateName, RouteParams, PageRoute, ReturnKind, PaymentReturn } from './site/routes';
export { safeRedirect, safeActionUrl, safeUrl, subscriptionCheckOutcome, DEFAULT_ACTION_HOSTS } from './site/redirects';
export type { RedirectOptions, ActionUrlOptions, SubscriptionCheckOutcome } from './site/redirects';
export { reactionsFor, CHECK_ROUTES } from './site/reactions';
export type { Effect, FailureDialog, ReactionContext } from './site/reactions';
export { performEffects } from './site/effects';
export type { EffectEnv, EffectOutcome } from './site/effects';
export { parsePaymentEvent, paymentEventKey, PAYMENT_EVENT_TYPES } from './site/payment-event';
export type { PaymentEvent, PaymentEventType, PaymentEventResource } from './site/payment-event';
export { postCartProduct, getProviderToken, readCsrfToken, CSRF_HEADER } from './site/calls';
export type { CartProduct, CartResult, ProductAdded, ProviderToken } from './site/calls';
export { createSiteSearch, SEARCH_DEBOUNCE_MS } from './site/search';
export type { SearchQuery, SearchItem, SearchResults, SearchState, SiteSearch } from './site/search';
export { startCountdown, countdownParts, COUNTDOWN_TICK_MS } from './site/countdown';
export type { CountdownOptions, CountdownParts } from './site/countdown';

// Shared state: session, payment events, attempts, dialogs, preloader, bank frame, signals
export { getClient, setClient, hasClientConfig } from './stores/client';
export { $session, refreshSession, signIn, signUp, signOut } from './stores/session';
export type { SessionState, SessionAccount } from './stores/session';
export { $notificationsConnected, $paymentEvents, onPaymentEvent, receivePaymentEvent, whenNotificationsConnected } from './stores/payment-events';
export { startPaymentReactions, reactToPaymentEvent, currentRoute } from './stores/payment-reactions';
export { $attemptWait, RETRY_WAIT_MS, recordFailedAttempt, remainingAttemptWaitMs, canAttemptSubscription, beginAttempt, updateAttempt, endAttempt, isOwnAttempt, couldBeOwnAttempt } from './stores/attempts';
export type { AttemptInfo } from './stores/attempts';
export { $dialog, openDialog, closeDialog, DIALOG_TEXTS, pleaseWaitText } from './stores/dialogs';
export type { DialogKind, DialogState } from './stores/dialogs';
export { $preloader, showPreloader, hidePreloader } from './stores/preloader';
export type { PreloaderState } from './stores/preloader';
export { $bankFrame, openBankFrame, closeBankFrame } from './stores/bank-frame';
export type { BankFrameState } from './stores/bank-frame';
export { onSiteSignal } from './stores/signals';
export type { SiteSignal, SiteSignalName } from './stores/signals';
export { navigateTo, setNavigator } from './stores/navigation';
export { addToCart, fetchProviderToken, createSearch, runSubscriptionCheck, confirmPaymentReturn } from './stores/site-actions';
export type { AddToCartOptions, PaymentReturnOutcome } from './stores/site-actions';

// Login, gate, pricing and dialogs components (the custom elements load these)
export { Login } from './components/login/login';
export type { LoginProps, LoginMode, LoginAccount, LoginEventDetail } from './components/login/login';
export { Gate } from './components/gate/gate';
export type { GateProps, GateView, AccessEventDetail } from './components/gate/gate';
export { Pricing } from './components/pricing/pricing';
export type { PricingProps, PricingTab, SelectPriceDetail } from './components/pricing/pricing';
export { pricingLayout, ARROWS_MIN_WIDTH, ARROWS_MIN_CARDS, DETAIL_MIN_WIDTH, RESIZE_DELAY_MS } from './components/pricing/layout';
export type { PricingLayout } from './components/pricing/layout';
export { Dialogs } from './components/dialogs/dialogs';
export type { DialogsProps } from './components/dialogs/dialogs';

// Gift journey and donations (the custom elements load these; they share the checkout's card frame)
export { Gift } from './components/gift/gift';
export type { GiftProps, GiftView, GiftEventDetail } from './components/gift/gift';
export type { GiftVoucher } from './stores/gift-voucher';
export { Donate } from './components/donate/donate';
export type { DonateProps, DonateView, DonationEventDetail } from './components/donate/donate';
export { CURRENCY_MINIMUM, donationMinimum } from './components/donate/amount';

// Member rewards (route memberrewards)
export { MemberRewards } from './components/member-rewards/member-rewards';
export type { MemberRewardsProps, MemberRewardsView, RewardCopiedDetail } from './components/member-rewards/member-rewards';
export { REWARD_KINDS } from './components/member-rewards/rewards';
export type { Reward, RewardKind } from './components/member-rewards/rewards';
export { CopyButton, copyText, COPY_RESET_MS } from './components/ui/copy-button';
export type { CopyButtonProps, CopyMethod } from './components/ui/copy-button';

// NFT gallery
export { NftGallery } from './components/nft-gallery/nft-gallery';
export type { NftGalleryProps, NftReservedDetail, ListView as NftListView, GalleryTab as NftGalleryTab } from './components/nft-gallery/nft-gallery';
export type { NftDetailView, ReservePhase as NftReservePhase } from './components/nft-gallery/nft-detail';
export { NFT_PAGE_SIZE, NFT_FRAGMENT_PREFIX, nftHash, nftIdFromHash, safeImageUrl } from './components/nft-gallery/nft';
// The account area and the exit survey
export { Account, ACCOUNT_SECTIONS } from './components/account/account';
export type { AccountProps, AccountSection } from './components/account/account';
export { DEFAULT_SURVEY_REASONS } from './components/account/exit-survey';
export type { ExitSurveyEventDetail, ExitSurveyOpenDetail } from './components/account/exit-survey';
export type { SurveyTrigger } from './components/account/shared';

// Membership-site widgets (the custom elements load these)
export { CartButton } from './components/cart-button/cart-button';
export type { CartButtonProps, CartButtonState } from './components/cart-button/cart-button';
export { Search } from './components/search/search';
export type { SearchProps } from './components/search/search';
export type { SearchListState, FilterOption } from './components/search/search-list';
export { Channel, DEFAULT_CHANNEL_ENDPOINT } from './components/channel/channel';
export type { ChannelProps } from './components/channel/channel';
export { Countdown } from './components/countdown/countdown';
export type { CountdownProps, CountdownEndDetail } from './components/countdown/countdown';
export { Headlines, LOAD_MORE_DELAY_MS, LOAD_MORE_TIMEOUT_MS } from './components/headlines/headlines';
export type { HeadlinesProps, HeadlinesState, LoadMoreDetail } from './components/headlines/headlines';
export { SectionLinks } from './components/section-links/section-links';
export type { SectionLinksProps } from './components/section-links/section-links';
export type { Section } from './components/section-links/sections';
export { Slider, SLIDER_INTERVAL_MS, slideDuration } from './components/slider/slider';
export type { SliderProps, SlideChangeDetail, SliderHold } from './components/slider/slider';
export { Rail, railLayout, RAIL_ARROWS_MIN_WIDTH, RAIL_ARROWS_MIN_CELLS, RAIL_DETAIL_MIN_WIDTH, RAIL_RESIZE_DELAY_MS } from './components/rail/rail';
export type { RailProps, RailKind } from './components/rail/rail';
