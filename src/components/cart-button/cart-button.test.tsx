import { expect } from 'chai';
import '../../../elements/paywall-cart-button';
import { cleanup, collect, fixture, frames, overlayPlacement, shadow, waitFor, part, reportedErrors } from '../../../test/helpers/dom';
import { fakeClockEachTest, type FakeClock } from '../../../test/helpers/fake-clock';
import { captureWarnings, merchantCart, merchantSession } from '../../../test/helpers/merchant-page';
import { sandboxInfo } from '../../../test/helpers/sandbox-page';
import type { ProductAdded } from '../../site/calls';
import { resetConfig, setConfig } from '../../stores/config';
import { TOAST_LIFETIME_MS } from '../../stores/toast-lifetime';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');
const button = (el: Element) => part<HTMLButtonElement>(el, 'button')!;
/** Waits until the notice's lifetime has started on the fake clock (its effect runs after the paint). */
const lifetime = (clock: FakeClock) => waitFor(() => clock.dueIn().includes(TOAST_LIFETIME_MS), { message: () => `the notice's lifetime (waiting: ${clock.dueIn().join(', ') || 'none'})` });

/** Clicks the button and returns the path of the one `paywall-navigate` it causes (the navigation itself is cancelled). */
async function clickAndCatchNavigation(el: Element): Promise<string> {
  const navigations: string[] = [];
  const onNavigate = (e: CustomEvent<{ url: string }>) => {
    e.preventDefault();
    navigations.push(e.detail.url);
  };
  document.addEventListener('paywall-navigate', onNavigate);
  try {
    button(el).click();
    await waitFor(() => navigations.length === 1, { message: 'navigated to the cart checkout' });
  } finally {
    document.removeEventListener('paywall-navigate', onNavigate);
  }
  return new URL(navigations[0], location.href).pathname;
}

describe('<paywall-cart-button>', () => {
  let warnings: ReturnType<typeof captureWarnings>;
  // the notice's 4 s lifetime runs on a fake clock (installed in a test's body, after the test
  // runner's own timeout timer): a slow machine cannot close it while a test still reads it
  const { install: fakeClock, restore: restoreClock } = fakeClockEachTest(1000);
  beforeEach(async () => {
    await merchantSession();
    warnings = captureWarnings();
  });
  afterEach(() => {
    restoreClock();
    warnings.restore();
    cleanup();
  });

  it('adds the product with the CSRF token and shows the notification the server sent, as text', async () => {
    const { seed } = (await sandboxInfo()) as { seed: { assets: Array<{ id: number; title: string }> } };
    const asset = seed.assets[0];
    const el = fixture(`<paywall-cart-button product-type="ppv" product-id="${asset.id}"></paywall-cart-button>`);
    const added = collect<ProductAdded>(el, 'paywall-product-added');
    await waitFor(() => state(el) === 'ready');
    expect(button(el).textContent).to.equal('Add to cart');
    fakeClock();
    button(el).click();
    await waitFor(() => state(el) === 'added', { message: 'notification shown' });
    expect(part(el, 'heading')!.textContent).to.equal('Added to your cart');
    expect(part(el, 'title')!.textContent).to.equal(asset.title);
    expect(part(el, 'description')!.textContent).to.equal('1 item in your cart');
    expect(part<HTMLImageElement>(el, 'thumbnail')!.src).to.match(/^http:\/\/127\.0\.0\.1:\d+\/media\/.+\/thumb\.svg$/);
    expect(part(el, 'notification')!.closest('[role="status"]')).to.not.equal(null);
    expect(added).to.have.length(1);
    expect(added[0].detail.title).to.equal(asset.title);
    expect(added[0].bubbles && added[0].composed).to.equal(true);
    expect(await merchantCart()).to.deep.equal([{ productType: 'ppv', productId: asset.id, clip: false }]);
    part<HTMLButtonElement>(el, 'close')!.click();
    await waitFor(() => state(el) === 'ready' && !part(el, 'notification'));
    expect(warnings.lines).to.deep.equal([]);
  });

  it('shows the notice wholly in view and on top, even in a small box, and moves the focus of the viewer who pressed the button to it and back', async () => {
    const el = fixture('<div style="overflow: hidden; width: 140px; height: 44px; transform: translateZ(0)"><paywall-cart-button product-type="ppv" product-id="40003"></paywall-cart-button></div>').firstElementChild!;
    await waitFor(() => state(el) === 'ready');
    const clock = fakeClock();
    button(el).focus();
    button(el).click();
    expect(button(el).disabled, 'focus is not lost while adding').to.equal(false);
    await waitFor(() => state(el) === 'added', { message: 'notification shown' });
    const note = part(el, 'notification')!;
    expect(overlayPlacement(note)).to.deep.include({ inside: true, topmost: true });
    expect(note.getBoundingClientRect().width).to.be.above(200, 'not clipped to the button');
    expect(el.shadowRoot!.activeElement, 'the notice has the focus').to.equal(note);
    // the viewer is reading it: past its lifetime it stays, a second at a time
    await lifetime(clock);
    clock.tick(TOAST_LIFETIME_MS);
    expect(clock.dueIn(), 'looked at again a second later').to.include(1000);
    clock.tick(1000);
    expect(clock.dueIn(), 'and again').to.include(1000);
    await frames();
    expect(part(el, 'notification'), 'kept open while it has the focus').to.equal(note);
    part<HTMLButtonElement>(el, 'close')!.focus();
    part<HTMLButtonElement>(el, 'close')!.click();
    await waitFor(() => state(el) === 'ready' && !part(el, 'notification'));
    expect(el.shadowRoot!.activeElement, 'back on the button').to.equal(button(el));
  });

  it('sends an on-demand clip to addOnDemandClip and, with then="checkout", goes to the cart checkout route', async () => {
    const el = fixture('<paywall-cart-button product-type="clip" product-id="40002" clip="true" then="checkout"></paywall-cart-button>');
    await waitFor(() => state(el) === 'ready');
    expect(button(el).textContent).to.equal('Add clip to cart');
    expect(await clickAndCatchNavigation(el)).to.equal('/cart/checkout');
    expect(await merchantCart()).to.deep.equal([{ productType: 'clip', productId: 40002, clip: true }]);
    await waitFor(() => state(el) === 'ready');
    expect(part(el, 'notification')).to.equal(null);
  });

  it('goes to the merchant\'s cart.checkout template after an add with then="checkout"', async () => {
    setConfig({ routes: { 'cart.checkout': '/shop/pay' } });
    const el = fixture('<paywall-cart-button product-type="ppv" product-id="40001" then="checkout"></paywall-cart-button>');
    await waitFor(() => state(el) === 'ready');
    try {
      expect(await clickAndCatchNavigation(el)).to.equal('/shop/pay');
    } finally {
      resetConfig();
    }
    expect(await merchantCart()).to.deep.equal([{ productType: 'ppv', productId: 40001, clip: false }]);
  });

  it('logs a refused CSRF token and a cart without success: true, shows nothing and is ready again', async () => {
    document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content = 'stale-token';
    const el = fixture('<paywall-cart-button product-id="40001"></paywall-cart-button>');
    await waitFor(() => state(el) === 'ready');
    button(el).click();
    expect(state(el)).to.be.oneOf(['adding', 'ready']);
    await waitFor(() => warnings.lines.length === 1, { message: 'failure logged' });
    await waitFor(() => state(el) === 'ready' && !button(el).disabled);
    expect(warnings.lines[0]).to.match(/^\[paywall-elements\] adding to the cart failed: .*419/);
    expect(part(el, 'notification')).to.equal(null);

    await merchantSession();
    const unknown = fixture('<paywall-cart-button product-id="99999"></paywall-cart-button>');
    await waitFor(() => state(unknown) === 'ready');
    button(unknown).click();
    await waitFor(() => warnings.lines.length === 2);
    expect(warnings.lines[1]).to.match(/no "success": true/);
    await waitFor(() => state(unknown) === 'ready');
    expect(await merchantCart()).to.deep.equal([]);
  });

  it('sends one request for a double click and shows the adding state meanwhile', async () => {
    const el = fixture('<paywall-cart-button product-id="40003"></paywall-cart-button>');
    await waitFor(() => state(el) === 'ready');
    const clock = fakeClock();
    button(el).click();
    button(el).click();
    await waitFor(() => state(el) === 'adding' || state(el) === 'added');
    await waitFor(() => state(el) === 'added');
    expect((await merchantCart()).length).to.equal(1);
    // the notice nobody reads goes after its lifetime, exactly
    await lifetime(clock);
    clock.tick(TOAST_LIFETIME_MS - 1);
    expect(part(el, 'notification'), 'still shown just before 4 s').to.not.equal(null);
    clock.tick(1);
    await waitFor(() => state(el) === 'ready' && !part(el, 'notification'), { message: 'closed after 4 s' });
  });

  it('without product-id shows a set-up message and dispatches paywall-error', async () => {
    const codes = await reportedErrors('paywall-cart-button', { check: (el) => expect(part(el, 'message')!.getAttribute('role')).to.equal('alert') });
    expect(codes).to.deep.equal(['missing_product_id']);
  });

  describe('in the page\'s language', () => {
    afterEach(() => resetConfig());

    it('speaks German', async () => {
      setConfig({ locale: 'de' });
      const el = fixture('<paywall-cart-button product-id="40001"></paywall-cart-button>');
      const clip = fixture('<paywall-cart-button product-id="40002" clip="true"></paywall-cart-button>');
      const broken = fixture('<paywall-cart-button></paywall-cart-button>');
      await waitFor(() => button(el)?.textContent === 'In den Warenkorb', { message: 'German button' });
      expect(part(el, 'base')!.getAttribute('dir')).to.equal('ltr');
      expect(button(clip).textContent).to.equal('Clip in den Warenkorb');
      expect(part(broken, 'message')!.textContent).to.equal('Diese Schaltfläche ist nicht eingerichtet: Es ist kein Produkt angegeben.');
    });

    it('runs right to left in Arabic, the notification in the left corner', async () => {
      setConfig({ locale: 'ar' });
      const el = fixture('<paywall-cart-button product-type="ppv" product-id="40001"></paywall-cart-button>');
      await waitFor(() => button(el)?.textContent === 'أضف إلى السلة', { message: 'Arabic button' });
      expect(part(el, 'base')!.getAttribute('dir')).to.equal('rtl');
      fakeClock();
      button(el).click();
      await waitFor(() => state(el) === 'added', { message: 'notification shown' });
      expect(part(el, 'close')!.getAttribute('aria-label')).to.equal('إغلاق الإشعار');
      const note = part(el, 'notification')!.getBoundingClientRect();
      expect(note.left).to.be.below(innerWidth - note.right, 'nearer the left edge than the right');
      expect(getComputedStyle(part(el, 'notification')!).borderRightWidth).to.equal('4px');
    });
  });
});
