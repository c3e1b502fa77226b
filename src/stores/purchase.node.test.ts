import { test } from 'node:test';
import assert from 'node:assert/strict';
import { $purchase, startPurchase, chooseAccessFee, closePurchase, notePaymentBegun, paidSincePurchaseOpened } from './purchase';

test('a purchase moves from choosing to checkout and back to idle', () => {
  assert.deepEqual($purchase.get(), { status: 'idle' });
  startPurchase(42);
  assert.deepEqual($purchase.get(), { status: 'choosing', itemId: '42' });
  chooseAccessFee('42', 7);
  assert.deepEqual($purchase.get(), { status: 'checkout', itemId: '42', accessFeeId: '7' });
  closePurchase();
  assert.deepEqual($purchase.get(), { status: 'idle' });
});

test('empty ids are ignored instead of opening a broken checkout', () => {
  startPurchase('  ');
  chooseAccessFee('', '3');
  chooseAccessFee('5', '');
  assert.deepEqual($purchase.get(), { status: 'idle' });
});

test('a purchase knows whether a payment was sent since it opened, also once closed and for a late listener', () => {
  startPurchase(42);
  assert.equal(paidSincePurchaseOpened(), false);
  // choosing a price inside the same purchase keeps its start
  notePaymentBegun();
  chooseAccessFee('42', 7);
  assert.equal(paidSincePurchaseOpened(), true);
  closePurchase();
  assert.equal(paidSincePurchaseOpened(), true, 'still known after the close');
  // the next purchase starts from nothing sent
  chooseAccessFee('43', 8);
  assert.equal(paidSincePurchaseOpened(), false);
  closePurchase();
  assert.equal(paidSincePurchaseOpened(), false);
});
