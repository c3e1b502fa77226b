import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { reactToPaymentEvent, storeEffectEnv, startPaymentReactions } from './payment-reactions';
import { receivePaymentEvent, resetPaymentEvents } from './payment-events';
import { $dialog, closeDialog } from './dialogs';
import { $preloader, showPreloader } from './preloader';
import { $toasts, clearToasts } from './toasts';
import { $bankFrame, closeBankFrame, openBankFrame } from './bank-frame';
import { beginAttempt, resetAttempts, remainingAttemptWaitMs } from './attempts';
import { navigateTo, setNavigator } from './navigation';
import { setConfig, resetConfig } from './config';
import type { PaymentEvent } from '../site/payment-event';

const went: string[] = [];
const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};

afterEach(() => {
  went.length = 0;
  setNavigator(null);
  resetConfig();
  resetAttempts();
  resetPaymentEvents();
  closeDialog();
  clearToasts();
  closeBankFrame();
});

const ev = (type: PaymentEvent['type'], resource: PaymentEvent['resource'] = {}): PaymentEvent => ({ type, timestamp: 1, resource });

test('card success on content payment details: toast, preloader hidden', () => {
  showPreloader();
  reactToPaymentEvent(ev('payment.card.success', { transaction: 'T' }), storeEffectEnv(), { name: 'content.payment_details', params: { contentId: '5' } });
  assert.deepEqual($toasts.get().map((t) => [t.kind, t.message]), [['success', 'Payment completed']]);
  assert.deepEqual($preloader.get(), { status: 'hidden' });
});

test('content payment check goes to the merchant\'s success template', () => {
  setNavigator((url) => went.push(url));
  setConfig({ routes: { 'content.payment_success': '/watch/{contentId}/ok' } });
  reactToPaymentEvent(ev('payment.card.success'), storeEffectEnv(), { name: 'content.payment_check', params: { contentId: '5 6' } });
  assert.deepEqual(went, ['/watch/5%206/ok']);
});

test('a failure naming this tab\'s attempt is left to the attempt\'s checkout, which asks the platform first', () => {
  resetAttempts({ storage: memory() });
  beginAttempt({ kind: 'subscription', accessFeeId: 3, transaction: 'S-1' });
  assert.deepEqual(reactToPaymentEvent(ev('subscribe.failed', { transaction: 'S-1', access_fee_id: 3, explain: { 422: 'Card expired' } }), storeEffectEnv(), { name: 'payment_details', params: {} }), []);
  assert.equal($dialog.get(), null);
  assert.equal(remainingAttemptWaitMs(), 0);
});

test('a forged failure carrying only the access fee of this tab\'s attempt disturbs nothing', () => {
  resetAttempts({ storage: memory() });
  beginAttempt({ kind: 'ppv', accessFeeId: 3 });
  reactToPaymentEvent(ev('payment.card.failed', { access_fee_id: 3, message: 'Declined' }), storeEffectEnv(), { name: 'content.payment_details', params: { contentId: '5' } });
  assert.equal($dialog.get(), null);
});

test('the same failure in a tab without the attempt only hides the preloader', () => {
  resetAttempts({ storage: memory() });
  showPreloader();
  reactToPaymentEvent(ev('subscribe.failed', { access_fee_id: 3 }), storeEffectEnv(), { name: 'payment_details', params: {} });
  assert.equal($dialog.get(), null);
  assert.equal($preloader.get().status, 'hidden');
  assert.equal(remainingAttemptWaitMs(), 0);
});

test('a hostile requires-action URL from this tab\'s attempt is refused; a payment host opens the bank frame', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  setNavigator((url) => went.push(url));
  beginAttempt({ kind: 'subscription', transaction: 'S-7' });
  reactToPaymentEvent(ev('subscribe.requires.action', { transaction: 'S-7', redirect_to_url: 'javascript:alert(1)' }), storeEffectEnv(), null);
  assert.deepEqual($bankFrame.get(), { status: 'closed' });
  assert.equal(warn.mock.callCount(), 1);
  reactToPaymentEvent(ev('subscribe.requires.action', { redirect_to_url: 'https://hooks.stripe.com/3ds/x' }), storeEffectEnv(), null);
  assert.deepEqual($bankFrame.get(), { status: 'closed' }, 'an event that does not name the attempt opens nothing');
  reactToPaymentEvent(ev('subscribe.requires.action', { transaction: 'S-7', redirect_to_url: 'https://hooks.stripe.com/3ds/x' }), storeEffectEnv(), null);
  assert.equal($bankFrame.get().status, 'open');
  beginAttempt({ kind: 'ppv', transaction: 'T-mine' });
  reactToPaymentEvent(ev('payment.card.requires.action', { transaction: 'T-other', redirect_to_url: 'https://hooks.stripe.com/r' }), storeEffectEnv(), null);
  assert.deepEqual(went, [], 'another attempt\'s redirect is not followed');
  reactToPaymentEvent(ev('payment.card.requires.action', { transaction: 'T-mine', redirect_to_url: 'https://hooks.stripe.com/r' }), storeEffectEnv(), null);
  assert.deepEqual(went, ['https://hooks.stripe.com/r']);
});

test('the reaction loop handles each delivered event once and stops with its last user', () => {
  setNavigator((url) => went.push(url));
  const stopA = startPaymentReactions();
  const stopB = startPaymentReactions();
  const msg = { type: 'payment.ideal.failed', timestamp: 9, resource: { transaction: 'I-1', message: 'Cancelled at the bank' } };
  for (const transaction of ['I-1', 'I-2', 'I-3']) beginAttempt({ kind: 'ppv', transaction });
  receivePaymentEvent(msg);
  receivePaymentEvent(msg);
  assert.equal($dialog.get()?.title, 'Payment failed');
  assert.equal($dialog.get()?.detail, 'Cancelled at the bank');
  closeDialog();
  stopA();
  stopA();
  receivePaymentEvent({ ...msg, resource: { transaction: 'I-2' } });
  assert.equal($dialog.get()?.title, 'Payment failed', 'still running while B uses it');
  closeDialog();
  stopB();
  receivePaymentEvent({ ...msg, resource: { transaction: 'I-3' } });
  assert.equal($dialog.get(), null);
});

test('a requires-action event for the bank step this tab already shows in the bank frame does not also leave the page', () => {
  setNavigator((url) => went.push(url));
  setConfig({ apiBase: 'https://pay.example', environment: 'production' });
  resetAttempts({ storage: memory() });
  beginAttempt({ kind: 'ppv', piId: 'pi_1' });
  openBankFrame('https://pay.example/bank/3ds/pi_1');
  const url = 'https://pay.example/bank/3ds/pi_1';
  reactToPaymentEvent(ev('payment.card.requires.action', { pi_id: 'pi_1', redirect_to_url: url }), storeEffectEnv(), null);
  assert.deepEqual(went, [], 'the frame already shows it');
  closeBankFrame();
  reactToPaymentEvent(ev('payment.card.requires.action', { pi_id: 'pi_1', redirect_to_url: url }), storeEffectEnv(), null);
  assert.deepEqual(went, [url], 'without the frame, the page leaves for the bank');
});


test('a bank step the checkout already sent the viewer to is not sent again when its event arrives late', () => {
  setNavigator((url, reason) => went.push(`${reason} ${url}`));
  setConfig({ apiBase: 'https://pay.example', environment: 'production' });
  resetAttempts({ storage: memory() });
  beginAttempt({ kind: 'ppv', piId: 'pi_2' });
  const url = 'https://pay.example/bank/paypal/pi_2';
  // the platform's answer came first: the checkout leaves for the step
  navigateTo(url, 'redirect');
  reactToPaymentEvent(ev('payment.card.requires.action', { pi_id: 'pi_2', redirect_to_url: url }), storeEffectEnv(), null);
  assert.deepEqual(went, [`redirect ${url}`], 'one navigation, whichever came first');
  navigateTo('https://pay.example/bank/paypal/pi_3', 'redirect');
  navigateTo('/library', 'route');
  navigateTo('/library', 'route');
  assert.deepEqual(went.slice(1), ['redirect https://pay.example/bank/paypal/pi_3', 'route /library', 'route /library'], 'another step, and routes of a host\'s router, are each sent');
});
