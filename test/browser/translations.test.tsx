import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/paywall-login';
import '../../elements/paywall-pricing';
import '../../elements/paywall-toasts';
import { createRoot } from 'react-dom/client';
import { PhaseView } from '../../src/components/checkout/pay-form-view';
import { pushToast, clearToasts } from '../../src/stores/toasts';
import { setConfig } from '../../src/stores/config';
import { $overrides, setMessages } from '../../src/i18n/overrides';
import { $translations } from '../../src/i18n/core';
import { cleanup, fixture, shadow, waitFor } from '../helpers/dom';
import { leaveSandbox, useSandbox } from '../helpers/sandbox-page';

const part = <T extends Element = HTMLElement>(el: Element, name: string) => shadow(el).querySelector<T>(`[part~="${name}"]`);
const all = (el: Element, name: string) => [...shadow(el).querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const text = (el: Element, name: string) => part(el, name)?.textContent ?? '';

describe('translations', () => {
  beforeEach(async () => {
    await useSandbox();
    await setViewport({ width: 1200, height: 800 });
  });
  afterEach(async () => {
    cleanup();
    $overrides.set({});
    await leaveSandbox();
    await setViewport({ width: 800, height: 600 });
  });

  it('renders the login and the pricing right to left in Arabic', async () => {
    setConfig({ locale: 'ar' });
    const login = fixture('<paywall-login></paywall-login>');
    const pricing = fixture('<paywall-pricing item-id="40001"></paywall-pricing>');
    // the Arabic chunk arrives after the first render: wait for its texts
    await waitFor(() => text(login, 'title') === 'تسجيل الدخول' && !!shadow(login).querySelector('label')?.textContent?.includes('البريد الإلكتروني'), { message: 'Arabic login texts' });
    expect(part(login, 'base')!.getAttribute('dir')).to.equal('rtl');
    expect(part(login, 'submit')!.textContent).to.equal('تسجيل الدخول');
    expect(shadow(login).querySelector('label')!.textContent).to.contain('البريد الإلكتروني');
    // the actions row starts on the right: the submit button sits at its right edge
    const submit = part(login, 'submit')!.getBoundingClientRect();
    const row = part(login, 'submit')!.parentElement!.getBoundingClientRect();
    expect(Math.abs(row.right - submit.right)).to.be.below(2);
    expect(submit.left - row.left).to.be.above(20);

    await waitFor(() => text(pricing, 'choose') === 'اختيار' && text(pricing, 'card-term') !== '48 hours of access', { message: 'Arabic pricing' });
    expect(part(pricing, 'base')!.getAttribute('dir')).to.equal('rtl');
    // cards run right to left: the first card is to the right of the second
    const [first, second] = all(pricing, 'card').map((c) => c.getBoundingClientRect());
    expect(first.left).to.be.above(second.left);
    // prices in the Arabic locale's own format, through Intl
    expect(text(pricing, 'card-price')).to.equal(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(3.99));
  });

  it('shows German texts and German-formatted prices in German', async () => {
    setConfig({ locale: 'de-DE' });
    const pricing = fixture('<paywall-pricing item-id="40001"></paywall-pricing>');
    const login = fixture('<paywall-login></paywall-login>');
    // each group's German chunk arrives on its own: wait for the pricing and the shared texts
    await waitFor(() => text(pricing, 'choose') === 'Auswählen' && text(pricing, 'card-term') === '48 Stunden Zugang', { message: 'German pricing' });
    expect(part(pricing, 'base')!.getAttribute('dir')).to.equal('ltr');
    expect(all(pricing, 'card-price').map((p) => p.textContent)).to.deep.equal(['3,99\u00a0€', '10,99\u00a0€']);
    expect(text(pricing, 'card-term')).to.equal('48 Stunden Zugang');
    expect(part(pricing, 'choose')!.getAttribute('aria-label')).to.equal(`${text(pricing, 'card-title')} auswählen, 3,99\u00a0€`);
    await waitFor(() => text(login, 'title') === 'Anmelden', { message: 'German login title' });
    expect(text(login, 'link-forgot')).to.equal('Passwort vergessen?');
    // left to right, the submit button starts the row
    const submit = part(login, 'submit')!.getBoundingClientRect();
    const row = part(login, 'submit')!.parentElement!.getBoundingClientRect();
    expect(Math.abs(submit.left - row.left)).to.be.below(2);
    // a check's message in German too (once the field checks' German chunk is in)
    await waitFor(() => $translations.get()['checks:de'], { message: 'German field checks loaded' });
    part<HTMLButtonElement>(login, 'submit')!.click();
    await waitFor(() => shadow(login).querySelector('[part~="field-error"]'), { message: 'field error' });
    expect(shadow(login).querySelector('[part~="field-error"]')!.textContent).to.equal('Geben Sie Ihre E-Mail-Adresse ein.');
  });

  it('lets the merchant override a text, with placeholders, over the catalogue', async () => {
    setConfig({ locale: 'de', messages: { 'common.accessFor': 'Leihen: {duration}' } });
    setMessages({ 'pricing.choose': 'Nehmen' });
    const pricing = fixture('<paywall-pricing item-id="40001"></paywall-pricing>');
    await waitFor(() => text(pricing, 'card-term') === 'Leihen: 48 Stunden', { message: 'overridden term' });
    expect(text(pricing, 'choose')).to.equal('Nehmen');
  });

  it("shows the payment flow's own messages in the page's language, and the platform's as sent", async () => {
    setConfig({ locale: 'de' });
    const holder = document.createElement('div');
    document.body.append(holder);
    const root = createRoot(holder);
    try {
      root.render(<PhaseView phase={{ status: 'failed', message: 'The payment was not authorised by your bank.', detail: '' }} onRetry={() => {}} onBack={() => {}} />);
      await waitFor(() => holder.querySelector('[part~="message"]')?.textContent === 'Die Zahlung wurde von Ihrer Bank nicht autorisiert.', { message: 'German flow message' });
      root.render(<PhaseView phase={{ status: 'failed', message: 'Your card was declined.', detail: '' }} onRetry={() => {}} onBack={() => {}} />);
      await waitFor(() => holder.querySelector('[part~="message"]')?.textContent === 'Your card was declined.', { message: "the platform's message as sent" });
    } finally {
      root.unmount();
      holder.remove();
    }
    const toasts = fixture('<paywall-toasts></paywall-toasts>');
    // (long-lived: however long the toasts' code takes to arrive, they are there to be read)
    pushToast({ kind: 'success', message: 'Payment completed', lifetime: 600_000 });
    pushToast({ kind: 'info', message: 'Added to your cart', lifetime: 600_000 });
    await waitFor(() => all(toasts, 'message').map((m) => m.textContent).join('|') === 'Zahlung abgeschlossen|Added to your cart', { message: `German notice: ${all(toasts, 'message').map((m) => m.textContent)}` });
    clearToasts();
  });
});
