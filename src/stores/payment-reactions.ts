/**
 * Connects payment events to the page: for each new event, the page's route marker and the tab's
 * attempts decide the effects (`reactionsFor`) and the stores carry them out (`performEffects`).
 * Started for the page's lifetime on any page with a route marker once an element's code loads
 * (`startPageReactions`), and by the elements that need it (payment check, checkout, gift journey);
 * reference-counted, so any number of users share one reaction loop and react once per event.
 */
import { reactionsFor } from '../site/reactions';
import { performEffects, type EffectEnv, type EffectOutcome } from '../site/effects';
import { readRouteMarker, urlFor, type PageRoute } from '../site/routes';
import { safeActionUrl } from '../site/redirects';
import type { PaymentEvent } from '../site/payment-event';
import { currentConfig } from './config';
import { onPaymentEvent } from './payment-events';
import { isOwnAttempt, recordFailedAttempt } from './attempts';
import { openDialog } from './dialogs';
import { hidePreloader } from './preloader';
import { $bankFrame, openBankFrame } from './bank-frame';
import { sendSiteSignal } from './signals';
import { pushToast } from './toasts';
import { navigateTo } from './navigation';

/** The effect environment backed by the stores and the page. */
export function storeEffectEnv(): EffectEnv {
  return {
    urlFor: (route, params) => urlFor(route, params, currentConfig().routes),
    navigate: (url, reason) => {
      // a bank step this tab already shows in the bank frame needs no redirect as well
      const bank = $bankFrame.get();
      if (reason !== 'redirect' || bank.status !== 'open' || bank.url !== url) void navigateTo(url, reason);
    },
    notice: (message) => void pushToast({ kind: 'success', message }),
    dialog: (kind, detail) => void openDialog(kind, { detail }),
    hidePreloader,
    clearCardFields: () => sendSiteSignal('clear-card-fields'),
    recordAttempt: recordFailedAttempt,
    bankFrame: openBankFrame,
    giftVoucher: (payload) => sendSiteSignal('gift-voucher', payload),
    signal: (name) => sendSiteSignal(name),
    checkActionUrl: (url) => {
      const c = currentConfig();
      const pageOrigin = typeof location === 'undefined' ? 'null' : location.origin;
      const trusted = [c.apiBase, c.cardFrameUrl].filter((u): u is string => !!u);
      return safeActionUrl(url, { pageOrigin, allowedOrigins: c.allowedRedirectOrigins, development: c.development, trustedOrigins: trusted });
    },
    warn: (message) => console.warn(`[paywall-elements] ${message}`),
  };
}

/** The page's route as declared by its marker (null without a document or marker). */
export function currentRoute(): PageRoute | null {
  if (typeof document === 'undefined' || typeof location === 'undefined') return null;
  return readRouteMarker(document, location.pathname);
}

/**
 * Reacts to one event on this page: the route marker, whether the event belongs to this tab's
 * attempt, the table, then the effects. Returns what was done (for tests and logging).
 */
export function reactToPaymentEvent(event: PaymentEvent, env: EffectEnv = storeEffectEnv(), route: PageRoute | null = currentRoute()): EffectOutcome[] {
  const own = isOwnAttempt(event);
  // the attempt's checkout confirms a failure with the platform first and reacts itself when it holds
  if (own && OWN_FAILURES.has(event.type)) return [];
  const effects = reactionsFor(route?.name ?? null, event, { ownAttempt: own, params: route?.params ?? {} });
  return performEffects(effects, env);
}

/** Failure events the attempt's own checkout handles (after asking the platform). */
const OWN_FAILURES: ReadonlySet<PaymentEvent['type']> = new Set(['payment.card.failed', 'subscribe.failed']);

let users = 0;
let stopListening: (() => void) | null = null;
let pageReactions = false;

/**
 * Starts the page's own use of the reaction loop, for as long as the page lives, when the page
 * carries a route marker: the spec's reactions (the 'Payment completed' notice on
 * content.payment_details, say) then happen whichever elements are mounted, also after a checkout
 * has swapped its pay form for its success view. The elements call it when their code loads.
 */
export function startPageReactions(): void {
  if (pageReactions || !currentRoute()) return;
  pageReactions = true;
  startPaymentReactions();
}

/**
 * Starts reacting to payment events on this page (and subscribing to them while signed in).
 * Returns the function that stops this use; the loop ends when the last user stops.
 */
export function startPaymentReactions(): () => void {
  users++;
  if (!stopListening) stopListening = onPaymentEvent((event) => void reactToPaymentEvent(event));
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--users === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}
