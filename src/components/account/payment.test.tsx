import { expect } from 'chai';
import '../../../elements/paywall-account';
import { fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { viewerSetup } from '../../../test/helpers/sandbox-page';
import { getClient } from '../../stores/client';
import { maskedCard } from './sections/payment';

const section = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="section-payment"]');

describe('<paywall-account section="payment">', () => {
  const viewer = viewerSetup({ record: false });

  it('says so when nothing is saved, and opens the card-update page and the mandate page on the card frame\'s origin', async () => {
    const el = fixture('<paywall-account section="payment" single="true"></paywall-account>');
    await waitFor(() => section(el)?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    expect(part(el, 'default-card')!.textContent).to.include('No card saved.');
    expect(part(el, 'mandate')!.textContent).to.include('No direct-debit mandate.');
    part<HTMLButtonElement>(el, 'replace-card')!.click();
    const frame = await waitFor(() => part<HTMLIFrameElement>(el, 'card-frame'));
    const src = new URL(frame.src);
    expect(src.origin).to.equal(new URL(viewer.info.apiBase).origin);
    expect(src.pathname).to.equal('/card-frame/card-update.html');
    expect(src.searchParams.get('parent')).to.equal(location.origin);
    await waitFor(() => !part<HTMLButtonElement>(el, 'save-button')!.disabled, { timeout: 10000, message: 'the card-update page connected' });
    part<HTMLButtonElement>(el, 'cancel-button')!.click();
    (await waitFor(() => part<HTMLButtonElement>(el, 'new-mandate'))).click();
    const mandate = await waitFor(() => part<HTMLIFrameElement>(el, 'mandate-frame'));
    expect(new URL(mandate.src).pathname).to.equal('/card-frame/mandate.html');
  });

  it('shows the saved card masked and the mandate by its last four', async () => {
    await getClient().payments.setDefaultCreditCard({ cardNumber: '5555555555554444', cardName: 'Ada Lovelace', cvc: '123', expMonth: 4, expYear: 2031, currency: 'EUR' });
    await getClient().payments.createDirectDebitMandate({ name: 'Ada Lovelace', iban: 'DE89370400440532013000' });
    const el = fixture('<paywall-account section="payment"></paywall-account>');
    await waitFor(() => section(el)?.getAttribute('data-state') === 'ready', { timeout: 8000 });
    expect(part(el, 'default-card')!.textContent).to.include('Mastercard •••• 4444, expires 04/31');
    expect(part(el, 'mandate')!.textContent).to.include('Bank account DE •••• 3000');
    expect(shadow(el).textContent).to.not.include('5555555555554444');
    expect(maskedCard({ number: '4242424242424242' })).to.equal('Card •••• 4242');
  });
});
