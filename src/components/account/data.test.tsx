import { expect } from 'chai';
import '../../../elements/paywall-account';
import { collect, fixture, shadow, waitFor, part, inputOf as input } from '../../../test/helpers/dom';
import { signUpFresh, typeInto, viewerSetup } from '../../../test/helpers/sandbox-page';
import { getClient } from '../../stores/client';
import { refreshSession } from '../../stores/session';
import type { ExitSurveyEventDetail } from './survey';

const base = (el: Element) => shadow(el).querySelector('[part~="base"]')!;

describe('<paywall-account section="data">', () => {
  const viewer = viewerSetup({ signedIn: false, record: false });

  it('exports after the password is confirmed (a wrong one is refused at its field)', async () => {
    const email = await signUpFresh();
    await refreshSession();
    const el = fixture('<paywall-account section="data" single="true"></paywall-account>');
    const form = await waitFor(() => part<HTMLFormElement>(el, 'export-form'), { timeout: 8000 });
    form.requestSubmit();
    await waitFor(() => part(el, 'field-export-password')?.textContent?.includes('Enter your password.'));
    typeInto(input(el, 'export-password'), 'wrong-password');
    form.requestSubmit();
    await waitFor(() => part(el, 'field-export-password')?.textContent?.includes('Password is not correct'), { timeout: 8000 });
    typeInto(input(el, 'export-password'), 'password-123');
    form.requestSubmit();
    await waitFor(() => part(el, 'notice')?.textContent === 'Your data is on its way to your e-mail address.', { timeout: 8000 });
    const mail = await (await fetch(`${viewer.info.apiBase}/sandbox/mailbox?format=json&to=${encodeURIComponent(email)}`)).json();
    expect(JSON.stringify(mail)).to.include('Your data export');
  });

  it('erases only with the password, the box ticked and the survey passed; then the session and its token are gone and the element is signed out', async () => {
    await signUpFresh();
    await refreshSession();
    const token = (await getClient().session.get())!.token;
    const el = fixture('<paywall-account section="data"></paywall-account>');
    const answers = collect<ExitSurveyEventDetail>(el, 'paywall-exit-survey');
    const form = await waitFor(() => part<HTMLFormElement>(el, 'erase-form'), { timeout: 8000 });
    expect(part(el, 'erase-warning')!.textContent).to.include('It cannot be undone.');
    typeInto(input(el, 'erase-password'), 'password-123');
    form.requestSubmit();
    await waitFor(() => part(el, 'form-error')?.textContent === 'Tick the box to confirm that you understand.');
    input(el, 'understood').click();
    typeInto(input(el, 'erase-password'), 'not-the-password');
    form.requestSubmit();
    await waitFor(() => shadow(el).querySelector('dialog[open]'));
    part<HTMLButtonElement>(el, 'survey-skip')!.click();
    await waitFor(() => part(el, 'field-erase-password')?.textContent?.includes('Password is not correct'), { timeout: 8000 });
    expect(answers.map((a) => a.detail.trigger)).to.deep.equal(['erase']);
    typeInto(input(el, 'erase-password'), 'password-123');
    form.requestSubmit();
    await waitFor(() => shadow(el).querySelector('dialog[open]'));
    part<HTMLButtonElement>(el, 'survey-send')!.click();
    await waitFor(() => base(el).getAttribute('data-state') === 'signed-out', { timeout: 8000, message: 'signed out after the erase' });
    expect(await getClient().session.get()).to.equal(null);
    const after = await fetch(`${viewer.info.apiBase}/accounts`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).to.equal(401);
  });
});
