import { expect } from 'chai';
import '../../../elements/paywall-account';
import '../../../elements/paywall-login';
import { fixture, shadow, waitFor, part, inputOf as input } from '../../../test/helpers/dom';
import { typeInto, viewerSetup } from '../../../test/helpers/sandbox-page';
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

  it('edits and deletes a profile after confirming; three wrong PINs lock it for a while', async () => {
    const p = await getClient().accounts.createProfile({ name: 'Guest', adult: true, pin: '1111' });
    const el = fixture('<paywall-account section="profiles"></paywall-account>');
    await waitFor(() => section(el)?.getAttribute('data-state') === 'ready', { timeout: 8000 });
    button(el, 'Edit Guest').click();
    typeInto(await waitFor(() => input(el, 'profile-name')), 'Visitor');
    part<HTMLFormElement>(el, 'profile-form')!.requestSubmit();
    await waitFor(() => part(el, 'notice')?.textContent === 'The profile Visitor was saved.', { timeout: 8000 });
    button(el, 'Enter Visitor').click();
    for (const [pin, says] of [['2222', 'That PIN is not right.'], ['3333', 'That PIN is not right.'], ['4444', 'Too many wrong PIN codes.']]) {
      typeInto(await waitFor(() => input(el, 'pin')), pin);
      part<HTMLFormElement>(el, 'pin-form')!.requestSubmit();
      await waitFor(() => part(el, 'pin-form')?.textContent?.includes(says) && input(el, 'pin').value === '', { timeout: 8000, message: says });
    }
    expect(part(el, 'form-error')!.textContent).to.equal('Too many wrong PIN codes. Try again in a few minutes.');
    part<HTMLButtonElement>(el, 'cancel-button')!.click();
    (await waitFor(() => button(el, 'Delete Visitor'))).click();
    (await waitFor(() => part<HTMLButtonElement>(el, 'confirm-button'))).click();
    await waitFor(() => section(el)?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    expect((await getClient().accounts.getProfiles()).map((x) => x.id)).to.not.include(p.id);
  });
});
