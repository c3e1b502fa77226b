import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePaymentEvent, paymentEventKey, explanationOf, MAX_EVENT_SIZE } from './payment-event';

test('JSON strings and objects are parsed; garbage is ignored', () => {
  const e = parsePaymentEvent('{"type":"subscribe.success","timestamp":17,"resource":{"transaction":"S-1"}}');
  assert.deepEqual(e, { type: 'subscribe.success', timestamp: 17, resource: { transaction: 'S-1' } });
  assert.equal(parsePaymentEvent({ type: 'gift-voucher' })?.resource && true, true);
  for (const bad of ['{not json', 'null', '[]', '"x"', 42, null, '{"type":"account.logout"}', '{"type":"__proto__"}', `{"type":"subscribe.success","x":"${'a'.repeat(MAX_EVENT_SIZE)}"}`]) {
    assert.equal(parsePaymentEvent(bad), null, String(bad).slice(0, 40));
  }
});

test('a missing or odd resource becomes an empty object, an odd timestamp 0', () => {
  assert.deepEqual(parsePaymentEvent({ type: 'subscribe.failed', resource: 'x', timestamp: 'soon' }), { type: 'subscribe.failed', timestamp: 0, resource: {} });
});

test('the dedup key is per type and transaction', () => {
  const a = parsePaymentEvent({ type: 'payment.card.success', timestamp: 1, resource: { transaction: 'T-1' } })!;
  const b = parsePaymentEvent({ type: 'payment.card.success', timestamp: 2, resource: { transaction: 'T-1' } })!;
  const c = parsePaymentEvent({ type: 'payment.card.failed', timestamp: 1, resource: { transaction: 'T-1' } })!;
  const d = parsePaymentEvent({ type: 'payment.card.success', timestamp: 1, resource: { transaction: 'T-2' } })!;
  assert.equal(paymentEventKey(a), paymentEventKey(b));
  assert.notEqual(paymentEventKey(a), paymentEventKey(c));
  assert.notEqual(paymentEventKey(a), paymentEventKey(d));
  const noTx1 = parsePaymentEvent({ type: 'gift-voucher', timestamp: 5, resource: { voucher_code: 'A' } })!;
  const noTx2 = parsePaymentEvent({ type: 'gift-voucher', timestamp: 5, resource: { voucher_code: 'B' } })!;
  assert.notEqual(paymentEventKey(noTx1), paymentEventKey(noTx2));
});

test('explanations come from explain (string or object), then message', () => {
  assert.equal(explanationOf({ explain: 'Declined' }), 'Declined');
  assert.equal(explanationOf({ explain: { 422: 'Insufficient funds' }, message: 'm' }), 'Insufficient funds');
  assert.equal(explanationOf({ message: 'm' }), 'm');
  assert.equal(explanationOf({ explain: 'e', message: 'm' }, 'message'), 'm');
  assert.equal(explanationOf({ explain: 5 }), '');
});
