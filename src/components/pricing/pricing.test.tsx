import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../../elements/paywall-pricing';
import '../../../elements/paywall-gate';
import { $purchase, closePurchase } from '../../stores/purchase';
import { resetConfig, setConfig } from '../../stores/config';
import { cleanup, collect, fixture, shadow, waitFor } from '../../../test/helpers/dom';
import { afterIdle } from '../../../test/helpers/page-work';
import { buyWithTestCard, leaveSandbox, sandboxInfo, signUpFresh, useSandbox } from '../../../test/helpers/sandbox-page';
import { refreshSession } from '../../stores/session';
import { pricingLayout } from './layout';

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]');
const state = (el: Element) => base(el)?.getAttribute('data-state');
const cards = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part~="card"]')].map((c) => c.getAttribute('data-access-fee-id'));

describe('<paywall-pricing>', () => {
  beforeEach(async () => {
    await useSandbox();
    await setViewport({ width: 1200, height: 800 });
  });
  afterEach(async () => {
    cleanup();
    closePurchase();
    document.querySelectorAll('paywall-checkout[data-paywall-auto]').forEach((n) => n.remove());
    await leaveSandbox();
    await setViewport({ width: 800, height: 600 });
  });

  it('builds a card per access fee of an item', async () => {
    const el = fixture('<paywall-pricing item-id="40001"></paywall-pricing>');
    await waitFor(() => state(el) === 'ready', { message: 'ready' });
    expect(cards(el)).to.deep.equal(['60001', '60021']);
    expect(shadow(el).querySelector('[part~="toggle"]')).to.equal(null);
    const prices = [...shadow(el).querySelectorAll('[part~="card-price"]')].map((p) => p.textContent);
    expect(prices).to.deep.equal(['€3.99', '€10.99']);
    expect(shadow(el).querySelector('[part~="card-term"]')!.textContent).to.equal('48 hours of access');
  });

  it('toggles between monthly and pay-per-view prices of a package', async () => {
    const el = fixture('<paywall-pricing package-id="50002"></paywall-pricing>');
    await waitFor(() => state(el) === 'ready');
    const options = [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="toggle-option"]')];
    expect(options.map((o) => o.textContent)).to.deep.equal(['Monthly', 'Pay-per-view']);
    expect(options[0].getAttribute('aria-checked')).to.equal('true');
    expect(cards(el)).to.deep.equal(['61004']);
    options[1].click();
    await waitFor(() => cards(el)[0] === '61003', { message: 'pay-per-view cards' });
    expect(shadow(el).querySelectorAll('[part~="toggle-option-active"]')[0].textContent).to.equal('Pay-per-view');
  });

  it('moves through the toggle with the arrow keys like a radio group', async () => {
    const el = fixture('<paywall-pricing package-id="50002"></paywall-pricing>');
    await waitFor(() => state(el) === 'ready');
    const options = () => [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="toggle-option"]')];
    expect(options().map((o) => o.tabIndex)).to.deep.equal([0, -1]);
    options()[0].focus();
    options()[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => cards(el)[0] === '61003', { message: 'pay-per-view by keyboard' });
    expect(shadow(el).activeElement?.textContent).to.equal('Pay-per-view');
    expect(options().map((o) => o.getAttribute('aria-checked'))).to.deep.equal(['false', 'true']);
    expect(options().map((o) => o.tabIndex)).to.deep.equal([-1, 0]);
  });

  it('dispatches a cancelable paywall-select-price and opens checkout unless cancelled', async () => {
    const el = fixture('<paywall-pricing package-id="50001"></paywall-pricing>');
    await waitFor(() => state(el) === 'ready');
    const veto = (e: Event) => e.preventDefault();
    el.addEventListener('paywall-select-price', veto, { once: true });
    const events = collect<{ itemId: string; accessFeeId: string; kind: string; amount: number; currency: string }>(el, 'paywall-select-price');
    const choose = () => shadow(el).querySelectorAll<HTMLButtonElement>('[part~="choose"]');
    choose()[1].click();
    expect(events).to.have.length(1);
    expect(events[0].detail).to.deep.equal({ itemId: '50001', accessFeeId: '61002', amount: 99, currency: 'EUR', kind: 'subscription' });
    expect(events[0].cancelable).to.equal(true);
    expect($purchase.get().status).to.equal('idle');
    choose()[0].click();
    expect($purchase.get()).to.deep.equal({ status: 'checkout', itemId: '50001', accessFeeId: '61001' });
  });

  it('switches to the compact layout below 640 px, re-measured after a resize', async () => {
    const el = fixture('<paywall-pricing package-id="50001"></paywall-pricing>');
    await waitFor(() => state(el) === 'ready');
    expect(base(el)!.getAttribute('data-layout')).to.equal('detail');
    expect(shadow(el).querySelector('[part~="card-trial"]')!.textContent).to.equal('7-day free trial');
    await setViewport({ width: 500, height: 800 });
    await waitFor(() => base(el)!.getAttribute('data-layout') === 'compact', { message: 'compact after resize' });
    expect(shadow(el).querySelector('[part~="card-trial"]')).to.equal(null);
  });

  it('shows carousel arrows only on wide screens with four or more cards', () => {
    expect(pricingLayout(1024, 4)).to.deep.equal({ arrows: true, detail: true });
    expect(pricingLayout(1023, 6)).to.deep.equal({ arrows: false, detail: true });
    expect(pricingLayout(1440, 3)).to.deep.equal({ arrows: false, detail: true });
    expect(pricingLayout(639, 5)).to.deep.equal({ arrows: false, detail: false });
  });

  it('has no arrows with two cards on a wide screen', async () => {
    const el = fixture('<paywall-pricing item-id="40002"></paywall-pricing>');
    await waitFor(() => state(el) === 'ready');
    expect(base(el)!.getAttribute('data-arrows')).to.equal('false');
    expect(shadow(el).querySelector('[part~="prev"], [part~="next"]')).to.equal(null);
  });

  it('reports an unreachable platform and offers a retry', async () => {
    resetConfig();
    setConfig({ environment: 'sandbox', apiBase: 'http://127.0.0.1:9', merchantUuid: 'c6f4002f-7415-4eb6-ab03-72b0f7aff0e8' });
    const el = fixture('<paywall-pricing item-id="40001"></paywall-pricing>');
    const errors = collect<{ code: string }>(el, 'paywall-error');
    await waitFor(() => state(el) === 'error', { timeout: 15000 });
    expect(shadow(el).querySelector('[part~="error-message"]')!.getAttribute('role')).to.equal('alert');
    expect(errors.map((e) => e.detail.code)).to.include('pricing_failed');
  });

  it('maps the platform branding onto its custom properties with one branding request for the page', async () => {
    const a = fixture('<paywall-pricing item-id="40008"></paywall-pricing>');
    const b = fixture('<paywall-pricing package-id="50002"></paywall-pricing>');
    await waitFor(() => state(a) === 'ready' && state(b) === 'ready');
    await waitFor(() => getComputedStyle(a).getPropertyValue('--paywall-brand-primary').trim() === '#1d4ed8', { message: 'branding applied' });
    expect(getComputedStyle(b).getPropertyValue('--paywall-brand-primary').trim()).to.equal('#1d4ed8');
    const choose = shadow(a).querySelector<HTMLButtonElement>('[part~="choose"]')!;
    expect(getComputedStyle(choose).backgroundColor).to.equal('rgb(29, 78, 216)');
    // one request for this platform over the whole page (every earlier test used the same sandbox too)
    const { apiBase } = await sandboxInfo();
    const requests = performance.getEntriesByType('resource').filter((e) => e.name.startsWith(`${apiBase}/branding/paywall/`));
    expect(requests).to.have.length(1);
  });

  const branded = (el: Element) =>
    shadow(el).adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes('--paywall-brand-primary: #1d4ed8')));

  it('lets the merchant CSS on the element win over the platform branding', async () => {
    const el = fixture('<paywall-pricing item-id="40008" style="--paywall-color-primary: rgb(1, 2, 3)"></paywall-pricing>');
    await waitFor(() => state(el) === 'ready');
    // the platform's branding (#1d4ed8) must have arrived and been applied before the comparison means anything
    await waitFor(() => branded(el), { message: 'branding applied' });
    const choose = shadow(el).querySelector<HTMLButtonElement>('[part~="choose"]')!;
    expect(getComputedStyle(choose).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('lets the merchant theme inherited from the page (:root) win over the platform branding', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(':root { --paywall-color-primary: rgb(4, 5, 6); --paywall-color-surface: rgb(250, 250, 240); }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      const el = fixture('<paywall-pricing item-id="40008"></paywall-pricing>');
      await waitFor(() => state(el) === 'ready');
      await waitFor(() => branded(el), { message: 'branding applied' });
      const choose = shadow(el).querySelector<HTMLButtonElement>('[part~="choose"]')!;
      expect(getComputedStyle(choose).backgroundColor).to.equal('rgb(4, 5, 6)');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });

  it('shares one item request with a gate on the same item', async () => {
    const gate = fixture('<paywall-gate item-id="40010"></paywall-gate>');
    const el = fixture('<paywall-pricing item-id="40010"></paywall-pricing>');
    await waitFor(() => state(el) === 'ready' && shadow(gate).querySelector('[part~="base"]')?.getAttribute('data-state') === 'locked');
    const { apiBase, merchantUuid } = await sandboxInfo();
    const requests = performance.getEntriesByType('resource').filter((e) => e.name === `${apiBase}/items/${merchantUuid}/40010`);
    expect(requests).to.have.length(1);
  });

  it('marks the price the signed-in viewer already owns, with when it ends, and offers it again only as "Buy again"', async () => {
    await signUpFresh();
    await refreshSession();
    await buyWithTestCard(60003);
    const el = fixture('<paywall-pricing item-id="40003"></paywall-pricing>');
    const owned = await waitFor(() => shadow(el).querySelector('[data-access-fee-id="60003"][data-owned="true"]'), { timeout: 8000, message: 'owned card' });
    expect(owned.querySelector('[part~="card-owned-until"]')!.textContent).to.match(/^Yours until .*\d/);
    expect(owned.querySelector('[part~="choose"]')!.textContent).to.equal('Buy again');
    expect(shadow(el).querySelector('[part~="owned"]')!.textContent).to.match(/^You have access to this until /);
    const other = shadow(el).querySelector('[data-access-fee-id="60023"]')!;
    expect(other.hasAttribute('data-owned')).to.equal(false);
    expect(other.querySelector('[part~="choose"]')!.textContent).to.equal('Choose');
  });

  it('shows no ownership to a signed-out viewer', async () => {
    await refreshSession();
    // (an ownership check would have been asked and answered by the time the page is idle)
    const el = await afterIdle(() => fixture('<paywall-pricing item-id="40003"></paywall-pricing>'), (pricing) => waitFor(() => state(pricing) === 'ready'));
    expect(shadow(el).querySelector('[data-owned]')).to.equal(null);
    expect(shadow(el).querySelector('[part~="owned"]')).to.equal(null);
  });
});
