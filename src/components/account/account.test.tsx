import { expect } from 'chai';
import '../../../elements/paywall-account';
import { collect, fixture, shadow, waitFor, part, inputOf as input, sectionOf as section } from '../../../test/helpers/dom';
import { signUpFresh, typeInto, viewerSetup } from '../../../test/helpers/sandbox-page';
import { getClient } from '../../stores/client';
import { refreshSession } from '../../stores/session';
import type { PaywallErrorDetail } from '../ui/host';
import type { ExitSurveyEventDetail } from './survey';

const base = (el: Element) => shadow(el).querySelector('[part~="base"]')!;
const submit = (el: Element, form: string) => part<HTMLFormElement>(el, form)!.requestSubmit();

describe('<paywall-account>', () => {
  const viewer = viewerSetup({ signedIn: false });
  const sent = viewer.sent;

  it('signed out, shows the sign-in form inline and continues with the chosen section once signed in', async () => {
    await refreshSession();
    const el = fixture('<paywall-account section="password"></paywall-account>');
    await waitFor(() => base(el).getAttribute('data-state') === 'signed-out', { timeout: 8000 });
    expect(part(el, 'message')!.textContent).to.equal('Sign in to manage your account.');
    await signUpFresh();
    await refreshSession();
    await waitFor(() => section(el, 'password')?.getAttribute('data-state') === 'ready', { timeout: 8000, message: 'the password section after sign-in' });
    expect(base(el).getAttribute('data-state')).to.equal('signed-in');
  });

  describe('when signed in', () => {
    let email: string;
    beforeEach(async () => {
      email = await signUpFresh();
      await refreshSession();
    });

    it('tabs work by keyboard: arrows move and choose, the panel follows', async () => {
      const el = fixture('<paywall-account></paywall-account>');
      const tabs = await waitFor(() => {
        const list = [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
        return list.length ? list : null;
      }, { timeout: 8000 });
      expect(tabs[0].getAttribute('aria-selected')).to.equal('true');
      tabs[0].focus();
      tabs[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
      await waitFor(() => section(el, 'password'));
      expect(shadow(el).activeElement?.id).to.equal('tab-password');
      expect(part(el, 'panel')!.getAttribute('aria-labelledby')).to.equal('tab-password');
      const single = fixture('<paywall-account section="password" single="true"></paywall-account>');
      await waitFor(() => section(single, 'password'), { timeout: 8000 });
      expect(part(single, 'tabs')).to.equal(null);
    });

    it('details: the e-mail is read-only, a server error shows at its field, then a save succeeds', async () => {
      const el = fixture('<paywall-account section="details"></paywall-account>');
      const errors = collect<PaywallErrorDetail>(el, 'paywall-error');
      await waitFor(() => section(el, 'details')?.getAttribute('data-state') === 'ready', { timeout: 8000 });
      expect(input(el, 'email').value).to.equal(email);
      expect(input(el, 'email').readOnly).to.equal(true);
      expect(input(el, 'full-name').value).to.equal('Test Viewer');
      expect(shadow(el).querySelector('select[name="extra-country"], input[name="extra-country"]'), 'the merchant\'s register fields').to.not.equal(null);
      typeInto(input(el, 'full-name'), 'Renamed Viewer');
      typeInto(input(el, 'date-of-birth'), '2999-01-01');
      submit(el, 'details-form');
      await waitFor(() => part(el, 'field-date-of-birth')?.querySelector('[part="field-error"]'), { timeout: 8000 });
      expect(part(el, 'field-date-of-birth')!.textContent).to.include('Date of birth must be in the past');
      expect(input(el, 'date-of-birth').getAttribute('aria-invalid')).to.equal('true');
      expect(errors.map((e) => e.detail.code)).to.deep.equal(['details_save_failed']);
      typeInto(input(el, 'date-of-birth'), '1990-05-01');
      submit(el, 'details-form');
      await waitFor(() => part(el, 'notice')?.textContent === 'Your details were saved.', { timeout: 8000 });
      const me = await getClient().accounts.getAccount();
      expect(me.full_name).to.equal('Renamed Viewer');
    });

    it('password: the platform refuses a wrong current password at its field; a change lets the viewer sign in with the new one', async () => {
      const el = fixture('<paywall-account section="password" single="true"></paywall-account>');
      await waitFor(() => section(el, 'password')?.getAttribute('data-state') === 'ready', { timeout: 8000 });
      typeInto(input(el, 'old-password'), 'not-my-password');
      typeInto(input(el, 'password'), 'short');
      typeInto(input(el, 'password-confirmation'), 'short');
      submit(el, 'password-form');
      await waitFor(() => part(el, 'field-password')?.textContent?.includes('at least 8'));
      expect(sent.filter((s) => s.includes('change-password'))).to.deep.equal([], 'a short password is refused before sending');
      typeInto(input(el, 'password'), 'brand-new-pass');
      typeInto(input(el, 'password-confirmation'), 'brand-new-pass');
      submit(el, 'password-form');
      await waitFor(() => part(el, 'field-old-password')?.textContent?.includes('Old password is not correct'), { timeout: 8000 });
      typeInto(input(el, 'old-password'), 'password-123');
      submit(el, 'password-form');
      await waitFor(() => part(el, 'notice')?.textContent === 'Your password was changed.', { timeout: 8000 });
      expect(section(el, 'password')!.getAttribute('data-state')).to.equal('success');
      await getClient().session.clear();
      await getClient().accounts.signIn({ email, password: 'brand-new-pass' });
      expect((await getClient().accounts.getAccount()).email).to.equal(email);
    });

    it('opens the exit survey on paywall-exit-survey-open and hands the answers over as a cancelable event', async () => {
      const el = fixture('<paywall-account survey-reasons="Too pricey|Moving abroad"></paywall-account>');
      await waitFor(() => section(el, 'details'), { timeout: 8000 });
      const answers = collect<ExitSurveyEventDetail>(el, 'paywall-exit-survey');
      document.dispatchEvent(new CustomEvent('paywall-exit-survey-open'));
      const dialog = await waitFor(() => shadow(el).querySelector<HTMLDialogElement>('dialog[open]'));
      expect(dialog.getAttribute('aria-label')).to.equal('Before you go');
      const boxes = [...dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
      expect(boxes.map((b) => b.parentElement!.textContent!.trim())).to.deep.equal(['Too pricey', 'Moving abroad']);
      // each box stands centred on its reason's line
      for (const box of boxes) {
        const [b, line] = [box.getBoundingClientRect(), box.parentElement!.getBoundingClientRect()];
        expect(Math.abs((b.top + b.bottom) / 2 - (line.top + line.bottom) / 2), `centred on the line ${JSON.stringify([b.top, b.bottom, line.top, line.bottom])}`).to.be.at.most(0.5);
      }
      boxes[1].click();
      const text = dialog.querySelector<HTMLTextAreaElement>('textarea')!;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(text, '  New job  ');
      text.dispatchEvent(new Event('input', { bubbles: true }));
      part<HTMLButtonElement>(el, 'survey-send')!.click();
      await waitFor(() => answers.length === 1);
      expect(answers[0].cancelable).to.equal(true);
      expect(answers[0].detail).to.deep.equal({ trigger: 'event', context: {}, reasons: ['Moving abroad'], text: 'New job', skipped: false });
      await waitFor(() => part(el, 'notice')?.textContent === 'Thank you for your feedback.');
      expect(dialog.open).to.equal(false);
      document.dispatchEvent(new CustomEvent('paywall-exit-survey-open', { detail: { title: 'Quick question' } }));
      await waitFor(() => shadow(el).querySelector('dialog[open]'));
      part<HTMLButtonElement>(el, 'survey-skip')!.click();
      await waitFor(() => answers.length === 2);
      expect(answers[1].detail.skipped).to.equal(true);
    });
  });
});
