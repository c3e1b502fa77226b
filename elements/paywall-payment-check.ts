/**
 * @tag paywall-payment-check
 * @summary The preloader of the `*.payment_check` routes and the subscription check page: waits for the payment's outcome, never endlessly.
 *
 * @attr item-id - The item whose access proves the payment (default: the route's `contentId`, the second path segment).
 * @attr limit - Seconds before the honest 'still confirming' screen, at most 120. Default 120.
 * @attr exit-url - Where the 'still confirming' screen's way out leads. Default: the `home` route template.
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same.
 *
 * @event paywall-payment-check - The check ended; detail `{ outcome: 'success' | 'failed' | 'still-confirming' }`.
 * @event paywall-error - A failure the element showed; detail `{ code, status, message }`.
 *
 * @csspart base - The wrapper; `data-state` is `waiting | success | failed | still-confirming | redirecting | error`; `data-live` is `true` while payment events arrive.
 * @csspart loading - The spinner line. @csspart heading - A heading. @csspart message - A message. @csspart mark - The outcome mark. @csspart gift-code - The gift code, after a gift's payment.
 * @csspart actions - The way-out buttons. @csspart check-again - Restarts the check. @csspart exit - The way-out link.
 *
 * @cssproperty --paywall-color-success - The success mark. @cssproperty --paywall-color-danger - The failure mark.
 * @cssproperty --paywall-color-primary - Buttons. @cssproperty --paywall-font-family - Font.
 */
import { defineElement } from './define';
import type { PaymentCheckProps } from '../src/components/payment-check/payment-check';

defineElement<PaymentCheckProps>({
  tag: 'paywall-payment-check',
  props: { itemId: 'string', limit: 'number', exitUrl: 'string', headingLevel: 'number' },
  load: () => import('../src/components/payment-check/payment-check'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-payment-check': HTMLElement & Omit<PaymentCheckProps, 'container'>;
  }
}
