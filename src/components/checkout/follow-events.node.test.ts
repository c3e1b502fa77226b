// The payer hears the failure events of its own attempt, also one that arrived before the answer to
// its card request named the attempt's payment; another attempt's failure never reaches it.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { followEvents, learnAttempt } from './pay-pipeline';
import type { Payer } from './payer';
import { receivePaymentEvent, resetPaymentEvents, setPaymentEventSource } from '../../stores/payment-events';
import { beginAttempt, resetAttempts } from '../../stores/attempts';

afterEach(() => {
  resetAttempts();
  resetPaymentEvents();
  setPaymentEventSource(null);
});

/** A payer that records the events it is handed. */
function recordingPayer() {
  const heard: Array<[string, unknown]> = [];
  return { heard, payer: { event: (kind: string, resource?: unknown) => void heard.push([kind, resource]) } as unknown as Payer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const failure = (resource: Record<string, unknown>, timestamp = 1) => ({ type: 'payment.card.failed', timestamp, resource: { access_fee_id: 7, ...resource } });

test('a failure that overtook the card answer counts once the answer names its payment, and only then', async () => {
  setPaymentEventSource({ subscribe: () => () => undefined });
  const { heard, payer } = recordingPayer();
  const stop = followEvents(payer);
  const attempt = beginAttempt({ kind: 'ppv', accessFeeId: 7 });
  // the platform's failure event arrives while the card request is still out: nothing names the attempt yet
  receivePaymentEvent(failure({ pi_id: 'pi_mine', message: 'Your card was declined.' }));
  await settle();
  assert.equal(heard.length, 0, 'not before the attempt knows its payment');
  // the answer arrives and names the payment intent (the payer records it so): the kept failure is this attempt's
  learnAttempt(attempt, { piId: 'pi_mine' });
  await settle();
  assert.equal(heard.length, 1, 'the kept failure is handed over once');
  assert.equal(heard[0][0], 'failed');
  assert.equal((heard[0][1] as { message?: string }).message, 'Your card was declined.');
  learnAttempt(attempt, { transaction: 'T-1' });
  await settle();
  assert.equal(heard.length, 1, 'and only once');
  stop();
});

test('another attempt\'s early failure is kept but never handed over, however the attempt learns of itself', async () => {
  setPaymentEventSource({ subscribe: () => () => undefined });
  const { heard, payer } = recordingPayer();
  const stop = followEvents(payer);
  const attempt = beginAttempt({ kind: 'ppv', accessFeeId: 7 });
  receivePaymentEvent(failure({ pi_id: 'pi_other_tab' }, 2));
  learnAttempt(attempt, { piId: 'pi_mine', transaction: 'T-mine' });
  await settle();
  assert.equal(heard.length, 0, 'a failure naming another payment ends nothing here');
  // a failure that comes after the answer and names this attempt is handed over as before
  receivePaymentEvent(failure({ pi_id: 'pi_mine' }, 3));
  await settle();
  assert.deepEqual(heard.map(([kind]) => kind), ['failed']);
  stop();
});
