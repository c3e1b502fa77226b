/**
 * @tag paywall-toasts
 * @summary Toast notifications fed by the shared toasts store; any code can call `pushToast()`.
 *
 * @attr label - Accessible name of the notification region. Default: "Notifications".
 *
 * @csspart base - The region wrapper; carries `data-state="empty" | "open"`.
 * @csspart list - The polite live region holding the toasts.
 * @csspart toast - One toast; also `toast-info`, `toast-success`, `toast-warning` or `toast-error`.
 * @csspart text - A toast's title and message. @csspart title - A toast's heading. @csspart message - A toast's text. @csspart close - Its dismiss button.
 *
 * @cssproperty --paywall-toasts-offset - Distance from the viewport corner. Default 16px.
 * @cssproperty --paywall-toast-background - Toast background. @cssproperty --paywall-toast-color - Toast text colour.
 * @cssproperty --paywall-toasts-z-index - Stacking order.
 */
import { defineElement } from './define';
import { $toasts } from '../src/stores/toasts';
import type { ToastsProps } from '../src/components/toasts/toasts';

defineElement<ToastsProps>({
  tag: 'paywall-toasts',
  props: { label: 'string' },
  load: () => import('../src/components/toasts/toasts'),
  // nothing to show until the first toast (pushToast or the paywall-toast DOM event, which this
  // listening turns on): the code loads then
  deferred: { ready: () => $toasts.get().length > 0, wait: (go) => $toasts.listen(() => go()) },
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-toasts': HTMLElement & ToastsProps;
  }
}
