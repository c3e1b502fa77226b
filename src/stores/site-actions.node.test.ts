import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { confirmPaymentReturn, runSubscriptionCheck } from './site-actions';
import { setClient } from './client';
import { $dialog, closeDialog } from './dialogs';
import { setNavigator } from './navigation';
import { resetConfig } from './config';
import type { PaywallClient } from '../client';

afterEach(() => {
  setClient(null);
  setNavigator(null);
  closeDialog();
  resetConfig();
});

// The platform client is replaced at the store's boundary; its own calls are tested against the sandbox.
function recordingClient(fail = false) {
  const calls: Array<[string, unknown]> = [];
  const client = {
    payments: {
      confirmPayment: async (pi: string, o?: { idempotencyKey?: string }) => {
        calls.push([pi, o?.idempotencyKey]);
        if (fail) throw Object.assign(new Error('Payment failed'), { status: 422 });
        return {};
      },
    },
  } as unknown as PaywallClient;
  return { client, calls };
}

test('a ppv return address is confirmed by its payment intent, once per intent key', async () => {
  const { client, calls } = recordingClient();
  setClient(client);
  const out = await confirmPaymentReturn('https://shop.test/content/1/payment/check?ippwat=ppv&payment_intent=pi_42&payment_intent_client_secret=x');
  assert.deepEqual(out, { status: 'confirmed', kind: 'ppv', paymentIntent: 'pi_42' });
  assert.deepEqual(calls, [['pi_42', 'confirm-pi_42']]);
});

test('no return parameters, or a subscription return, sends nothing; a refusal is reported', async () => {
  const { client, calls } = recordingClient(true);
  setClient(client);
  assert.deepEqual(await confirmPaymentReturn('https://shop.test/content/1'), { status: 'none' });
  assert.deepEqual(await confirmPaymentReturn('https://shop.test/x?ippwat=ppv'), { status: 'none' });
  assert.equal((await confirmPaymentReturn('https://shop.test/x?ippwat=subscription&payment_intent=pi_1')).status, 'confirmed');
  assert.equal(calls.length, 0);
  const failed = await confirmPaymentReturn('https://shop.test/x?ippwat=ppv&payment_intent=pi_2');
  assert.equal(failed.status, 'failed');
  assert.equal(calls.length, 1);
});

test('the subscription check shows the error dialog without a location', () => {
  const went: string[] = [];
  setNavigator((u) => went.push(u));
  assert.deepEqual(runSubscriptionCheck('?redirect=https://evil.test/'), { type: 'error', reason: 'rejected' });
  assert.equal($dialog.get()?.kind, 'subscription-error');
  closeDialog();
  assert.deepEqual(went, ['/']);
});
