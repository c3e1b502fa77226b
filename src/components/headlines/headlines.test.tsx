import { expect } from 'chai';
import '../../../elements/paywall-headlines';
import { cleanup, collect, fixture, frames, shadow, waitFor, part } from '../../../test/helpers/dom';
import { fakeClockEachTest, type FakeClock } from '../../../test/helpers/fake-clock';
import type { LoadMoreDetail } from './headlines';
import { resetConfig, setConfig } from '../../stores/config';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');
const articles = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `<article style="height: 300px">Headline ${from + i + 1}</article>`).join('');
const toBottom = () => window.scrollTo(0, document.documentElement.scrollHeight);
/** Waits until the element's 400 ms wait at the bottom has started on the fake clock. */
const waiting = (clock: FakeClock) => waitFor(() => clock.dueIn().includes(400), { message: () => `the 400 ms wait (waiting: ${clock.dueIn().join(', ') || 'none'})` });

/** The page's server side: answers each load by appending `count` headlines after `delay` ms. */
function answerLoads(el: HTMLElement, { delay = 100, count = 3 } = {}) {
  el.addEventListener('paywall-load-more', () => {
    setTimeout(() => el.insertAdjacentHTML('beforeend', articles(count, el.children.length)), delay);
  });
}

describe('<paywall-headlines>', () => {
  // the 400 ms wait at the bottom runs on a fake clock (installed in a test's body, after the test
  // runner's own timeout timer): a slow machine can neither stretch the viewer's visit nor hide a load
  const { install: fakeClock, restore: restoreClock } = fakeClockEachTest(400);
  afterEach(() => {
    restoreClock();
    cleanup();
    window.scrollTo(0, 0);
  });

  it('asks for more 400 ms after the viewer reaches the bottom, once while a load is pending', async () => {
    const clock = fakeClock();
    const el = fixture(`<paywall-headlines>${articles(6)}</paywall-headlines>`);
    const loads = collect<LoadMoreDetail>(el, 'paywall-load-more');
    await waitFor(() => state(el) === 'idle');
    expect(part(el, 'list')!.getAttribute('role')).to.equal('feed');
    // the element has seen where the viewer is (its observer reports within a frame): not at the bottom
    await frames();
    expect(clock.dueIn(), 'no wait started').not.to.include(400);
    clock.tick(1000);
    expect(loads, 'not at the bottom yet').to.have.length(0);
    toBottom();
    await waiting(clock);
    clock.tick(399);
    expect(loads, 'not before 400 ms').to.have.length(0);
    clock.tick(1);
    await waitFor(() => loads.length === 1, { message: 'first load' });
    await waitFor(() => state(el) === 'loading');
    expect(part(el, 'list')!.getAttribute('aria-busy')).to.equal('true');
    expect(part(el, 'status')!.textContent).to.equal('Loading more headlines…');
    // still at the bottom, scrolling and clicking while pending send nothing more
    toBottom();
    part<HTMLButtonElement>(el, 'load-more')!.click();
    await frames();
    clock.tick(1000);
    expect(loads.map((e) => e.detail)).to.deep.equal([{ page: 1 }]);
    expect(loads[0].bubbles && loads[0].composed).to.equal(true);
    // the server answers: the load ends, and the viewer scrolling to the new bottom loads page 2
    el.insertAdjacentHTML('beforeend', articles(3, 6));
    await waitFor(() => state(el) === 'idle');
    toBottom();
    await waiting(clock);
    clock.tick(400);
    await waitFor(() => loads.length === 2);
    expect(loads[1].detail).to.deep.equal({ page: 2 });
  });

  it('keeps the focus of a viewer on "Load more" while it loads, then moves it to the first new headline', async () => {
    const el = fixture(`<paywall-headlines>${articles(2)}</paywall-headlines>`);
    el.addEventListener('paywall-load-more', () => {
      setTimeout(() => el.insertAdjacentHTML('beforeend', '<article><h3><a href="#new-1">New one</a></h3></article><article><h3><a href="#new-2">New two</a></h3></article>'), 150);
    });
    await waitFor(() => state(el) === 'idle');
    const button = part<HTMLButtonElement>(el, 'load-more')!;
    button.focus();
    button.click();
    await waitFor(() => state(el) === 'loading');
    expect(button.disabled, 'a disabled button would drop the focus').to.equal(false);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(shadow(el).activeElement, 'still on the button').to.equal(button);
    await waitFor(() => document.activeElement?.getAttribute('href') === '#new-1', { message: 'on the first new headline' });
  });

  /** Six headlines, the viewer at the bottom, and the 400 ms wait started on the fake clock. */
  const waitingAtBottom = async () => {
    const el = fixture(`<paywall-headlines>${articles(6)}</paywall-headlines>`);
    const loads = collect(el, 'paywall-load-more');
    await waitFor(() => state(el) === 'idle');
    const clock = fakeClock();
    toBottom();
    await waiting(clock);
    return { el, loads, clock };
  };

  it('does not load when the viewer leaves the bottom within 400 ms', async () => {
    const { loads, clock } = await waitingAtBottom();
    clock.tick(399);
    window.scrollTo(0, 0);
    // leaving the bottom cancels the wait
    await waitFor(() => !clock.dueIn().includes(1), { message: 'the wait cancelled' });
    clock.tick(1000);
    expect(loads).to.have.length(0);
    toBottom();
    await waiting(clock);
    clock.tick(400);
    expect(loads, 'staying 400 ms at the bottom loads').to.have.length(1);
  });

  it('asks for nothing once complete, even with a load already scheduled from the bottom', async () => {
    const { el, loads, clock } = await waitingAtBottom();
    el.setAttribute('complete', 'true');
    await waitFor(() => state(el) === 'complete');
    await waitFor(() => !clock.dueIn().includes(400), { message: 'the scheduled load cancelled' });
    clock.tick(1000);
    expect(loads).to.have.length(0);
  });

  it('loads with the "Load more" button, and stops when the server says it is complete', async () => {
    const clock = fakeClock();
    const el = fixture(`<paywall-headlines label="Latest news">${articles(6)}</paywall-headlines>`);
    answerLoads(el);
    const loads = collect(el, 'paywall-load-more');
    await waitFor(() => state(el) === 'idle');
    expect(part(el, 'list')!.getAttribute('aria-label')).to.equal('Latest news');
    const button = part<HTMLButtonElement>(el, 'load-more')!;
    expect(button.textContent).to.equal('Load more');
    button.focus();
    button.click();
    await waitFor(() => el.children.length === 9, { message: 'server appended' });
    await waitFor(() => state(el) === 'idle');
    expect(loads).to.have.length(1);
    el.setAttribute('complete', 'true');
    await waitFor(() => state(el) === 'complete');
    expect(part(el, 'load-more')).to.equal(null);
    expect(part(el, 'status')!.textContent).to.equal('No more headlines.');
    toBottom();
    await frames();
    expect(clock.dueIn(), 'a complete list waits for nothing').not.to.include(400);
    clock.tick(1000);
    expect(loads).to.have.length(1);
  });

  it('offers "Try again" when the server does not answer in time', async () => {
    const el = fixture(`<paywall-headlines timeout="300">${articles(2)}</paywall-headlines>`);
    const loads = collect<LoadMoreDetail>(el, 'paywall-load-more');
    await waitFor(() => state(el) === 'idle');
    part<HTMLButtonElement>(el, 'load-more')!.click();
    await waitFor(() => state(el) === 'error', { message: 'timed out' });
    expect(part(el, 'status')!.textContent).to.equal('More headlines could not be loaded.');
    expect(part(el, 'load-more')!.textContent).to.equal('Try again');
    part<HTMLButtonElement>(el, 'load-more')!.click();
    await waitFor(() => loads.length === 2);
    expect(loads.map((e) => e.detail.page)).to.deep.equal([1, 1]);
  });

  describe('in the page\'s language', () => {
    afterEach(() => resetConfig());

    it('speaks German, and Arabic right to left', async () => {
      setConfig({ locale: 'de' });
      const el = fixture(`<paywall-headlines>${articles(2)}</paywall-headlines>`);
      await waitFor(() => part(el, 'load-more')?.textContent === 'Mehr laden', { message: 'German button' });
      expect(part(el, 'list')!.getAttribute('aria-label')).to.equal('Schlagzeilen');
      expect(part(el, 'base')!.getAttribute('dir')).to.equal('ltr');
      el.setAttribute('complete', 'true');
      await waitFor(() => part(el, 'status')!.textContent === 'Keine weiteren Schlagzeilen.');
      cleanup();
      setConfig({ locale: 'ar' });
      const ar = fixture(`<paywall-headlines>${articles(2)}</paywall-headlines>`);
      await waitFor(() => part(ar, 'load-more')?.textContent === 'تحميل المزيد', { message: 'Arabic button' });
      expect(part(ar, 'base')!.getAttribute('dir')).to.equal('rtl');
      expect(part(ar, 'list')!.getAttribute('aria-label')).to.equal('العناوين');
    });
  });
});
