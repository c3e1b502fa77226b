import { expect } from 'chai';
import '../../../elements/paywall-toasts';
import { pushToast, clearToasts, $toasts } from '../../stores/toasts';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Toasts } from './toasts';
import { cleanup, fixture, overlayPlacement, shadow, waitFor } from '../../../test/helpers/dom';
import { fakeClockEachTest } from '../../../test/helpers/fake-clock';
import { afterIdle } from '../../../test/helpers/page-work';

describe('<paywall-toasts>', () => {
  // a toast's lifetime runs on a fake clock (installed in each test's body, after the test runner's
  // own timeout timer): however long its code takes to arrive on a loaded machine, a toast waits to be
  // shown, and goes exactly when the clock says
  const { install: fakeClock, restore: restoreClock } = fakeClockEachTest(100);
  afterEach(() => {
    restoreClock();
    clearToasts();
    cleanup();
  });

  it('renders a pushed toast as text inside a polite live region', async () => {
    fakeClock();
    // nothing to show yet: nothing rendered (and its code not loaded) until the first toast
    const el = await afterIdle(() => fixture('<paywall-toasts></paywall-toasts>'));
    expect(shadow(el).childElementCount).to.equal(0);
    pushToast({ message: '<img src=x onerror=alert(1)> Payment completed', kind: 'success', title: 'Thanks' });
    const toast = await waitFor(() => shadow(el).querySelector('[part~="toast"]'));
    expect(toast.getAttribute('part')).to.equal('toast toast-success');
    expect(shadow(el).querySelector('[part="message"]')!.textContent).to.equal('<img src=x onerror=alert(1)> Payment completed');
    expect(shadow(el).querySelector('img')).to.equal(null);
    expect(shadow(el).querySelector('[part="title"]')!.textContent).to.equal('Thanks');
    const live = shadow(el).querySelector('[aria-live]')!;
    expect(live.getAttribute('aria-live')).to.equal('polite');
    expect(live.getAttribute('role')).to.equal('status');
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('data-state')).to.equal('open');
  });

  it('announces error toasts as alerts and dismisses on the close button', async () => {
    fakeClock();
    const el = fixture('<paywall-toasts></paywall-toasts>');
    pushToast({ message: 'Payment failed', kind: 'error' });
    const toast = await waitFor(() => shadow(el).querySelector<HTMLElement>('[part~="toast-error"]'));
    expect(toast.getAttribute('role')).to.equal('alert');
    const close = shadow(el).querySelector<HTMLButtonElement>('[part="close"]')!;
    expect(close.getAttribute('aria-label')).to.equal('Dismiss notification');
    close.click();
    await waitFor(() => !shadow(el).querySelector('[part~="toast"]'), { message: 'toast removed' });
    expect($toasts.get()).to.have.length(0);
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('data-state')).to.equal('empty');
  });

  it('removes a toast when its lifetime ends', async () => {
    const clock = fakeClock();
    const el = fixture('<paywall-toasts></paywall-toasts>');
    pushToast({ message: 'short', lifetime: 120 });
    await waitFor(() => shadow(el).querySelector('[part~="toast"]'));
    clock.tick(119);
    expect($toasts.get(), 'not before its lifetime').to.have.length(1);
    clock.tick(1);
    await waitFor(() => !shadow(el).querySelector('[part~="toast"]'), { message: 'expired toast removed' });
  });

  it('styles through adopted stylesheets only, themable with custom properties', async () => {
    fakeClock();
    const el = fixture('<paywall-toasts style="--paywall-toast-background: rgb(1, 2, 3)"></paywall-toasts>');
    pushToast('Styled');
    const toast = await waitFor(() => shadow(el).querySelector<HTMLElement>('[part~="toast"]'));
    expect(shadow(el).adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(shadow(el).querySelectorAll('style').length).to.equal(0);
    expect(shadow(el).querySelectorAll('[style]').length).to.equal(0);
    expect(getComputedStyle(toast).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(shadow(el).querySelector('[part~="base"]')!).position).to.equal('fixed');
  });

  /** The toast stands in the viewport's end corner, wholly in view and on top. */
  const inCorner = (toast: Element) => {
    const r = toast.getBoundingClientRect();
    expect(overlayPlacement(toast)).to.deep.include({ inside: true, topmost: true });
    expect(innerHeight - r.bottom, 'at the bottom').to.be.below(40);
    expect(innerWidth - r.right, 'at the end').to.be.below(40);
  };

  it('stands in the corner of the viewport, in view and on top, as an element', async () => {
    const el = fixture('<div><main style="height: 3000px"></main><paywall-toasts></paywall-toasts></div>').lastElementChild!;
    pushToast('Saved');
    inCorner(await waitFor(() => shadow(el).querySelector('[part~="toast"]')));
  });

  it('stands in the same corner rendered straight into a page, as a React app renders it', async () => {
    const holder = fixture('<div><main style="height: 3000px"></main><div></div></div>').lastElementChild!;
    const root = createRoot(holder);
    try {
      root.render(createElement(Toasts, {}));
      pushToast('Saved');
      inCorner(await waitFor(() => holder.querySelector('[part~="toast"]')));
    } finally {
      root.unmount();
    }
  });

  it('uses the label attribute as the region name and follows its removal', async () => {
    fakeClock();
    const el = fixture('<paywall-toasts label="Alerts"></paywall-toasts>');
    pushToast('Saved');
    const region = await waitFor(() => shadow(el).querySelector('[role="region"]'));
    expect(region.getAttribute('aria-label')).to.equal('Alerts');
    el.removeAttribute('label');
    await waitFor(() => shadow(el).querySelector('[role="region"]')!.getAttribute('aria-label') === 'Notifications');
  });
});
