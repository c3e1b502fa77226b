/**
 * Carries out the effects `reactionsFor` decided. Everything that touches the page goes through
 * an injected environment, so the behaviour is testable without a browser; the stores provide the
 * real one (src/stores/payment-reactions.ts).
 */
import type { Effect, FailureDialog } from './reactions';
import type { RouteParams, TemplateName } from './routes';
import type { PaymentEventResource } from './payment-event';

/** What performing effects needs from the page. */
export interface EffectEnv {
  /** The URL of a route (from the route templates). */
  urlFor(route: TemplateName, params: RouteParams): string;
  /** Leaves the page for a URL. */
  navigate(url: string, reason: 'route' | 'redirect'): void;
  /** Shows a success toast. */
  notice(message: string): void;
  /** Opens a failure dialog with the explanation as detail. */
  dialog(dialog: FailureDialog, detail: string): void;
  hidePreloader(): void;
  clearCardFields(): void;
  recordAttempt(): void;
  /** Opens the full-page bank frame on a checked URL. */
  bankFrame(url: string): void;
  giftVoucher(payload: PaymentEventResource): void;
  signal(name: 'card-payment-completed' | 'card-subscription-completed'): void;
  /** The checked form of a requires-action URL, or null when it must not be followed. */
  checkActionUrl(url: string): string | null;
  /** Logs a problem (prefixed by the caller's env). */
  warn(message: string): void;
}

/** What happened to each effect: done, refused (an unsafe URL), or failed (the env threw). */
export type EffectOutcome = { effect: Effect; status: 'done' | 'refused' | 'failed' };

/**
 * Performs effects in order. An unsafe redirect or bank-frame URL is refused with one warning and
 * never followed; an effect that throws is logged and does not stop the ones after it. At most one
 * navigation happens per call (the first wins).
 */
export function performEffects(effects: readonly Effect[], env: EffectEnv): EffectOutcome[] {
  const outcomes: EffectOutcome[] = [];
  let navigated = false;
  for (const effect of effects) {
    let status: EffectOutcome['status'] = 'done';
    try {
      switch (effect.type) {
        case 'navigate':
          if (!navigated) env.navigate(env.urlFor(effect.route, effect.params), 'route');
          navigated = true;
          break;
        case 'redirect':
        case 'bank-frame': {
          const url = env.checkActionUrl(effect.url);
          if (!url) {
            env.warn(`A payment event asked to open an address that is not allowed; it was ignored: ${JSON.stringify(effect.url.slice(0, 200))}`);
            status = 'refused';
          } else if (effect.type === 'bank-frame') {
            env.bankFrame(url);
          } else if (!navigated) {
            env.navigate(url, 'redirect');
            navigated = true;
          }
          break;
        }
        case 'notice':
          env.notice(effect.message);
          break;
        case 'dialog':
          env.dialog(effect.dialog, effect.text);
          break;
        case 'hide-preloader':
          env.hidePreloader();
          break;
        case 'clear-card-fields':
          env.clearCardFields();
          break;
        case 'record-attempt':
          env.recordAttempt();
          break;
        case 'gift-voucher':
          env.giftVoucher(effect.payload);
          break;
        case 'signal':
          env.signal(effect.name);
          break;
      }
    } catch (error) {
      status = 'failed';
      env.warn(`Could not carry out the "${effect.type}" reaction to a payment event: ${String((error as Error)?.message ?? error)}`);
    }
    outcomes.push({ effect, status });
  }
  return outcomes;
}
