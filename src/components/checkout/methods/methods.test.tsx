import { expect } from 'chai';
import '../../../../elements/paywall-checkout';
import { cleanup, collect, fixture, shadow, waitFor, part } from '../../../../test/helpers/dom';
import { leaveSandbox, signUpFresh, typeInto, useSandbox, type SandboxInfo } from '../../../../test/helpers/sandbox-page';
import { createClient } from '../../../client';
import type { PaywallClient } from '../../../client/client';
import { getClient, setClient } from '../../../stores/client';
import { refreshSession } from '../../../stores/session';
import { setNavigator } from '../../../stores/navigation';
import { readPending, forgetPending } from '../../../stores/pending-purchase';
import { closeBankFrame } from '../../../stores/bank-frame';
import { $paymentEvents, resetPaymentEvents } from '../../../stores/payment-events';
import type { PurchaseEventDetail } from '../checkout';
import { setConfig } from '../../../stores/config';
import { afterIdle } from '../../../../test/helpers/page-work';

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]');
const state = (el: Element) => base(el)?.getAttribute('data-state');
const radios = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="radio"]')];
const checked = (el: Element) => radios(el).find((r) => r.getAttribute('aria-checked') === 'true')?.dataset.method;

describe('<paywall-checkout> payment methods', () => {
  let info: SandboxInfo;
  const navigations: string[] = [];
  /** Paths and methods of the requests the checkout sends. */
  const sent: string[] = [];
  let client: PaywallClient;

  beforeEach(async () => {
    info = await useSandbox();
    client = createClient({
      baseURL: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId, storage: 'memory',
      fetch: (input, init) => {
        const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        sent.push(`${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`);
        return fetch(input, init);
      },
    });
    setClient(client);
    await signUpFresh();
    await refreshSession();
    sent.length = 0;
    navigations.length = 0;
    setNavigator((url) => void navigations.push(url));
    forgetPending();
  });
  afterEach(async () => {
    cleanup();
    closeBankFrame();
    setNavigator(null);
    resetPaymentEvents();
    forgetPending();
    document.body.removeAttribute('data-paywall-route');
    setClient(null);
    await leaveSandbox();
  });

  const open = async (item: string, fee: string) => {
    const el = fixture(`<paywall-checkout item-id="${item}" access-fee-id="${fee}"></paywall-checkout>`);
    await waitFor(() => state(el) === 'ready' && radios(el).length > 1, { timeout: 8000, message: 'the method choice' });
    return el;
  };
  /** Presses Pay once it can be pressed (a press on a disabled button does nothing, on a loaded machine too). */
  const pay = async (el: Element) => {
    const button = await waitFor(() => {
      const b = part<HTMLButtonElement>(el, 'pay-button');
      return b && !b.disabled ? b : null;
    }, { message: () => `Pay enabled (state ${state(el)})` });
    button.click();
  };
  const choose = async (el: Element, method: string) => {
    shadow(el).querySelector<HTMLButtonElement>(`[data-method="${method}"]`)!.click();
    await waitFor(() => shadow(el).querySelector(`form[data-method="${method}"]`), { timeout: 8000, message: `${method} form` });
  };

  it('offers the platform\'s methods as a radio group, the card first and chosen; the arrow keys move and choose', async () => {
    const el = await open('40001', '60001');
    await waitFor(() => radios(el).length === 6, { message: 'wallets checked' });
    expect(radios(el).map((r) => r.textContent)).to.deep.equal(['Card', 'PayPal', 'iDEAL', 'SEPA Direct Debit', 'Apple Pay', 'Google Pay']);
    expect(shadow(el).querySelector('[role="radiogroup"]')!.getAttribute('aria-label')).to.equal('Payment method');
    expect(checked(el)).to.equal('card');
    expect(radios(el).map((r) => r.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1], 'one tab stop');
    expect(part(el, 'card-frame')).to.not.equal(null);
    radios(el)[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await waitFor(() => checked(el) === 'paypal');
    expect(shadow(el).activeElement?.getAttribute('data-method')).to.equal('paypal', 'focus follows');
    await waitFor(() => shadow(el).querySelector('form[data-method="paypal"]'));
    expect(part(el, 'card-frame')).to.equal(null, 'the card frame leaves with the card');
    radios(el)[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
    await waitFor(() => checked(el) === 'google-pay');
    radios(el)[5].dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true, composed: true }));
    await waitFor(() => checked(el) === 'card' && part(el, 'card-frame'));
  });

  it('speaks German: the choice, each form with its price, the saved account and the wallet step\'s window', async () => {
    await getClient().payments.createDirectDebitMandate({ name: 'Test Viewer', iban: 'DE89370400440532013000' });
    sent.length = 0;
    setConfig({ locale: 'de-DE' });
    const el = await open('40005', '60005');
    await waitFor(() => radios(el).length === 6 && radios(el)[0].textContent === 'Karte', { message: 'German choice' });
    expect(base(el)!.getAttribute('dir')).to.equal('ltr');
    expect(radios(el).map((r) => r.textContent)).to.deep.equal(['Karte', 'PayPal', 'iDEAL', 'SEPA-Lastschrift', 'Apple Pay', 'Google Pay']);
    expect(shadow(el).querySelector('[role="radiogroup"]')!.getAttribute('aria-label')).to.equal('Zahlungsart');
    await choose(el, 'ideal');
    await waitFor(() => part(el, 'pay-button')?.textContent === '4,99\u00a0€ mit iDEAL bezahlen', { message: 'German iDEAL' });
    expect(shadow(el).querySelector('select[name="bank"] option')!.textContent).to.equal('Wählen Sie Ihre Bank…');
    await pay(el);
    await waitFor(() => part(el, 'field-error'), { message: 'bank missing' });
    expect(part(el, 'field-error')!.textContent).to.equal('Wählen Sie Ihre Bank, um fortzufahren.');
    await choose(el, 'direct-debit');
    await waitFor(() => part(el, 'mandate-saved'), { timeout: 8000, message: 'the saved mandate' });
    expect(part(el, 'mandate-saved')!.textContent).to.equal('Bankkonto DE •••• 3000');
    expect(part(el, 'mandate-change')!.textContent).to.equal('Anderes Bankkonto verwenden');
    expect(part(el, 'pay-button')!.textContent).to.equal('4,99\u00a0€ per Lastschrift bezahlen');
    await choose(el, 'google-pay');
    expect(part(el, 'pay-button')!.textContent).to.equal('4,99\u00a0€ mit Google Pay bezahlen');
    expect(sent.filter((s) => s.startsWith('POST'))).to.deep.equal([], 'nothing sent yet');
    await pay(el);
    await waitFor(() => shadow(el).querySelector('[part~="bank-frame"]'), { timeout: 8000, message: 'the wallet sheet' });
    await waitFor(() => part(el, 'bank-cancel')?.textContent === 'Abbrechen', { message: 'German bank window' });
    expect(part(el, 'bank-bar')!.textContent).to.include('Bestätigen Sie die Zahlung mit Google Pay.');
    expect(part(el, 'bank-open')!.textContent).to.equal('In neuem Fenster öffnen');
  });

  it('runs right to left in Arabic, with Arabic prices', async () => {
    setConfig({ locale: 'ar' });
    const el = await open('40005', '60005');
    await waitFor(() => radios(el)[0]?.textContent === 'البطاقة', { message: 'Arabic choice' });
    expect(base(el)!.getAttribute('dir')).to.equal('rtl');
    await choose(el, 'ideal');
    const price = new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(4.99);
    await waitFor(() => part(el, 'pay-button')?.textContent === `ادفع ${price} عبر iDEAL`, { message: 'Arabic iDEAL' });
    expect(shadow(el).querySelector('[part~="field-bank"] label')!.textContent).to.equal('مصرفك');
  });

  it('a subscription offers only what can subscribe', async () => {
    // the choice as it stands once the checkout has nothing left to load
    const el = await afterIdle(() => open('50002', '61004'));
    expect(radios(el).map((r) => r.dataset.method)).to.deep.equal(['card', 'paypal', 'ideal', 'direct-debit']);
  });

  it('iDEAL asks for the bank first, then leaves once for the checked bank page with the return address carrying ippwat', async () => {
    document.body.setAttribute('data-paywall-route', 'content.payment_details');
    const el = await open('40002', '60002');
    await choose(el, 'ideal');
    const pay = part<HTMLButtonElement>(el, 'pay-button')!;
    expect(pay.textContent).to.equal('Pay €4.99 with iDEAL');
    pay.click();
    await waitFor(() => part(el, 'field-error'), { message: 'bank missing' });
    expect(part(el, 'field-error')!.textContent).to.equal('Choose your bank to continue.');
    expect(sent.filter((s) => s.startsWith('POST'))).to.deep.equal([], 'nothing sent without a bank');
    const select = shadow(el).querySelector<HTMLSelectElement>('select[name="bank"]')!;
    select.value = 'rabobank';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => !part(el, 'field-error'));
    for (let i = 0; i < 5; i++) pay.click();
    await waitFor(() => navigations.length === 1, { timeout: 8000, message: 'left for the bank' });
    expect(navigations[0]).to.match(new RegExp(`^${info.apiBase.replace(/\./g, '\\.')}/sandbox/bank/ideal/pi_`));
    expect(sent.filter((s) => s === 'POST /v2/payments')).to.have.length(1, 'one request for five clicks');
    // the phase is rendered after the navigation was handed over
    await waitFor(() => state(el) === 'requires-action', { message: `requires-action (${state(el)})` });
    expect(readPending()).to.deep.include({ itemId: '40002', accessFeeId: '60002', kind: 'ppv', method: 'ideal' });
    // the return address the platform was given: the route's check page, with ippwat=ppv
    const page = await (await fetch(navigations[0])).text();
    expect(page).to.match(/iDEAL: rabobank/);
  });

  it('a refused method ends in a readable message, not a spinner', async () => {
    const el = await open('40003', '60003');
    await choose(el, 'ideal');
    const select = shadow(el).querySelector<HTMLSelectElement>('select[name="bank"]')!;
    // a bank the platform does not know (an integration mistake): the platform refuses with 422
    const option = document.createElement('option');
    option.value = 'nonexistent_bank';
    select.append(option);
    select.value = 'nonexistent_bank';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await pay(el);
    await waitFor(() => state(el) === 'failed', { timeout: 8000, message: 'failed' });
    expect(part(el, 'message')!.textContent).to.equal('The payment was not accepted.');
    expect(part(el, 'detail')!.textContent).to.equal('Bank is not supported');
    expect(navigations).to.deep.equal([]);
    part<HTMLButtonElement>(el, 'back-button')!.click();
    await waitFor(() => state(el) === 'ready');
  });

  it('direct debit with the viewer\'s mandate shows the account and charges it; the platform confirms the access', async () => {
    await getClient().payments.createDirectDebitMandate({ name: 'Test Viewer', iban: 'DE89370400440532013000' });
    const el = await open('40004', '60004');
    const purchases = collect<PurchaseEventDetail>(el, 'paywall-purchase');
    await choose(el, 'direct-debit');
    await waitFor(() => part(el, 'mandate-saved'), { timeout: 8000, message: 'the saved mandate' });
    expect(part(el, 'mandate-saved')!.textContent).to.equal('Bank account DE •••• 3000');
    expect(part(el, 'mandate-frame')).to.equal(null, 'no form for a saved mandate');
    await pay(el);
    await waitFor(() => state(el) === 'success', { timeout: 15000, message: 'success' });
    expect(purchases.map((e) => e.detail)).to.deep.equal([{ itemId: '40004', accessFeeId: '60004', kind: 'ppv' }]);
    expect(sent).to.include('POST /v2/payments');
    expect(sent).to.include('GET /items/40004/access');
  });

  it('a new mandate is typed in a frame on the card frame\'s origin; "Use another bank account" shows it', async () => {
    await getClient().payments.createDirectDebitMandate({ name: 'Test Viewer', iban: 'DE89370400440532013000' });
    const el = await open('40004', '60004');
    await choose(el, 'direct-debit');
    await waitFor(() => part(el, 'mandate-change'), { timeout: 8000 });
    part<HTMLButtonElement>(el, 'mandate-change')!.click();
    const frame = await waitFor(() => part<HTMLIFrameElement>(el, 'mandate-frame'));
    const src = new URL(frame.src);
    expect(src.origin).to.equal(new URL(info.apiBase).origin);
    expect(src.pathname).to.equal('/card-frame/mandate.html');
    expect(src.searchParams.get('parent')).to.equal(location.origin);
    await waitFor(() => !part<HTMLButtonElement>(el, 'pay-button')!.disabled, { timeout: 8000, message: 'the mandate page is ready' });
  });

  it('Google Pay opens the wallet step over the page; paying there ends in the confirmed purchase', async () => {
    const el = await open('40005', '60005');
    await waitFor(() => radios(el).length === 6, { message: 'wallets' });
    await choose(el, 'google-pay');
    expect(part(el, 'pay-button')!.textContent).to.equal('Pay €4.99 with Google Pay');
    await pay(el);
    const frame = await waitFor(() => shadow(el).querySelector<HTMLIFrameElement>('[part~="bank-frame"]'), { timeout: 8000, message: 'the wallet sheet' });
    expect(frame.src).to.match(/\/sandbox\/bank\/wallet\/pi_/);
    expect(shadow(el).querySelector('[part~="bank-bar"]')!.textContent).to.include('Confirm the payment with Google Pay.');
    // the element's state follows the sheet in its own render
    await waitFor(() => state(el) === 'requires-action', { message: `state ${state(el)} with the sheet open` });
    // the viewer pays on the sheet (pressed here by the test: the sheet is on the platform's origin)
    const r = await fetch(`${frame.src}?format=json`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=approve' });
    expect(r.status).to.equal(200);
    await waitFor(() => state(el) === 'success', { timeout: 15000, message: 'success after the wallet' });
    expect(navigations).to.deep.equal([], 'the page never left');
  });

  it('PayPal leaves for the PayPal page the platform names', async () => {
    const el = await open('40006', '60006');
    await choose(el, 'paypal');
    await pay(el);
    await waitFor(() => navigations.length === 1, { timeout: 8000, message: () => `state ${state(el)}; went to ${navigations.join(', ') || 'nothing'}; sent ${sent.join(', ')}` });
    expect(navigations[0]).to.match(/\/sandbox\/bank\/paypal\/pi_/);
    // the platform's event names the same step, before or after its answer: the viewer is sent once
    await waitFor(() => $paymentEvents.get()?.type === 'payment.card.requires.action', { message: 'the requires-action event' });
    expect(navigations).to.have.length(1);
    expect(sent).to.include('POST /external-payments');
    expect(readPending()?.method).to.equal('paypal');
  });

  it('a voucher that takes the whole price (a received gift code) needs no card: Get access', async () => {
    const receiver = `gift-receiver-${Date.now()}@example.test`;
    const buyer = createClient({ baseURL: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId, storage: 'memory' });
    await buyer.accounts.signUp({ fullName: 'Gift Buyer', email: `gift-buyer-${Date.now()}@example.test`, password: 'password-123', passwordConfirmation: 'password-123' });
    await buyer.payments.createPayment({
      number: '4242424242424242', cardName: 'Gift Buyer', expMonth: 12, expYear: new Date().getFullYear() + 2, cvv: '123',
      accessFee: 62002, paymentMethod: 1, returnUrl: location.href, isGift: true, receiverEmail: receiver,
    });
    const mail = await (await fetch(`${info.apiBase}/sandbox/mailbox?to=${encodeURIComponent(receiver)}&format=json`)).json();
    const code = mail.collection[0].code as string;
    await getClient().session.clear();
    await getClient().accounts.signUp({ fullName: 'Receiver', email: receiver, password: 'password-123', passwordConfirmation: 'password-123' });
    await refreshSession();
    const el = await open('40001', '60021');
    typeInto(shadow(el).querySelector<HTMLInputElement>('input[name="voucher"]')!, code);
    await waitFor(() => !part<HTMLButtonElement>(el, 'voucher-apply')!.disabled);
    part<HTMLButtonElement>(el, 'voucher-apply')!.click();
    await waitFor(() => part(el, 'pay-button')?.textContent === 'Get access', { timeout: 8000, message: 'the free form' });
    expect(part(el, 'price')!.getAttribute('data-amount')).to.equal('0');
    expect(part(el, 'card-frame')).to.equal(null, 'no card needed');
    await pay(el);
    await waitFor(() => state(el) === 'success', { timeout: 15000, message: 'free access confirmed' });
    const me = await getClient().accounts.getAccount();
    const charges = await (await fetch(`${info.apiBase}/sandbox/charges?account=${encodeURIComponent(me.uuid)}`)).json();
    expect(charges.total).to.equal(0);
  });
});
