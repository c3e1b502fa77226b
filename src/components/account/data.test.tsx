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
    // the sign-in form shows under a confirmation, which has the focus (the erase form has gone)
    const confirmation = await waitFor(() => part(el, 'notice'));
    expect(confirmation.textContent).to.equal('Your account has been erased, and you are signed out.');
    expect(confirmation.closest('[role="status"]')).to.not.equal(null);
    await waitFor(() => shadow(el).activeElement === confirmation, { message: 'the confirmation has the focus' });
    expect(await getClient().session.get()).to.equal(null);
    const after = await fetch(`${viewer.info.apiBase}/accounts`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).to.equal(401);
  });

  it('closing the survey erases nothing, says so and clears the form; skipping it erases and confirms', async () => {
    await signUpFresh();
    await refreshSession();
    const token = (await getClient().session.get())!.token;
    const el = fixture('<paywall-account section="data"></paywall-account>');
    const form = await waitFor(() => part<HTMLFormElement>(el, 'erase-form'), { timeout: 8000 });
    const live = form.querySelector('[role="status"]');
    expect(live, 'the live region is there before any text').to.not.equal(null);
    typeInto(input(el, 'erase-password'), 'password-123');
    input(el, 'understood').click();
    form.requestSubmit();
    await waitFor(() => shadow(el).querySelector('dialog[open]'));
    part<HTMLButtonElement>(el, 'dialog-close')!.click();
    await waitFor(() => part(el, 'notice')?.textContent === 'Nothing was erased: the survey was closed, and your account stays as it is.');
    expect(part(el, 'notice')!.parentElement).to.equal(live, 'said in the region that was there');
    expect(input(el, 'erase-password').value).to.equal('');
    expect(input(el, 'understood').checked).to.equal(false);
    expect((await fetch(`${viewer.info.apiBase}/accounts`, { headers: { authorization: `Bearer ${token}` } })).status).to.equal(200);
    // Skip goes on with the erase
    typeInto(input(el, 'erase-password'), 'password-123');
    input(el, 'understood').click();
    form.requestSubmit();
    await waitFor(() => shadow(el).querySelector('dialog[open]'));
    part<HTMLButtonElement>(el, 'survey-skip')!.click();
    await waitFor(() => part(el, 'notice')?.textContent === 'Your account has been erased, and you are signed out.', { timeout: 8000 });
    expect(base(el).getAttribute('data-state')).to.equal('signed-out');
    await waitFor(() => shadow(el).activeElement === part(el, 'notice'), { message: 'the confirmation has the focus' });
    expect((await fetch(`${viewer.info.apiBase}/accounts`, { headers: { authorization: `Bearer ${token}` } })).status).to.equal(401);
  });
});
