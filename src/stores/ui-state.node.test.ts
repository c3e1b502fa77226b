import { test } from 'node:test';
import assert from 'node:assert/strict';
import { $preloader, showPreloader, hidePreloader } from './preloader';
import { $bankFrame, openBankFrame, closeBankFrame, BANK_FRAME_MESSAGE } from './bank-frame';
import { sendSiteSignal, onSiteSignal } from './signals';
import { navigateTo, setNavigator } from './navigation';

test('the preloader is a tagged union written through its actions', () => {
  assert.deepEqual($preloader.get(), { status: 'hidden' });
  showPreloader();
  assert.equal($preloader.get().status, 'visible');
  showPreloader('Checking');
  assert.deepEqual($preloader.get(), { status: 'visible', message: 'Checking' });
  hidePreloader();
  assert.deepEqual($preloader.get(), { status: 'hidden' });
});

test('the bank frame opens on a URL with the redirect message and closes', () => {
  openBankFrame('https://hooks.stripe.com/3ds');
  assert.deepEqual($bankFrame.get(), { status: 'open', url: 'https://hooks.stripe.com/3ds', message: BANK_FRAME_MESSAGE });
  closeBankFrame();
  assert.deepEqual($bankFrame.get(), { status: 'closed' });
});

test('signals reach listeners of their name, equal signals twice', () => {
  const got: unknown[] = [];
  const off = onSiteSignal('gift-voucher', (s) => got.push(s.payload));
  sendSiteSignal('card-payment-completed');
  sendSiteSignal('gift-voucher', { voucher_code: 'G1' });
  sendSiteSignal('gift-voucher', { voucher_code: 'G1' });
  off();
  sendSiteSignal('gift-voucher', { voucher_code: 'G2' });
  assert.deepEqual(got, [{ voucher_code: 'G1' }, { voucher_code: 'G1' }]);
});

test('navigateTo hands the URL to the navigator (no document in Node)', () => {
  const went: Array<[string, string]> = [];
  setNavigator((url, reason) => went.push([url, reason]));
  assert.equal(navigateTo('/x', 'redirect'), true);
  setNavigator(null);
  assert.deepEqual(went, [['/x', 'redirect']]);
});
