import { expect } from 'chai';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/paywall-slider';
import { cleanup, collect, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { slideDuration, type SlideChangeDetail } from './slider';
import { resetConfig, setConfig } from '../../stores/config';
import { fakeClockEachTest, type FakeClock } from '../../../test/helpers/fake-clock';

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
const shownIndex = (el: Element) => [...el.children].findIndex((c) => c.hasAttribute('data-paywall-active'));
const slides = (n: number, extra = '') => Array.from({ length: n }, (_, i) => `<div class="slide" style="height: 120px"${i === 1 ? extra : ''}><a href="#s${i + 1}">Slide ${i + 1}</a></div>`).join('');
const centre = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};
/** Waits until the slider's autoplay timer (the only one of its length) waits `ms` on the fake clock. */
const autoplayIn = (clock: FakeClock, ms: number) => waitFor(() => clock.dueIn().includes(ms), { message: () => `an autoplay timer of ${ms} ms (waiting: ${clock.dueIn().join(', ') || 'none'})` });
/** Whether an autoplay timer of `ms` waits. */
const rotates = (clock: FakeClock, ms: number) => clock.dueIn().includes(ms);

describe('<paywall-slider>', () => {
  // the autoplay runs on a fake clock: a test moves time on itself and reads whether a timer waits,
  // so a loaded machine can neither stretch an interval nor hide a rotation that should not happen
  // (installed in each test's body, after the test runner's own timeout timer)
  const { install: fakeClock, restore: restoreClock } = fakeClockEachTest(250);
  afterEach(async () => {
    restoreClock();
    cleanup();
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows one slide at a time and plays on its own, a slide\'s data-autoplay winning over the interval', async () => {
    const clock = fakeClock();
    const el = fixture(`<paywall-slider interval="300" label="Highlights">${slides(3, ' data-autoplay="1200"')}</paywall-slider>`);
    const changes = collect<SlideChangeDetail>(el, 'paywall-slide-change');
    await waitFor(() => shownIndex(el) === 0);
    await waitFor(() => [...el.children].map((c) => getComputedStyle(c).display).join() === 'block,none,none', { message: 'only the first slide shows' });
    expect(base(el).getAttribute('aria-roledescription')).to.equal('carousel');
    expect(base(el).getAttribute('aria-label')).to.equal('Highlights');
    expect(base(el).dataset.state).to.equal('playing');
    await autoplayIn(clock, 300);
    clock.tick(300);
    await waitFor(() => shownIndex(el) === 1);
    expect(part(el, 'slides')!.getAttribute('aria-label')).to.equal('2 of 3');
    expect(part(el, 'slides')!.getAttribute('aria-live')).to.equal('off', 'rotating slides are not announced');
    // the second slide's own data-autoplay: 1200 ms, not the interval
    await autoplayIn(clock, 1200);
    clock.tick(1199);
    expect(shownIndex(el)).to.equal(1);
    clock.tick(1);
    await waitFor(() => shownIndex(el) === 2);
    await autoplayIn(clock, 300);
    clock.tick(300);
    await waitFor(() => shownIndex(el) === 0, { message: 'wraps around' });
    expect(changes.slice(0, 3).map((e) => e.detail)).to.deep.equal([{ index: 1, cause: 'autoplay' }, { index: 2, cause: 'autoplay' }, { index: 0, cause: 'autoplay' }]);
    expect(slideDuration(el.children[1], 8000)).to.equal(1200);
    expect(slideDuration(el.children[0], 8000)).to.equal(8000);
  });

  it('has indicators named "Slide N of M" marking the current one, and the default interval is 8 s', async () => {
    const clock = fakeClock();
    const el = fixture(`<paywall-slider>${slides(3)}</paywall-slider>`);
    await waitFor(() => part(el, 'indicator'));
    const indicators = [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="indicator"]')];
    expect(indicators.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(indicators.map((b) => b.getAttribute('aria-current'))).to.deep.equal(['true', null, null]);
    indicators[2].click();
    await waitFor(() => shownIndex(el) === 2);
    expect(shadow(el).querySelector('[part~="indicator-current"]')!.getAttribute('aria-label')).to.equal('Slide 3 of 3');
    // the chosen slide shows for the whole default interval, 8 s
    await autoplayIn(clock, 8000);
    clock.tick(7999);
    expect(shownIndex(el)).to.equal(2);
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    const clock = fakeClock();
    const el = fixture(`<paywall-slider interval="300">${slides(3)}</paywall-slider>`);
    await waitFor(() => shownIndex(el) === 0);
    await sendMouse({ type: 'move', position: centre(el) });
    await waitFor(() => base(el).dataset.hold === 'hover');
    const at = shownIndex(el);
    await waitFor(() => !rotates(clock, 300), { message: 'no rotation waits while the pointer is over it' });
    expect(part(el, 'slides')!.getAttribute('aria-live')).to.equal('polite');
    await sendMouse({ type: 'move', position: [2, 2000] });
    await resetMouse();
    await waitFor(() => base(el).dataset.hold === 'none');
    await autoplayIn(clock, 300);
    clock.tick(300);
    await waitFor(() => shownIndex(el) !== at);
  });

  it('pauses while focus is inside, and moves with the arrow keys, Home and End', async () => {
    const clock = fakeClock();
    const el = fixture(`<paywall-slider interval="300">${slides(4)}</paywall-slider>`);
    const changes = collect<SlideChangeDetail>(el, 'paywall-slide-change');
    await waitFor(() => part(el, 'next'));
    part<HTMLButtonElement>(el, 'next')!.focus();
    await waitFor(() => base(el).dataset.hold === 'focus');
    const at = shownIndex(el);
    await waitFor(() => !rotates(clock, 300), { message: 'no rotation waits while focus is inside' });
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => shownIndex(el) === (at + 1) % 4);
    await sendKeys({ press: 'End' });
    await waitFor(() => shownIndex(el) === 3);
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => shownIndex(el) === 0);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => shownIndex(el) === 3);
    await sendKeys({ press: 'Home' });
    await waitFor(() => shownIndex(el) === 0);
    expect(changes.filter((e) => e.detail.cause === 'viewer')).to.have.length(5);
    (el.children[0].querySelector('a') as HTMLAnchorElement).focus();
    await waitFor(() => base(el).dataset.hold === 'focus', { message: 'focus on a slide\'s own link counts too' });
    expect(rotates(clock, 300)).to.equal(false);
  });

  it('moves with a swipe', async () => {
    const el = fixture(`<paywall-slider paused="true">${slides(3)}</paywall-slider>`);
    await waitFor(() => shownIndex(el) === 0 && part(el, 'slides'));
    const [x, y] = centre(part(el, 'slides')!);
    await sendMouse({ type: 'move', position: [x + 80, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x - 80, y] });
    await sendMouse({ type: 'up' });
    await waitFor(() => shownIndex(el) === 1, { message: 'swiped left' });
    await sendMouse({ type: 'move', position: [x - 80, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 80, y] });
    await sendMouse({ type: 'up' });
    await waitFor(() => shownIndex(el) === 0, { message: 'swiped right' });
  });

  it('moves in one step: the slide that leaves never takes the entrance meant for the one that comes', async () => {
    const clock = fakeClock();
    const el = fixture(`<paywall-slider interval="300">${slides(3)}</paywall-slider>`);
    await waitFor(() => shownIndex(el) === 0 && part(el, 'slides'));
    // each change as it lands, before the page paints: the slider's index, the slide marked on
    // show, and the slides that animate (reading them computes the styles of that moment)
    const seen: Array<{ index: number; shown: number; animating: number[] }> = [];
    const observer = new MutationObserver(() => seen.push({
      index: Number(part(el, 'slides')!.dataset.index),
      shown: shownIndex(el),
      animating: [...el.children].flatMap((c, i) => (c.getAnimations().length ? [i] : [])),
    }));
    observer.observe(el, { subtree: true, attributeFilter: ['data-paywall-active'] });
    observer.observe(shadow(el), { subtree: true, attributeFilter: ['data-index', 'data-moved'] });
    // the autoplay moves it (a viewer's click is rendered at once, a timer's change is not)
    for (const to of [1, 2]) {
      await autoplayIn(clock, 300);
      clock.tick(300);
      await waitFor(() => shownIndex(el) === to);
    }
    observer.disconnect();
    expect(seen.length).to.be.greaterThan(0);
    // (a slide still marked after the slider moved on took the entrance for a moment: a flash, and
    // a faded 'Watch now' for whoever reads its colours then)
    expect(seen.filter((s) => s.shown !== s.index || s.animating.some((i) => i !== s.index))).to.deep.equal([]);
  });

  it('does not rotate under prefers-reduced-motion until the viewer presses play, and the pause button stops it', async () => {
    const clock = fakeClock();
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = fixture(`<paywall-slider interval="300">${slides(3)}</paywall-slider>`);
    await waitFor(() => base(el)?.dataset.hold === 'reduced-motion');
    expect(base(el).dataset.state).to.equal('paused');
    const button = part<HTMLButtonElement>(el, 'pause')!;
    expect(button.getAttribute('aria-label')).to.equal('Start slide rotation');
    expect(rotates(clock, 300), 'no rotation waits').to.equal(false);
    expect(shownIndex(el)).to.equal(0);
    button.click();
    await waitFor(() => base(el).dataset.state === 'playing');
    button.blur();
    await waitFor(() => base(el).dataset.hold === 'none');
    await autoplayIn(clock, 300);
    clock.tick(300);
    await waitFor(() => shownIndex(el) === 1);
    expect(button.getAttribute('aria-label')).to.equal('Stop slide rotation');
    button.click();
    button.blur();
    await waitFor(() => base(el).dataset.hold === 'viewer');
    await waitFor(() => !rotates(clock, 300), { message: 'the pause button stops the rotation' });
  });

  it('renders nothing without slides, and no controls for a single slide', async () => {
    const empty = fixture('<paywall-slider></paywall-slider>');
    await waitFor(() => base(empty)?.dataset.state === 'empty');
    expect(base(empty).hidden).to.equal(true);
    const one = fixture(`<paywall-slider>${slides(1)}</paywall-slider>`);
    await waitFor(() => shownIndex(one) === 0);
    expect(part(one, 'controls')).to.equal(null);
    // the hold is set once the slider has measured its one slide
    await waitFor(() => base(one).dataset.hold === 'single', { message: `hold ${base(one).dataset.hold}` });
    empty.insertAdjacentHTML('beforeend', slides(2));
    await waitFor(() => base(empty).dataset.state === 'playing' && shownIndex(empty) === 0);
  });

  describe('in the page\'s language', () => {
    afterEach(() => resetConfig());

    it('names the carousel, its slides and its buttons in German', async () => {
      setConfig({ locale: 'de' });
      const el = fixture(`<paywall-slider paused="true">${slides(3)}</paywall-slider>`);
      await waitFor(() => base(el).getAttribute('aria-label') === 'Empfohlen', { message: 'German name' });
      expect(base(el).getAttribute('dir')).to.equal('ltr');
      expect(base(el).getAttribute('aria-roledescription')).to.equal('Karussell');
      expect(part(el, 'slides')!.getAttribute('aria-roledescription')).to.equal('Folie');
      expect(part(el, 'slides')!.getAttribute('aria-label')).to.equal('1 von 3');
      expect([...shadow(el).querySelectorAll('[part~="indicator"]')].map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Folie 1 von 3', 'Folie 2 von 3', 'Folie 3 von 3']);
      expect(part(el, 'prev')!.getAttribute('aria-label')).to.equal('Vorherige Folie');
      expect(part(el, 'next')!.getAttribute('aria-label')).to.equal('Nächste Folie');
      expect(part(el, 'pause')!.getAttribute('aria-label')).to.equal('Automatischen Wechsel starten');
    });

    it('mirrors in Arabic: the previous arrow on the right, the left arrow key and a swipe to the right go forward', async () => {
      setConfig({ locale: 'ar' });
      const el = fixture(`<paywall-slider paused="true">${slides(3)}</paywall-slider>`);
      await waitFor(() => part(el, 'next')?.getAttribute('aria-label') === 'الشريحة التالية', { message: 'Arabic texts' });
      expect(base(el).getAttribute('dir')).to.equal('rtl');
      expect(part(el, 'prev')!.getBoundingClientRect().left).to.be.above(part(el, 'next')!.getBoundingClientRect().left);
      expect([part(el, 'prev')!.textContent, part(el, 'next')!.textContent]).to.deep.equal(['›', '‹'], 'the arrows point outwards');
      const [first, second] = [...shadow(el).querySelectorAll('[part~="indicator"]')].map((b) => b.getBoundingClientRect().left);
      expect(first).to.be.above(second, 'the first indicator is the rightmost');
      part<HTMLButtonElement>(el, 'next')!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => shownIndex(el) === 1, { message: 'ArrowLeft goes forward' });
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => shownIndex(el) === 0, { message: 'ArrowRight goes back' });
      const [x, y] = centre(part(el, 'slides')!);
      await sendMouse({ type: 'move', position: [x - 80, y] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [x + 80, y] });
      await sendMouse({ type: 'up' });
      await waitFor(() => shownIndex(el) === 1, { message: 'a swipe to the right goes forward' });
    });
  });
});
