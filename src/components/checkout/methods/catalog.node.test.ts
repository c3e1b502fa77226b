import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AccessFee, PaymentMethod } from '../../../client/types';
import { methodKind, offeredMethods } from './catalog';
import { walletAvailable, type WalletGlobals } from './wallets';
import { radioKeyTarget } from '../../ui/radio-group';

// GET /payments/methods as the sandbox serves it (the platform's names, SPEC section 3)
const METHODS: PaymentMethod[] = [
  { id: 2, method_name: 'Paypal', is_external: true },
  { id: 1, method_name: 'Card', is_external: false },
  { id: 3, method_name: 'ideal', is_external: false },
  { id: 4, method_name: 'Direct Debit', is_external: false },
  { id: 5, method_name: 'apple pay on web', is_external: false },
  { id: 6, method_name: 'google pay on web', is_external: false },
  { id: 7, method_name: 'Bitcoin', is_external: true },
];
const fee = (name: 'ppv' | 'subscription', currency = 'EUR') =>
  ({ id: 1, amount: 4.99, currency, description: 'x', access_type: { name, period: 'month', quantity: 1 } }) as AccessFee;
const kinds = (list: ReturnType<typeof offeredMethods>) => list.map((m) => m.kind);

test('the platform\'s method names map to the checkout\'s methods; unknown ones are left out', () => {
  assert.deepEqual(METHODS.map(methodKind), ['paypal', 'card', 'ideal', 'direct-debit', 'apple-pay', 'google-pay', null]);
  assert.equal(methodKind({ method_name: 'Credit card', is_external: true }), null, 'an external "card" is not the card frame');
});

test('the card comes first; a subscription keeps what can subscribe; iDEAL and direct debit need euros; the browser decides the wallets', () => {
  assert.deepEqual(kinds(offeredMethods(METHODS, fee('ppv'))), ['card', 'paypal', 'ideal', 'direct-debit', 'apple-pay', 'google-pay']);
  assert.deepEqual(kinds(offeredMethods(METHODS, fee('subscription'))), ['card', 'paypal', 'ideal', 'direct-debit']);
  assert.deepEqual(kinds(offeredMethods(METHODS, fee('ppv', 'USD'))), ['card', 'paypal', 'apple-pay', 'google-pay']);
  assert.deepEqual(kinds(offeredMethods(METHODS, fee('ppv'), (k) => k !== 'apple-pay' && k !== 'google-pay')), ['card', 'paypal', 'ideal', 'direct-debit']);
  assert.deepEqual(offeredMethods(METHODS, fee('ppv'))[2], { kind: 'ideal', id: '3', label: 'iDEAL' });
  assert.deepEqual(offeredMethods('not a list', fee('ppv')), []);
  assert.deepEqual(kinds(offeredMethods([...METHODS, { id: 9, method_name: 'IDEAL' }], fee('ppv'))).filter((k) => k === 'ideal'), ['ideal'], 'each once');
});

test('wallets: Apple Pay asks ApplePaySession, Google Pay asks the Payment Request API; the sandbox needs only the API', async () => {
  const o = { sandbox: false, currency: 'EUR', amount: 4.99 };
  assert.equal(await walletAvailable('apple-pay', o, {}), false);
  assert.equal(await walletAvailable('apple-pay', o, { ApplePaySession: { canMakePayments: () => true } }), true);
  assert.equal(await walletAvailable('apple-pay', o, { ApplePaySession: { canMakePayments: () => { throw new Error('insecure'); } } }), false);
  const seen: unknown[] = [];
  const request = (answer: Promise<boolean>) =>
    class {
      constructor(methods: unknown, details: unknown) {
        seen.push(methods, details);
      }
      canMakePayment() {
        return answer;
      }
    } as unknown as WalletGlobals['PaymentRequest'];
  assert.equal(await walletAvailable('google-pay', o, { PaymentRequest: request(Promise.resolve(true)) }), true);
  assert.equal((seen[0] as Array<{ supportedMethods: string }>)[0].supportedMethods, 'https://google.com/pay');
  assert.deepEqual((seen[1] as { total: unknown }).total, { label: 'Total', amount: { currency: 'EUR', value: '4.99' } });
  assert.equal(await walletAvailable('google-pay', o, { PaymentRequest: request(Promise.reject(new Error('NotAllowed'))) }), false);
  assert.equal(await walletAvailable('google-pay', o, {}), false);
  assert.equal(await walletAvailable('google-pay', { ...o, sandbox: true }, { PaymentRequest: request(Promise.resolve(false)) }), true);
  assert.equal(await walletAvailable('apple-pay', { ...o, sandbox: true }, {}), false, 'no Payment Request API, no wallet, even in the sandbox');
});

test('radio keys: arrows wrap, Home and End jump, other keys do nothing', () => {
  assert.equal(radioKeyTarget('ArrowRight', 2, 3), 0);
  assert.equal(radioKeyTarget('ArrowLeft', 0, 3), 2);
  assert.equal(radioKeyTarget('ArrowDown', 0, 3), 1);
  assert.equal(radioKeyTarget('ArrowUp', 1, 3), 0);
  assert.equal(radioKeyTarget('Home', 2, 3), 0);
  assert.equal(radioKeyTarget('End', 0, 3), 2);
  assert.equal(radioKeyTarget('Enter', 0, 3), null);
  assert.equal(radioKeyTarget('ArrowRight', 0, 0), null);
});
