// The notification round trip in Chromium (under the test runner) through the sandbox broker:
// the lazy MQTT module loads, one connection is shared, events arrive parsed, a dropped connection
// comes back, and refused credentials are replaced.
import { expect } from 'chai';
import { createClient, type NotificationMessage, type PaywallClient } from './index';
import { waitFor } from '../../test/helpers/dom';

type Info = { apiBase: string; merchantUuid: string; clientId: string };

describe('client notifications in the browser', function () {
  this.timeout(20000);
  let info: Info;
  let c: PaywallClient;
  let uuid = '';
  const control = (path: string, body: unknown = {}) =>
    fetch(`${info.apiBase}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  before(async () => {
    info = await (await fetch('/__sandbox__/info')).json();
    c = createClient({ baseURL: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId, storage: 'memory', reconnectBackoff: { base: 100, cap: 400 } });
    await c.accounts.signUp({ fullName: 'N', email: `n-${Math.random().toString(36).slice(2)}@example.com`, password: 'notify-pass-1', passwordConfirmation: 'notify-pass-1' });
    uuid = (await c.accounts.getAccount()).uuid;
  });
  after(() => c.notifications.unsubscribe());

  it('round-trips an event over one shared connection, reconnects after a drop, and renews refused credentials', async () => {
    const a: NotificationMessage[] = [];
    const b: NotificationMessage[] = [];
    let opened = 0;
    let closed = 0;
    expect(c.notifications.subscribe(uuid, { onMessage: (m) => a.push(m), onOpen: () => opened++, onClose: () => closed++ })).to.equal(true);
    expect(c.notifications.subscribe(uuid, { onMessage: (m) => b.push(m) })).to.equal(true);
    await waitFor(() => opened === 1, { timeout: 8000, message: 'connection' });
    expect((await (await fetch(`${info.apiBase}/sandbox/broker`)).json()).clients).to.be.greaterThan(0);

    await control('/sandbox/events', { account: uuid, type: 'payment.card.success', resource: { transaction: 'T-7', amount: '3.99' } });
    await waitFor(() => a.length === 1 && b.length === 1, { timeout: 8000, message: 'event' });
    expect(a[0]).to.deep.include({ type: 'payment.card.success' });
    expect(a[0].resource).to.deep.include({ transaction: 'T-7', amount: '3.99' });

    await control('/sandbox/broker/disconnect', { account: uuid });
    await waitFor(() => closed === 1 && opened === 2, { timeout: 8000, message: 'reconnect' });

    const old = (await c.notifications.getCredentials()).accessKey;
    await control('/sandbox/iot/expire', { account: uuid });
    await control('/sandbox/broker/disconnect', { account: uuid });
    await waitFor(() => opened === 3, { timeout: 10000, message: 'reconnect with fresh credentials' });
    expect((await c.notifications.getCredentials()).accessKey).to.not.equal(old);

    await control('/sandbox/events', { account: uuid, type: 'subscribe.failed', resource: { transaction: 'S-9' } });
    await waitFor(() => a.length === 2, { timeout: 8000, message: 'event after reconnect' });
    expect(a[1].type).to.equal('subscribe.failed');
    expect([typeof (window as { Buffer?: unknown }).Buffer, typeof (window as { process?: unknown }).process]).to.deep.equal(['undefined', 'undefined']);
  });
});
