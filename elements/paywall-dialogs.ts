/**
 * @tag paywall-dialogs
 * @summary The site's dialogs ('Payment failed', 'Subscription failed', 'Please wait', 'There was an error processing your subscription') as native modal dialogs.
 *
 * @attr close-label - Label of the button that closes a dialog. Default: "OK".
 *
 * @csspart base - The wrapper; `data-state` is "open" or "closed", `data-kind` the dialog shown
 *   ("payment-failed", "subscription-failed", "please-wait", "subscription-error").
 * @csspart dialog - The native `<dialog>` (top layer); also `dialog-<kind>`.
 * @csspart dialog-header - @csspart dialog-title - @csspart dialog-close - The × button.
 * @csspart dialog-body - @csspart dialog-content - Text and actions; `data-tone` "error" or "warning".
 * @csspart dialog-text - The fixed text. @csspart dialog-detail - The payment event's explanation, when given.
 * @csspart dialog-ok - The close button.
 *
 * @cssproperty --paywall-dialog-width - Dialog width. Default 480px.
 * @cssproperty --paywall-backdrop - Backdrop colour.
 * @cssproperty --paywall-color-danger - Error accent. @cssproperty --paywall-color-warning - Warning accent.
 */
import { defineElement } from './define';
import { whenPageElementNeeded } from '../src/internal/page-elements';
import type { DialogsProps } from '../src/components/dialogs/dialogs';

defineElement<DialogsProps>({
  tag: 'paywall-dialogs',
  props: { closeLabel: 'string' },
  load: () => import('../src/components/dialogs/dialogs'),
  // nothing to show until a dialog opens: the code loads then
  deferred: { ready: () => false, wait: (go) => whenPageElementNeeded('paywall-dialogs', go) },
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-dialogs': HTMLElement & Omit<DialogsProps, 'container'>;
  }
}
