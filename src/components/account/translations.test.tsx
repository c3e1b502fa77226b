import { expect } from 'chai';
import '../../../elements/paywall-account';
import { collect, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { signUpFresh, viewerSetup } from '../../../test/helpers/sandbox-page';
import { getClient } from '../../stores/client';
import { setConfig } from '../../stores/config';
import { refreshSession } from '../../stores/session';
import type { ExitSurveyEventDetail } from './survey';
import { inLocale } from '../../../test/helpers/locale';

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
const tabs = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[role="tab"]')];
const sectionOf = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="section-${name}"]`);

describe('<paywall-account> in other languages', () => {
  viewerSetup({ signedIn: false });

  it('shows its tabs, a section and the exit survey in German, with prices and dates formatted the German way', async () => {
    await signUpFresh();
    await refreshSession();
    const c = getClient();
    await c.subscriptions.createSubscription({
      number: '4242424242424242', cardName: 'Test Viewer', expMonth: 12, expYear: new Date().getFullYear() + 2, cvv: '123',
      accessFee: 61004, paymentMethod: 1, returnUrl: location.origin + location.pathname,
    });
    const [sub] = (await c.subscriptions.getSubscriptions()).collection;
    setConfig({ locale: 'de-DE' });
    const el = fixture('<paywall-account section="subscriptions"></paywall-account>');
    // the frame's and the section chunk's German texts arrive on their own
    await waitFor(() => tabs(el)[0]?.textContent === 'Angaben' && part(el, 'status')?.textContent === 'Aktiv', { timeout: 8000, message: 'German tabs and section' });
    expect(base(el).getAttribute('dir')).to.equal('ltr');
    expect(tabs(el).map((t) => t.textContent)).to.include.members(['Passwort', 'Wiedergabeverlauf', 'Abonnements', 'Zahlungsmethoden']);
    expect(part(el, 'tabs')!.getAttribute('aria-label')).to.equal('Ihr Konto');
    expect(part(el, 'heading', sectionOf(el, 'subscriptions')!)!.textContent).to.equal('Abonnements');
    expect(shadow(el).querySelector('label[for="subscription-status"]')!.textContent).to.equal('Status');
    expect([...shadow(el).querySelectorAll('#subscription-status option')].map((o) => o.textContent)).to.deep.equal(['Alle', 'Aktiv', 'Gekündigt']);
    // the amount and the renewal date through Intl in de-DE
    const next = typeof sub.next_billing_date === 'number' ? new Date(sub.next_billing_date * 1000) : new Date(String(sub.next_billing_date));
    const price = new Intl.NumberFormat('de-DE', { style: 'currency', currency: String(sub.currency) }).format(Number(sub.amount));
    const date = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' }).format(next);
    expect(price).to.match(/^\d+,\d{2}\u00a0€$/);
    expect(date).to.match(/^\d{2}\.\d{2}\.\d{4}$/);
    const row = part(el, 'subscription')!;
    expect(row.querySelector('.muted')!.textContent).to.equal(`${price} · Verlängert sich am ${date}`);
    expect(part(el, 'details-button', row)!.textContent).to.equal('Verwalten');

    // the exit survey a page opens: German title, reasons and buttons; a default reason is reported by its English text
    const answers = collect<ExitSurveyEventDetail>(el, 'paywall-exit-survey');
    document.dispatchEvent(new CustomEvent('paywall-exit-survey-open', { bubbles: true, composed: true }));
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLDialogElement>('dialog[open]'));
    expect(dialog.textContent).to.include('Bevor Sie gehen');
    expect(dialog.querySelector('legend')!.textContent).to.equal('Warum gehen Sie? Kreuzen Sie alles Zutreffende an.');
    expect([...dialog.querySelectorAll('[part~="survey-reason"]')].map((r) => r.textContent!.trim())[0]).to.equal('Es ist zu teuer');
    expect(part(el, 'survey-send')!.textContent).to.equal('Senden');
    dialog.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    part<HTMLButtonElement>(el, 'survey-send')!.click();
    await waitFor(() => part(el, 'notice')?.textContent === 'Vielen Dank für Ihr Feedback.', { message: 'German thanks' });
    expect(answers.map((a) => a.detail.reasons)).to.deep.equal([['It is too expensive']]);
  });

  it('runs right to left in Arabic: dir="rtl" on its base part, the tabs start on the right', async () => {
    await signUpFresh();
    await refreshSession();
    setConfig({ locale: 'ar' });
    const el = fixture('<paywall-account></paywall-account>');
    await waitFor(() => tabs(el)[0]?.textContent === 'البيانات' && part(el, 'heading')?.textContent === 'بياناتك', { timeout: 8000, message: 'Arabic tabs' });
    expect(base(el).getAttribute('dir')).to.equal('rtl');
    const [first, second] = tabs(el).map((t) => t.getBoundingClientRect());
    expect(first.right).to.be.above(second.right);
    const label = await waitFor(() => shadow(el).querySelector('[part~="field-full-name"] label'), { timeout: 8000, message: 'the details form' });
    expect(label.textContent).to.equal('الاسم الكامل');
    // the arrow keys follow the layout: ArrowLeft goes to the next tab
    tabs(el)[0].focus();
    tabs(el)[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await waitFor(() => base(el).getAttribute('data-section') === 'password', { message: 'ArrowLeft moves to the second tab' });
  });

  it('asks a signed-out viewer to sign in, in the language of the page', async () => {
    await refreshSession();
    const el = await inLocale('fr', '<paywall-account></paywall-account>', (e) => part(e, 'message')?.textContent === 'Connectez-vous pour gérer votre compte.', 'French sign-in prompt');
    expect(base(el).getAttribute('data-state')).to.equal('signed-out');
  });
});
