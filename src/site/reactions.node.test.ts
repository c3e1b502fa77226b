import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reactionsFor, type Effect } from './reactions';
import { ROUTE_NAMES, type RouteName } from './routes';
import type { PaymentEvent, PaymentEventType } from './payment-event';
import { PAYMENT_EVENT_TYPES } from './payment-event';

const params = { contentId: 'c1', planId: 'p1' };
const resource = {
  transaction: 'T-1',
  explain: { 422: 'Your card was declined.' },
  message: 'Card declined by bank',
  redirect_to_url: 'https://hooks.stripe.com/3ds',
  voucher_code: 'GIFT-42',
};
const ev = (type: PaymentEventType): PaymentEvent => ({ type, timestamp: 1700000000, resource });

const nav = (route: string): Effect => ({ type: 'navigate', route: route as never, params });
const PAY_DIALOG = (text: string): Effect => ({ type: 'dialog', dialog: 'payment-failed', text });
const SUB_DIALOG = (text: string): Effect => ({ type: 'dialog', dialog: 'subscription-failed', text });
const HIDE: Effect = { type: 'hide-preloader' };
const CLEAR: Effect = { type: 'clear-card-fields' };
const RECORD: Effect = { type: 'record-attempt' };
const CHECKS = new Set(['content.payment_check', 'gift-journey.payment_check', 'plans.payment_check', 'subscription.check']);
const EXPLAIN = 'Your card was declined.';
const MESSAGE = 'Card declined by bank';

type Expect = (route: RouteName | null, own: boolean) => Effect[];

// a card payment and an external one (PayPal) have the same rows
const paymentSucceeded: Expect = (route) =>
  route === 'content.payment_details'
    ? [{ type: 'signal', name: 'card-payment-completed' }, { type: 'notice', message: 'Payment completed' }, HIDE]
    : route === 'content.payment_check'
      ? [nav('content.payment_success')]
      : [];
const paymentFailed: Expect = (route, own) => {
  if (route === 'content.payment_check') return [nav('content.payment_failed')];
  if (route === 'gift-journey.payment_check') return [nav('gift-journey.payment_failed')];
  if (!own && !CHECKS.has(route as string)) return [];
  if (route === 'gift-journey.payment-details') return [PAY_DIALOG(EXPLAIN)];
  return [CLEAR, RECORD, HIDE, PAY_DIALOG(EXPLAIN)];
};

// SPEC section 4, written out row by row; "own" = the event belongs to this tab's attempt.
const EXPECTED: Record<PaymentEventType, Expect> = {
  'payment.card.success': paymentSucceeded,
  'payment.card.failed': paymentFailed,
  'payment.ideal.failed': (route, own) => (own || CHECKS.has(route as string) ? [PAY_DIALOG(MESSAGE)] : []),
  'payment.card.requires.action': (_r, own) => (own ? [{ type: 'redirect', url: resource.redirect_to_url }] : []),
  'payment.ideal.requires.action': (_r, own) => (own ? [{ type: 'redirect', url: resource.redirect_to_url }] : []),
  'subscribe.success': () => [{ type: 'signal', name: 'card-subscription-completed' }, HIDE],
  'external.subscribe.success': () => [HIDE],
  'external.payment.success': paymentSucceeded,
  'external.payment.failed': paymentFailed,
  'subscribe.failed': (route, own) => {
    if (!own && !CHECKS.has(route as string)) return [HIDE];
    if (route === 'payment_details') return [HIDE, CLEAR, RECORD, SUB_DIALOG(EXPLAIN)];
    return [HIDE, SUB_DIALOG(EXPLAIN)];
  },
  'subscribe.requires.action': (_r, own) => (own ? [{ type: 'bank-frame', url: resource.redirect_to_url }] : []),
  'ideal.subscribe.failed': (route, own) => (own || CHECKS.has(route as string) ? [SUB_DIALOG(EXPLAIN)] : []),
  'gift-voucher': (route) =>
    route === 'gift-journey.payment-details'
      ? [{ type: 'gift-voucher', payload: resource }]
      : route === 'gift-journey.payment_check'
        ? [nav('gift-journey.payment_success')]
        : [],
  'access.granted': () => [],
  'access.revoked': () => [],
};

const ROUTES: Array<RouteName | null> = [...ROUTE_NAMES, null];

for (const type of PAYMENT_EVENT_TYPES) {
  test(`${type}: every route, own attempt or not, and elsewhere (no route)`, () => {
    let pairs = 0;
    for (const route of ROUTES) {
      for (const own of [true, false]) {
        assert.deepEqual(reactionsFor(route, ev(type), { ownAttempt: own, params }), EXPECTED[type](route, own), `${type} on ${route} own=${own}`);
        pairs++;
      }
    }
    assert.equal(pairs, (ROUTE_NAMES.length + 1) * 2);
  });
}

test('the table is pure: the same input gives equal output and the event is not changed', () => {
  const event = ev('gift-voucher');
  const before = JSON.stringify(event);
  const a = reactionsFor('gift-journey.payment-details', event, { ownAttempt: true });
  const b = reactionsFor('gift-journey.payment-details', event, { ownAttempt: true });
  assert.deepEqual(a, b);
  assert.notEqual(a[0], b[0]);
  assert.equal(JSON.stringify(event), before);
});

test('requires-action without a URL does nothing', () => {
  const event: PaymentEvent = { type: 'payment.card.requires.action', timestamp: 0, resource: {} };
  assert.deepEqual(reactionsFor('payment_details', event, { ownAttempt: true }), []);
  assert.deepEqual(reactionsFor('payment_details', { ...event, type: 'subscribe.requires.action' }, { ownAttempt: true }), []);
});

test('the explanation falls back to the message, then to nothing', () => {
  const noExplain: PaymentEvent = { type: 'subscribe.failed', timestamp: 0, resource: { message: 'Failed to create a subscription' } };
  assert.deepEqual(reactionsFor(null, noExplain, { ownAttempt: true }).at(-1), SUB_DIALOG('Failed to create a subscription'));
  const bare: PaymentEvent = { type: 'payment.card.failed', timestamp: 0, resource: {} };
  assert.deepEqual(reactionsFor(null, bare, { ownAttempt: true }).at(-1), PAY_DIALOG(''));
});

test('an unknown event type has no effects', () => {
  assert.deepEqual(reactionsFor('payment_details', { type: 'account.erased' as PaymentEventType, timestamp: 0, resource: {} }, { ownAttempt: true }), []);
});
