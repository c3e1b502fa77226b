import { expect } from 'chai';
import '../../../elements/paywall-checkout';
import { chooseAccessFee, closePurchase, startPurchase } from '../../stores/purchase';
import { collect, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { buyWithTestCard, leaveSandbox, signUpFresh, typeInto, useSandbox, viewerSetup, closeAutoCheckout } from '../../../test/helpers/sandbox-page';
import { getClient, setClient } from '../../stores/client';
import { createClient } from '../../client';
import { refreshSession } from '../../stores/session';
import type { PaywallErrorDetail } from '../ui/host';
import { trackPageWork, afterIdle } from '../../../test/helpers/page-work';
import { executeServerCommand } from '@web/test-runner-commands';

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]');
const state = (el: Element) => base(el)?.getAttribute('data-state');

describe('<paywall-checkout>', () => {
  const viewer = viewerSetup({ signedIn: false, record: false, cleanup: closeAutoCheckout });

  it('asks a signed-out viewer to sign in first', async () => {
    await refreshSession();
    const el = fixture('<paywall-checkout item-id="40001" access-fee-id="60001"></paywall-checkout>');
    await waitFor(() => state(el) === 'signed-out', { message: 'signed-out', timeout: 8000 });
    expect(part(el, 'login')).to.not.equal(null);
    expect(shadow(el).querySelector('iframe')).to.equal(null, 'no card frame before sign-in');
  });

  describe('when signed in', () => {
    beforeEach(async () => {
      await signUpFresh();
      await refreshSession();
    });

    it('shows the price and the card frame on the platform origin, with the page origin as its parent', async () => {
      const el = fixture('<paywall-checkout item-id="40001" access-fee-id="60001"></paywall-checkout>');
      await waitFor(() => state(el) === 'ready', { timeout: 8000, message: 'ready' });
      expect(part(el, 'fee-name')!.textContent).to.equal('The Lighthouse Keeper: 48-hour rental');
      expect(part(el, 'price')!.getAttribute('data-amount')).to.equal('3.99');
      const frame = part<HTMLIFrameElement>(el, 'card-frame')!;
      const src = new URL(frame.src);
      expect(src.origin).to.equal(new URL(viewer.info.apiBase).origin);
      expect(src.pathname).to.equal('/card-frame/');
      expect(src.searchParams.get('parent')).to.equal(location.origin);
      expect(frame.title).to.equal('Card details');
      // Pay is enabled once the frame has connected and said ready
      await waitFor(() => !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000, message: 'frame ready' });
      expect(part(el, 'pay-button')!.textContent).to.equal('Pay €3.99');
      expect(shadow(el).adoptedStyleSheets.length).to.be.greaterThan(0);
      expect(shadow(el).querySelectorAll('style,[style]:not(iframe)').length).to.equal(0);
    });

    it('asks before charging a viewer who already owns the item, and takes the payment only after "Pay again anyway"', async () => {
      await buyWithTestCard(60002);
      const el = fixture('<paywall-checkout item-id="40002" access-fee-id="60002"></paywall-checkout>');
      await waitFor(() => state(el) === 'owned', { timeout: 8000, message: 'owned notice' });
      expect(part(el, 'owned')!.textContent).to.match(/^You have access to this until /);
      expect(part(el, 'pay-button')).to.equal(null, 'no pay button before the viewer says so');
      expect(shadow(el).querySelector('iframe')).to.equal(null, 'no card frame either');
      part<HTMLButtonElement>(el, 'pay-again')!.click();
      await waitFor(() => state(el) === 'ready', { timeout: 8000, message: 'pay form after confirming' });
      expect(part(el, 'pay-button')).to.not.equal(null);
    });

    it('refuses a second subscription while the viewer holds one', async () => {
      const client = getClient();
      const methods = await client.payments.getPaymentMethods();
      const card = methods.find((m) => /card/i.test(String(m.method_name)))!;
      await client.subscriptions.createSubscription({
        number: '4242424242424242', cardName: 'Test Viewer', expMonth: 12, expYear: new Date().getFullYear() + 2, cvv: '123',
        accessFee: 61004, paymentMethod: card.id, returnUrl: location.origin + location.pathname,
      });
      const el = fixture('<paywall-checkout item-id="50002" access-fee-id="61004"></paywall-checkout>');
      await waitFor(() => state(el) === 'owned', { timeout: 10000, message: 'owned notice' });
      expect(part(el, 'pay-again')).to.equal(null, 'no way to pay a second time');
      expect(part(el, 'message')!.textContent).to.match(/cannot be bought again/);
    });

    it('says paying from the first press of Pay, while the payment code is still on its way', async () => {
      // (the first test of this page to press Pay: the payment code has not been fetched yet)
      const held = { path: '/checkout/pay-pipeline.ts' };
      await executeServerCommand('hold-requests', held);
      let released = false;
      try {
        const el = fixture('<paywall-checkout item-id="40001" access-fee-id="60001"></paywall-checkout>');
        await waitFor(() => state(el) === 'ready' && !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000, message: 'ready' });
        part<HTMLButtonElement>(el, 'pay-button')!.click();
        await waitFor(async () => (await executeServerCommand<number, typeof held>('held-requests', held)) > 0, { timeout: 8000, message: 'the payment code is asked for, and held' });
        await waitFor(() => state(el) === 'paying', { timeout: 8000, message: `paying while the code is held (${state(el)})` });
        expect(part(el, 'status')!.textContent).to.contain('Processing your payment');
        expect(part<HTMLButtonElement>(el, 'pay-button')!.disabled).to.equal(true);
        expect(await executeServerCommand<number, typeof held>('held-requests', held)).to.be.greaterThan(0, 'still held');
        // the code arrives: the card frame refuses the empty card, and the form is back
        released = true;
        await executeServerCommand('release-requests', held);
        await waitFor(() => state(el) === 'ready' && !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000, message: 'back to ready' });
      } finally {
        if (!released) await executeServerCommand('release-requests', held);
      }
    });

    it('sends nothing for an empty card: the frame refuses and the form stays ready', async () => {
      const el = fixture('<paywall-checkout item-id="40001" access-fee-id="60001"></paywall-checkout>');
      await waitFor(() => state(el) === 'ready' && !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000 });
      const pay = part<HTMLButtonElement>(el, 'pay-button')!;
      // the refusal can come back within one polling interval: record every state the base part takes
      const seen: string[] = [];
      const observer = new MutationObserver(() => seen.push(state(el) ?? ''));
      observer.observe(shadow(el), { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
      pay.click();
      expect(pay.disabled).to.equal(true, 'locked in the same task as the click');
      await waitFor(() => seen.includes('paying') && state(el) === 'ready', { timeout: 8000, message: `paying, then back to ready (${seen})` });
      observer.disconnect();
      const me = await getClient().accounts.getAccount();
      const charges = await (await fetch(`${viewer.info.apiBase}/sandbox/charges?account=${encodeURIComponent(me.uuid)}`)).json();
      expect(charges.total).to.equal(0, 'no charge for this viewer');
    });

    it('applies a voucher and shows the new amount next to the old one', async () => {
      const el = fixture('<paywall-checkout item-id="40005" access-fee-id="60005"></paywall-checkout>');
      await waitFor(() => state(el) === 'ready', { timeout: 8000 });
      typeInto(shadow(el).querySelector<HTMLInputElement>('input[name="voucher"]')!, 'FIVEOFF-NOPE');
      await waitFor(() => !part<HTMLButtonElement>(el, 'voucher-apply')!.disabled);
      const errors = collect<PaywallErrorDetail>(el, 'paywall-error');
      part<HTMLButtonElement>(el, 'voucher-apply')!.click();
      await waitFor(() => shadow(el).querySelector('[part~="field-error"]'), { message: 'voucher error shown' });
      expect(errors).to.have.length(1);
      expect(errors[0].detail.code).to.equal('voucher_rejected');
      typeInto(shadow(el).querySelector<HTMLInputElement>('input[name="voucher"]')!, 'SANDBOX10');
      part<HTMLButtonElement>(el, 'voucher-apply')!.click();
      await waitFor(() => part(el, 'voucher-applied'), { message: 'voucher applied' });
      expect(part(el, 'price')!.getAttribute('data-amount')).to.equal('4.49');
      expect(part(el, 'price-full')!.textContent).to.equal('€4.99');
    });

    it('follows the page purchase as a modal: the price choice, then the chosen fee', async () => {
      // as the page's modal it shows nothing, and loads nothing, until a purchase starts
      const el = await afterIdle(() => fixture('<paywall-checkout></paywall-checkout>'));
      expect(shadow(el).childElementCount).to.equal(0);
      startPurchase('40001');
      await waitFor(() => state(el) === 'choosing', { timeout: 8000, message: 'choosing' });
      expect(shadow(el).querySelector('dialog')!.open).to.equal(true);
      const fees = [...shadow(el).querySelectorAll('[part~="fee"]')].map((b) => b.getAttribute('data-fee-id'));
      expect(fees).to.deep.equal(['60001', '60021']);
      shadow(el).querySelector<HTMLButtonElement>('[data-fee-id="60021"]')!.click();
      await waitFor(() => state(el) === 'ready', { timeout: 8000 });
      expect(part(el, 'fee-name')!.textContent).to.equal('The Lighthouse Keeper: buy to own');
      closePurchase();
      await waitFor(() => state(el) === 'idle');
      expect(shadow(el).querySelector('dialog')!.open).to.equal(false);
    });

    it('labels a subscription fee with Subscribe', async () => {
      const el = fixture('<paywall-checkout></paywall-checkout>');
      chooseAccessFee('50002', '61004');
      await waitFor(() => state(el) === 'ready', { timeout: 8000 });
      await waitFor(() => !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000 });
      expect(part(el, 'pay-button')!.textContent).to.equal('Subscribe for €4.99');
    });

    it('reports an unknown access fee as an error event and a readable message', async () => {
      const el = document.createElement('paywall-checkout');
      const errors = collect<PaywallErrorDetail>(el, 'paywall-error');
      el.setAttribute('item-id', '40001');
      el.setAttribute('access-fee-id', '99999');
      document.body.append(el);
      try {
        await waitFor(() => state(el) === 'error', { timeout: 8000 });
        expect(errors[0].detail.code).to.equal('checkout_load_failed');
        expect(part(el, 'message')!.textContent).to.equal('This price is not available.');
      } finally {
        el.remove();
      }
    });
  });

  it('on a page without a merchant configured, says so once and renders nothing else', async () => {
    await leaveSandbox();
    const el = document.createElement('paywall-checkout');
    const errors = collect<PaywallErrorDetail>(el, 'paywall-error');
    el.setAttribute('item-id', '40001');
    el.setAttribute('access-fee-id', '60001');
    const work = trackPageWork();
    document.body.append(el);
    try {
      await waitFor(() => state(el) === 'error', { timeout: 8000 });
      await work.idle();
      expect(errors.map((e) => e.detail.code)).to.deep.equal(['not_configured']);
      expect(part(el, 'message')!.textContent).to.equal('The checkout is not configured for this site.');
    } finally {
      work.restore();
      el.remove();
      await useSandbox();
    }
  });

  it('sends its platform calls through the client the stores share (one set with setClient is used)', async () => {
    const seen: string[] = [];
    const recording = createClient({
      baseURL: viewer.info.apiBase, merchantUuid: viewer.info.merchantUuid, clientId: viewer.info.clientId, storage: 'memory',
      fetch: (input, init) => {
        seen.push(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).pathname);
        return fetch(input, init);
      },
    });
    setClient(recording);
    try {
      await signUpFresh();
      await refreshSession();
      const el = fixture('<paywall-checkout item-id="40001" access-fee-id="60001"></paywall-checkout>');
      await waitFor(() => state(el) === 'ready', { timeout: 8000, message: 'checkout ready' });
      expect(seen).to.include.members(['/v2/items/40001/access-fees', '/payments/methods']);
    } finally {
      setClient(null);
      await refreshSession();
    }
  });
});
