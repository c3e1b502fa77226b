import { expect } from 'chai';
import '../../../elements/paywall-login';
import { cleanup, collect, fixture, shadow, waitFor, inputOf as input } from '../../../test/helpers/dom';
import { leaveSandbox, sandboxInfo, typeInto as type, uniqueEmail as unique, useSandbox, type SandboxInfo } from '../../../test/helpers/sandbox-page';
import { trackPageWork, afterIdle } from '../../../test/helpers/page-work';
import { getClient as platform } from '../../stores/client';
import { refreshSession, setSessionSource } from '../../stores/session';

let info: SandboxInfo;

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]');
const state = (el: Element) => base(el)?.getAttribute('data-state');
const submit = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();

/** Puts a social-login return address in the address bar (token in the fragment, as a provider would). */
function arriveFromProvider(fragment: string) {
  // keep the test runner's own query parameters; add one more that must survive the clean-up
  history.replaceState(null, '', `${location.pathname}${location.search ? `${location.search}&` : '?'}keep=1#${fragment}`);
}


/** Signs a new viewer up (`fullName`, `password`) through the client and returns the e-mail; the client stays signed in. */
async function signedUp(fullName: string, password = 'password-1'): Promise<string> {
  const email = unique();
  await platform().accounts.signUp({ fullName, email, password, passwordConfirmation: password });
  return email;
}
describe('<paywall-login>', () => {
  const start = location.pathname + location.search;
  before(async () => {
    info = await sandboxInfo();
  });
  beforeEach(async () => {
    await useSandbox();
  });
  afterEach(async () => {
    history.replaceState(null, '', start);
    cleanup();
    await leaveSandbox();
  });

  it('shows an enabled sign-in form with labelled fields right away', async () => {
    const el = fixture('<paywall-login no-social="true"></paywall-login>');
    await waitFor(() => state(el) === 'sign-in', { message: 'sign-in view' });
    const email = input(el, 'email');
    const label = shadow(el).querySelector(`label[for="${email.id}"]`);
    expect(label?.textContent).to.equal('E-mail');
    expect(email.disabled).to.equal(false);
    expect(shadow(el).querySelector<HTMLButtonElement>('[part~="submit"]')!.disabled).to.equal(false);
    expect(shadow(el).querySelectorAll('style, [style]').length).to.equal(0);
  });

  it('keeps "New here? Create an account" on one line at any width it wraps at', async () => {
    for (const width of [260, 300, 340, 420]) {
      const el = fixture(`<paywall-login no-social="true" style="width: ${width}px"></paywall-login>`);
      await waitFor(() => state(el) === 'sign-in');
      const link = shadow(el).querySelector('[part~="link-sign-up"]')!;
      const question = [...shadow(el).querySelectorAll('.muted')].find((n) => n.textContent?.includes('New here?'))!;
      const rects = [...link.getClientRects(), ...question.getClientRects()];
      // one line: every box overlaps every other vertically (a wrap puts one below the other)
      const overlap = rects.every((a) => rects.every((b) => a.top < b.bottom && b.top < a.bottom));
      expect(overlap, `${width}px: one line ${JSON.stringify(rects.map((r) => [Math.round(r.top), Math.round(r.bottom)]))}`).to.equal(true);
      cleanup();
    }
  });

  it('with no token stored, shows the sign-in form from its first render (no "checking your session" frame)', async () => {
    localStorage.removeItem('inplayer_token');
    setSessionSource(null); // as on a fresh page: the session not read yet
    const el = document.createElement('paywall-login');
    el.setAttribute('no-social', 'true');
    const seen: string[] = [];
    const record = () => {
      const s = el.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-state');
      if (s && seen.at(-1) !== s) seen.push(s);
    };
    document.body.append(el);
    const observer = new MutationObserver(record);
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true });
    try {
      await waitFor(() => state(el) === 'sign-in');
      record();
      expect(seen).to.deep.equal(['sign-in']);
    } finally {
      observer.disconnect();
      el.remove();
    }
  });

  it('checks fields before sending and moves focus to the first problem', async () => {
    const el = fixture('<paywall-login no-social="true"></paywall-login>');
    await waitFor(() => state(el) === 'sign-in');
    type(input(el, 'email'), 'not-an-address');
    submit(el);
    const email = await waitFor(() => (input(el, 'email').getAttribute('aria-invalid') === 'true' ? input(el, 'email') : null));
    const described = shadow(el).getElementById(email.getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(described?.textContent).to.match(/valid e-mail/);
    expect(input(el, 'password').getAttribute('aria-invalid')).to.equal('true');
    await waitFor(() => shadow(el).activeElement === email, { message: 'focus on the e-mail field' });
  });

  it('signs up a new consumer with the merchant register fields, then shows who is signed in and signs out', async () => {
    const el = fixture('<paywall-login mode="sign-up" no-social="true"></paywall-login>');
    const logins = collect<{ method: string; account: { email: string } }>(el, 'paywall-login');
    const logouts = collect(el, 'paywall-logout');
    await waitFor(() => state(el) === 'sign-up');
    const country = await waitFor(() => shadow(el).querySelector<HTMLInputElement>('input[name="extra-country"]'), { message: 'register fields loaded' });
    expect(country.value).to.equal('NL');
    expect(shadow(el).querySelector('input[name="extra-full_name"]')).to.equal(null);
    const email = unique();
    type(input(el, 'fullName'), 'Ada Viewer');
    type(input(el, 'email'), email);
    type(input(el, 'password'), 'correct-horse');
    type(input(el, 'passwordConfirmation'), 'correct-horse');
    submit(el);
    await waitFor(() => state(el) === 'signed-in', { timeout: 8000, message: 'signed in' });
    expect(logins).to.have.length(1);
    expect(logins[0].detail).to.deep.include({ method: 'sign-up' });
    expect(logins[0].detail.account.email).to.equal(email);
    await waitFor(() => shadow(el).querySelector('[part~="who"]')?.textContent?.includes('Ada Viewer'), { message: 'name shown' });
    const account = await platform().accounts.getAccount();
    expect(account.email).to.equal(email);
    expect(account.metadata).to.deep.include({ country: 'NL' });
    shadow(el).querySelector<HTMLButtonElement>('[part~="sign-out"]')!.click();
    await waitFor(() => state(el) === 'sign-in', { message: 'signed out' });
    expect(logouts).to.have.length(1);
    expect(await platform().session.isAuthenticated()).to.equal(false);
  });

  it('shows the server refusal readably and reports it as paywall-error', async () => {
    const el = fixture('<paywall-login no-social="true"></paywall-login>');
    const errors = collect<{ code: string; status: number; message: string }>(el, 'paywall-error');
    await waitFor(() => state(el) === 'sign-in');
    type(input(el, 'email'), unique());
    type(input(el, 'password'), 'wrong-password');
    submit(el);
    const alert = await waitFor(() => shadow(el).querySelector('[part~="form-error"]'), { message: 'form error' });
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.equal('Invalid username or password');
    expect(errors).to.have.length(1);
    expect(errors[0].detail).to.include({ code: 'sign_in_failed', status: 401, message: 'Invalid username or password' });
    expect(shadow(el).querySelector<HTMLButtonElement>('[part~="submit"]')!.disabled).to.equal(false);
  });

  describe('keyboard focus follows the view', () => {
    const focused = (el: Element) => shadow(el).activeElement;
    // as a keyboard user does it: the control has focus when it is activated
    const press = async (button: HTMLElement) => {
      button.focus();
      button.click();
    };

    it('moves to the first field of Create an account, and to the e-mail field after a refused sign-in', async () => {
      const el = fixture('<paywall-login no-social="true"></paywall-login>');
      await waitFor(() => state(el) === 'sign-in');
      await press(shadow(el).querySelector<HTMLButtonElement>('[part~="link-sign-up"]')!);
      await waitFor(() => state(el) === 'sign-up');
      await waitFor(() => focused(el) === input(el, 'fullName'), { message: 'focus on the first field of the sign-up form' });
      await press(shadow(el).querySelector<HTMLButtonElement>('[part~="link-sign-in"]')!);
      await waitFor(() => state(el) === 'sign-in');
      await waitFor(() => focused(el) === input(el, 'email'), { message: 'focus on the e-mail field' });
      type(input(el, 'email'), unique());
      type(input(el, 'password'), 'wrong-password');
      await press(shadow(el).querySelector<HTMLButtonElement>('[part~="submit"]')!);
      await waitFor(() => shadow(el).querySelector('[part~="form-error"]'), { message: 'refused' });
      await waitFor(() => focused(el) === input(el, 'email'), { message: 'focus back on the form, not on the page' });
    });

    it('moves to the signed-in heading after signing in, and to the e-mail field after signing out', async () => {
      const email = await signedUp('Focus Viewer', 'correct-horse');
      await platform().accounts.signOut();
      await refreshSession();
      const el = fixture('<paywall-login no-social="true"></paywall-login>');
      await waitFor(() => state(el) === 'sign-in');
      type(input(el, 'email'), email);
      type(input(el, 'password'), 'correct-horse');
      await press(shadow(el).querySelector<HTMLButtonElement>('[part~="submit"]')!);
      await waitFor(() => state(el) === 'signed-in', { timeout: 8000 });
      await waitFor(() => focused(el)?.textContent === 'You are signed in', { message: 'focus on the heading' });
      await press(shadow(el).querySelector<HTMLButtonElement>('[part~="sign-out"]')!);
      await waitFor(() => state(el) === 'sign-in', { timeout: 8000 });
      await waitFor(() => focused(el) === input(el, 'email'), { message: 'focus on the e-mail field' });
    });

    it('never takes focus from the rest of the page', async () => {
      const outside = fixture('<button type="button">elsewhere</button>') as HTMLButtonElement;
      const el = fixture('<paywall-login no-social="true" mode="sign-in"></paywall-login>');
      await waitFor(() => state(el) === 'sign-in');
      outside.focus();
      await afterIdle(() => el.setAttribute('mode', 'sign-up'), () => waitFor(() => state(el) === 'sign-up'));
      expect(document.activeElement).to.equal(outside);
    });
  });

  it('sends one request however often the form is submitted while it runs (Enter included)', async () => {
    const el = fixture('<paywall-login no-social="true"></paywall-login>');
    const errors = collect(el, 'paywall-error');
    const signIns = () => performance.getEntriesByType('resource').filter((e) => e.name === `${info.apiBase}/accounts/authenticate`).length;
    const before = signIns();
    await waitFor(() => state(el) === 'sign-in');
    type(input(el, 'email'), unique());
    type(input(el, 'password'), 'wrong-password');
    const form = shadow(el).querySelector<HTMLFormElement>('form')!;
    const work = trackPageWork();
    try {
      for (let i = 0; i < 5; i++) form.requestSubmit();
      input(el, 'password').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await waitFor(() => shadow(el).querySelector('[part~="form-error"]'), { message: 'refusal shown' });
      // every request the presses started has been answered (and so has its timing entry)
      await work.idle();
    } finally {
      work.restore();
    }
    expect(signIns() - before).to.equal(1, 'sign-in requests sent');
    expect(errors).to.have.length(1);
    expect(shadow(el).querySelector('form')!.getAttribute('aria-busy')).to.equal(null);
  });

  it('puts the server field errors next to their fields (an e-mail already taken)', async () => {
    const email = await signedUp('First');
    await platform().session.clear();
    const el = fixture('<paywall-login mode="sign-up" no-social="true"></paywall-login>');
    await waitFor(() => state(el) === 'sign-up');
    await waitFor(() => shadow(el).querySelector('input[name="extra-country"]'));
    type(input(el, 'fullName'), 'Second');
    type(input(el, 'email'), email);
    type(input(el, 'password'), 'password-2');
    type(input(el, 'passwordConfirmation'), 'password-2');
    submit(el);
    await waitFor(() => input(el, 'email').getAttribute('aria-invalid') === 'true', { message: 'e-mail marked invalid' });
    const errorText = shadow(el).querySelector('[part~="field-email"] [part~="field-error"]')!.textContent;
    expect(errorText).to.equal('An account with this email already exists');
    expect(state(el)).to.equal('sign-up');
  });

  it('switches between views with buttons and lists social providers as safe links', async () => {
    const el = fixture('<paywall-login></paywall-login>');
    await waitFor(() => state(el) === 'sign-in');
    const links = await waitFor(() => {
      const found = shadow(el).querySelectorAll<HTMLAnchorElement>('[part~="social-button"]');
      return found.length ? [...found] : null;
    }, { message: 'social buttons' });
    expect(links.map((a) => a.textContent)).to.deep.equal(['Continue with Facebook', 'Continue with Google', 'Continue with Twitter']);
    const state0 = sessionStorage.getItem('paywall-elements.social-state')!;
    expect(new URL(links[0].href).searchParams.get('state')).to.equal(state0);
    // the platform's own state: base64 JSON naming the client and this page (without its fragment) as the way back, with a nonce
    const decoded = JSON.parse(atob(state0)) as { client_id: string; redirect: string; nonce: string };
    expect(decoded.redirect).to.equal(location.origin + location.pathname + location.search);
    expect(decoded.client_id).to.be.a('string').and.not.equal('');
    expect(decoded.nonce).to.be.a('string').and.not.equal('');
    // a second sign-in form on the page offers the same state (a return to either is verified)
    const second = fixture('<paywall-login></paywall-login>');
    const again = await waitFor(() => shadow(second).querySelector<HTMLAnchorElement>('[part~="social-google"]'), { message: 'second form\'s buttons' });
    expect(new URL(again.href).searchParams.get('state')).to.equal(state0);
    shadow(el).querySelector<HTMLButtonElement>('[part~="link-forgot"]')!.click();
    await waitFor(() => state(el) === 'forgot');
    shadow(el).querySelector<HTMLButtonElement>('[part~="link-sign-in"]')!.click();
    await waitFor(() => state(el) === 'sign-in');
  });

  it('sends a reset link and sets a new password with the token from the mail', async () => {
    const email = await signedUp('Reset Me', 'old-password');
    await platform().session.clear();
    const el = fixture('<paywall-login mode="forgot"></paywall-login>');
    await waitFor(() => state(el) === 'forgot');
    type(input(el, 'email'), email);
    submit(el);
    const message = await waitFor(() => shadow(el).querySelector('[part~="message"]'));
    expect(message.textContent).to.contain(email);
    const token = await readResetToken(email);
    el.remove();
    const reset = fixture(`<paywall-login mode="reset" reset-token="${token}"></paywall-login>`);
    await waitFor(() => state(reset) === 'reset');
    type(input(reset, 'password'), 'new-password-9');
    type(input(reset, 'passwordConfirmation'), 'new-password-9');
    submit(reset);
    await waitFor(() => shadow(reset).querySelector('[part~="message"]')?.textContent?.includes('new password is set'));
    await platform().accounts.signIn({ email, password: 'new-password-9' });
    expect(await platform().session.isAuthenticated()).to.equal(true);
  });

  it('says so when the reset token is refused', async () => {
    const el = fixture('<paywall-login mode="reset" reset-token="not-a-real-token"></paywall-login>');
    await waitFor(() => state(el) === 'reset');
    type(input(el, 'password'), 'new-password-9');
    type(input(el, 'passwordConfirmation'), 'new-password-9');
    submit(el);
    const alert = await waitFor(() => shadow(el).querySelector('[part~="form-error"]'));
    expect(alert.textContent).to.equal('The reset token is not valid or has expired');
  });
  it('completes a social login coming back with the state it sent, and cleans the address bar', async () => {
    await signedUp('Social Viewer');
    const rec = (await platform().session.get())!;
    await platform().session.clear();
    sessionStorage.setItem('paywall-elements.social-state', 'state-123');
    arriveFromProvider(`access_token=${rec.token}&refresh_token=${rec.refreshToken}&expires=${rec.expires}&state=state-123`);
    const el = fixture('<paywall-login no-social="true"></paywall-login>');
    const logins = collect<{ method: string }>(el, 'paywall-login');
    await waitFor(() => state(el) === 'signed-in', { message: 'signed in from the provider return' });
    await waitFor(() => shadow(el).querySelector('[part~="who"]')?.textContent?.includes('Social Viewer'));
    expect(logins.map((e) => e.detail.method)).to.deep.equal(['social']);
    expect(location.hash).to.equal('');
    expect(location.search).to.match(/[?&]keep=1$/);
    expect(location.search).to.not.match(/token|state=/);
    expect(sessionStorage.getItem('paywall-elements.social-state')).to.equal(null);
  });

  it('refuses a social-login return whose state this tab did not send', async () => {
    await signedUp('Forged');
    const rec = (await platform().session.get())!;
    await platform().session.clear();
    sessionStorage.setItem('paywall-elements.social-state', 'mine');
    arriveFromProvider(`access_token=${rec.token}&expires=${rec.expires}&state=forged`);
    const el = fixture('<paywall-login no-social="true"></paywall-login>');
    const errors = collect<{ code: string; message: string }>(el, 'paywall-error');
    await waitFor(() => errors.length, { message: 'rejection reported' });
    expect(errors[0].detail).to.include({ code: 'social_login_rejected', message: 'The sign-in could not be verified. Please try again.' });
    expect(state(el)).to.equal('sign-in');
    expect(await platform().session.isAuthenticated()).to.equal(false);
    expect(location.hash).to.equal('');
  });
});

/** Reads the reset token from the sandbox mailbox. */
async function readResetToken(email: string): Promise<string> {
  return waitFor(async () => {
    const r = await fetch(`${info.apiBase}/sandbox/mailbox?format=json&to=${encodeURIComponent(email)}`);
    if (!r.ok) return null;
    const body = await r.json();
    const list = Array.isArray(body) ? body : body.messages ?? body.collection ?? [];
    const mail = list.find((m: { to?: string }) => m.to === email) ?? list[list.length - 1];
    return (mail?.code ?? mail?.meta?.code ?? /token to set a new password: (\S+)/.exec(mail?.text ?? mail?.body ?? '')?.[1]) as string | null;
  }, { message: 'reset mail' });
}
