import { expect } from 'chai';
import '../../../elements/paywall-gift';
import { cleanup, collect, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { signUpFresh, typeInto, type SandboxInfo, viewerSetup } from '../../../test/helpers/sandbox-page';
import { createClient } from '../../client';
import { getClient } from '../../stores/client';
import { refreshSession } from '../../stores/session';
import { keepGiftVoucher } from '../../stores/gift-voucher';
import { resetPaymentEvents } from '../../stores/payment-events';
import type { GiftEventDetail } from './gift';
import type { PaywallErrorDetail } from '../ui/host';
import { setConfig } from '../../stores/config';
import { inLocale } from '../../../test/helpers/locale';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');
const arabic = (n: number) => new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(n);

/** A gift of item 40001 bought by another viewer for `receiver`; resolves to the code from the receiver's mailbox. */
async function giftFor(info: SandboxInfo, receiver: string): Promise<string> {
  const buyer = createClient({ baseURL: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId, storage: 'memory' });
  await buyer.accounts.signUp({ fullName: 'Gift Buyer', email: `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`, password: 'password-123', passwordConfirmation: 'password-123' });
  await buyer.payments.createPayment({
    number: '4242424242424242', cardName: 'Gift Buyer', expMonth: 12, expYear: new Date().getFullYear() + 2, cvv: '123',
    accessFee: 62002, paymentMethod: 1, returnUrl: location.href, isGift: true, receiverEmail: receiver,
  });
  const mail = await (await fetch(`${info.apiBase}/sandbox/mailbox?to=${encodeURIComponent(receiver)}&format=json`)).json();
  return mail.collection[0].code as string;
}

describe('<paywall-gift>', () => {
  const viewer = viewerSetup({
    signedIn: false, record: false,
    cleanup: () => {
      resetPaymentEvents();
      document.body.removeAttribute('data-paywall-route');
      document.body.removeAttribute('data-paywall-plan-id');
      sessionStorage.removeItem('paywall-elements.gift-voucher');
    },
  });

  it('asks a signed-out viewer to sign in before giving', async () => {
    await refreshSession();
    const el = fixture('<paywall-gift item-id="40001"></paywall-gift>');
    await waitFor(() => state(el) === 'signed-out', { timeout: 8000 });
    expect(part(el, 'message')!.textContent).to.equal('Sign in or create an account to give a gift.');
  });

  describe('when signed in', () => {
    beforeEach(async () => {
      await signUpFresh();
      await refreshSession();
    });

    it('buys the plan\'s gift fee (the route\'s planId): the gift price, the receiver\'s e-mail checked before anything is sent, the card frame', async () => {
      document.body.setAttribute('data-paywall-route', 'gift-journey.payment-details');
      document.body.setAttribute('data-paywall-plan-id', '40001');
      const el = fixture('<paywall-gift></paywall-gift>');
      await waitFor(() => state(el) === 'ready', { timeout: 8000, message: 'ready' });
      expect(part(el, 'fee-name')!.textContent).to.equal('Gift: The Lighthouse Keeper to own');
      expect(part(el, 'price')!.getAttribute('data-amount')).to.equal('12.99');
      expect(new URL(part<HTMLIFrameElement>(el, 'card-frame')!.src).pathname).to.equal('/card-frame/');
      await waitFor(() => !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000, message: 'the card frame is ready' });
      part<HTMLButtonElement>(el, 'pay-button')!.click();
      await waitFor(() => part(el, 'field-error'));
      expect(part(el, 'field-error')!.textContent).to.equal('Enter the e-mail address of the receiver.');
      expect(state(el)).to.equal('ready', 'nothing started');
      typeInto(shadow(el).querySelector<HTMLInputElement>('input[name="receiverEmail"]')!, 'not-an-email');
      part<HTMLButtonElement>(el, 'pay-button')!.click();
      await waitFor(() => part(el, 'field-error')?.textContent === 'Enter a valid e-mail address for the receiver.');
      expect(state(el)).to.equal('ready');
    });

    it('gives in German: the form, the receiver\'s check and the gift price in German', async () => {
      const el = await inLocale('de-DE', '<paywall-gift item-id="40001"></paywall-gift>', (e) => state(e) === 'ready' && part(e, 'label')?.textContent === 'E-Mail-Adresse des Empfängers', 'German gift form');
      expect(part(el, 'base')!.getAttribute('dir')).to.equal('ltr');
      expect(part(el, 'heading')!.textContent).to.equal('Gift: The Lighthouse Keeper to own verschenken');
      expect(part(el, 'price')!.textContent).to.equal('12,99\u00a0€');
      expect(shadow(el).querySelector('label[for="gift-message"]')!.textContent).to.equal('Nachricht (optional)');
      await waitFor(() => !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000, message: 'the card frame is ready' });
      expect(part(el, 'pay-button')!.textContent).to.equal('12,99\u00a0€ bezahlen');
      part<HTMLButtonElement>(el, 'pay-button')!.click();
      await waitFor(() => part(el, 'field-error'));
      expect(part(el, 'field-error')!.textContent).to.equal('Geben Sie die E-Mail-Adresse des Empfängers ein.');
      expect(state(el)).to.equal('ready', 'nothing started');
    });

    it('takes a gift code in Arabic, right to left', async () => {
      const el = await inLocale('ar', '<paywall-gift mode="redeem"></paywall-gift>', (e) => state(e) === 'redeem' && part(e, 'heading')?.textContent === 'استلام هدية', 'Arabic redeem form');
      expect(part(el, 'base')!.getAttribute('dir')).to.equal('rtl');
      expect(part(el, 'label')!.textContent).to.equal('رمز الهدية');
      expect(part(el, 'redeem-check')!.textContent).to.equal('التحقق من الرمز');
    });

    it('says so when the item has no gift fee', async () => {
      const el = fixture('<paywall-gift item-id="40013"></paywall-gift>');
      await waitFor(() => state(el) === 'unavailable', { timeout: 8000 });
    });

    it('redeems a received code: the platform names its price, which becomes free, and the access is confirmed', async () => {
      await getClient().session.clear();
      const receiver = `receiver-${Date.now()}@example.test`;
      const code = await giftFor(viewer.info, receiver);
      await getClient().accounts.signUp({ fullName: 'Receiver', email: receiver, password: 'password-123', passwordConfirmation: 'password-123' });
      await refreshSession();
      const el = fixture('<paywall-gift mode="redeem"></paywall-gift>');
      const events = collect<GiftEventDetail>(el, 'paywall-gift');
      await waitFor(() => state(el) === 'redeem', { timeout: 8000 });
      typeInto(shadow(el).querySelector<HTMLInputElement>('input[name="giftCode"]')!, code);
      await waitFor(() => !part<HTMLButtonElement>(el, 'redeem-check')!.disabled);
      part<HTMLButtonElement>(el, 'redeem-check')!.click();
      await waitFor(() => state(el) === 'redeem-ready', { timeout: 8000 });
      expect(part(el, 'fee-name')!.textContent).to.equal('Gift: The Lighthouse Keeper to own');
      expect(part(el, 'price')!.getAttribute('data-amount')).to.equal('0');
      part<HTMLButtonElement>(el, 'pay-button')!.click();
      await waitFor(() => state(el) === 'redeemed', { timeout: 15000, message: 'redeemed' });
      expect(events.map((e) => e.detail)).to.deep.equal([{ action: 'redeemed', itemId: '40001', accessFeeId: '62002' }]);
      expect((await getClient().assets.checkAccessForAsset(40001)).item_id).to.equal(40001);
    });

    it('refuses an unknown code with the platform\'s message and a paywall-error', async () => {
      const el = fixture('<paywall-gift mode="redeem" item-id="40001"></paywall-gift>');
      const errors = collect<PaywallErrorDetail>(el, 'paywall-error');
      await waitFor(() => state(el) === 'redeem', { timeout: 8000 });
      typeInto(shadow(el).querySelector<HTMLInputElement>('input[name="giftCode"]')!, 'GIFT-NOPE');
      await waitFor(() => !part<HTMLButtonElement>(el, 'redeem-check')!.disabled);
      part<HTMLButtonElement>(el, 'redeem-check')!.click();
      await waitFor(() => part(el, 'field-error'), { timeout: 8000 });
      expect(part(el, 'field-error')!.textContent).to.equal('Invalid voucher code');
      expect(errors.map((e) => e.detail.code)).to.deep.equal(['voucher_rejected']);
      expect(state(el)).to.equal('redeem');
    });
  });

  it('on the journey\'s success route shows the gift this tab bought, as text, with a copy button', async () => {
    keepGiftVoucher({ code: 'GIFT-ABC123', receiverEmail: 'friend@example.test', amount: '12.99', currency: 'EUR', title: '<img src=x onerror=alert(1)>', message: 'Enjoy!' });
    document.body.setAttribute('data-paywall-route', 'gift-journey.payment_success');
    const el = fixture('<paywall-gift></paywall-gift>');
    await waitFor(() => state(el) === 'sent');
    expect(part(el, 'code')!.textContent).to.equal('GIFT-ABC123');
    expect(part(el, 'receiver')!.textContent).to.equal('friend@example.test');
    expect(part(el, 'amount')!.textContent).to.equal('€12.99');
    expect(part(el, 'gift-message')!.textContent).to.equal('Enjoy!');
    expect(part(el, 'gift-title')!.textContent).to.equal('<img src=x onerror=alert(1)>', 'text, not markup');
    expect(shadow(el).querySelector('img')).to.equal(null);
    expect(part(el, 'copy-button')!.textContent).to.equal('Copy code');
  });

  it('shows the gift bought in German, its price in German; in Arabic right to left with an Arabic price', async () => {
    keepGiftVoucher({ code: 'GIFT-ABC123', receiverEmail: 'friend@example.test', amount: '12.99', currency: 'EUR', title: 'Film' });
    document.body.setAttribute('data-paywall-route', 'gift-journey.payment_success');
    setConfig({ locale: 'de-DE' });
    const el = fixture('<paywall-gift></paywall-gift>');
    await waitFor(() => state(el) === 'sent' && part(el, 'heading')?.textContent === 'Ihr Geschenk ist unterwegs', { message: 'German gift' });
    expect(part(el, 'amount')!.textContent).to.equal('12,99\u00a0€');
    expect(part(el, 'copy-button')!.textContent).to.equal('Code kopieren');
    expect(part(el, 'next')!.textContent).to.match(/^Wir haben diesen Code an friend@example\.test gesendet\. /);
    cleanup();
    setConfig({ locale: 'ar' });
    const ar = fixture('<paywall-gift></paywall-gift>');
    await waitFor(() => part(ar, 'heading')?.textContent === 'هديتك في الطريق', { message: 'Arabic gift' });
    expect(part(ar, 'base')!.getAttribute('dir')).to.equal('rtl');
    expect(part(ar, 'amount')!.textContent).to.equal(arabic(12.99));
  });

  it('on the success route without a gift in this tab says there is none; on the failed route offers the way back', async () => {
    document.body.setAttribute('data-paywall-route', 'gift-journey.payment_success');
    const empty = fixture('<paywall-gift></paywall-gift>');
    await waitFor(() => state(empty) === 'empty');
    cleanup();
    document.body.setAttribute('data-paywall-route', 'gift-journey.payment_failed');
    document.body.setAttribute('data-paywall-plan-id', '50001');
    const failed = fixture('<paywall-gift></paywall-gift>');
    await waitFor(() => state(failed) === 'failed');
    expect(part(failed, 'back-link')!.getAttribute('href')).to.equal('/gift-journey/50001/payment/details');
  });
});
