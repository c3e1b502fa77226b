/**
 * Every `paywall-*` DOM event of the library, with its detail type, in one place. Element events
 * bubble and cross shadow boundaries (`composed`), so they can be heard on the element, any
 * ancestor, `document` or `window`; `paywall-navigate` and `paywall-product-added` are dispatched on
 * `document` (the cart button's also on the element); `paywall-toast`, `paywall-progress` and
 * `paywall-exit-survey-open` are the ones the page dispatches and the library listens for.
 * docs/events.md describes when each fires. Importing the package's types makes
 * `addEventListener('paywall-…', (e) => e.detail)` typed on elements, `document` and `window`.
 */
import type { AccessEventDetail } from './components/gate/gate';
import type { FavoriteEventDetail } from './components/gate/favorite';
import type { DonationEventDetail } from './components/donate/donate';
import type { GiftEventDetail } from './components/gift/gift';
import type { GiftRedeemed } from './components/gift/gift-redeem';
import type { LoginAccount, LoginEventDetail } from './components/login/login';
import type { RewardCopiedDetail } from './components/member-rewards/member-rewards';
import type { CopyMethod } from './components/ui/copy-button';
import type { NftReservedDetail } from './components/nft-gallery/nft-gallery';
import type { PaymentCheckDetail } from './components/payment-check/payment-check';
import type { PurchaseEventDetail } from './components/checkout/checkout';
import type { SelectPriceDetail } from './components/pricing/pricing';
import type { PaywallErrorDetail } from './components/ui/host';
import type { ExitSurveyEventDetail, ExitSurveyOpenDetail } from './components/account/survey';
import type { SurveyTrigger } from './components/account/shared';
import type { NavigateReason } from './stores/navigation';
import type { ToastInput } from './stores/toasts';
import type { ProductAdded } from './site/calls';
import type { ProgressEventDetail } from './site/progress';
import type { CountdownEndDetail } from './components/countdown/countdown';
import type { LoadMoreDetail } from './components/headlines/headlines';
import type { SlideChangeDetail } from './components/slider/slider';

export type {
  AccessEventDetail, FavoriteEventDetail, DonationEventDetail, GiftEventDetail, GiftRedeemed, LoginEventDetail, LoginAccount,
  RewardCopiedDetail, CopyMethod, NftReservedDetail, PaymentCheckDetail, PurchaseEventDetail, SelectPriceDetail,
  PaywallErrorDetail, ExitSurveyEventDetail, ExitSurveyOpenDetail, SurveyTrigger, NavigateReason, ProductAdded,
  ProgressEventDetail, CountdownEndDetail, LoadMoreDetail, SlideChangeDetail,
};

/**
 * Detail of `paywall-media` (from `<paywall-gate>`): a freshly signed address of the item's media,
 * after the access check and again before each one expires. A page's own player plays it.
 */
export interface MediaEventDetail {
  itemId: string;
  /** The signed address (a CloudFront address, or the JW Player media with its `token`). */
  url: string;
  /** When the address stops working (Unix seconds); null when the platform does not say. */
  expiresAt: number | null;
}

/** Detail of `paywall-capture` (from `<paywall-capture>`): the details the platform took. */
export interface CaptureEventDetail {
  /** What the form was for. */
  purpose: 'preview' | 'newsletter' | 'reminder';
  email: string;
  fullName: string;
  /** Empty when not given. */
  company: string;
}

/** Detail of `paywall-logout`: nothing. */
export type LogoutEventDetail = Record<string, never>;

/** Detail of the cancelable `paywall-navigate` (on `document`), before the library leaves the page. */
export interface NavigateEventDetail {
  /** Where the library is about to go. */
  url: string;
  /** Why: a route after a payment event, a redirect, a dialog closing, the cart checkout or a reload. */
  reason: NavigateReason;
}

/**
 * Detail of `paywall-toast`, which a page dispatches on `document` for `<paywall-toasts>` to show:
 * a toast, or just its message.
 */
export type ToastEventDetail = ToastInput | string;

/**
 * Every `paywall-*` event by name: the events the elements and the library dispatch, and the three
 * a page dispatches for the library (`paywall-toast`, `paywall-progress`, `paywall-exit-survey-open`).
 */
export interface PaywallEventMap {
  'paywall-access': CustomEvent<AccessEventDetail>;
  'paywall-capture': CustomEvent<CaptureEventDetail>;
  'paywall-countdown-end': CustomEvent<CountdownEndDetail>;
  'paywall-donation': CustomEvent<DonationEventDetail>;
  'paywall-error': CustomEvent<PaywallErrorDetail>;
  'paywall-exit-survey': CustomEvent<ExitSurveyEventDetail>;
  'paywall-exit-survey-open': CustomEvent<ExitSurveyOpenDetail>;
  'paywall-favorite': CustomEvent<FavoriteEventDetail>;
  'paywall-gift': CustomEvent<GiftEventDetail>;
  'paywall-load-more': CustomEvent<LoadMoreDetail>;
  'paywall-login': CustomEvent<LoginEventDetail>;
  'paywall-logout': CustomEvent<LogoutEventDetail>;
  'paywall-media': CustomEvent<MediaEventDetail>;
  'paywall-navigate': CustomEvent<NavigateEventDetail>;
  'paywall-nft-reserved': CustomEvent<NftReservedDetail>;
  'paywall-payment-check': CustomEvent<PaymentCheckDetail>;
  'paywall-product-added': CustomEvent<ProductAdded>;
  'paywall-progress': CustomEvent<ProgressEventDetail>;
  'paywall-purchase': CustomEvent<PurchaseEventDetail>;
  'paywall-reward-copied': CustomEvent<RewardCopiedDetail>;
  'paywall-select-price': CustomEvent<SelectPriceDetail>;
  'paywall-slide-change': CustomEvent<SlideChangeDetail>;
  'paywall-toast': CustomEvent<ToastEventDetail>;
}

/** The name of a `paywall-*` event. */
export type PaywallEventName = keyof PaywallEventMap;

// one entry per event of the map, no more and no fewer (the typecheck fails otherwise)
const NAMES = {
  'paywall-access': 1, 'paywall-capture': 1, 'paywall-countdown-end': 1, 'paywall-donation': 1, 'paywall-error': 1, 'paywall-exit-survey': 1,
  'paywall-exit-survey-open': 1, 'paywall-favorite': 1, 'paywall-gift': 1, 'paywall-load-more': 1, 'paywall-login': 1,
  'paywall-logout': 1, 'paywall-media': 1, 'paywall-navigate': 1, 'paywall-nft-reserved': 1, 'paywall-payment-check': 1,
  'paywall-product-added': 1, 'paywall-progress': 1, 'paywall-purchase': 1, 'paywall-reward-copied': 1,
  'paywall-select-price': 1, 'paywall-slide-change': 1, 'paywall-toast': 1,
} satisfies Record<PaywallEventName, 1>;

/** Names of every `paywall-*` event (for analytics hooks that listen to all of them). */
export const PAYWALL_EVENTS: readonly PaywallEventName[] = Object.freeze(Object.keys(NAMES) as PaywallEventName[]);

declare global {
  // documents, elements and windows all take these listeners (the events bubble to `document`)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends PaywallEventMap {}
}
