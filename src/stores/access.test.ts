// One purchase on a page with a gate and a pricing table for the same item: the payment event, the
// page's "card payment completed" signal and the checkout's announcement reach both elements, and
// together they send ONE access check after the purchase, which unlocks the gate and marks the
// pricing card as owned. Counted from the browser's own record of the requests this test started.
import { expect } from 'chai';
import '../../elements/paywall-gate';
import '../../elements/paywall-pricing';
import { getClient } from './client';
import { checkAccess } from './access';
import { refreshSession } from './session';
import { onPaymentEvent } from './payment-events';
import { startPaymentReactions } from './payment-reactions';
import { cleanup, fixture, shadow, waitFor } from '../../test/helpers/dom';
import { buyWithTestCard, leaveSandbox, signUpFresh, useSandbox } from '../../test/helpers/sandbox-page';

const part = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const state = (el: Element) => part(el, 'base')?.getAttribute('data-state');
const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));

describe('access checks of a page', () => {
  let stopReactions = () => {};
  beforeEach(async () => {
    await useSandbox();
    await refreshSession();
  });
  afterEach(async () => {
    cleanup();
    stopReactions();
    document.body.removeAttribute('data-paywall-route');
    await leaveSandbox();
  });

  it("one purchase's signals send one access check, shared by the gate and the pricing table", async () => {
    await signUpFresh();
    await refreshSession();
    // the page a viewer pays on: its reactions turn the success event into the page's signal
    document.body.setAttribute('data-paywall-route', 'content.payment_details');
    stopReactions = startPaymentReactions();
    const gate = fixture('<paywall-gate item-id="40002"></paywall-gate>');
    const pricing = fixture('<paywall-pricing item-id="40002"></paywall-pricing>');
    await waitFor(() => state(gate) === 'locked' && part(gate, 'base')!.getAttribute('data-auth') === 'signed-in', { timeout: 8000, message: 'gate locked, signed in' });
    await waitFor(() => part(pricing, 'card'), { timeout: 8000, message: 'pricing cards' });
    // the payment event must reach the page: wait until its subscription is acknowledged
    const account = await getClient().accounts.getAccount();
    const probe = { onOpen: () => {}, onMessage: () => {} };
    await new Promise<void>((resolve) => {
      probe.onOpen = () => resolve();
      getClient().notifications.subscribe(account.uuid, probe);
    });
    // the event as the page gets it (this listener comes after the elements' and the reactions')
    const events: string[] = [];
    const offEvents = onPaymentEvent((event) => events.push(event.type));
    performance.clearResourceTimings(); // the record holds 250 entries by default
    const started = performance.now();
    const checks = (until = Infinity) => performance.getEntriesByType('resource')
      .filter((e) => e.startTime >= started && e.startTime < until && new URL(e.name).pathname === '/items/40002/access').length;
    try {
      await buyWithTestCard(60002);
      // the checkout announces the purchase as well
      document.body.dispatchEvent(new CustomEvent('paywall-purchase', { bubbles: true, composed: true, detail: { itemId: '40002', accessFeeId: '60002', kind: 'ppv' } }));
      await waitFor(() => events.includes('payment.card.success'), { timeout: 8000, message: 'the payment event reached the page' });
      await waitFor(() => state(gate) === 'unlocked', { timeout: 8000, message: 'gate unlocked' });
      await waitFor(() => pricing.shadowRoot?.querySelector('[part~="card-owned"]'), { timeout: 8000, message: 'the pricing card says owned' });
      // every signal has been heard; after the next paints the elements' effects have asked, and a
      // check of our own joins whatever request is still on its way (it asks nothing new while the
      // shared answer is recent, and its own request would not be counted anyway)
      await frame();
      await frame();
      const fence = performance.now();
      await checkAccess('40002');
      expect(checks(fence), 'access checks sent after the purchase').to.equal(1);
    } finally {
      offEvents();
      getClient().notifications.unsubscribe(probe);
    }
  });
});
