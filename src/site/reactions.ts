/**
 * SPEC section 4 as a pure table: what each route does when a payment event arrives. No DOM, no
 * stores; `performEffects` (./effects) carries the effects out.
 */
import type { RouteName, RouteParams, TemplateName } from './routes';
import { explanationOf, type PaymentEvent, type PaymentEventResource, type PaymentEventType } from './payment-event';

/** The dialogs a reaction can open (texts in src/stores/dialogs.ts, SPEC section 8). */
export type FailureDialog = 'payment-failed' | 'subscription-failed';

/** Something the page must do in answer to a payment event. */
export type Effect =
  /** Go to another route's URL (from the route templates). */
  | { type: 'navigate'; route: TemplateName; params: RouteParams }
  /** A success toast. */
  | { type: 'notice'; message: 'Payment completed' }
  /** A failure dialog with its fixed text plus the event's explanation (`text`, possibly empty). */
  | { type: 'dialog'; dialog: FailureDialog; text: string }
  | { type: 'hide-preloader' }
  /** Tell the card frame to clear its fields. */
  | { type: 'clear-card-fields' }
  /** Record a failed subscription attempt time (starts the 30 s wait). */
  | { type: 'record-attempt' }
  /** Send the viewer to a requires-action URL (checked before use). */
  | { type: 'redirect'; url: string }
  /** Show the redirect message and load the bank's page in a full-page frame (checked before use). */
  | { type: 'bank-frame'; url: string }
  /** Hand the gift-voucher payload to the gift journey's details page. */
  | { type: 'gift-voucher'; payload: PaymentEventResource }
  /** Tell the checkout that a card payment or subscription completed. */
  | { type: 'signal'; name: 'card-payment-completed' | 'card-subscription-completed' };

/** What the table needs to know beyond the route and the event. */
export interface ReactionContext {
  /** True when the event belongs to an attempt this tab started (see the attempts store). */
  ownAttempt: boolean;
  /** The page's route parameters (`contentId`, `planId`), used by navigations. */
  params?: RouteParams;
}

/**
 * Check routes are the return pages of an attempt: a failure there is theirs to show, even after a
 * redirect lost the tab's in-memory attempt.
 */
export const CHECK_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'content.payment_check',
  'gift-journey.payment_check',
  'plans.payment_check',
  'subscription.check',
]);

type Row = (route: RouteName | null, event: PaymentEvent, ctx: Required<ReactionContext>) => Effect[];

const go = (route: TemplateName, ctx: Required<ReactionContext>): Effect => ({ type: 'navigate', route, params: { ...ctx.params } });
const dialog = (name: FailureDialog, text: string): Effect => ({ type: 'dialog', dialog: name, text });
/** A failure dialog or a form reset may only disturb the tab that made the attempt. */
const owns = (route: RouteName | null, ctx: Required<ReactionContext>) => ctx.ownAttempt || (route !== null && CHECK_ROUTES.has(route));
const url = (event: PaymentEvent) => (typeof event.resource.redirect_to_url === 'string' ? event.resource.redirect_to_url : '');

const requiresAction: Row = (_route, event, ctx) => (ctx.ownAttempt && url(event) ? [{ type: 'redirect', url: url(event) }] : []);

const paid: Row = (route, _event, ctx) => {
  if (route === 'content.payment_details') {
    return [{ type: 'signal', name: 'card-payment-completed' }, { type: 'notice', message: 'Payment completed' }, { type: 'hide-preloader' }];
  }
  if (route === 'content.payment_check') return [go('content.payment_success', ctx)];
  return [];
};

const notPaid: Row = (route, event, ctx) => {
  if (route === 'content.payment_check') return [go('content.payment_failed', ctx)];
  if (route === 'gift-journey.payment_check') return [go('gift-journey.payment_failed', ctx)];
  if (!owns(route, ctx)) return [];
  const failed = dialog('payment-failed', explanationOf(event.resource));
  if (route === 'gift-journey.payment-details') return [failed];
  return [{ type: 'clear-card-fields' }, { type: 'record-attempt' }, { type: 'hide-preloader' }, failed];
};

const TABLE: Record<PaymentEventType, Row> = {
  'payment.card.success': paid,
  'payment.card.failed': notPaid,
  // a PayPal purchase (reference section c) ends like a card purchase
  'external.payment.success': paid,
  'external.payment.failed': notPaid,
  'payment.ideal.failed': (route, event, ctx) => (owns(route, ctx) ? [dialog('payment-failed', explanationOf(event.resource, 'message'))] : []),
  'payment.card.requires.action': requiresAction,
  'payment.ideal.requires.action': requiresAction,
  'subscribe.success': () => [{ type: 'signal', name: 'card-subscription-completed' }, { type: 'hide-preloader' }],
  'external.subscribe.success': () => [{ type: 'hide-preloader' }],
  'subscribe.failed': (route, event, ctx) => {
    const effects: Effect[] = [{ type: 'hide-preloader' }];
    if (!owns(route, ctx)) return effects;
    if (route === 'payment_details') effects.push({ type: 'clear-card-fields' }, { type: 'record-attempt' });
    effects.push(dialog('subscription-failed', explanationOf(event.resource)));
    return effects;
  },
  'subscribe.requires.action': (_route, event, ctx) => (ctx.ownAttempt && url(event) ? [{ type: 'bank-frame', url: url(event) }] : []),
  'ideal.subscribe.failed': (route, event, ctx) => (owns(route, ctx) ? [dialog('subscription-failed', explanationOf(event.resource))] : []),
  'gift-voucher': (route, event, ctx) => {
    if (route === 'gift-journey.payment-details') return [{ type: 'gift-voucher', payload: { ...event.resource } }];
    if (route === 'gift-journey.payment_check') return [go('gift-journey.payment_success', ctx)];
    return [];
  },
  'access.granted': () => [],
  'access.revoked': () => [],
};

/**
 * The effects of one payment event on a page (SPEC section 4), `route` being the page's route
 * marker (null for a page without one: the 'elsewhere' rows). Effects that would disturb a form
 * (clearing card fields, recording the attempt, failure dialogs outside check pages, redirects and
 * the bank frame) happen only when `ctx.ownAttempt` is true (RELIABILITY B2, section 2 item 10).
 * @example reactionsFor('content.payment_check', event, { ownAttempt: false, params: { contentId: '7' } })
 *   // [{ type: 'navigate', route: 'content.payment_success', params: { contentId: '7' } }]
 */
export function reactionsFor(route: RouteName | null, event: PaymentEvent, ctx: ReactionContext): Effect[] {
  const row = TABLE[event.type];
  return row ? row(route, event, { ownAttempt: ctx.ownAttempt, params: ctx.params ?? {} }) : [];
}
