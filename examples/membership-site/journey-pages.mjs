// The pages of the paying journeys: the cart checkout, every payment check / success / failed page,
// the subscription check page, the gift journey's four pages, member rewards and the account.
import { html } from './html.mjs';
import { imageSrc } from './urls.mjs';
import { money } from './catalogue.mjs';
import { REWARDS } from './content.mjs';
import { playerShell } from './pages.mjs';

/** The gifts the gift journey sells: the platform item (or package) and how the site names it. */
export const GIFTS = [
  { planId: '50001', name: 'A month of All Access', line: 'Every film and documentary for a month.' },
  { planId: '40001', name: 'The Lighthouse Keeper, to own', line: 'This week\'s favourite, theirs to keep.' },
];

/**
 * The cart checkout (cart.checkout): the cart's lines, each paid for with the inline checkout.
 * @param {object} cart
 * @param {Array<{ id: number, clip: boolean, video: any, fee: any }>} cart.lines
 * @param {number | null} cart.paying the line the checkout shows
 * @param {any} cart.paid the video just paid for, if any
 * @param {string} cart.csrf
 */
export function cartPage({ lines, paying, paid, csrf }) {
  const total = lines.reduce((sum, l) => sum + (l.fee?.amount ?? 0), 0);
  const current = lines.find((l) => l.id === paying) ?? lines.find((l) => l.fee);
  return {
    title: 'Your cart',
    route: 'cart.checkout',
    body: html`
    <div class="wrap">
      <header class="page-head">
        <h1>Your cart</h1>
        ${paid ? html`<p class="notice" role="status">Paid: <a href="${paid.link}">${paid.name}</a> is ready to watch.</p>` : ''}
      </header>
      ${lines.length ? html`
      <div class="cart">
        <section aria-labelledby="lines-title">
          <h2 id="lines-title" class="visually-hidden">In your cart</h2>
          <ul class="cart-lines">
            ${lines.map((l) => html`<li class="cart-line${l === current ? ' is-current' : ''}">
              <img src="${imageSrc(l.video.thumbnail)}" alt="" width="480" height="270">
              <div class="cart-line-text">
                <a href="${l.video.link}">${l.video.name}</a>
                <span class="muted">${l.clip ? 'On-demand clip, with the 48-hour rental' : '48-hour rental'}</span>
              </div>
              <strong class="price">${l.fee ? money(l.fee.amount, l.fee.currency) : 'Not for sale'}</strong>
              <div class="cart-line-actions">
                ${l === current ? html`<span class="muted">Paying now</span>` : l.fee ? html`<a href="/cart/checkout?line=${l.id}">Pay for this</a>` : ''}
                <form method="post" action="/cart/lines/${l.id}/remove" data-line="${l.id}">
                  <input type="hidden" name="_token" value="${csrf}">
                  <input type="hidden" name="paid" value="">
                  <button class="link-button" type="submit">Remove</button>
                </form>
              </div>
            </li>`)}
          </ul>
          <p class="cart-total">Total <strong>${money(total)}</strong></p>
        </section>
        ${current ? html`<section class="card pay" aria-labelledby="pay-title">
          <h2 id="pay-title">Pay for ${current.video.name}</h2>
          <paywall-checkout item-id="${current.video.id}" access-fee-id="${current.fee.id}" data-line="${current.id}"></paywall-checkout>
        </section>` : ''}
      </div>` : html`
      <div class="card empty">
        <p>Your cart is empty.</p>
        <p><a class="button" href="/channels/films">Browse films</a></p>
      </div>`}
    </div>`,
  };
}

/** A content payment check page (content.payment_check): waits for the outcome, then moves on. */
export function contentCheckPage(video) {
  return {
    title: 'Confirming your payment',
    route: 'content.payment_check',
    body: html`
    <div class="wrap narrow">
      <section class="card center">
        <h1>Confirming your payment for ${video.name}</h1>
        <paywall-payment-check></paywall-payment-check>
      </section>
    </div>`,
  };
}

/** The content success page (content.payment_success): the film, unlocked. */
export function contentSuccessPage(video) {
  return {
    title: `${video.name}: payment completed`,
    route: 'content.payment_success',
    body: html`
    <div class="wrap">
      <header class="page-head">
        <p class="kicker">Payment completed</p>
        <h1>Enjoy ${video.name}</h1>
        <p class="lede">Your receipt is in your account, under Transactions.</p>
      </header>
      <paywall-gate item-id="${video.id}">${playerShell(video)}</paywall-gate>
    </div>`,
  };
}

/** The content failed page (content.payment_failed). */
export function contentFailedPage(video) {
  return {
    title: `${video.name}: payment failed`,
    route: 'content.payment_failed',
    body: html`
    <div class="wrap narrow">
      <section class="card center">
        <p class="kicker danger">Payment failed</p>
        <h1>The payment for ${video.name} did not go through</h1>
        <p>Nothing was charged. Check your card details, or try another card or payment method.</p>
        <p><a class="button" href="${video.link}">Try again</a> <a class="button secondary" href="/">Back to home</a></p>
      </section>
    </div>`,
  };
}

/** The plan payment check page (plans.payment_check): a subscription being confirmed. */
export function plansCheckPage(plan) {
  return {
    title: 'Confirming your subscription',
    route: 'plans.payment_check',
    body: html`
    <div class="wrap narrow">
      <section class="card center">
        <h1>Confirming your ${plan.name} subscription</h1>
        <paywall-payment-check item-id="${plan.id}"></paywall-payment-check>
        <p class="muted">Once it is confirmed, <a href="/channels/films">start watching</a>.</p>
      </section>
    </div>`,
  };
}

/** The subscription check page: follows a checked `redirect`, or says what went wrong. */
export function subscriptionCheckPage() {
  return {
    title: 'Checking your subscription',
    route: 'subscription.check',
    body: html`
    <div class="wrap narrow">
      <section class="card center">
        <h1>Checking your subscription</h1>
        <paywall-payment-check></paywall-payment-check>
      </section>
    </div>`,
  };
}

const GIFT_ROUTES = {
  details: 'gift-journey.payment-details',
  check: 'gift-journey.payment_check',
  success: 'gift-journey.payment_success',
  failed: 'gift-journey.payment_failed',
};

/**
 * The gift journey's pages: buy (payment details), check, success, failed. `<paywall-gift>` shows
 * the form or the outcome by the route; the check page waits for the gift's code.
 * @param {'details' | 'check' | 'success' | 'failed'} step
 * @param {(typeof GIFTS)[number]} gift
 */
export function giftPage(step, gift) {
  const heads = {
    details: ['Give a gift', 'Send a film or a month of membership. The receiver gets a code by e-mail.'],
    check: ['Sending your gift', 'We are confirming the payment; the code follows at once.'],
    success: ['Your gift', 'The receiver gets the gift code by e-mail, with your message.'],
    failed: ['Your gift', 'A gift whose payment did not go through is not sent, and nothing is charged.'],
  };
  const [title, lede] = heads[step];
  return {
    title,
    route: GIFT_ROUTES[step],
    body: html`
    <div class="wrap narrow">
      <header class="page-head">
        <p class="kicker">Gifts</p>
        <h1>${title}</h1>
        <p class="lede">${lede}</p>
        <p class="aside-note">Received a gift? <a href="/gift/redeem">Redeem your code</a>.</p>
        ${step === 'details' ? html`<nav class="chips" aria-label="Gifts">
          ${GIFTS.map((g) => html`<a href="/gift-journey/${g.planId}/payment/details"${g.planId === gift.planId ? html` aria-current="page"` : ''}>${g.name}</a>`)}
        </nav>` : ''}
      </header>
      <section class="card">
        ${step === 'details' ? html`<h2>${gift.name}</h2><p class="muted">${gift.line}</p>` : ''}
        ${step === 'check' ? html`<paywall-payment-check></paywall-payment-check>` : html`<paywall-gift${step === 'details' ? '' : html` heading-level="2"`}></paywall-gift>`}
      </section>
    </div>`,
  };
}

/** Redeeming a received gift code (a page of this site; the spec names no route for it). */
export function redeemPage() {
  return {
    title: 'Redeem a gift',
    route: null,
    body: html`
    <div class="wrap narrow">
      <header class="page-head">
        <p class="kicker">Gifts</p>
        <h1>Received a gift?</h1>
        <p class="lede">Enter the code from your gift e-mail: the film or the membership is yours at no charge.</p>
      </header>
      <section class="card">
        <!-- the element's heading ("Redeem a gift") stands under the page's, not repeating it -->
        <paywall-gift mode="redeem" heading-level="2"></paywall-gift>
      </section>
    </div>`,
  };
}

/** Member rewards (memberrewards): codes to copy, for signed-in members. */
export function rewardsPage() {
  return {
    title: 'Member rewards',
    route: 'memberrewards',
    body: html`
    <div class="wrap narrow">
      <header class="page-head">
        <p class="kicker">For members</p>
        <h1>Member rewards</h1>
        <p class="lede">Thank-yous from us and our partners. Copy a code and use it at checkout.</p>
      </header>
      <paywall-member-rewards>
        ${REWARDS.map((r) => html`<paywall-reward code="${r.code}" title="${r.title}" description="${r.description}" kind="${r.kind}"${r.expires ? html` expires="${r.expires}"` : ''}></paywall-reward>`)}
      </paywall-member-rewards>
    </div>`,
  };
}

/** The account (edit-account-information): details, subscriptions, payments, and the exit survey. */
export function accountPage() {
  return {
    title: 'Your account',
    route: 'edit-account-information',
    body: html`
    <div class="wrap">
      <header class="page-head">
        <h1>Your account</h1>
      </header>
      <paywall-account heading-level="2"></paywall-account>
    </div>`,
  };
}

/** The films viewers can support with a donation (the platform's donation options are theirs). */
export const SUPPORTED = [
  { itemId: '40003', name: 'Harvest Moon', line: 'Shot in three weeks on one field, before the frost: help its makers finish the next one.' },
  { itemId: '40004', name: 'City of Bridges', line: 'The 4K restoration was paid for by viewers: help restore the next classic.' },
];

/** A donation to a film's makers (a page of this site; the spec names no route for it). */
export function donatePage(film) {
  return {
    title: `Support ${film.name}`,
    route: null,
    body: html`
    <div class="wrap narrow">
      <header class="page-head">
        <p class="kicker">Support</p>
        <h1>Support ${film.name}</h1>
        <p class="lede">${film.line}</p>
        <nav class="chips" aria-label="Films to support">
          ${SUPPORTED.map((f) => html`<a href="/donate/${f.itemId}"${f.itemId === film.itemId ? html` aria-current="page"` : ''}>${f.name}</a>`)}
        </nav>
      </header>
      <section class="card">
        <paywall-donate item-id="${film.itemId}" heading-level="2"></paywall-donate>
      </section>
    </div>`,
  };
}

/** The collectibles: the merchant's NFT marketplace (a page of this site; the spec names no route for it). */
export function collectiblesPage() {
  return {
    title: 'Collectibles',
    route: null,
    body: html`
    <div class="wrap">
      <header class="page-head">
        <p class="kicker">For collectors</p>
        <h1>Collectibles</h1>
        <p class="lede">Stills and posters from our films as numbered editions. Browse them all; members reserve one for a few minutes before they buy it.</p>
      </header>
      <paywall-nft-gallery></paywall-nft-gallery>
    </div>`,
  };
}

/** The newsletter: the platform keeps the name and address the viewer gives (`<paywall-capture>`). */
export function newsletterPage() {
  return {
    title: 'Newsletter',
    route: null,
    body: html`
    <div class="wrap narrow">
      <header class="page-head">
        <p class="kicker">Stay in touch</p>
        <h1>Our newsletter</h1>
        <p class="lede">New films, live events and member offers, once a month.</p>
      </header>
      <paywall-capture purpose="newsletter"></paywall-capture>
    </div>`,
  };
}

/**
 * Setting a new password, from the link of the platform's reset mail (the merchant's setting names
 * this page; the mail adds `?token=`).
 */
export function resetPasswordPage() {
  return {
    title: 'Back into your account',
    route: null,
    body: html`
    <div class="wrap narrow">
      <header class="page-head">
        <p class="kicker">Your account</p>
        <h1>Back into your account</h1>
        <p class="lede">Choose a new password, then sign in with it. The link in the e-mail works once, for an hour.</p>
      </header>
      <section class="card">
        <paywall-login mode="reset" heading-level="2"></paywall-login>
      </section>
    </div>`,
  };
}

/** The page for an address the site does not have. */
export function notFoundPage() {
  return {
    title: 'Not found',
    route: null,
    body: html`
    <div class="wrap narrow">
      <section class="card center">
        <h1>We could not find that page</h1>
        <p><a class="button" href="/">Back to home</a> <a class="button secondary" href="/search/more">Search</a></p>
      </section>
    </div>`,
  };
}

/** The page shown while the platform cannot be reached. */
export function unavailablePage() {
  return {
    title: 'Back soon',
    route: null,
    body: html`
    <div class="wrap narrow">
      <section class="card center">
        <h1>The catalogue is not reachable right now</h1>
        <p>Please try again in a minute.</p>
      </section>
    </div>`,
  };
}
