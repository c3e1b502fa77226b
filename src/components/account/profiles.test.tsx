import { expect } from 'chai';
import '../../../elements/paywall-account';
import '../../../elements/paywall-login';
import { fixture, shadow, waitFor, part, inputOf as input } from '../../../test/helpers/dom';
import { sandboxInfo, typeInto, viewerSetup } from '../../../test/helpers/sandbox-page';
import { getClient } from '../../stores/client';
import { $activeProfile, setActiveProfile } from '../../stores/profile';

const section = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="section-profiles"]');
const button = (el: Element, label: string) => shadow(el).querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;

describe('<paywall-account section="profiles">', () => {
  viewerSetup({ record: false, cleanup: () => setActiveProfile(null) });

  it('starts empty, refuses a duplicate name at its field, creates a profile with a PIN and enters it after a wrong PIN', async () => {
    const el = fixture('<paywall-account section="profiles" single="true"></paywall-account>');
    const login = fixture('<paywall-login></paywall-login>');
    await waitFor(() => section(el)?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    expect(part(el, 'empty')!.textContent).to.include('No profiles yet');
    await getClient().accounts.createProfile({ name: 'Kids', adult: false });

    part<HTMLButtonElement>(el, 'add-button')!.click();
    await waitFor(() => part(el, 'profile-form'));
    typeInto(input(el, 'profile-name'), 'kids');
    part<HTMLFormElement>(el, 'profile-form')!.requestSubmit();
    await waitFor(() => part(el, 'field-profile-name')?.textContent?.includes('A profile with this name already exists'), { timeout: 8000 });
    typeInto(input(el, 'profile-name'), 'Parent');
    typeInto(input(el, 'new-pin'), '12a');
    part<HTMLFormElement>(el, 'profile-form')!.requestSubmit();
    await waitFor(() => part(el, 'field-new-pin')?.textContent?.includes('A PIN is 4 digits'));
    typeInto(input(el, 'new-pin'), '4321');
    part<HTMLFormElement>(el, 'profile-form')!.requestSubmit();
    await waitFor(() => part(el, 'notice')?.textContent === 'The profile Parent was added.', { timeout: 8000 });
    const created = (await getClient().accounts.getProfiles()).find((p) => p.name === 'Parent')!;
    expect(created.pin_required).to.equal(true);

    button(el, 'Enter Parent').click();
    await waitFor(() => part(el, 'pin-form'));
    typeInto(input(el, 'pin'), '0000');
    part<HTMLFormElement>(el, 'pin-form')!.requestSubmit();
    await waitFor(() => part(el, 'field-pin')?.textContent?.includes('That PIN is not right.'), { timeout: 8000 });
    expect($activeProfile.get()).to.equal(null);
    typeInto(input(el, 'pin'), '4321');
    part<HTMLFormElement>(el, 'pin-form')!.requestSubmit();
    await waitFor(() => part(el, 'notice')?.textContent === 'You are now watching as Parent.', { timeout: 8000 });
    expect($activeProfile.get()?.name).to.equal('Parent');
    await waitFor(() => part(el, 'profile-active')?.textContent?.includes('Watching now'));
    expect(part(el, 'profile')!.textContent).to.equal('Watching as Parent');
    await waitFor(() => login.shadowRoot?.querySelector('[part~="profile"]')?.textContent === 'Watching as Parent', { timeout: 8000, message: 'the sign-in element shows the profile' });
    expect((await getClient().accounts.getAccount()).uuid, 'the profile token works').to.be.a('string');
  });

  it('edits a profile, and deletes a PIN-protected one only with its PIN, after confirming', async () => {
    const p = await getClient().accounts.createProfile({ name: 'Guest', adult: true, pin: '1111' });
    const el = fixture('<paywall-account section="profiles"></paywall-account>');
    await waitFor(() => section(el)?.getAttribute('data-state') === 'ready', { timeout: 8000 });
    button(el, 'Edit Guest').click();
    typeInto(await waitFor(() => input(el, 'profile-name')), 'Visitor');
    part<HTMLFormElement>(el, 'profile-form')!.requestSubmit();
    await waitFor(() => part(el, 'notice')?.textContent === 'The profile Visitor was saved.', { timeout: 8000 });
    (await waitFor(() => button(el, 'Delete Visitor'))).click();
    (await waitFor(() => part<HTMLButtonElement>(el, 'confirm-button'))).click();
    typeInto(await waitFor(() => input(el, 'pin')), '2222');
    expect(part(el, 'pin-submit')!.textContent).to.equal('Delete');
    part<HTMLFormElement>(el, 'pin-form')!.requestSubmit();
    await waitFor(() => part(el, 'field-pin')?.textContent?.includes('That PIN is not right.') && input(el, 'pin').value === '', { timeout: 8000 });
    expect((await getClient().accounts.getProfiles()).map((x) => x.id)).to.include(p.id);
    typeInto(input(el, 'pin'), '1111');
    part<HTMLFormElement>(el, 'pin-form')!.requestSubmit();
    await waitFor(() => section(el)?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    expect(part(el, 'notice')!.textContent).to.equal('The profile Visitor was deleted.');
    expect((await getClient().accounts.getProfiles()).map((x) => x.id)).to.not.include(p.id);
  });

  it('after too many wrong PINs says how long to wait, counts it down on the button, then takes the right PIN', async () => {
    const { apiBase } = await sandboxInfo();
    const limits = (body?: object) => fetch(`${apiBase}/sandbox/limits`, { method: body ? 'POST' : 'DELETE', headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    await limits({ pin: { max: 2, windowSeconds: 3 } });
    try {
      await getClient().accounts.createProfile({ name: 'Locked', adult: true, pin: '4242' });
      const el = fixture('<paywall-account section="profiles"></paywall-account>');
      await waitFor(() => section(el)?.getAttribute('data-state') === 'ready', { timeout: 8000 });
      button(el, 'Enter Locked').click();
      typeInto(await waitFor(() => input(el, 'pin')), '0000');
      part<HTMLFormElement>(el, 'pin-form')!.requestSubmit();
      await waitFor(() => part(el, 'field-pin')?.textContent?.includes('That PIN is not right.') && input(el, 'pin').value === '', { timeout: 8000 });
      typeInto(input(el, 'pin'), '1111');
      part<HTMLFormElement>(el, 'pin-form')!.requestSubmit();
      const submit = () => part<HTMLButtonElement>(el, 'pin-submit')!;
      await waitFor(() => /^Too many attempts\. Try again in [1-3] s\.$/.test(part(el, 'form-error')?.textContent ?? ''), { timeout: 8000 });
      expect(submit().disabled).to.equal(true);
      expect(submit().textContent).to.match(/^Try again in [1-3] s$/);
      await waitFor(() => !submit().disabled, { timeout: 8000, message: 'the form comes back by itself' });
      expect(submit().textContent).to.equal('Enter');
      expect(part(el, 'form-error')!.textContent).to.equal('You can try again now.');
      typeInto(input(el, 'pin'), '4242');
      part<HTMLFormElement>(el, 'pin-form')!.requestSubmit();
      await waitFor(() => part(el, 'notice')?.textContent === 'You are now watching as Locked.', { timeout: 8000 });
    } finally {
      await limits();
    }
  });
});
