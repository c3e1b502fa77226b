import { expect } from 'chai';
import { sendMouse } from '@web/test-runner-commands';
import '../../../elements/paywall-member-rewards';
import { cleanup, collect, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { leaveSandbox, signUpFresh, useSandbox } from '../../../test/helpers/sandbox-page';
import { fakeClockEachTest } from '../../../test/helpers/fake-clock';
import { setConfig } from '../../stores/config';
import { refreshSession } from '../../stores/session';
import type { PaywallErrorDetail } from '../ui/host';
import type { RewardCopiedDetail } from './member-rewards';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');
const parts = (el: Element, name: string) => [...shadow(el).querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const ENDPOINT = '/test/browser/fixtures/member-rewards.json';

const CHILDREN = `
  <paywall-member-rewards>
    <paywall-reward code="PARTNER-20" title="20% off at the Cinema Shop" kind="discount" expires="2026-12-31">
      20% off at the Cinema Shop: code PARTNER-20
    </paywall-reward>
    <paywall-reward code="FREE-2M-9Q4" title="Two free months" kind="free-months" description="Added to your next renewal.">
      Two free months: code FREE-2M-9Q4
    </paywall-reward>
  </paywall-member-rewards>`;

describe('<paywall-member-rewards>', () => {
  const { install: fakeClock, restore: restoreClock } = fakeClockEachTest();
  beforeEach(async () => {
    await useSandbox();
    await navigator.clipboard.writeText('');
  });
  afterEach(async () => {
    restoreClock();
    cleanup();
    await leaveSandbox();
  });

  it('offers sign-in to a signed-out viewer and shows none of the codes', async () => {
    await refreshSession();
    const el = fixture(CHILDREN);
    await waitFor(() => state(el) === 'signed-out', { timeout: 8000 });
    expect(part(el, 'message')!.textContent).to.equal('Sign in to see your member rewards.');
    await waitFor(() => shadow(el).querySelector('paywall-login, [part~="login"] form, [part~="login"] input[type="email"]'), { timeout: 8000, message: 'the sign-in form' });
    expect(parts(el, 'code')).to.have.length(0);
    expect(shadow(el).textContent).to.not.include('PARTNER-20');
  });

  describe('when signed in', () => {
    beforeEach(async () => {
      await signUpFresh();
      await refreshSession();
    });

    it('lists the server-rendered rewards and copies a code: clipboard read back, "Copied", announced, an event, reset after 10 s', async () => {
      const el = fixture(CHILDREN);
      const copied = collect<RewardCopiedDetail>(el, 'paywall-reward-copied');
      await waitFor(() => state(el) === 'ready', { timeout: 8000 });
      expect(parts(el, 'title').map((t) => t.textContent)).to.deep.equal(['20% off at the Cinema Shop', 'Two free months']);
      expect(parts(el, 'kind').map((t) => t.textContent)).to.deep.equal(['Partner discount', 'Free months']);
      expect(parts(el, 'code').map((t) => t.textContent)).to.deep.equal(['PARTNER-20', 'FREE-2M-9Q4']);
      expect(part(el, 'expires')!.textContent).to.equal('Valid until Dec 31, 2026');
      expect(part(el, 'description')!.textContent).to.equal('Added to your next renewal.');
      const button = parts(el, 'copy-button')[0] as HTMLButtonElement;
      expect(button.getAttribute('aria-label')).to.equal('Copy code PARTNER-20');
      expect(button.textContent).to.equal('Copy');

      const clock = fakeClock();
      button.click();
      await waitFor(() => button.textContent === 'Copied');
      expect(await navigator.clipboard.readText()).to.equal('PARTNER-20');
      expect(button.getAttribute('data-state')).to.equal('copied');
      expect(parts(el, 'copy-status')[0].getAttribute('role')).to.equal('status');
      expect(parts(el, 'copy-status')[0].textContent).to.equal('Copied to the clipboard.');
      expect(copied.map((e) => e.detail)).to.deep.equal([{ code: 'PARTNER-20', title: '20% off at the Cinema Shop', method: 'clipboard' }]);
      expect(copied[0].bubbles && copied[0].composed).to.equal(true);

      clock.tick(9_999);
      await new Promise((r) => requestAnimationFrame(r));
      expect(button.textContent).to.equal('Copied', 'still "Copied" just before 10 s');
      clock.tick(1);
      await waitFor(() => button.textContent === 'Copy');
      expect(parts(el, 'copy-status')[0].textContent).to.equal('');
      expect(clock.pending()).to.equal(0);
    });

    it('copies through the fallback where the Clipboard API refuses', async () => {
      const el = fixture(CHILDREN);
      const copied = collect<RewardCopiedDetail>(el, 'paywall-reward-copied');
      await waitFor(() => state(el) === 'ready', { timeout: 8000 });
      const clipboard = navigator.clipboard;
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(clipboard, 'writeText', { value: refuse, configurable: true });
      try {
        const button = parts(el, 'copy-button')[1] as HTMLButtonElement;
        // a real click: the copy command needs the viewer's gesture
        const box = button.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
        await waitFor(() => copied.length === 1, { message: 'copied through the fallback' });
        expect(copied[0].detail).to.deep.equal({ code: 'FREE-2M-9Q4', title: 'Two free months', method: 'fallback' });
        expect(button.textContent).to.equal('Copied');
      } finally {
        delete (clipboard as unknown as Record<string, unknown>).writeText;
      }
      expect(await navigator.clipboard.readText()).to.equal('FREE-2M-9Q4');
    });

    it('reads the rewards from the endpoint the page config names, as text', async () => {
      setConfig({ siteEndpoints: { memberRewards: ENDPOINT } });
      const el = fixture(CHILDREN);
      await waitFor(() => state(el) === 'ready', { timeout: 8000 });
      expect(parts(el, 'code').map((t) => t.textContent)).to.deep.equal(['CINEMA-SHOP-20', 'FESTIVAL-2026-A17', '<img src=x onerror=alert(1)>']);
      expect(parts(el, 'title')[2].textContent).to.equal('<b>Two free months</b>');
      expect(shadow(el).querySelector('img, b')).to.equal(null);
      expect(parts(el, 'kind').map((t) => t.textContent)).to.deep.equal(['Partner discount', 'Event ticket', 'Free months']);
    });

    it('shows a failed endpoint with a message, an error event and a retry that recovers', async () => {
      setConfig({ siteEndpoints: { memberRewards: ENDPOINT } });
      const realFetch = window.fetch;
      let refused = 0;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('member-rewards.json') && refused++ === 0) return Promise.reject(new TypeError('Failed to fetch'));
        return realFetch(input, init);
      };
      try {
        const el = fixture('<paywall-member-rewards></paywall-member-rewards>');
        const errors = collect<PaywallErrorDetail>(el, 'paywall-error');
        await waitFor(() => state(el) === 'error', { timeout: 8000 });
        expect(part(el, 'message')!.getAttribute('role')).to.equal('alert');
        expect(part(el, 'message')!.textContent).to.equal('Your rewards could not be loaded. Please try again.');
        expect(errors.map((e) => e.detail.code)).to.deep.equal(['rewards_load_failed']);
        part<HTMLButtonElement>(el, 'retry-button')!.click();
        await waitFor(() => state(el) === 'ready', { timeout: 8000 });
        expect(parts(el, 'reward')).to.have.length(3);
      } finally {
        window.fetch = realFetch;
      }
    });

    it('says so when there are no rewards, and shows children added later', async () => {
      const el = fixture('<paywall-member-rewards></paywall-member-rewards>');
      await waitFor(() => state(el) === 'empty', { timeout: 8000 });
      expect(part(el, 'empty')!.textContent).to.equal('You have no rewards yet. New rewards appear here.');
      const reward = document.createElement('paywall-reward');
      reward.setAttribute('code', 'LATE-1');
      el.append(reward);
      await waitFor(() => state(el) === 'ready');
      expect(part(el, 'title')!.textContent).to.equal('LATE-1');
    });
  });
});
