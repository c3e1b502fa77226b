// Generated from the elements' headers (the Custom Elements Manifest) by
// `node scripts/custom-elements.mjs --jsx`: do not edit by hand. test/node/custom-elements.node.test.mjs
// fails when it is out of date.
import type { HTMLAttributes, RefAttributes } from 'react';
import type { PaywallEventMap } from '../src/events';

/**
 * What React 19 takes on a custom element besides its own attributes: the global HTML attributes,
 * `class` (or `className`), `children` and `ref` (the element, with its typed properties).
 */
type Base<E extends HTMLElement, A> = Omit<HTMLAttributes<E>, keyof A> & RefAttributes<E> & { class?: string };
/** React 19 adds a prop named `on` + an event's name as a listener of that event: `onpaywall-access={…}`. */
type Listeners<N extends keyof PaywallEventMap> = { [K in N as `on${K}`]?: (event: PaywallEventMap[K]) => void };
/** A boolean attribute reads `"true"`; a bare attribute (`={true}` in JSX) is not read, so only the strings are allowed. */
type BooleanAttribute = 'true' | 'false';
/** A number attribute (React writes numbers as their text). */
type NumberAttribute = number | `${number}`;

/** The JSX props of every `paywall-*` tag: its attributes (typed) and its events (typed listeners). */
export interface PaywallElementsJSX {
  /** The account area of a signed-in viewer: details, password, profiles, favorites, watch history, purchases, transactions, subscriptions (cancel, switch plan), payment methods, data export and erase, access codes, and the exit survey. */
  'paywall-account': Base<HTMLElementTagNameMap['paywall-account'], PaywallAccountAttributes> & Listeners<'paywall-error' | 'paywall-exit-survey' | 'paywall-login' | 'paywall-logout'> & PaywallAccountAttributes;
  /** A small data-capture form (name, e-mail, company) for a free preview, a newsletter or a live event's reminder: checked before sending, sent once to the platform, then thanks and the `paywall-capture` event. */
  'paywall-capture': Base<HTMLElementTagNameMap['paywall-capture'], PaywallCaptureAttributes> & Listeners<'paywall-capture' | 'paywall-error'> & PaywallCaptureAttributes;
  /** Adds a product to the merchant's cart (cart.products.add, or addOnDemandClip) with the page's CSRF token, then goes to the cart checkout or shows the add-to-cart notification. */
  'paywall-cart-button': Base<HTMLElementTagNameMap['paywall-cart-button'], PaywallCartButtonAttributes> & Listeners<'paywall-error' | 'paywall-product-added'> & PaywallCartButtonAttributes;
  /** The channels.show page: the channel's searchable list of contents with a type filter, on the search machinery (550 ms debounce, paging, the query in the address bar). */
  'paywall-channel': Base<HTMLElementTagNameMap['paywall-channel'], PaywallChannelAttributes> & Listeners<'paywall-error'> & PaywallChannelAttributes;
  /** Card checkout for pay-per-view and subscriptions: sign-in when needed, price choice, voucher, and card entry in a cross-origin card frame. */
  'paywall-checkout': Base<HTMLElementTagNameMap['paywall-checkout'], PaywallCheckoutAttributes> & Listeners<'paywall-error' | 'paywall-login' | 'paywall-logout' | 'paywall-navigate' | 'paywall-purchase'> & PaywallCheckoutAttributes;
  /** Page-wide settings for every paywall element. Renders nothing; put one anywhere in the page. */
  'paywall-config': Base<HTMLElementTagNameMap['paywall-config'], PaywallConfigAttributes> & PaywallConfigAttributes;
  /** An event countdown: days, hours, minutes and seconds from the server's `now`, ticking each second; with reload="true" the page reloads once when it passes zero. */
  'paywall-countdown': Base<HTMLElementTagNameMap['paywall-countdown'], PaywallCountdownAttributes> & Listeners<'paywall-countdown-end' | 'paywall-error'> & PaywallCountdownAttributes;
  /** The site's dialogs ('Payment failed', 'Subscription failed', 'Please wait', 'There was an error processing your subscription') as native modal dialogs. */
  'paywall-dialogs': Base<HTMLElementTagNameMap['paywall-dialogs'], PaywallDialogsAttributes> & Listeners<'paywall-error'> & PaywallDialogsAttributes;
  /** Donations to an item: its donation options or a custom amount (at least the currency's minimum), the card in a frame on the card frame's origin, 3-D Secure in the bank frame, a thank-you. */
  'paywall-donate': Base<HTMLElementTagNameMap['paywall-donate'], PaywallDonateAttributes> & Listeners<'paywall-donation' | 'paywall-error' | 'paywall-login' | 'paywall-logout'> & PaywallDonateAttributes;
  /** Wraps premium content: shows it with access; otherwise the item's preview, prices and a call to action; asks for access codes. */
  'paywall-gate': Base<HTMLElementTagNameMap['paywall-gate'], PaywallGateAttributes> & Listeners<'paywall-access' | 'paywall-error' | 'paywall-favorite' | 'paywall-login' | 'paywall-logout' | 'paywall-media'> & PaywallGateAttributes;
  /** The gift journey: buys a plan's gift fee for a receiver (card in the card frame) and shows the voucher code; on the journey's success and failed routes shows the outcome; with mode="redeem" turns a received code into access. */
  'paywall-gift': Base<HTMLElementTagNameMap['paywall-gift'], PaywallGiftAttributes> & Listeners<'paywall-error' | 'paywall-gift' | 'paywall-login' | 'paywall-logout' | 'paywall-navigate'> & PaywallGiftAttributes;
  /** Headlines with infinite scroll: 400 ms after the viewer reaches the bottom it dispatches paywall-load-more, which the page's server side answers by appending headlines; a "Load more" button does the same. */
  'paywall-headlines': Base<HTMLElementTagNameMap['paywall-headlines'], PaywallHeadlinesAttributes> & Listeners<'paywall-error' | 'paywall-load-more'> & PaywallHeadlinesAttributes;
  /** Sign in, sign up (with the merchant's register fields), forgot and reset password, social login; shows who is signed in. */
  'paywall-login': Base<HTMLElementTagNameMap['paywall-login'], PaywallLoginAttributes> & Listeners<'paywall-error' | 'paywall-login' | 'paywall-logout'> & PaywallLoginAttributes;
  /** The signed-in member's rewards (partner discount codes, free months, event tickets) from the merchant's server, each with a copy-to-clipboard button; signed out, it offers sign-in. */
  'paywall-member-rewards': Base<HTMLElementTagNameMap['paywall-member-rewards'], PaywallMemberRewardsAttributes> & Listeners<'paywall-error' | 'paywall-login' | 'paywall-logout' | 'paywall-reward-copied'> & PaywallMemberRewardsAttributes;
  /** The merchant's NFT marketplace: its header, the published NFTs 50 a page, prices in each NFT's currency and the viewer's, a linkable detail dialog (`#nft-{id}`), reserving for a signed-in viewer, and "My NFTs". */
  'paywall-nft-gallery': Base<HTMLElementTagNameMap['paywall-nft-gallery'], PaywallNftGalleryAttributes> & Listeners<'paywall-error' | 'paywall-login' | 'paywall-logout' | 'paywall-nft-reserved'> & PaywallNftGalleryAttributes;
  /** The preloader of the `*.payment_check` routes and the subscription check page: waits for the payment's outcome, never endlessly. */
  'paywall-payment-check': Base<HTMLElementTagNameMap['paywall-payment-check'], PaywallPaymentCheckAttributes> & Listeners<'paywall-error' | 'paywall-payment-check'> & PaywallPaymentCheckAttributes;
  /** Pricing cards from an item's or package's access fees, with a monthly / pay-per-view toggle and a carousel. */
  'paywall-pricing': Base<HTMLElementTagNameMap['paywall-pricing'], PaywallPricingAttributes> & Listeners<'paywall-error' | 'paywall-select-price'> & PaywallPricingAttributes;
  /** A horizontal rail of video, stream, season, sponsor, organisation or channel cards: scroll-snap, keyboard, prev/next arrows on screens at least 1024 px wide with 4 or more cells, detail cards from 640 px. */
  'paywall-rail': Base<HTMLElementTagNameMap['paywall-rail'], PaywallRailAttributes> & Listeners<'paywall-error'> & PaywallRailAttributes;
  /** One reward of `<paywall-member-rewards>`, server-rendered as its child (read, never registered). */
  'paywall-reward': Base<HTMLElement, PaywallRewardAttributes> & PaywallRewardAttributes;
  /** The site search: search.more 550 ms after the last keystroke, type and category filters, results with the total count and the server's text, "More results" paging, and the query kept in the address bar. */
  'paywall-search': Base<HTMLElementTagNameMap['paywall-search'], PaywallSearchAttributes> & Listeners<'paywall-error'> & PaywallSearchAttributes;
  /** An on-page list of links to the h2/h3 headings of the content area it names (ids created where missing), with the current section highlighted while scrolling. */
  'paywall-section-links': Base<HTMLElementTagNameMap['paywall-section-links'], PaywallSectionLinksAttributes> & Listeners<'paywall-error'> & PaywallSectionLinksAttributes;
  /** The home slider: its children are the slides; autoplay every 8 s unless a slide's data-autoplay says otherwise, paused on hover, on focus, under prefers-reduced-motion and by its pause button; keyboard, swipe and named slide indicators. */
  'paywall-slider': Base<HTMLElementTagNameMap['paywall-slider'], PaywallSliderAttributes> & Listeners<'paywall-error' | 'paywall-slide-change'> & PaywallSliderAttributes;
  /** Toast notifications fed by the shared toasts store; any code can call `pushToast()`. */
  'paywall-toasts': Base<HTMLElementTagNameMap['paywall-toasts'], PaywallToastsAttributes> & Listeners<'paywall-error'> & PaywallToastsAttributes;
}

/** The attributes of `<paywall-account>`. */
interface PaywallAccountAttributes {
  /** The section shown first, or alone with `single`: `details | password | profiles | favorites | history | purchases | transactions | subscriptions | payment | data | codes` (default `details`). */
  'section'?: string;
  /** `single="true"` shows only `section`, without tabs, so sections can live on separate pages. */
  'single'?: BooleanAttribute;
  /** The exit survey's reasons, separated by `|` (a default list otherwise). */
  'survey-reasons'?: string;
  /** Items sold with access codes, comma-separated, for the access codes section (codes entered on this device are found anyway). */
  'code-items'?: string;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 3). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-capture>`. */
interface PaywallCaptureAttributes {
  /** `newsletter` (default), `preview` (a free preview) or `reminder` (a live event's): the title, introduction, button and thanks follow. */
  'purpose'?: string;
  /** `no-company="true"` hides the optional company field. Default: false. */
  'no-company'?: BooleanAttribute;
}

/** The attributes of `<paywall-cart-button>`. */
interface PaywallCartButtonAttributes {
  /** The cart payload's `productType`. Default: "product". */
  'product-type'?: string;
  /** The cart payload's `productId` (required). */
  'product-id'?: string;
  /** `clip="true"` sends to cart.products.addOnDemandClip. Default: false. */
  'clip'?: BooleanAttribute;
  /** `checkout` goes to the cart.checkout route after success; `notify` (the default) shows the notification card. */
  'then'?: string;
  /** The button's text. Default: "Add to cart" ("Add clip to cart" with clip="true"). */
  'label'?: string;
}

/** The attributes of `<paywall-channel>`. */
interface PaywallChannelAttributes {
  /** The channel's id or slug. Default: the address's second path segment (`/channels/films`). */
  'channel'?: string;
  /** The contents endpoint on the page's origin, answering as search.more does; `{channel}` is replaced. Default: "/channels/{channel}/contents". */
  'endpoint'?: string;
  /** Type filter choices, `value:Label` comma-separated; none hides the filter. */
  'types'?: string;
  /** A heading above the list. */
  'heading'?: string;
  /** The search field's accessible name. Default: "Search this channel". */
  'label'?: string;
  /** `no-history="true"` keeps the query out of the address bar. Default: false. */
  'no-history'?: BooleanAttribute;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-checkout>`. */
interface PaywallCheckoutAttributes {
  /** The item to buy. Without it the element follows the page's purchase (`startPurchase` / `chooseAccessFee`, used by `<paywall-gate>` and `<paywall-pricing>`) and shows as a modal dialog. */
  'item-id'?: string;
  /** A fixed access fee of the item: the card form shows inline at once. */
  'access-fee-id'?: string;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 3). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-config>`. */
interface PaywallConfigAttributes {
  /** The merchant's uuid (required, here or as `data-paywall-merchant-uuid` on the script tag). */
  'merchant-uuid'?: string;
  /** `production` (default), `development`, `daily` or `sandbox`. */
  'environment'?: string;
  /** An explicit platform API address (https; http only for localhost). */
  'api-base'?: string;
  /** The OAuth client id sent on sign-in. */
  'client-id'?: string;
  /** The branding to load. Default: "default". */
  'branding-id'?: string;
  /** Language tag of the elements' texts, prices and dates. Default: the page's `<html lang>`, else the browser's language (docs/translations.md). */
  'locale'?: string;
  /** JSON object overriding texts by key, e.g. `{"login.submit": "Log in"}` (docs/translations.md). */
  'messages'?: string;
  /** JSON object of route name to URL template, e.g. `{"content.payment_success": "/content/{contentId}/paid"}`. */
  'routes'?: string;
  /** Origins (space or comma separated) redirects may go to besides this page's. */
  'allowed-redirect-origins'?: string;
  /** Address of the card entry frame (another origin than this page). */
  'card-frame-url'?: string;
  /** `local` (default) or `memory`: where the session token is kept. */
  'storage'?: string;
  /** The single sign-on domain (https): sign-in and sign-out are reported to it, and a page with no session starts from the one it keeps. */
  'sso-domain'?: string;
  /** JSON object overriding the site call paths (`cartAdd`, `cartAddOnDemandClip`, `usersToken`, `searchMore`). */
  'site-endpoints'?: string;
}

/** The attributes of `<paywall-countdown>`. */
interface PaywallCountdownAttributes {
  /** The moment counted down to, epoch seconds (required). */
  'time'?: NumberAttribute;
  /** The server's current time when it rendered the page, epoch seconds. Default: the viewer's clock. */
  'now'?: NumberAttribute;
  /** `reload="true"` reloads the page once when the countdown passes zero (never for a time already past). Default: false. */
  'reload'?: BooleanAttribute;
  /** The timer's name, e.g. the event. Default: "Starts in". */
  'label'?: string;
  /** Shown once the time has come. Default: "Started". */
  'ended-text'?: string;
}

/** The attributes of `<paywall-dialogs>`. */
interface PaywallDialogsAttributes {
  /** Label of the button that closes a dialog. Default: "OK". */
  'close-label'?: string;
}

/** The attributes of `<paywall-donate>`. */
interface PaywallDonateAttributes {
  /** The item the donation supports (required). */
  'item-id'?: string;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 3). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-gate>`. */
interface PaywallGateAttributes {
  /** The platform item id of the content (required). */
  'item-id'?: string;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-gift>`. */
interface PaywallGiftAttributes {
  /** The item or package given. Default: the gift journey route's `planId` (the second path segment). */
  'item-id'?: string;
  /** One of the item's gift fees (fees the platform lists with `is_gift`). Default: its first. */
  'access-fee-id'?: string;
  /** "buy" (default) or "redeem" (a received gift code). On `gift-journey.payment_success` / `payment_failed` routes the element shows that outcome whatever the mode. */
  'mode'?: string;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 3). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-headlines>`. */
interface PaywallHeadlinesAttributes {
  /** `complete="true"` when the server has no more headlines: no more loads, no button. Default: false. */
  'complete'?: BooleanAttribute;
  /** The feed's accessible name. Default: "Headlines". */
  'label'?: string;
  /** Milliseconds a load may take before "Load more" is offered again. Default: 15000. */
  'timeout'?: NumberAttribute;
}

/** The attributes of `<paywall-login>`. */
interface PaywallLoginAttributes {
  /** The view to open: "sign-in" (default), "sign-up", "forgot" or "reset". */
  'mode'?: string;
  /** The token of a password-reset link; in "reset" mode `?token=` of the page address is used when absent. */
  'reset-token'?: string;
  /** "true" hides the social-login buttons (r2wc booleans need ="true"). */
  'no-social'?: BooleanAttribute;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-member-rewards>`. */
interface PaywallMemberRewardsAttributes {
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-nft-gallery>`. */
interface PaywallNftGalleryAttributes {
  /** The viewer's fiat currency for the converted prices, e.g. `USD` (default: the marketplace's currency, else `EUR`). */
  'currency'?: string;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-payment-check>`. */
interface PaywallPaymentCheckAttributes {
  /** The item whose access proves the payment (default: the route's `contentId`, the second path segment). */
  'item-id'?: string;
  /** Seconds before the honest 'still confirming' screen, at most 120. Default 120. */
  'limit'?: NumberAttribute;
  /** Where the 'still confirming' screen's way out leads. Default: the `home` route template. */
  'exit-url'?: string;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-pricing>`. */
interface PaywallPricingAttributes {
  /** The item whose prices to show. */
  'item-id'?: string;
  /** The package whose prices to show (wins over item-id). */
  'package-id'?: string;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 3). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-rail>`. */
interface PaywallRailAttributes {
  /** `video | stream | season | sponsor | organisation | channel`: the default name and cell size. Default: "video". */
  'kind'?: string;
  /** A heading above the rail, also its accessible name. */
  'heading'?: string;
  /** The accessible name when there is no heading. Default: by kind ("Videos", "Live streams", "Seasons", "Sponsors", "Organisations", "Channels"). */
  'label'?: string;
  /** The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same. */
  'heading-level'?: NumberAttribute;
}

/** The attributes of `<paywall-reward>`. */
interface PaywallRewardAttributes {
  /** The code to copy (required). */
  'code': string;
  /** What the reward is. Default: the code. */
  'title'?: string;
  /** More about it. */
  'description'?: string;
  /** `discount`, `free-months` or `ticket` (others show no label). */
  'kind'?: string;
  /** The last day it is valid, `YYYY-MM-DD`. */
  'expires'?: string;
}

/** The attributes of `<paywall-search>`. */
interface PaywallSearchAttributes {
  /** Type filter choices, `value:Label` comma-separated (e.g. `video:Videos,package:Packages`); none hides the filter. */
  'types'?: string;
  /** Category filter choices, `value:Label` comma-separated; none hides the filter. */
  'categories'?: string;
  /** The search field's accessible name. Default: "Search". */
  'label'?: string;
  /** The field's placeholder. Default: the label. */
  'placeholder'?: string;
  /** `no-history="true"` keeps the query out of the address bar. Default: false. */
  'no-history'?: BooleanAttribute;
}

/** The attributes of `<paywall-section-links>`. */
interface PaywallSectionLinksAttributes {
  /** The id of the content area whose h2/h3 headings are listed (required). */
  'for'?: string;
  /** The navigation's accessible name and title. Default: "On this page". */
  'label'?: string;
  /** Pixels from the viewport's top where a section counts as reached (a sticky header's height). Default: 80. */
  'offset'?: NumberAttribute;
}

/** The attributes of `<paywall-slider>`. */
interface PaywallSliderAttributes {
  /** Milliseconds per slide; a slide's `data-autoplay` (milliseconds) wins. Default: 8000. */
  'interval'?: NumberAttribute;
  /** The carousel's accessible name. Default: "Featured". */
  'label'?: string;
  /** `paused="true"` starts without autoplay until the viewer presses play. Default: false. */
  'paused'?: BooleanAttribute;
}

/** The attributes of `<paywall-toasts>`. */
interface PaywallToastsAttributes {
  /** Accessible name of the notification region. Default: "Notifications". */
  'label'?: string;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends PaywallElementsJSX {}
  }
}
