import { expect } from 'chai';
import '../../../elements/paywall-payment-check';
import { cleanup, collect, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { buyWithTestCard, leaveSandbox, signUpFresh, useSandbox } from '../../../test/helpers/sandbox-page';
import { refreshSession } from '../../stores/session';
import { receivePaymentEvent, resetPaymentEvents } from '../../stores/payment-events';
import { $dialog, closeDialog } from '../../stores/dialogs';
import { $preloader } from '../../stores/preloader';
import { setNavigator } from '../../stores/navigation';
import type { PaymentCheckDetail } from './payment-check';
import type { PaywallErrorDetail } from '../ui/host';
import { resetConfig, setConfig } from '../../stores/config';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');

describe('<paywall-payment-check>', () => {
  const navigations: string[] = [];
  const startHref = location.href;
  beforeEach(async () => {
    await useSandbox();
    await signUpFresh();
    await refreshSession();
    navigations.length = 0;
    setNavigator((url) => void navigations.push(url));
  });
  afterEach(async () => {
    cleanup();
    closeDialog(); // the subscription error dialog closes to the home page: still the test navigator
    setNavigator(null);
    resetPaymentEvents();
    document.body.removeAttribute('data-paywall-route');
    document.body.removeAttribute('data-paywall-plan-id');
    history.replaceState(null, '', startHref);
    await leaveSandbox();
  });

  it('on a page without configuration says the page is not set up instead of claiming a failed payment', async () => {
    await leaveSandbox();
    resetConfig();
    const el = fixture('<paywall-payment-check item-id="40008"></paywall-payment-check>');
    const errors = collect<PaywallErrorDetail>(el, 'paywall-error');
    const ends = collect<PaymentCheckDetail>(el, 'paywall-payment-check');
    await waitFor(() => state(el) === 'error', { message: 'error state' });
    expect(part(el, 'message')!.textContent).to.equal('This page is not set up correctly.');
    expect(part(el, 'heading')).to.equal(null, 'no "Payment failed" heading');
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['not_configured']);
    expect(ends).to.have.length(0);
    expect($preloader.get().status).to.equal('hidden');
  });

  it('shows the preloader, then an honest still-confirming screen with a way out when nothing arrives', async () => {
    const el = fixture('<paywall-payment-check item-id="40008" limit="1" exit-url="/account"></paywall-payment-check>');
    const ends = collect<PaymentCheckDetail>(el, 'paywall-payment-check');
    await waitFor(() => state(el) === 'waiting');
    expect(part(el, 'loading')).to.not.equal(null);
    await waitFor(() => state(el) === 'still-confirming', { message: 'still confirming' });
    expect(ends.map((e) => e.detail.outcome)).to.deep.equal(['still-confirming']);
    expect(part<HTMLAnchorElement>(el, 'exit')!.href).to.equal(new URL('/account', location.href).href);
    expect($preloader.get().status).to.equal('hidden');
    part<HTMLButtonElement>(el, 'check-again')!.click();
    await waitFor(() => state(el) === 'waiting');
    await waitFor(() => state(el) === 'still-confirming');
  });

  it('moves to success when the platform confirms access', async () => {
    await buyWithTestCard(60008);
    const el = fixture('<paywall-payment-check item-id="40008" limit="20"></paywall-payment-check>');
    await waitFor(() => state(el) === 'success', { timeout: 8000 });
    expect(part(el, 'heading')!.textContent).to.equal('Payment completed');
  });

  it('on plans.payment_check without item-id, confirms by REST with the route\'s plan', async () => {
    const client = (await import('../../stores/client')).getClient();
    const methods = await client.payments.getPaymentMethods();
    const card = methods.find((m) => /card/i.test(String(m.method_name)))!;
    await client.subscriptions.createSubscription({
      number: '4242424242424242', cardName: 'Test Viewer', expMonth: 12, expYear: new Date().getFullYear() + 2, cvv: '123',
      accessFee: 61004, paymentMethod: card.id, returnUrl: location.origin + location.pathname,
    });
    document.body.setAttribute('data-paywall-route', 'plans.payment_check');
    document.body.setAttribute('data-paywall-plan-id', '50002');
    try {
      const el = fixture('<paywall-payment-check limit="20"></paywall-payment-check>');
      // no payment event is sent here: only the platform's answer for the plan can end the wait
      await waitFor(() => state(el) === 'success', { timeout: 8000, message: 'confirmed by REST' });
    } finally {
      document.body.removeAttribute('data-paywall-plan-id');
    }
  });

  /** The gift journey's check page, once a gift-voucher event with `code` has reached it (it shows success). */
  const giftCheckReached = async (code: string, timestamp: number) => {
    document.body.setAttribute('data-paywall-route', 'gift-journey.payment_check');
    document.body.setAttribute('data-paywall-plan-id', '40005');
    const el = fixture('<paywall-payment-check limit="20"></paywall-payment-check>');
    await waitFor(() => state(el) === 'waiting');
    receivePaymentEvent(JSON.stringify({ type: 'gift-voucher', timestamp, resource: { voucher_code: code, receiver_email: 'friend@example.test', access_fee_id: 60005 } }));
    await waitFor(() => state(el) === 'success');
    return el;
  };

  it('on the gift journey\'s check page, shows the gift code the gift-voucher event brought', async () => {
    const el = await giftCheckReached('GIFT-<b>42</b>', 2);
    expect(part(el, 'gift-code')!.textContent).to.equal('Gift code: GIFT-<b>42</b>');
    expect(shadow(el).querySelector('b')).to.equal(null, 'shown as text');
  });

  it('speaks German: the waiting line, the still-confirming screen and a gift code in German', async () => {
    setConfig({ locale: 'de-DE' });
    const el = fixture('<paywall-payment-check item-id="40008" limit="3"></paywall-payment-check>');
    await waitFor(() => part(el, 'loading')?.textContent === 'Ihre Zahlung wird bestätigt…', { message: 'German waiting line' });
    expect(part(el, 'base')!.getAttribute('dir')).to.equal('ltr');
    await waitFor(() => state(el) === 'still-confirming', { timeout: 8000, message: 'still confirming' });
    expect(part(el, 'heading')!.textContent).to.equal('Wir bestätigen Ihre Zahlung noch');
    expect(part(el, 'check-again')!.textContent).to.equal('Erneut prüfen');
    expect(part(el, 'exit')!.textContent).to.equal('Weiter stöbern');
    cleanup();
    const gift = await giftCheckReached('GIFT-42', 3);
    expect(part(gift, 'heading')!.textContent).to.equal('Zahlung abgeschlossen');
    expect(part(gift, 'gift-code')!.textContent).to.equal('Geschenkcode: GIFT-42');
    expect(part(gift, 'gift-code')!.querySelector('code')!.textContent).to.equal('GIFT-42');
  });

  it('says a failure in Arabic, right to left', async () => {
    setConfig({ locale: 'ar' });
    const el = fixture('<paywall-payment-check item-id="40009" limit="20"></paywall-payment-check>');
    await waitFor(() => state(el) === 'waiting' && part(el, 'loading')?.textContent === 'جارٍ تأكيد دفعتك…', { message: 'Arabic waiting line' });
    expect(part(el, 'base')!.getAttribute('dir')).to.equal('rtl');
    receivePaymentEvent(JSON.stringify({ type: 'payment.card.failed', timestamp: 4, resource: { transaction: `T-${Date.now()}` } }));
    await waitFor(() => state(el) === 'failed');
    expect(part(el, 'heading')!.textContent).to.equal('فشل الدفع');
    expect(part(el, 'message')!.textContent).to.equal('لم يكتمل الدفع.');
  });

  it('moves to failed on a failure event, showing its message as text', async () => {
    const el = fixture('<paywall-payment-check item-id="40009" limit="20"></paywall-payment-check>');
    await waitFor(() => state(el) === 'waiting');
    receivePaymentEvent(JSON.stringify({ type: 'payment.card.failed', timestamp: 1, resource: { transaction: `T-${Date.now()}`, message: '<b>Your card was declined.</b>' } }));
    await waitFor(() => state(el) === 'failed');
    expect(part(el, 'message')!.textContent).to.equal('<b>Your card was declined.</b>');
    expect(shadow(el).querySelector('b')).to.equal(null);
  });

  it('on the subscription check page, follows a checked redirect', async () => {
    document.body.setAttribute('data-paywall-route', 'subscription.check');
    history.replaceState(null, '', `?redirect=${encodeURIComponent('/account/subscriptions')}`);
    const el = fixture('<paywall-payment-check></paywall-payment-check>');
    await waitFor(() => state(el) === 'redirecting');
    expect(navigations).to.deep.equal([new URL('/account/subscriptions', location.origin).href]);
  });

  it('on the subscription check page, refuses a hostile redirect and opens the error dialog', async () => {
    document.body.setAttribute('data-paywall-route', 'subscription.check');
    history.replaceState(null, '', `?redirect=${encodeURIComponent('javascript:alert(1)')}`);
    const el = fixture('<paywall-payment-check></paywall-payment-check>');
    await waitFor(() => state(el) === 'error');
    expect(navigations).to.deep.equal([]);
    expect($dialog.get()?.kind).to.equal('subscription-error');
    expect($dialog.get()?.title).to.equal('There was an error processing your subscription');
  });
});
