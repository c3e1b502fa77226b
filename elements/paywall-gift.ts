/**
 * @tag paywall-gift
 * @summary The gift journey: buys a plan's gift fee for a receiver (card in the card frame) and shows the voucher code; on the journey's success and failed routes shows the outcome; with mode="redeem" turns a received code into access.
 *
 * @attr item-id - The item or package given. Default: the gift journey route's `planId` (the second path segment).
 * @attr access-fee-id - One of the item's gift fees (fees the platform lists with `is_gift`). Default: its first.
 * @attr mode - "buy" (default) or "redeem" (a received gift code). On `gift-journey.payment_success` / `payment_failed` routes the element shows that outcome whatever the mode.
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 3). Their look stays the same.
 *
 * @event paywall-gift - A gift was bought (the platform confirmed it) or redeemed. detail `{ action: 'sent', itemId, accessFeeId, receiverEmail, voucherCode?, amount?, currency?, message? }` or `{ action: 'redeemed', itemId, accessFeeId }`.
 * @event paywall-login - The viewer signed in or up in the sign-in step (see `<paywall-login>`).
 * @event paywall-logout - Sign-out from the sign-in step's signed-in view (see `<paywall-login>`).
 * @event paywall-error - A failure the element showed; detail `{ code, status, message }`.
 * @event paywall-navigate - (on document, cancelable) before leaving for the bank's 3-D Secure page; detail `{ url, reason: 'redirect' }`.
 *
 * @csspart base - The wrapper; `data-state` is `loading | signed-out | error | unavailable | ready | paying | confirming | requires-action | unknown | still-confirming | failed | sent | empty | redeem | checking | redeem-ready | redeemed | owned` (`owned`: the code's access was redeemed in another tab while this one waited).
 * @csspart heading - A heading. @csspart message - A message. @csspart login - The sign-in forms (signed out), with `<paywall-login>`'s parts.
 * @csspart gift-fields - The receiver's e-mail and the message. @csspart field - A field; also `field-<name>` (`field-receiverEmail`, `field-message`, `field-giftCode`, `field-voucher`). @csspart label - A field's label. @csspart input - An input; also `input-<name>`. @csspart field-error - A field's error.
 * @csspart pay-form - The card form. @csspart summary - Price line. @csspart fee-name - The gift fee's description. @csspart price - The amount. @csspart voucher - The voucher row. @csspart card-frame - The card frame. @csspart pay-button - Pay. @csspart status - Progress and outcome messages.
 * @csspart frame-error - Why the card frame cannot be shown. The payment steps are built from `<paywall-checkout>`'s parts (`price-full`, the voucher's, `retry-button`, `stop-waiting`, `detail`, `back-button`, `success`, `offline` and the bank frame's).
 * @csspart sent - The bought gift. @csspart code-row - The code and its copy button. @csspart code - The voucher code. @csspart copy-button - Copies the code; `data-state` is `idle`, `copied` or `failed`. @csspart copy-status - The copy outcome for screen readers. @csspart details - Gift, receiver and amount. @csspart gift-title - The gift. @csspart receiver - The receiver. @csspart amount - The amount paid. @csspart gift-message - The message. @csspart next - What happens next. @csspart continue - The link to the journey's success page.
 * @csspart failed - The failed route's panel. @csspart back-link - Back to the gift's details page.
 * @csspart redeem-form - The redeem form. @csspart redeem-check - Checks the code. @csspart redeem-other - Another code. @csspart voucher-applied - "Gift code … covers the whole price". @csspart redeemed - The redeemed gift.
 *
 * @cssproperty --paywall-color-primary - Buttons and links. @cssproperty --paywall-color-success - The sent mark.
 * @cssproperty --paywall-font-family-mono - The voucher code. @cssproperty --paywall-font-family - Font (also in the card frame).
 */
import { defineElement } from './define';
import type { GiftProps } from '../src/components/gift/gift';

defineElement<GiftProps>({
  tag: 'paywall-gift',
  props: { itemId: 'string', accessFeeId: 'string', mode: 'string', headingLevel: 'number' },
  load: () => import('../src/components/gift/gift'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-gift': HTMLElement & Omit<GiftProps, 'container'>;
  }
}
