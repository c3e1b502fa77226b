import { expect } from 'chai';
import '../../../elements/paywall-section-links';
import { cleanup, fixture, shadow, waitFor, reportedErrors } from '../../../test/helpers/dom';
import { currentSection, slug } from './sections';
import { resetConfig, setConfig } from '../../stores/config';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');
const links = (el: Element) => [...shadow(el).querySelectorAll<HTMLAnchorElement>('[part~="link"]')];
const current = (el: Element) => shadow(el).querySelector('[aria-current]')?.textContent;
const tall = '<p style="height: 900px">…</p>';

describe('<paywall-section-links>', () => {
  afterEach(() => {
    cleanup();
    window.scrollTo(0, 0);
  });

  it('lists the h2/h3 headings of the named area, creating unique ids where missing', async () => {
    fixture('<h2 id="intro">Outside the area</h2>');
    const area = fixture(`<main id="article">
      <h1>Title</h1><h2>Plans &amp; prices</h2>${tall}<h3 id="kept">Monthly</h3>${tall}<h3>Pay per view</h3><h4>Not listed</h4>${tall}
      <h2>Plans &amp; Prices</h2>${tall}<h2>Intro</h2></main>`);
    const el = fixture('<paywall-section-links for="article"></paywall-section-links>');
    await waitFor(() => state(el) === 'ready');
    expect(links(el).map((a) => a.textContent)).to.deep.equal(['Plans & prices', 'Monthly', 'Pay per view', 'Plans & Prices', 'Intro']);
    expect([...area.querySelectorAll('h2, h3')].map((h) => h.id)).to.deep.equal(['plans-prices', 'kept', 'pay-per-view', 'plans-prices-2', 'intro-2']);
    expect(links(el).map((a) => a.hash)).to.deep.equal(['#plans-prices', '#kept', '#pay-per-view', '#plans-prices-2', '#intro-2']);
    expect(links(el).map((a) => a.closest('li')!.getAttribute('part'))).to.deep.equal(['item item-level-2', 'item item-level-3', 'item item-level-3', 'item item-level-2', 'item item-level-2']);
    const nav = shadow(el).querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).to.equal('On this page');
  });

  it('marks the current section while the viewer scrolls', async () => {
    fixture(`<main id="doc"><h2>One</h2>${tall}<h2>Two</h2>${tall}<h3>Two b</h3>${tall}<h2>Three</h2><p style="height: 200px"></p></main>`);
    const el = fixture('<paywall-section-links for="doc" offset="100"></paywall-section-links>');
    await waitFor(() => state(el) === 'ready');
    await waitFor(() => current(el) === 'One');
    expect(shadow(el).querySelector('[aria-current]')!.getAttribute('aria-current')).to.equal('location');
    document.getElementById('two')!.scrollIntoView();
    await waitFor(() => current(el) === 'Two', { message: 'second section current' });
    expect(shadow(el).querySelector('[part~="link-current"]')!.textContent).to.equal('Two');
    document.getElementById('two-b')!.scrollIntoView();
    await waitFor(() => current(el) === 'Two b');
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => current(el) === 'Three', { message: 'the last section at the end of the page' });
    expect(shadow(el).querySelectorAll('[aria-current]')).to.have.length(1);
  });

  it('follows headings added later, and hides itself when there are none', async () => {
    const area = fixture('<section id="late"><p>No headings yet</p></section>');
    const el = fixture('<paywall-section-links for="late" label="Contents"></paywall-section-links>');
    await waitFor(() => state(el) === 'empty');
    expect(shadow(el).querySelector('nav')!.hidden).to.equal(true);
    area.insertAdjacentHTML('beforeend', '<h2>Arrived</h2>');
    await waitFor(() => state(el) === 'ready');
    expect(links(el).map((a) => a.textContent)).to.deep.equal(['Arrived']);
    expect(shadow(el).querySelector('nav')!.getAttribute('aria-label')).to.equal('Contents');
    expect(shadow(el).querySelector('[part~="title"]')!.textContent).to.equal('Contents');
  });

  it('reports a content area that is not on the page', async () => {
    expect(await reportedErrors('paywall-section-links', { attributes: { for: 'nowhere' } })).to.deep.equal(['missing_content_area']);
  });

  it('makes fragments from any text and picks the section by position', () => {
    expect(slug('  Café & Crème brûlée! ')).to.equal('cafe-creme-brulee');
    expect(slug('!!!')).to.equal('section');
    const hs = [{ id: 'a', top: -500 }, { id: 'b', top: 50 }, { id: 'c', top: 400 }];
    expect(currentSection(hs, 80, false)).to.equal('b');
    expect(currentSection(hs, 10, false)).to.equal('a');
    expect(currentSection([{ id: 'a', top: 300 }], 80, false)).to.equal('a');
    expect(currentSection(hs, 80, true)).to.equal('c');
    expect(currentSection([], 80, false)).to.equal(null);
  });

  describe('in the page\'s language', () => {
    afterEach(() => resetConfig());

    it('speaks German, and runs right to left in Arabic with its line on the right', async () => {
      setConfig({ locale: 'de' });
      fixture('<main id="story"><h2>Eins</h2><h3>Zwei</h3></main>');
      const el = fixture('<paywall-section-links for="story"></paywall-section-links>');
      await waitFor(() => shadow(el).querySelector('[part~="title"]')?.textContent === 'Auf dieser Seite', { message: 'German title' });
      expect(shadow(el).querySelector('nav')!.getAttribute('aria-label')).to.equal('Auf dieser Seite');
      const missing = fixture('<paywall-section-links for="nowhere"></paywall-section-links>');
      await waitFor(() => shadow(missing).querySelector('[part~="message"]')?.textContent === 'Die Abschnittsliste verweist auf keinen Inhalt dieser Seite.');
      cleanup();
      setConfig({ locale: 'ar' });
      fixture('<main id="story"><h2>واحد</h2><h3>اثنان</h3></main>');
      const ar = fixture('<paywall-section-links for="story"></paywall-section-links>');
      await waitFor(() => shadow(ar).querySelector('[part~="title"]')?.textContent === 'في هذه الصفحة', { message: 'Arabic title' });
      const nav = shadow(ar).querySelector<HTMLElement>('[part~="base"]')!;
      expect(nav.getAttribute('dir')).to.equal('rtl');
      const list = getComputedStyle(shadow(ar).querySelector('[part~="list"]')!);
      expect([list.borderRightWidth, list.borderLeftWidth]).to.deep.equal(['2px', '0px'], 'the line runs on the right');
      const sub = shadow(ar).querySelector('[part~="item-level-3"]')!;
      expect(getComputedStyle(sub).paddingRight).to.equal('12px', 'a sub-section is indented from the right');
    });
  });
});
