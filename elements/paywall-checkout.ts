/**
 * @tag paywall-checkout
 * @summary Card checkout for pay-per-view and subscriptions: sign-in when needed, price choice, voucher, and card entry in a cross-origin card frame.
 *
 * @attr item-id - The item to buy. Without it the element follows the page's purchase (`startPurchase` / `chooseAccessFee`, used by `<paywall-gate>` and `<paywall-pricing>`) and shows as a modal dialog.
 * @attr access-fee-id - A fixed access fee of the item: the card form shows inline at once.
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 3). Their look stays the same.
 *
 * @event paywall-purchase - A purchase was confirmed by the platform; detail `{ itemId, accessFeeId, kind: 'ppv' | 'subscription' }`.
 * @event paywall-error - A failure the element showed; detail `{ code, status, message }`.
 * @event paywall-navigate - (on document, cancelable) before leaving for the bank's 3-D Secure page; detail `{ url, reason: 'redirect' }`.
 * @event paywall-login - The viewer signed in or up in the checkout's sign-in step (see `<paywall-login>`).
 * @event paywall-logout - Sign-out from the sign-in step's signed-in view (see `<paywall-login>`).
 *
 * @csspart base - The wrapper; `data-state` is `idle | loading | signed-out | choosing | owned | ready | paying | confirming | requires-action | unknown | still-confirming | failed | success | error` (`owned`: the viewer already has access, or another tab paid the same price while this one waited).
 * @csspart checkout-dialog - The modal dialog (when following the page's purchase), also `dialog`: `dialog-header` with `dialog-title` and `dialog-close`, and `dialog-body`.
 * @csspart login - The sign-in step for a signed-out viewer, with a `message` and `<paywall-login>`'s parts.
 * @csspart choose - The price choice, with its `heading`. @csspart heading - A step's or the success panel's heading.
 * @csspart owned - What the viewer already has ("You have access to this until …"). @csspart owned-notice - The notice before paying again for what the viewer has. @csspart pay-again - Its 'Pay again anyway' button.
 * @csspart pay-form - The payment form. @csspart offline - Shown while the browser is offline (Pay waits). @csspart frame-error - Why the card frame cannot be shown.
 * @csspart detail - More about a failure. @csspart back-button - 'Try again' after a failure. @csspart profile - "Watching as …" when a profile is active.
 * @csspart field - A field (the voucher code, the iDEAL bank); also `field-<name>`. @csspart label - A field's label. @csspart input - A field's input; also `input-<name>`. @csspart field-error - A field's error.
 * @csspart methods - The payment-method choice (a radio group). @csspart method - One method; also `method-active`.
 * @csspart mandate - The direct-debit account; `data-state` is `saved` or `new`. @csspart mandate-saved - The saved account. @csspart mandate-change - 'Use another bank account'.
 * @csspart mandate-frame - The bank-account frame (on the card frame's origin). @csspart mandate-error - Its error.
 * @csspart summary - Price line. @csspart fee-name - The access fee's description. @csspart price - The amount (after a voucher). @csspart price-full - The amount before the voucher.
 * @csspart voucher - The voucher row; `data-state` is `idle`, `checking`, `error` or `applied`. @csspart voucher-apply - Its Apply button. @csspart voucher-applied - The applied message. @csspart voucher-remove - Its Remove button.
 * @csspart card-frame - The card frame (an iframe on another origin). @csspart pay-button - Pay / Subscribe.
 * @csspart status - Progress and outcome messages. @csspart message - A message. @csspart retry-button - Sends the same attempt again after an unknown outcome.
 * @csspart error - Why the checkout cannot go on (back from the bank, the code that reads the return could not load), with a `message` and its `retry` button ('Try again').
 * @csspart stop-waiting - 'Stop waiting' while another tab pays the same price (this tab sends nothing until that payment ends).
 * @csspart fees - The price list. @csspart fee - One price button. @csspart success - The success panel. @csspart done-button - Its Continue button.
 * @csspart bank-dialog - The full-page bank frame. @csspart bank-bar - Its bar with the message and the buttons. @csspart bank-frame - The bank's page. @csspart bank-cancel - Its Cancel button. @csspart bank-open - Its 'Open in a new window' link.
 *
 * @cssproperty --paywall-color-primary - Buttons. @cssproperty --paywall-color-text - Text (also passed into the card frame).
 * @cssproperty --paywall-color-border - Field borders (also in the card frame). @cssproperty --paywall-color-danger - Errors.
 * @cssproperty --paywall-color-success - The success mark and applied voucher. @cssproperty --paywall-radius - Corner radius.
 * @cssproperty --paywall-font-family - Font (also in the card frame).
 */
import { defineElement } from './define';
import { whenPageElementNeeded } from '../src/internal/page-elements';
import { PENDING_PURCHASE_KEY } from '../src/internal/storage-keys';
import type { CheckoutProps } from '../src/components/checkout/checkout';

defineElement<CheckoutProps>({
  tag: 'paywall-checkout',
  props: { itemId: 'string', accessFeeId: 'string', headingLevel: 'number' },
  load: () => import('../src/components/checkout/checkout'),
  // inline (item-id) it shows at once; as the page's modal, nothing until a purchase starts or the
  // viewer comes back from the bank to this page
  deferred: {
    ready: (props) => !!props.itemId || bankReturnOnPage(),
    wait: (go) => whenPageElementNeeded('paywall-checkout', () => {
      // the modal's dialog is fetched together with the checkout's code, not after it (an inline
      // checkout never loads it); the checkout imports it again, from the module map
      import('../src/components/ui/dialog').catch(() => undefined);
      go();
    }),
  },
});

/** Whether this page is a return from the bank, or a purchase that left for it is pending. */
function bankReturnOnPage(): boolean {
  if (typeof location !== 'undefined' && /[?&]ippwat=/.test(location.search)) return true;
  try {
    return !!sessionStorage.getItem(PENDING_PURCHASE_KEY);
  } catch {
    return false;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'paywall-checkout': HTMLElement & Omit<CheckoutProps, 'container'>;
  }
}
