import { expect } from 'chai';
import '../../../elements/paywall-channel';
import { cleanup, fixture, shadow, waitFor, part, reportedErrors } from '../../../test/helpers/dom';
import { captureWarnings, merchantSession } from '../../../test/helpers/merchant-page';
import { sandboxInfo, typeInto } from '../../../test/helpers/sandbox-page';
import { channelFromPath } from './channel';
import { resetConfig, setConfig } from '../../stores/config';
import { dropServerText } from '../../../test/helpers/merchant-search';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');
const names = (el: Element) => [...shadow(el).querySelectorAll('[part~="name"]')].map((n) => n.textContent);

describe('<paywall-channel>', () => {
  const start = location.href;
  let warnings: ReturnType<typeof captureWarnings>;
  let titles: string[];
  beforeEach(async () => {
    await merchantSession();
    warnings = captureWarnings();
    // the test merchant puts odd ids in "films" and even ids in "documentaries"
    const { seed } = (await sandboxInfo()) as { seed: { assets: Array<{ id: number; title: string }> } };
    titles = seed.assets.filter((a) => a.id % 2 === 0).map((a) => a.title);
  });
  afterEach(() => {
    warnings.restore();
    cleanup();
    history.replaceState(null, '', start);
  });

  it('lists the channel\'s contents at once and pages through them', async () => {
    const el = fixture('<paywall-channel channel="documentaries" heading="Documentaries" types="video:Videos,package:Packages"></paywall-channel>');
    await waitFor(() => state(el) === 'ready', { message: 'listed' });
    expect(part(el, 'heading')!.textContent).to.equal('Documentaries');
    expect(part<HTMLInputElement>(el, 'input')!.labels![0].textContent).to.equal('Search this channel');
    expect(part(el, 'count')!.textContent).to.equal(`${titles.length} results`);
    while (part(el, 'more-button')) {
      const before = names(el).length;
      part<HTMLButtonElement>(el, 'more-button')!.click();
      await waitFor(() => names(el).length > before);
    }
    expect(names(el)).to.deep.equal(titles);
  });

  it('filters by type and search within the channel', async () => {
    const el = fixture('<paywall-channel channel="films" types="video:Videos,package:Packages"></paywall-channel>');
    await waitFor(() => state(el) === 'ready');
    const select = part<HTMLSelectElement>(el, 'type-filter')!;
    select.value = 'package';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => state(el) === 'ready' && names(el).every((n) => n === 'All Access' || n === 'Documentaries') && names(el).length === 2, { message: 'packages only' });
    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto(part<HTMLInputElement>(el, 'input')!, 'keeper');
    await waitFor(() => state(el) === 'ready' && names(el).length === 1);
    expect(names(el)).to.deep.equal(['The Lighthouse Keeper']);
    expect(new URL(location.href).searchParams.get('search')).to.equal('keeper');
    typeInto(part<HTMLInputElement>(el, 'input')!, 'signals');
    await waitFor(() => state(el) === 'empty', { message: 'a documentary is not in films' });
  });

  it('says when the channel cannot be loaded and loads again on request', async () => {
    const el = fixture('<paywall-channel channel="films" endpoint="/__merchant__/broken/{channel}" no-history="true"></paywall-channel>');
    await waitFor(() => state(el) === 'error');
    expect(part(el, 'error')!.textContent).to.contain('did not answer');
    expect(warnings.lines).to.have.length(1);
    part<HTMLButtonElement>(el, 'retry-button')!.click();
    await waitFor(() => warnings.lines.length === 2);
    // the error view follows the warning in its own render
    await waitFor(() => state(el) === 'error', { message: `state ${state(el)} after the second failure` });
    expect(state(el)).to.equal('error');
  });

  it('takes the channel from the second path segment, and reports a missing one', async () => {
    expect(channelFromPath('/channels/films')).to.equal('films');
    expect(channelFromPath('/channels/caf%C3%A9/')).to.equal('café');
    history.replaceState(null, '', '/');
    expect(await reportedErrors('paywall-channel')).to.deep.equal(['missing_channel']);
  });

  describe('in the page\'s language', () => {
    const original = window.fetch;
    afterEach(() => {
      window.fetch = original;
      resetConfig();
    });

    it('speaks German, and Arabic right to left', async () => {
      setConfig({ locale: 'de' });
      dropServerText();
      const el = fixture('<paywall-channel channel="documentaries" no-history="true"></paywall-channel>');
      await waitFor(() => state(el) === 'ready' && part<HTMLInputElement>(el, 'input')!.labels![0].textContent === 'In diesem Kanal suchen', { message: 'German label' });
      expect(part(el, 'base')!.getAttribute('dir')).to.equal('ltr');
      expect(part(el, 'count')!.textContent).to.equal(`${titles.length} Ergebnisse`);
      cleanup();
      setConfig({ locale: 'ar' });
      const ar = fixture('<paywall-channel channel="documentaries" no-history="true"></paywall-channel>');
      await waitFor(() => part<HTMLInputElement>(ar, 'input')?.labels![0].textContent === 'البحث في هذه القناة', { message: 'Arabic label' });
      expect(part(ar, 'base')!.getAttribute('dir')).to.equal('rtl');
    });

    it('says in German that no channel is named', async () => {
      setConfig({ locale: 'de' });
      history.replaceState(null, '', '/');
      const el = fixture('<paywall-channel></paywall-channel>');
      await waitFor(() => part(el, 'error')?.textContent === 'Diese Liste ist nicht eingerichtet: Es ist kein Kanal angegeben.');
    });
  });
});
