import { expect } from 'chai';
import '../../../elements/paywall-gate';
import { $purchase, closePurchase, notePaymentBegun } from '../../stores/purchase';
import { resetConfig, setConfig } from '../../stores/config';
import { getClient } from '../../stores/client';
import { refreshSession } from '../../stores/session';
import { sendSiteSignal } from '../../stores/signals';
import { cleanup, collect, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { buyWithTestCard, ownDeviceFingerprint, signUpFresh, typeInto, useSandbox, viewerSetup, closeAutoCheckout } from '../../../test/helpers/sandbox-page';
import { afterIdle, holdRequests, trackPageWork } from '../../../test/helpers/page-work';

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]');
const state = (el: Element) => base(el)?.getAttribute('data-state');

describe('<paywall-gate>', () => {
  viewerSetup({ signedIn: false, record: false, prepare: refreshSession, cleanup: closeAutoCheckout });

  it('shows a free item with the platform content rendered safely', async () => {
    const el = fixture('<paywall-gate item-id="40013"></paywall-gate>');
    await waitFor(() => state(el) === 'unlocked', { message: 'unlocked' });
    const video = await waitFor(() => part(el, 'content')!.querySelector('video'));
    expect(video.getAttribute('src')).to.match(/^http:\/\/127\.0\.0\.1:\d+\/media\/open-air\/film\.webm$/);
    expect(video.getAttribute('poster')).to.match(/^http:\/\/127\.0\.0\.1:\d+\/media\/open-air\/content\.svg$/);
    expect(video.controls).to.equal(true);
    expect(part(el, 'content')!.querySelector('figcaption')!.textContent).to.equal('Open Air');
    // the content spans the gate as the preview did, not inset by the browser's figure margins
    const gate = el.getBoundingClientRect();
    const figure = part(el, 'content')!.querySelector('figure')!.getBoundingClientRect();
    expect([figure.left, figure.width]).to.deep.equal([gate.left, gate.width]);
    expect(video.getBoundingClientRect().width).to.equal(gate.width);
  });

  it('prefers the slotted content over the platform content once unlocked', async () => {
    performance.clearResourceTimings();
    const started = performance.now();
    const work = trackPageWork();
    const el = fixture('<paywall-gate item-id="40013"><p id="mine">The merchant player</p></paywall-gate>');
    await waitFor(() => state(el) === 'unlocked');
    const slot = part(el, 'content')!.querySelector('slot')!;
    expect(slot.assignedElements().map((n) => n.id)).to.deep.equal(['mine']);
    // the platform's content is not rendered behind the page's, so its image is never fetched
    // (once the gate has nothing left to do)
    await work.idle().finally(() => work.restore());
    expect(slot.children.length, 'no fallback content').to.equal(0);
    // (only requests this test started: the previous test's image may still arrive after the clearing)
    expect(performance.getEntriesByType('resource').some((e) => e.startTime >= started && e.name.endsWith('/media/open-air/content.svg'))).to.equal(false);
    // when the page takes its content away, the platform's shows
    el.querySelector('#mine')!.remove();
    await waitFor(() => slot.querySelector('figcaption')?.textContent === 'Open Air', { message: "the platform's content once the page's is gone" });
  });

  it('locks a paid item for a signed-out viewer: preview, prices and a checkout call to action', async () => {
    const el = fixture('<paywall-gate item-id="40001"><p>secret</p></paywall-gate>');
    const access = collect<{ itemId: string; granted: boolean }>(el, 'paywall-access');
    await waitFor(() => state(el) === 'locked', { message: 'locked' });
    expect(base(el)!.getAttribute('data-auth')).to.equal('signed-out');
    expect(part(el, 'preview-title')!.textContent).to.equal('The Lighthouse Keeper');
    expect(part(el, 'preview-description')!.textContent).to.contain('rocky coast');
    const prices = [...shadow(el).querySelectorAll('[part~="price"]')];
    expect(prices.map((p) => p.getAttribute('data-access-fee-id'))).to.deep.equal(['60001', '60021']);
    expect(part(el, 'price-amount')!.textContent).to.equal('€3.99');
    expect(shadow(el).querySelector('slot:not([name])')).to.equal(null);
    await waitFor(() => access.length, { message: 'paywall-access dispatched' });
    expect(access.at(-1)?.detail).to.deep.equal({ itemId: '40001', granted: false });
    const cta = part<HTMLButtonElement>(el, 'cta')!;
    expect(cta.textContent).to.equal('Get access');
    cta.click();
    expect($purchase.get()).to.deep.equal({ status: 'choosing', itemId: '40001' });
  });

  it('opens checkout for the only price directly', async () => {
    const el = fixture('<paywall-gate item-id="40005"></paywall-gate>');
    await waitFor(() => state(el) === 'locked');
    const cta = part<HTMLButtonElement>(el, 'cta')!;
    expect(cta.textContent).to.equal('Buy for €4.99');
    cta.click();
    expect($purchase.get()).to.deep.equal({ status: 'checkout', itemId: '40005', accessFeeId: '60005' });
  });

  it('unlocks without a reload when the signed-in viewer pays', async () => {
    await signUpFresh();
    await refreshSession();
    const el = fixture('<paywall-gate item-id="40002"></paywall-gate>');
    await waitFor(() => state(el) === 'locked' && base(el)!.getAttribute('data-auth') === 'signed-in', { message: 'locked, signed in' });
    // wait until the page's event subscription is acknowledged, so the broker's event reaches it
    const account = await getClient().accounts.getAccount();
    const probe = { onOpen: () => {}, onMessage: () => {} };
    await new Promise<void>((resolve) => {
      probe.onOpen = () => resolve();
      getClient().notifications.subscribe(account.uuid, probe);
    });
    await buyWithTestCard(60002);
    await waitFor(() => state(el) === 'unlocked', { timeout: 8000, message: 'unlocked by the payment event' });
    getClient().notifications.unsubscribe(probe);
    expect(part(el, 'content')!.querySelector('figcaption')!.textContent).to.equal('Signals from the Deep');
  });

  it('hands the paid content from the access answer to the page in paywall-access, never from the page', async () => {
    await signUpFresh();
    await refreshSession();
    await buyWithTestCard(60004);
    const el = fixture('<paywall-gate item-id="40004"></paywall-gate>');
    const access = collect<{ itemId: string; granted: boolean; content?: string; expiresAt?: number | null }>(el, 'paywall-access');
    await waitFor(() => state(el) === 'unlocked', { timeout: 8000 });
    await waitFor(() => access.length);
    const detail = access.at(-1)!.detail;
    expect(detail.granted).to.equal(true);
    expect(detail.content).to.match(/<figure class="sandbox-player"><video src="[^"]*\/film\.webm" poster="[^"]*\/content\.svg"/);
    expect(detail.expiresAt).to.be.greaterThan(Date.now() / 1000);
  });

  it('re-checks when the session changes: signing in as a buyer unlocks, signing out locks', async () => {
    const email = await signUpFresh();
    await buyWithTestCard(60003);
    await getClient().session.clear();
    const el = fixture('<paywall-gate item-id="40003"></paywall-gate>');
    await waitFor(() => state(el) === 'locked' && base(el)!.getAttribute('data-auth') === 'signed-out', { message: 'locked, signed out' });
    await getClient().accounts.signIn({ email, password: 'password-123' });
    await waitFor(() => state(el) === 'unlocked', { message: 'unlocked after sign-in' });
    await getClient().session.clear();
    await waitFor(() => state(el) === 'locked', { message: 'locked after sign-out' });
  });

  it('lets a returning buyer sign in from the locked gate and unlocks', async () => {
    const email = await signUpFresh();
    await buyWithTestCard(60007);
    await getClient().session.clear();
    const el = fixture('<paywall-gate item-id="40007"></paywall-gate>');
    const logins = collect(el, 'paywall-login');
    await waitFor(() => state(el) === 'locked' && base(el)!.getAttribute('data-auth') === 'signed-out');
    part<HTMLButtonElement>(el, 'sign-in')!.click();
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLDialogElement>('dialog[open]'), { message: 'sign-in dialog' });
    expect(dialog.matches(':modal')).to.equal(true);
    const input = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    await waitFor(() => input('email'), { message: 'login form' });
    typeInto(input('email'), email);
    typeInto(input('password'), 'password-123');
    dialog.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await waitFor(() => state(el) === 'unlocked', { timeout: 8000, message: 'unlocked after signing in' });
    expect(logins).to.have.length(1);
    expect(shadow(el).querySelector('dialog[open]')).to.equal(null);
  });

  it('asks REST again when a checkout closes, and unlocks if the item was bought', async () => {
    await signUpFresh();
    await refreshSession();
    const el = fixture('<paywall-gate item-id="40004"></paywall-gate>');
    // Buy is pressed, and the payment sent, as soon as the locked view is there: in the task that
    // drew it, before anything the gate does after the paint (a loaded page paints late)
    await new Promise<void>((pressed) => {
      const press = () => {
        if (state(el) !== 'locked' || base(el)!.getAttribute('data-auth') !== 'signed-in') return;
        watch.disconnect();
        part<HTMLButtonElement>(el, 'cta')!.focus();
        part<HTMLButtonElement>(el, 'cta')!.click();
        // (the checkout sends the payment: here the test buys through the platform and says so)
        notePaymentBegun();
        pressed();
      };
      const watch = new MutationObserver(press);
      watch.observe(shadow(el), { subtree: true, attributes: true, childList: true });
      press();
    });
    expect($purchase.get().status).to.equal('choosing');
    await buyWithTestCard(60004);
    closePurchase();
    await waitFor(() => state(el) === 'unlocked', { message: 'unlocked after the checkout closed' });
    // the Buy button that had the focus went with the locked view: the focus is on the content, not the page
    await waitFor(() => shadow(el).activeElement === part(el, 'content'), { message: 'the content has the focus' });
  });

  it('unlocked while the checkout\'s dialog is still open, with the focus between two of its views: the content takes the focus when the dialog closes', async () => {
    await signUpFresh();
    await refreshSession();
    const el = fixture('<paywall-gate item-id="40009"></paywall-gate>');
    await waitFor(() => state(el) === 'locked' && base(el)!.getAttribute('data-auth') === 'signed-in');
    part<HTMLButtonElement>(el, 'cta')!.focus();
    part<HTMLButtonElement>(el, 'cta')!.click();
    // the checkout's dialog: modal, so the page under it cannot take the focus
    const dialog = document.body.appendChild(document.createElement('dialog'));
    const pay = dialog.appendChild(document.createElement('button'));
    dialog.showModal();
    pay.focus();
    await buyWithTestCard(60009);
    // the pay form goes with the focus on it; the success view has not placed the focus yet
    pay.remove();
    expect(document.activeElement).to.equal(document.body);
    document.dispatchEvent(new CustomEvent('paywall-purchase', { detail: { itemId: '40009', accessFeeId: '60009', kind: 'ppv' } }));
    await waitFor(() => state(el) === 'unlocked', { message: 'unlocked by the purchase' });
    // everything the gate does after the paint has run, the focus still on the page under the dialog
    await afterIdle(() => undefined);
    const done = dialog.appendChild(document.createElement('button'));
    done.focus();
    // Done: the dialog closes and its focus has nowhere to go back to (Buy went with the locked view)
    dialog.remove();
    sendSiteSignal('focus-lost');
    await waitFor(() => shadow(el).activeElement === part(el, 'content'), { message: () => `the content has the focus, not ${document.activeElement?.localName}` });
  });

  it('asks nothing again when a checkout closes without a payment: nothing was sold', async () => {
    await signUpFresh();
    await refreshSession();
    const el = fixture('<paywall-gate item-id="40005"></paywall-gate>');
    await waitFor(() => state(el) === 'locked' && base(el)!.getAttribute('data-auth') === 'signed-in');
    performance.clearResourceTimings();
    const started = performance.now();
    // once the page has nothing left to do after the checkout opened and closed, no check went out
    await afterIdle(() => {
      part<HTMLButtonElement>(el, 'cta')!.click();
      closePurchase();
    });
    const checks = performance.getEntriesByType('resource').filter((e) => e.startTime >= started && new URL(e.name).pathname === '/items/40005/access');
    expect(checks, 'no access check (each would be a 402 in the console)').to.have.length(0);
    expect(state(el)).to.equal('locked');
  });

  it('asks REST again when the checkout announces a purchase (paywall-purchase)', async () => {
    await signUpFresh();
    await refreshSession();
    const el = fixture('<paywall-gate item-id="40006"></paywall-gate>');
    await waitFor(() => state(el) === 'locked' && base(el)!.getAttribute('data-auth') === 'signed-in');
    await buyWithTestCard(60006);
    document.body.dispatchEvent(new CustomEvent('paywall-purchase', { bubbles: true, composed: true, detail: { itemId: '40006', accessFeeId: '60006', kind: 'ppv' } }));
    await waitFor(() => state(el) === 'unlocked', { message: 'unlocked after paywall-purchase' });
  });

  // what a purchase announces to the page (the checkout's paywall-purchase)
  const announce = (itemId: string, accessFeeId: string) =>
    document.body.dispatchEvent(new CustomEvent('paywall-purchase', { bubbles: true, composed: true, detail: { itemId, accessFeeId, kind: 'ppv' } }));

  /**
   * A new viewer's gate of `itemId`, locked, once it has done all it does on its own; from then on
   * its access checks are held on their way (`checks`), the page's work counted (`work`). `end()`
   * lets both go.
   */
  const gateWithHeldChecks = async (itemId: string) => {
    await useSandbox();
    await signUpFresh();
    await refreshSession();
    const work = trackPageWork();
    const el = fixture(`<paywall-gate item-id="${itemId}"></paywall-gate>`);
    await waitFor(() => state(el) === 'locked' && base(el)!.getAttribute('data-auth') === 'signed-in');
    // the gate has done all it does on its own (a check of its own in flight would answer a signal too)
    await work.idle();
    const checks = holdRequests((url) => url.pathname === `/items/${itemId}/access`);
    return {
      el, work, checks, end() {
        checks.restore();
        work.restore();
      },
    };
  };

  it("asks REST once for one purchase's several signals, so the first answer unlocks", async () => {
    // the next check is held on its way, so the purchase's later signals arrive while it is
    const { el, work, checks, end } = await gateWithHeldChecks('40007');
    try {
      // what one purchase brings: the success event (the gate hears it from the platform, before or
      // after the announcements below: its check is held as well), the access grant, the
      // checkout's announcement
      await buyWithTestCard(60007);
      announce('40007', '60007');
      await waitFor(() => checks.seen === 1, { message: 'the first signal asks' });
      announce('40007', '60007');
      announce('40007', '60007');
      expect(state(el), 'locked while the check is on its way').to.equal('locked');
      checks.release();
      await waitFor(() => state(el) === 'unlocked', { message: 'unlocked' });
      await work.idle();
      expect(checks.seen).to.equal(1);
    } finally {
      end();
    }
  });

  it('keeps the locked view\'s size signed in: the favorite toggle takes the sign-in hint\'s line, not room beside the preview', async () => {
    const size = (el: Element) => {
      const r = part(el, 'locked')!.getBoundingClientRect();
      return { width: Math.round(r.width), height: Math.round(r.height), preview: Math.round(part(el, 'preview')!.getBoundingClientRect().width) };
    };
    const out = fixture('<paywall-gate item-id="40001" style="width: 358px"></paywall-gate>');
    await waitFor(() => state(out) === 'locked' && part(out, 'sign-in-hint'));
    await waitFor(() => part<HTMLImageElement>(out, 'preview-image')?.complete);
    const signedOut = size(out);
    cleanup();
    await signUpFresh();
    await refreshSession();
    const inside = fixture('<paywall-gate item-id="40001" style="width: 358px"></paywall-gate>');
    await waitFor(() => state(inside) === 'locked');
    await waitFor(() => part<HTMLImageElement>(inside, 'preview-image')?.complete);
    expect(size(inside), 'before the favorites list answered').to.deep.equal(signedOut);
    await waitFor(() => part(inside, 'favorite'), { timeout: 6000, message: 'the favorite toggle' });
    expect(size(inside), 'with the toggle').to.deep.equal(signedOut);
    expect(part(inside, 'preview')!.getBoundingClientRect().width, 'the preview spans the gate').to.equal(358);
  });

  it('gates that show together or a moment apart ask for the favorites list once', async () => {
    await signUpFresh();
    await refreshSession();
    performance.clearResourceTimings();
    const started = performance.now(); // (a request of an earlier test may still arrive after the clearing)
    const a = fixture('<paywall-gate item-id="40001"></paywall-gate>');
    const b = fixture('<paywall-gate item-id="40002"></paywall-gate>');
    await waitFor(() => part(a, 'favorite') && part(b, 'favorite'), { message: 'both favorite toggles' });
    // a gate that shows a moment later (its access answered later) uses the same answer
    const c = fixture('<paywall-gate item-id="40003"></paywall-gate>');
    await waitFor(() => part(c, 'favorite'), { message: 'the third favorite toggle' });
    const lists = () => performance.getEntriesByType('resource').filter((e) => e.startTime >= started && new URL(e.name).pathname.endsWith('/accounts/media/favorites'));
    expect(lists()).to.have.length(1);
    // a toggle forgets the shared answer: a gate shown after it reads the list again and sees the change
    const before = lists().length;
    part<HTMLButtonElement>(a, 'favorite')!.click();
    await waitFor(() => part(a, 'favorite')!.getAttribute('aria-pressed') === 'true', { message: 'added to favorites' });
    const d = fixture('<paywall-gate item-id="40001"></paywall-gate>');
    await waitFor(() => part(d, 'favorite')?.getAttribute('aria-pressed') === 'true', { message: 'the new gate knows it is a favorite' });
    // (Resource Timing has no method: the POST that adds the favorite has the list's address too)
    expect(lists().length - before, 'the POST and one new read of the list').to.equal(2);
  });

  it('a slow favorites answer is shared for a few seconds from its arrival, not from its asking', async () => {
    await signUpFresh();
    await refreshSession();
    performance.clearResourceTimings();
    const started = performance.now();
    const lists = () => performance.getEntriesByType('resource').filter((e) => e.startTime >= started && new URL(e.name).pathname.endsWith('/accounts/media/favorites'));
    const held = holdRequests((url) => url.pathname.endsWith('/accounts/media/favorites'));
    const realNow = Date.now;
    try {
      const a = fixture('<paywall-gate item-id="40001"></paywall-gate>');
      await waitFor(() => held.seen === 1, { message: 'the list asked for' });
      // the answer comes 4 s after the question (the page's clock moved on while it was held)
      Date.now = () => realNow() + 4000;
      held.release();
      await waitFor(() => part(a, 'favorite'), { message: 'the first favorite toggle' });
      const b = fixture('<paywall-gate item-id="40002"></paywall-gate>');
      await waitFor(() => part(b, 'favorite'), { message: 'the second favorite toggle' });
      expect(held.seen, 'the gate shown after the slow answer used it').to.equal(1);
      expect(lists()).to.have.length(1);
    } finally {
      Date.now = realNow;
      held.restore();
    }
  });

  it('asks once more when a signal came during a check that did not grant access', async () => {
    // the next check of this item is held on its way, so the second signal arrives while it is
    const { el, work, checks, end } = await gateWithHeldChecks('40010');
    try {
      announce('40010', '60010');
      await waitFor(() => checks.seen === 1, { message: 'the first signal asks' });
      announce('40010', '60010');
      checks.release();
      await waitFor(() => checks.seen === 2, { message: 'a second check after the first said locked' });
      await work.idle();
      expect(checks.seen).to.equal(2);
      expect(state(el)).to.equal('locked');
    } finally {
      end();
    }
  });

  it('asks for an access code, unlocks with a valid one, lists the devices and ends this one', async () => {
    ownDeviceFingerprint();
    const el = fixture('<paywall-gate item-id="40014"></paywall-gate>');
    await waitFor(() => state(el) === 'code-entry', { message: 'code entry' });
    const input = () => shadow(el).querySelector<HTMLInputElement>('input[name="code"]')!;
    await waitFor(() => input(), { message: 'code form loaded' });
    typeInto(input(), 'WRONG-CODE');
    part<HTMLButtonElement>(el, 'submit')!.click();
    await waitFor(() => input().getAttribute('aria-invalid') === 'true', { message: 'code refused' });
    expect(part(el, 'field-error')!.textContent).to.equal('Invalid access code');
    typeInto(input(), 'FESTIVAL-VIP');
    part<HTMLButtonElement>(el, 'submit')!.click();
    await waitFor(() => state(el) === 'unlocked', { message: 'unlocked by code' });
    const details = await waitFor(() => part<HTMLDetailsElement>(el, 'code-devices'), { message: 'devices section' });
    details.open = true;
    const current = await waitFor(() => part(el, 'session-current'), { message: 'this device listed' });
    expect(current.textContent).to.contain('This device');
    part<HTMLButtonElement>(el, 'end-session')!.click();
    await waitFor(() => state(el) === 'code-entry', { message: 'back to code entry' });
    expect(await getClient().assets.getAccessCode('40014')).to.equal(null);
  });

  it('remembers an entered code across page loads (re-checked with the platform)', async () => {
    ownDeviceFingerprint();
    await getClient().assets.requestCodeAccess({ itemId: '40014', code: 'FESTIVAL-VIP' });
    const el = fixture('<paywall-gate item-id="40014"></paywall-gate>');
    await waitFor(() => state(el) === 'unlocked', { message: 'unlocked by the stored code' });
    await getClient().assets.terminateSession('40014');
  });

  it('shows a readable error with a retry when the platform cannot be reached', async () => {
    resetConfig();
    setConfig({ environment: 'sandbox', apiBase: 'http://127.0.0.1:9', merchantUuid: 'c6f4002f-7415-4eb6-ab03-72b0f7aff0e8' });
    const el = fixture('<paywall-gate item-id="40001"></paywall-gate>');
    const errors = collect<{ code: string; message: string }>(el, 'paywall-error');
    await waitFor(() => state(el) === 'error', { timeout: 15000, message: 'error state' });
    expect(part(el, 'error-message')!.getAttribute('role')).to.equal('alert');
    expect(part(el, 'error-message')!.textContent).to.equal('We could not reach the server. Check your connection and try again.');
    expect(errors.map((e) => e.detail.code)).to.include('access_check_failed');
    expect(part(el, 'retry')).to.not.equal(null);
  });

  it('explains a missing configuration instead of throwing', async () => {
    resetConfig();
    const el = fixture('<paywall-gate item-id="40001"></paywall-gate>');
    const errors = collect<{ code: string; message: string }>(el, 'paywall-error');
    await waitFor(() => state(el) === 'error', { message: 'error state' });
    expect(part(el, 'error-message')!.textContent).to.equal('This content is not set up correctly.');
    expect(errors[0].detail).to.include({ code: 'not_configured', message: 'This content is not set up correctly.' });
  });
});
