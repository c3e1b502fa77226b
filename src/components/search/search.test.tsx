import { expect } from 'chai';
import '../../../elements/paywall-search';
import { cleanup, fixture, shadow, waitFor, part } from '../../../test/helpers/dom';
import { captureWarnings, merchantSession } from '../../../test/helpers/merchant-page';
import { typeInto } from '../../../test/helpers/sandbox-page';
import { fakeLongTimers } from '../../../test/helpers/fake-clock';
import { resetConfig, setConfig } from '../../stores/config';
import { dropServerText } from '../../../test/helpers/merchant-search';
import { inLocale } from '../../../test/helpers/locale';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');
const names = (el: Element) => [...shadow(el).querySelectorAll('[part~="name"]')].map((n) => n.textContent);
const input = (el: Element) => part<HTMLInputElement>(el, 'input')!;

describe('<paywall-search>', () => {
  const sent: Array<{ url: URL }> = [];
  const original = window.fetch;
  const start = location.href;
  let warnings: ReturnType<typeof captureWarnings>;
  beforeEach(async () => {
    await merchantSession();
    sent.length = 0;
    window.fetch = (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
      if (url.pathname === '/search/more' || url.pathname.startsWith('/__merchant__/broken')) sent.push({ url });
      return original(input, init);
    };
    warnings = captureWarnings();
  });
  afterEach(() => {
    window.fetch = original;
    warnings.restore();
    cleanup();
    resetConfig();
    history.replaceState(null, '', start);
  });

  it('searches 550 ms after the last keystroke, once, and shows results, count and the server\'s text', async () => {
    const el = fixture('<paywall-search></paywall-search>');
    await waitFor(() => state(el) === 'idle');
    expect(part(el, 'form')!.getAttribute('role')).to.equal('search');
    expect(input(el).labels![0].textContent).to.equal('Search');
    // the 550 ms debounce runs on a fake clock, so a slow machine cannot stretch the pauses between keys
    const clock = fakeLongTimers(500);
    try {
      for (const v of ['k', 'ke', 'kee']) {
        typeInto(input(el), v);
        // the keystroke has (re)started the 550 ms wait before the clock moves on
        // (other long timers of the page may wait too: look for the debounce's own)
        await waitFor(() => clock.dueIn().includes(550), { message: () => `the debounce restarted after "${v}" (waiting: ${clock.dueIn().join(', ') || 'none'}; state ${state(el)})` });
        clock.tick(300);
      }
      await waitFor(() => state(el) === 'loading');
      expect(part(el, 'count')!.textContent).to.equal('Searching…');
      clock.tick(249);
      // the debounce is still waiting, 1 ms before its time, and nothing was sent
      expect(clock.dueIn(), 'the debounce waits on').to.include(1);
      expect(sent, 'nothing before 550 ms after the last keystroke').to.have.length(0);
      clock.tick(1);
    } finally {
      clock.restore();
    }
    await waitFor(() => state(el) === 'ready', { message: 'results' });
    expect(sent.map((s) => s.url.search)).to.deep.equal(['?search=kee']);
    expect(names(el)).to.deep.equal(['The Lighthouse Keeper']);
    expect(part(el, 'count')!.textContent).to.equal('1 result for "kee"');
    const link = part<HTMLAnchorElement>(el, 'result-link')!;
    expect(new URL(link.href).pathname).to.match(/^\/content\/\d+$/);
    expect(part<HTMLImageElement>(el, 'thumbnail')!.alt).to.equal('');
    expect(new URL(location.href).searchParams.get('search')).to.equal('kee');
    expect(part(el, 'more-button')).to.equal(null);
  });

  it('keeps a query typed in the very frame the field appears (before effects run), and searches it', async () => {
    const el = fixture('<paywall-search></paywall-search>');
    let typed = false;
    // a mutation observer's callback runs right after the render is committed, before effects
    await waitFor(() => el.shadowRoot);
    const seen = new MutationObserver(() => {
      const field = shadow(el).querySelector<HTMLInputElement>('[part~="input"]');
      if (field && !typed) {
        typed = true;
        typeInto(field, 'kee');
      }
    });
    seen.observe(el.shadowRoot!, { childList: true, subtree: true });
    try {
      await waitFor(() => typed, { message: 'typed as the field appeared' });
      await waitFor(() => state(el) === 'ready', { message: 'results for the early query' });
    } finally {
      seen.disconnect();
    }
    expect(sent.map((s) => s.url.search)).to.deep.equal(['?search=kee']);
  });

  it('filters by type and category at once, and pages with "More results" until the total', async () => {
    const el = fixture('<paywall-search types="video:Videos,package:Packages" categories="paid:Paid,free:Free"></paywall-search>');
    await waitFor(() => part(el, 'type-filter'));
    const select = part<HTMLSelectElement>(el, 'type-filter')!;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['All types', 'Videos', 'Packages']);
    select.value = 'video';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => state(el) === 'ready');
    expect(sent).to.have.length(1);
    expect(sent[0].url.searchParams.get('type')).to.equal('video');
    expect(names(el)).to.have.length(4);
    const total = Number(/^(\d+) results$/.exec(part(el, 'count')!.textContent!)![1]);
    expect(total).to.be.greaterThan(8);
    part<HTMLButtonElement>(el, 'more-button')!.click();
    await waitFor(() => names(el).length === 8, { message: 'second page appended' });
    expect(sent[1].url.searchParams.get('page')).to.equal('2');
    while (part(el, 'more-button')) {
      const before = names(el).length;
      part<HTMLButtonElement>(el, 'more-button')!.click();
      await waitFor(() => names(el).length > before);
    }
    expect(names(el)).to.have.length(total);
    expect(new Set(names(el)).size).to.equal(total);

    const free = [...shadow(el).querySelectorAll<HTMLInputElement>('[part~="category"] input')][1];
    free.click();
    await waitFor(() => state(el) === 'ready' && names(el).length === 1);
    expect(sent.at(-1)!.url.searchParams.get('categories')).to.equal('free');
    const params = new URL(location.href).searchParams;
    expect([params.get('search'), params.get('type'), params.get('categories')]).to.deep.equal([null, 'video', 'free']);
  });

  it('shows the empty state with the server\'s text', async () => {
    const el = fixture('<paywall-search></paywall-search>');
    await waitFor(() => input(el));
    // the debounce on a fake clock: whether Enter cancelled it is read, not waited out
    const clock = fakeLongTimers(500);
    try {
      typeInto(input(el), 'zzzz');
      await waitFor(() => clock.dueIn().includes(550), { message: 'the debounce started' });
      input(el).form!.requestSubmit();
      await waitFor(() => state(el) === 'empty');
      expect(sent).to.have.length(1, 'Enter sends at once');
      expect(clock.dueIn(), 'and the debounced send is cancelled').not.to.include(550);
      clock.tick(1000);
    } finally {
      clock.restore();
    }
    expect(sent).to.have.length(1);
    expect(part(el, 'count')!.textContent).to.equal('Nothing found for "zzzz"');
    expect(part(el, 'results')).to.equal(null);
  });

  it('stops the loading indicator on a failure, says so and retries on request', async () => {
    setConfig({ siteEndpoints: { searchMore: '/__merchant__/broken/search' } });
    const el = fixture('<paywall-search no-history="true"></paywall-search>');
    await waitFor(() => input(el));
    typeInto(input(el), 'salt');
    await waitFor(() => state(el) === 'error', { message: 'failed' });
    expect(part(el, 'count')!.querySelector('.spinner')).to.equal(null);
    expect(part(el, 'count')!.getAttribute('aria-busy')).to.equal('false');
    expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
    expect(warnings.lines[0]).to.match(/^\[paywall-elements\] search failed/);
    expect(location.href).to.equal(start, 'no-history keeps the address bar as it was');
    part<HTMLButtonElement>(el, 'retry-button')!.click();
    await waitFor(() => sent.length === 2);
    await waitFor(() => state(el) === 'error');
  });

  it('restores the search from the address bar on reload', async () => {
    const url = new URL(start);
    url.searchParams.set('search', 'salt');
    url.searchParams.set('type', 'video');
    history.replaceState(null, '', url.href);
    const el = fixture('<paywall-search types="video,package"></paywall-search>');
    await waitFor(() => state(el) === 'ready');
    expect(input(el).value).to.equal('salt');
    expect(part<HTMLSelectElement>(el, 'type-filter')!.value).to.equal('video');
    expect(names(el)).to.deep.equal(['Salt and Iron']);
    expect(sent).to.have.length(1);
  });

  it('speaks German, counting results with German plural forms and numbers', async () => {
    dropServerText();
    const el = await inLocale('de', '<paywall-search no-history="true" types="video:Videos,package:Packages" categories="paid:Paid"></paywall-search>', (e) => input(e)?.labels?.[0]?.textContent === 'Suchen', 'German label');
    expect(part(el, 'base')!.getAttribute('dir')).to.equal('ltr');
    const select = part<HTMLSelectElement>(el, 'type-filter')!;
    expect(select.options[0].textContent).to.equal('Alle Typen');
    expect(select.labels![0].textContent).to.equal('Typ');
    expect(shadow(el).querySelector('legend')!.textContent).to.equal('Kategorien');
    select.value = 'video';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => state(el) === 'ready');
    const total = Number(/^(\d+) Ergebnisse$/.exec(part(el, 'count')!.textContent!)![1]);
    expect(part(el, 'more-button')!.textContent).to.equal(`Weitere Ergebnisse (noch ${total - names(el).length})`);
  });

  it('runs right to left in Arabic, with the count in Arabic', async () => {
    dropServerText();
    const el = await inLocale('ar', '<paywall-search no-history="true" types="video:Videos,package:Packages"></paywall-search>', (e) => input(e)?.labels?.[0]?.textContent === 'بحث', 'Arabic label');
    expect(part(el, 'base')!.getAttribute('dir')).to.equal('rtl');
    const select = part<HTMLSelectElement>(el, 'type-filter')!;
    select.value = 'video';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => state(el) === 'ready');
    // "<number> نتيجة" (or نتائج for 3 to 10), the number as Intl writes it in Arabic
    const [number, noun] = part(el, 'count')!.textContent!.split(' ');
    const total = Number(number.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)));
    expect(total).to.be.greaterThan(names(el).length);
    expect(number).to.equal(new Intl.NumberFormat('ar').format(total));
    expect(noun).to.equal(total % 100 >= 3 && total % 100 <= 10 ? 'نتائج' : 'نتيجة');
    // the results fill the grid from the right
    const [a, b] = [...shadow(el).querySelectorAll('[part~="result"]')].map((r) => r.getBoundingClientRect().left);
    expect(a).to.be.above(b);
  });

  it('shows thumbnails by the library\'s one image rule: https, or http from this page\'s own origin; plain http from another host is a placeholder', async () => {
    const answer = {
      success: true,
      data: [
        { link: '/content/1', thumbnail: 'http://images.other.example/1.jpg', name: 'Plain http elsewhere' },
        { link: '/content/2', thumbnail: 'https://images.other.example/2.jpg', name: 'https elsewhere' },
        { link: '/content/3', thumbnail: '/media/3.jpg', name: 'This page' },
        { link: '/content/4', thumbnail: 'data:image/svg+xml,<svg/>', name: 'Data' },
      ],
      meta: { total_count: 4 },
    };
    const real = window.fetch;
    window.fetch = (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
      return url.pathname === '/search/more' ? Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })) : real(input, init);
    };
    history.replaceState(null, '', `${location.pathname}?search=film`);
    const el = fixture('<paywall-search></paywall-search>');
    await waitFor(() => state(el) === 'ready', { message: () => `results (state ${state(el)})` });
    const thumbs = [...shadow(el).querySelectorAll('[part~="result"]')].map((r) => r.querySelector('[part~="thumbnail"]')!);
    expect(thumbs.map((t) => (t instanceof HTMLImageElement ? t.getAttribute('src') : null))).to.deep.equal([
      null, 'https://images.other.example/2.jpg', `${location.origin}/media/3.jpg`, null,
    ]);
  });
});
