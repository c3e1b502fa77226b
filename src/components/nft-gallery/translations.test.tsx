import { expect } from 'chai';
import '../../../elements/paywall-nft-gallery';
import { collect, shadow, waitFor, part, forgetAddress } from '../../../test/helpers/dom';
import { signUpFresh, viewerSetup } from '../../../test/helpers/sandbox-page';
import { refreshSession } from '../../stores/session';
import type { NftReservedDetail } from './nft-gallery';
import { inLocale } from '../../../test/helpers/locale';

const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
const tabs = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[role="tab"]')];
const card = (el: Element, id: number) => shadow(el).querySelector<HTMLElement>(`[part~="card"][data-nft-id="${id}"]`);

describe('<paywall-nft-gallery> in other languages', () => {
  viewerSetup({ signedIn: false, prepare: forgetAddress, cleanup: forgetAddress });

  it('shows the marketplace in German, prices formatted the German way, and says until when a reservation holds', async () => {
    await signUpFresh();
    await refreshSession();
    const el = await inLocale('de-DE', '<paywall-nft-gallery></paywall-nft-gallery>', (e) => part(e, 'count')?.textContent === '64 NFTs · Seite 1 von 2', 'German count');
    expect(base(el).getAttribute('dir')).to.equal('ltr');
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Marktplatz', 'Meine NFTs']);
    expect(card(el, 70001)!.querySelector('[part~="price-own"]')!.textContent).to.equal('20,00\u00a0€');
    await waitFor(() => card(el, 70012)!.querySelector('[part~="price-fiat"]'), { message: 'the converted price' });
    expect(card(el, 70012)!.querySelector('[part~="price-own"]')!.textContent).to.equal('22,00\u00a0$');
    expect(card(el, 70012)!.querySelector('[part~="price-fiat"]')!.textContent).to.equal(' ≈ etwa 20,31\u00a0€');
    expect(card(el, 70012)!.querySelector('[part~="availability"]')!.textContent).to.equal('Derzeit nicht verfügbar');
    expect(part(el, 'pager-status')!.textContent).to.equal('Seite 1 von 2');

    const reserved = collect<NftReservedDetail>(el, 'paywall-nft-reserved');
    // an NFT no other test reserves (the sandbox is shared by the test files of a run)
    location.hash = '#nft-70005';
    const button = await waitFor(() => part<HTMLButtonElement>(el, 'reserve-button'), { timeout: 8000 });
    expect(button.textContent).to.equal('Reservieren');
    button.click();
    await waitFor(() => part(el, 'reserved'), { timeout: 8000 });
    // the time (today) or date and time (after midnight) through Intl in de-DE
    const until = new Date(reserved[0].detail.expiresAt! * 1000);
    const expected = [{ timeStyle: 'short' }, { dateStyle: 'medium', timeStyle: 'short' }]
      .map((o) => `Für Sie reserviert bis ${new Intl.DateTimeFormat('de-DE', o as Intl.DateTimeFormatOptions).format(until)}.`);
    expect(expected).to.include(part(el, 'reserved')!.textContent);
    expect(part(el, 'detail')!.querySelector('[part~="availability"]')!.textContent).to.match(/^[1-9] von 10 verfügbar$/);
  });

  it('runs right to left in Arabic, with Arabic plural forms', async () => {
    await refreshSession();
    const el = await inLocale('ar', '<paywall-nft-gallery></paywall-nft-gallery>', (e) => part(e, 'count')?.textContent === '64 رمز NFT · الصفحة 1 من 2', 'Arabic count');
    expect(base(el).getAttribute('dir')).to.equal('rtl');
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['السوق', 'رموز NFT الخاصة بي']);
    expect(card(el, 70001)!.querySelector('[part~="price-own"]')!.textContent).to.equal(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(20));
    // the first tab sits to the right of the second
    const [market, mine] = tabs(el).map((t) => t.getBoundingClientRect());
    expect(market.left).to.be.above(mine.left);
  });
});
