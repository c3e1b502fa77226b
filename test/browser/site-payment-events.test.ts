import { expect } from 'chai';
import { waitFor } from '../helpers/dom';
import { setConfig, resetConfig } from '../../src/stores/config';
import { $session } from '../../src/stores/session';
import { signUp, signOut } from '../../src/stores/session-actions';
import { setClient } from '../../src/stores/client';
import { $notificationsConnected, $paymentEvents, onPaymentEvent, resetPaymentEvents, whenNotificationsConnected } from '../../src/stores/payment-events';
import type { PaymentEvent } from '../../src/site/payment-event';

interface SandboxInfo { apiBase: string; merchantUuid: string; clientId?: string }

describe('payment events store (sandbox broker)', function () {
  this.timeout(40000);
  let info: SandboxInfo;

  before(async () => {
    info = await (await fetch('/__sandbox__/info')).json();
    localStorage.clear();
    setClient(null);
    resetConfig();
    setConfig({ merchantUuid: info.merchantUuid, environment: 'sandbox', apiBase: info.apiBase, ...(info.clientId ? { clientId: info.clientId } : {}) });
  });

  after(async () => {
    resetPaymentEvents();
    await signOut().catch(() => undefined);
    resetConfig();
  });

  it('delivers events while signed in, once per transaction, and stops after sign-out', async () => {
    const email = `site-events-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    await signUp({ fullName: 'Event Viewer', email, password: 'Secret-pass-1', passwordConfirmation: 'Secret-pass-1' });
    const s = $session.get();
    const uuid = s.status === 'authenticated' ? s.account?.uuid : undefined;
    expect(uuid).to.be.a('string');

    const got: PaymentEvent[] = [];
    const off = onPaymentEvent((e) => got.push(e));
    const publish = (type: string, transaction: string) =>
      fetch(`${info.apiBase}/sandbox/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account: uuid, type, resource: { transaction } }),
      });
    // listening opened the subscription; once it is live, a published event arrives
    expect(await whenNotificationsConnected(20000)).to.equal(true, 'payment events live');
    await publish('payment.card.success', 'T-1');
    await waitFor(() => got.length > 0, { message: 'first event delivered' });
    await publish('payment.card.success', 'T-1');
    await publish('subscribe.failed', 'S-2');
    await waitFor(() => got.some((e) => e.type === 'subscribe.failed'));
    expect(got.map((e) => `${e.type} ${e.resource.transaction}`)).to.deep.equal(['payment.card.success T-1', 'subscribe.failed S-2']);
    expect($paymentEvents.get()?.type).to.equal('subscribe.failed');

    await signOut();
    await waitFor(() => !$notificationsConnected.get(), { message: 'events stop at sign-out' });
    // the broker has no connection of this viewer left: an event published now reaches nobody here
    const connections = async () => (await (await fetch(`${info.apiBase}/sandbox/broker?account=${encodeURIComponent(uuid!)}`)).json()).clients;
    await waitFor(async () => (await connections()) === 0, { message: 'the connection closed at the broker' });
    await publish('subscribe.success', 'S-3');
    expect(await connections(), 'no connection again').to.equal(0);
    expect(got.map((e) => e.type)).to.not.include('subscribe.success');
    off();
  });
});
