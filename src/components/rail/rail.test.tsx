import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/paywall-rail';
import { cleanup, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { fakeLongTimers } from '../../../test/helpers/fake-clock';
import { railLayout } from './rail';
import { resetConfig, setConfig } from '../../stores/config';

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
const cards = (n: number) => Array.from({ length: n }, (_, i) => `<a href="/content/${40001 + i}" class="card">Film ${i + 1}</a>`).join('');

describe('<paywall-rail>', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(async () => {
    cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  it('shows prev/next arrows on a wide screen with 4 or more cells, and scroll-snaps its cells', async () => {
    const el = fixture(`<paywall-rail kind="video" heading="New films">${cards(8)}</paywall-rail>`);
    await waitFor(() => part(el, 'next'));
    expect(base(el).dataset.state).to.equal('ready');
    expect(base(el).getAttribute('aria-labelledby')).to.equal('rail-heading');
    expect(part(el, 'heading')!.textContent).to.equal('New films');
    expect(part(el, 'next')!.getAttribute('aria-label')).to.equal('Next New films');
    expect(getComputedStyle(part(el, 'track')!).scrollSnapType).to.equal('x mandatory');
    expect(getComputedStyle(el.children[0]).scrollSnapAlign).to.contain('start');
    expect(part<HTMLButtonElement>(el, 'prev')!.disabled).to.equal(true);
    await waitFor(() => !part<HTMLButtonElement>(el, 'next')!.disabled, { message: 'more cells to the right' });
    part<HTMLButtonElement>(el, 'next')!.click();
    await waitFor(() => part(el, 'track')!.scrollLeft > 100, { message: 'scrolled a page' });
    await waitFor(() => !part<HTMLButtonElement>(el, 'prev')!.disabled);
    // the cells start where the heading starts: the arrows stand at the end of the heading's row
    expect(part(el, 'track')!.getBoundingClientRect().left).to.be.closeTo(part(el, 'heading')!.getBoundingClientRect().left, 1);
    expect(part(el, 'next')!.getBoundingClientRect().bottom).to.be.at.most(part(el, 'track')!.getBoundingClientRect().top + 1, 'the arrows above the cells');
    const three = fixture(`<paywall-rail>${cards(3)}</paywall-rail>`);
    await waitFor(() => base(three)?.dataset.state === 'ready');
    expect(part(three, 'next')).to.equal(null, 'three cells: no arrows');
    expect(base(three).getAttribute('aria-label')).to.equal('Videos');
  });

  it('drops the arrows below 1024 px and the detail cards below 640 px, re-measured 200 ms after a resize', async () => {
    const el = fixture(`<paywall-rail kind="stream">${cards(6)}</paywall-rail>`);
    await waitFor(() => part(el, 'next') && el.getAttribute('data-paywall-layout') === 'detail', { message: 'laid out with the arrows and the detail cards' });
    const clock = fakeLongTimers(200);
    try {
      await setViewport({ width: 900, height: 700 });
      await waitFor(() => clock.dueIn().includes(200), { message: 'the resize started the 200 ms wait' });
      clock.tick(199);
      expect(clock.dueIn(), 'the re-measure waits on').to.include(1);
      expect(part(el, 'next'), 'not yet re-measured').to.not.equal(null);
      clock.tick(1);
    } finally {
      clock.restore();
    }
    await waitFor(() => !part(el, 'next'));
    expect(el.getAttribute('data-paywall-layout')).to.equal('detail');
    await setViewport({ width: 600, height: 700 });
    await waitFor(() => el.getAttribute('data-paywall-layout') === 'compact');
    expect(base(el).dataset.layout).to.equal('compact');
    const track = part(el, 'track')!;
    expect(el.children[0].getBoundingClientRect().width).to.be.closeTo(track.clientWidth * 0.68, 2);
    await setViewport({ width: 1280, height: 800 });
    await waitFor(() => part(el, 'next') && el.getAttribute('data-paywall-layout') === 'detail');
  });

  it('scrolls one cell with the arrow keys and jumps with Home and End', async () => {
    const el = fixture(`<paywall-rail kind="channel" label="Our channels">${cards(12)}</paywall-rail>`);
    // measured and settled first: a re-render after the key would take the focus with it
    await waitFor(() => base(el)?.dataset.state === 'ready' && part(el, 'track'));
    const track = part(el, 'track')!;
    expect(track.tabIndex).to.equal(0);
    expect(track.getAttribute('aria-label')).to.equal('Our channels: use the arrow keys to scroll');
    track.focus();
    await waitFor(() => el.shadowRoot!.activeElement === track);
    await sendKeys({ press: 'ArrowRight' });
    // a smooth scroll on a loaded machine can take a while
    await waitFor(() => track.scrollLeft > 0, { timeout: 10000 });
    expect(track.scrollLeft).to.be.closeTo(el.children[1].getBoundingClientRect().left - el.children[0].getBoundingClientRect().left, 2);
    await sendKeys({ press: 'End' });
    await waitFor(() => track.scrollLeft + track.clientWidth >= track.scrollWidth - 1);
    await waitFor(() => part<HTMLButtonElement>(el, 'next')!.disabled);
    await sendKeys({ press: 'Home' });
    await waitFor(() => track.scrollLeft === 0);
  });

  it('hides itself without cells, and follows cells added later', async () => {
    const el = fixture('<paywall-rail kind="sponsor"></paywall-rail>');
    await waitFor(() => base(el)?.dataset.state === 'empty');
    expect(base(el).hidden).to.equal(true);
    el.insertAdjacentHTML('beforeend', cards(5));
    await waitFor(() => base(el).dataset.state === 'ready' && part(el, 'next'));
    expect(base(el).getAttribute('aria-label')).to.equal('Sponsors');
  });

  it('decides arrows and detail cards by width and cell count', () => {
    expect(railLayout(1024, 4)).to.deep.equal({ arrows: true, detail: true });
    expect(railLayout(1023, 10)).to.deep.equal({ arrows: false, detail: true });
    expect(railLayout(1920, 3)).to.deep.equal({ arrows: false, detail: true });
    expect(railLayout(640, 2)).to.deep.equal({ arrows: false, detail: true });
    expect(railLayout(639, 8)).to.deep.equal({ arrows: false, detail: false });
  });

  describe('in the page\'s language', () => {
    afterEach(() => resetConfig());

    it('names itself and its arrows in German', async () => {
      setConfig({ locale: 'de' });
      const el = fixture(`<paywall-rail kind="channel">${cards(8)}</paywall-rail>`);
      await waitFor(() => base(el)?.getAttribute('aria-label') === 'Kanäle' && part(el, 'next'), { message: 'German name' });
      expect(base(el).getAttribute('dir')).to.equal('ltr');
      expect(part(el, 'track')!.getAttribute('aria-label')).to.equal('Kanäle: mit den Pfeiltasten blättern');
      expect(part(el, 'prev')!.getAttribute('aria-label')).to.equal('Kanäle: zurück');
      expect(part(el, 'next')!.getAttribute('aria-label')).to.equal('Kanäle: weiter');
    });

    it('runs right to left in Arabic: first cell on the right, next arrow on the left, scrolling towards the left', async () => {
      setConfig({ locale: 'ar' });
      const el = fixture(`<paywall-rail kind="video">${cards(12)}</paywall-rail>`);
      await waitFor(() => part(el, 'next')?.getAttribute('aria-label') === 'الفيديوهات: التالي', { message: 'Arabic texts' });
      expect(base(el).getAttribute('dir')).to.equal('rtl');
      const track = part(el, 'track')!;
      expect(el.children[0].getBoundingClientRect().right).to.be.closeTo(track.getBoundingClientRect().right, 2);
      expect(el.children[1].getBoundingClientRect().left).to.be.below(el.children[0].getBoundingClientRect().left);
      expect(part(el, 'next')!.getBoundingClientRect().left).to.be.below(part(el, 'prev')!.getBoundingClientRect().left);
      expect([part(el, 'prev')!.textContent, part(el, 'next')!.textContent]).to.deep.equal(['›', '‹'], 'the arrows point outwards');
      await waitFor(() => part<HTMLButtonElement>(el, 'prev')!.disabled && !part<HTMLButtonElement>(el, 'next')!.disabled, { message: 'at the start' });
      part<HTMLButtonElement>(el, 'next')!.click();
      await waitFor(() => track.scrollLeft < -1, { message: 'scrolled towards the left' });
      await waitFor(() => !part<HTMLButtonElement>(el, 'prev')!.disabled, { message: 'no longer at the start' });
      track.focus();
      await waitFor(() => el.shadowRoot!.activeElement === track);
      await sendKeys({ press: 'End' });
      await waitFor(() => part<HTMLButtonElement>(el, 'next')!.disabled, { message: 'End reaches the left end' });
      await sendKeys({ press: 'Home' });
      await waitFor(() => track.scrollLeft === 0);
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => track.scrollLeft < -1, { message: 'ArrowLeft goes forward' });
      expect(-track.scrollLeft).to.be.closeTo(el.children[0].getBoundingClientRect().left - el.children[1].getBoundingClientRect().left, 2);
    });
  });
});
