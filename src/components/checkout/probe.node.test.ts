// What proves a tab's purchase, against the real sandbox: the tab's own payment (its payment intent
// or transaction, or, while the platform's answer is not known, a new payment of the very price it
// pays), never the item's access alone, which another price of the item bought in another tab grants too.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, type PaywallClient } from '../../client';
import { startSandbox, type Sandbox } from '../../../test/helpers/sandbox';
import { FUTURE_YEAR } from '../../../test/helpers/card-dates';
import { startPurchaseProbe, returnProbe } from './probe';
import { startTransactionProbe } from './methods/transaction-probe';
import { sharedFee } from './shared-fee';

let sandbox: Sandbox;
let n = 0;
const SUCCESS = '4242424242424242';
const DECLINE = '4000000000000002';

before(async () => {
  sandbox = await startSandbox({ port: 0, fresh: true, quiet: true });
});
after(() => sandbox.close());

/** A new viewer, signed in, with a way to pay a price of the item with a test card (a tab's payment, sent from here). */
async function viewer(): Promise<{ client: PaywallClient; pay(fee: number, number: string): Promise<{ pi_id?: string; transaction?: string }> }> {
  const client = createClient({ baseURL: sandbox.apiBase, merchantUuid: sandbox.merchantUuid, clientId: sandbox.clientId, storage: 'memory' });
  await client.accounts.signUp({ fullName: 'Probe Viewer', email: `probe${++n}@example.com`, password: 'probe-pass-1', passwordConfirmation: 'probe-pass-1' });
  const method = (await client.payments.getPaymentMethods()).find((m) => m.method_name === 'Card')!.id;
  return {
    client,
    pay: async (fee, number) =>
      (await client.payments.createPayment(
        { number, cardName: 'Probe Viewer', expMonth: 12, expYear: FUTURE_YEAR, cvv: '123', accessFee: fee, paymentMethod: method, returnUrl: 'http://127.0.0.1:9/' },
        { idempotencyKey: `probe-${n}-${fee}-${number}-${Math.random()}` },
      )) as { pi_id?: string; transaction?: string },
  };
}

test('another price of the item bought meanwhile (another tab) proves nothing for this price, though the item is now open', async () => {
  const { client, pay } = await viewer();
  const probe = startPurchaseProbe(client, '40004', 60024);
  await probe.ready;
  await pay(60004, SUCCESS);
  await client.assets.checkAccessForAsset(40004);
  assert.equal(await probe.check(), 'pending', 'the rental bought elsewhere is not this purchase (its answer lost)');
  const declined = await pay(60024, DECLINE);
  assert.ok(declined.pi_id && !declined.transaction, 'declined: a payment intent, no transaction');
  assert.equal(await probe.check({ piId: declined.pi_id }), 'pending', 'a declined card stays unproven');
});

test('this price\'s own payment proves it: by its payment intent or transaction, or (the answer lost) as the new payment of this price', async () => {
  const { client, pay } = await viewer();
  const probe = startPurchaseProbe(client, '40004', 60024);
  await probe.ready;
  const declined = await pay(60024, DECLINE);
  assert.equal(await probe.check({ piId: declined.pi_id }), 'pending');
  const paid = await pay(60024, SUCCESS);
  assert.ok(paid.pi_id && paid.transaction);
  assert.equal(await probe.check({ piId: paid.pi_id }), 'success', 'by its payment intent');
  assert.equal(await probe.check({ transaction: paid.transaction }), 'success', 'by its transaction');
  assert.equal(await probe.check(), 'success', 'without the answer: the new payment of this price');
  assert.equal(await probe.check({ piId: declined.pi_id }), 'pending', 'a payment of this price that names another intent is not this attempt\'s');
});

test('a second purchase of a price the viewer holds (a rental paid again) is proven by its new payment, not by the access it already had', async () => {
  const { client, pay } = await viewer();
  await pay(60001, SUCCESS);
  const probe = startPurchaseProbe(client, '40001', 60001);
  await probe.ready;
  assert.equal(await probe.check(), 'pending', 'the access held before proves nothing');
});

test('back from the bank: the payment intent\'s own payment proves it, not the access another price gave', async () => {
  const { client, pay } = await viewer();
  await pay(60003, SUCCESS);
  const declined = await pay(60023, DECLINE);
  const probe = returnProbe(client, '40003', 60023);
  await probe.ready;
  assert.equal(await probe.check({ piId: declined.pi_id }), 'pending');
  const paid = await pay(60023, SUCCESS);
  assert.equal(await probe.check({ piId: paid.pi_id }), 'success');
});

test('a gift or donation probe: a matching new payment that names another payment intent is another tab\'s', async () => {
  const { client, pay } = await viewer();
  const probe = startTransactionProbe(client, (t) => t.action_type === 'purchased' && String(t.item_id) === '40002');
  await probe.ready;
  const other = await pay(60002, SUCCESS);
  const mine = await pay(60022, DECLINE);
  assert.equal(await probe.check({ piId: mine.pi_id }), 'pending');
  assert.equal(await probe.check({ piId: other.pi_id }), 'success');
});

test('after another tab\'s attempt at this price, made before this tab listed its transactions: paid only when this very price was paid since the form showed', async () => {
  const { client, pay } = await viewer();
  const shownAt = Date.now();
  // the item opened by its other price, then this tab starts to pay (its list holds that payment)
  await pay(60001, SUCCESS);
  const late = startPurchaseProbe(client, '40001', 60021);
  await late.ready;
  assert.equal(await sharedFee(client, '40001', 60021, late, shownAt).alreadyPaid(true), false, 'the other price\'s access is not this price paid');
  // another tab pays this very price; this tab's list was taken after it
  await pay(60021, SUCCESS);
  const later = startPurchaseProbe(client, '40001', 60021);
  await later.ready;
  assert.equal(await later.check(), 'pending', 'not new to this tab');
  assert.equal(await sharedFee(client, '40001', 60021, later, shownAt).alreadyPaid(true), true, 'paid since the form showed');
  assert.equal(await sharedFee(client, '40001', 60021, later, Date.now() + 600_000).alreadyPaid(true), false, 'not since a later form showed');
});
