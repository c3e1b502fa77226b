/**
 * @tag paywall-donate
 * @summary Donations to an item: its donation options or a custom amount (at least the currency's minimum), the card in a frame on the card frame's origin, 3-D Secure in the bank frame, a thank-you.
 *
 * @attr item-id - The item the donation supports (required).
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 3). Their look stays the same.
 *
 * @event paywall-donation - The platform confirmed a donation; detail `{ itemId, amount, currency, donationId? }` (no `donationId` for a custom amount).
 * @event paywall-login - The viewer signed in or up in the sign-in step (see `<paywall-login>`).
 * @event paywall-logout - Sign-out from the sign-in step's signed-in view (see `<paywall-login>`).
 * @event paywall-error - A failure the element showed; detail `{ code, status, message }` (`confirm_failed` with status 400 when the bank's answer lacked the payment intent).
 *
 * @csspart base - The wrapper; `data-state` is `loading | signed-out | error | unavailable | ready | paying | confirming | requires-action | unknown | still-confirming | failed | success | thanks`.
 * @csspart heading - A heading. @csspart message - A message. @csspart login - The sign-in forms (signed out), with `<paywall-login>`'s parts.
 * @csspart donate-form - The form. @csspart amounts - The amount choice (a radio group). @csspart amount - One amount; also `amount-active`.
 * @csspart field - The custom amount's field; also `field-<name>` (`field-amount`). @csspart label - Its label. @csspart input - Its input; also `input-<name>` (`input-amount`). @csspart field-error - An amount error.
 * @csspart pay-form - The payment step, built from `<paywall-checkout>`'s parts (`summary`, `status`, `detail`, `success`, `stop-waiting`, the voucher and the bank frame's).
 * @csspart card-frame - The card frame. @csspart frame-error - The card frame's error. @csspart pay-button - Donate. @csspart offline - The offline notice.
 * @csspart status - Progress and outcome messages. @csspart retry-button - Sends the same attempt again after an unknown outcome. @csspart back-button - Back to the form after a failure.
 * @csspart bank-dialog - The bank's 3-D Secure page over the page. @csspart bank-frame - The bank's page. @csspart bank-cancel - Its Cancel button.
 * @csspart bank-bar - The bank frame's bar. @csspart bank-open - Its 'Open in a new window' link.
 * @csspart thanks - The thank-you.
 *
 * @cssproperty --paywall-color-primary - Buttons and the chosen amount. @cssproperty --paywall-color-success - The thank-you mark.
 * @cssproperty --paywall-font-family - Font (also in the card frame).
 */
import { defineElement } from './define';
import type { DonateProps } from '../src/components/donate/donate';

defineElement<DonateProps>({
  tag: 'paywall-donate',
  props: { itemId: 'string', headingLevel: 'number' },
  load: () => import('../src/components/donate/donate'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-donate': HTMLElement & Omit<DonateProps, 'container'>;
  }
}
