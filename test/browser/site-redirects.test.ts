import { expect } from 'chai';
import { HOSTILE_REDIRECTS, ALLOWED_REDIRECTS } from '../helpers/redirect-corpus';
import { safeRedirect } from '../../src/site/redirects';
import { runSubscriptionCheck } from '../../src/stores/site-actions';
import { $dialog, closeDialog } from '../../src/stores/dialogs';
import { setConfig, resetConfig } from '../../src/stores/config';
import { navigateTo, setNavigator } from '../../src/stores/navigation';
import { storeEffectEnv } from '../../src/stores/payment-reactions';

// Chromium's own URL parser decides here: every hostile value must end in the error dialog and no
// navigation; allowed values navigate to this page's origin (or the allowed one) only.
describe('subscription check redirect corpus in Chromium', () => {
  const navigations: string[] = [];
  const capture = (e: CustomEvent<{ url: string }>) => {
    navigations.push(e.detail.url);
    e.preventDefault();
  };
  beforeEach(() => {
    navigations.length = 0;
    resetConfig();
    setConfig({ allowedRedirectOrigins: ['https://account.merchant.test'], routes: { home: '/home-page' } });
    document.addEventListener('paywall-navigate', capture);
    setNavigator(() => {}); // never leave the test page, even if a listener were missing
  });
  afterEach(() => {
    closeDialog();
    document.removeEventListener('paywall-navigate', capture);
    setNavigator(null);
    resetConfig();
  });

  it(`refuses all ${HOSTILE_REDIRECTS.length} hostile payloads with the error dialog, which closes to the home page`, () => {
    expect(HOSTILE_REDIRECTS.length).to.be.at.least(20);
    for (const payload of HOSTILE_REDIRECTS) {
      const relative = payload.replace(/https:\/\/merchant\.test/g, location.origin);
      const outcome = runSubscriptionCheck(`?redirect=${relative}`);
      expect(outcome.type, relative).to.equal('error');
      expect($dialog.get()?.title).to.equal('There was an error processing your subscription');
      expect($dialog.get()?.text).to.equal('Please try to do the payment with a different card or contact support');
      navigations.length = 0;
      closeDialog();
      expect(navigations).to.deep.equal(['/home-page']);
      navigations.length = 0;
    }
  });

  it('follows same-origin and allowed-origin targets only (http://localhost only in development)', () => {
    expect(runSubscriptionCheck('?redirect=/account').type, 'http page in production').to.equal('error');
    closeDialog();
    navigations.length = 0;
    setConfig({ environment: 'development' });
    for (const [payload, expected] of ALLOWED_REDIRECTS) {
      const here = payload.replace('https://merchant.test', location.origin).replace('https%3A%2F%2Fmerchant.test', encodeURIComponent(location.origin));
      const outcome = runSubscriptionCheck(`?redirect=${here}`);
      if (expected.startsWith('https://account.merchant.test')) {
        expect(outcome).to.deep.equal({ type: 'redirect', url: expected });
      } else {
        expect(outcome.type, payload).to.equal('redirect');
        expect(new URL((outcome as { url: string }).url).origin).to.equal(location.origin);
      }
    }
    expect(navigations.every((u) => new URL(u).origin === location.origin || u.startsWith('https://account.merchant.test/'))).to.equal(true);
    expect(navigations).to.have.length(ALLOWED_REDIRECTS.length);
  });

  it('a missing redirect parameter shows the error dialog', () => {
    expect(runSubscriptionCheck('?other=1')).to.deep.equal({ type: 'error', reason: 'missing' });
    expect($dialog.get()?.kind).to.equal('subscription-error');
  });

  it('a followed address never runs script in this page', async () => {
    (window as unknown as { __pwned?: number }).__pwned = 0;
    const frame = document.createElement('iframe');
    document.body.append(frame);
    for (const payload of ['javascript:parent.__pwned=1', 'java%09script:parent.__pwned=1', '%20javascript:parent.__pwned=1']) {
      const raw = new URLSearchParams(`r=${payload}`).get('r');
      const url = safeRedirect(raw, { pageOrigin: location.origin });
      if (!url) continue;
      // whatever is followed is a web address, and the frame has loaded it before the next one
      expect(new URL(url).protocol, url).to.match(/^https?:$/);
      const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
      frame.src = url;
      await loaded;
    }
    frame.remove();
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(0);
  });
});

// A single-page host takes the library's navigations by cancelling `paywall-navigate`. A bank step
// is named twice, by the platform's answer (the payment pipeline) and by its requires.action event
// (the page's reactions), in either order: the host's router must get it once, as the browser would.
describe('a host that routes by itself', () => {
  const heard: Array<{ url: string; reason: string }> = [];
  const sent: string[] = [];
  const take = (e: CustomEvent<{ url: string; reason: string }>) => {
    heard.push(e.detail);
    e.preventDefault();
  };
  beforeEach(() => {
    heard.length = 0;
    sent.length = 0;
    document.addEventListener('paywall-navigate', take);
  });
  afterEach(() => {
    document.removeEventListener('paywall-navigate', take);
    setNavigator(null);
  });

  for (const navigator of ['the browser', 'a router of its own'] as const) {
    it(`hears a bank step once when the answer and the event both name it (navigator: ${navigator})`, () => {
      setNavigator(navigator === 'the browser' ? null : (url) => void sent.push(url));
      const step = `${location.origin}/bank/3ds?session=${navigator.length}`;
      expect(navigateTo(step, 'redirect'), 'the answer: the host took it').to.equal(false);
      storeEffectEnv().navigate(step, 'redirect');
      expect(navigateTo(step, 'redirect'), 'a repeat: still the host').to.equal(false);
      expect(heard).to.deep.equal([{ url: step, reason: 'redirect' }]);
      // another step is heard, and a route (no bank step) every time it is asked for
      expect(navigateTo(`${step}&next=1`, 'redirect')).to.equal(false);
      navigateTo('/account', 'route');
      navigateTo('/account', 'route');
      expect(heard.map((h) => h.reason)).to.deep.equal(['redirect', 'redirect', 'route', 'route']);
      expect(sent, 'nothing went past the host').to.deep.equal([]);
    });
  }
});
