/**
 * The one way the library leaves the page. Before navigating it dispatches a cancelable
 * `paywall-navigate` event on `document` (detail `{ url, reason }`), so a single-page host can
 * route by itself and call `preventDefault()`.
 */

/** Why the library navigates. */
export type NavigateReason = 'route' | 'redirect' | 'dialog-close' | 'checkout' | 'reload';

/** Performs a navigation: the browser's by default; a router's (or a test's) through `setNavigator`. */
export type Navigator = (url: string, reason: NavigateReason) => void;

const defaultNavigator: Navigator = (url, reason) => {
  if (typeof location === 'undefined') return;
  if (reason === 'reload') location.reload();
  else location.assign(url);
};

let navigator: Navigator = defaultNavigator;
/**
 * The address the page is already leaving for (a browser navigation under way), or the bank step
 * it was just sent to (any navigator) or that a host routing by itself took (the event cancelled):
 * a repeat within a few seconds is not sent again. `sent`: whether it went to the navigator.
 */
let leavingFor: { url: string; until: number; sent: boolean } | null = null;

/**
 * Navigates to `url` unless a `paywall-navigate` listener cancels it. Returns true when the
 * navigation was handed to the browser (or the test navigator). A second request for the address
 * the page is already leaving for is not sent again: a repeat would cancel the navigation under
 * way. The same holds for a bank step with a host's or a test's navigator, and for a bank step a
 * host's listener took by cancelling the event: the platform's answer and its `requires.action`
 * event both name the step, in either order, and the viewer (or the host's router) gets it once.
 */
export function navigateTo(url: string, reason: NavigateReason = 'route'): boolean {
  // (a bank step is always sent once, whoever navigates)
  const bankStep = reason === 'redirect';
  const once = navigator === defaultNavigator ? reason !== 'reload' : bankStep;
  if (once && leavingFor?.url === url && Date.now() < leavingFor.until) return leavingFor.sent;
  // a navigation the browser ends up not making (a download, a 204) must not block the next one
  const until = Date.now() + 3000;
  if (typeof document !== 'undefined') {
    const event = new CustomEvent('paywall-navigate', { detail: { url, reason }, bubbles: true, composed: true, cancelable: true });
    if (!document.dispatchEvent(event)) {
      if (bankStep) leavingFor = { url, until, sent: false };
      return false;
    }
  }
  if (once) leavingFor = { url, until, sent: true };
  navigator(url, reason);
  return true;
}

/** Replaces the navigator (tests, or hosts that route themselves); `null` restores the browser's. */
export function setNavigator(next: Navigator | null): void {
  navigator = next ?? defaultNavigator;
  leavingFor = null;
}
