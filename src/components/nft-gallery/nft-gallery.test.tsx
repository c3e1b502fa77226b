import { expect } from 'chai';
import '../../../elements/paywall-nft-gallery';
import { collect, fixture, shadow, waitFor, part, forgetAddress } from '../../../test/helpers/dom';
import { signUpFresh, uniqueEmail, viewerSetup } from '../../../test/helpers/sandbox-page';
import { createClient } from '../../client';
import { refreshSession } from '../../stores/session';
import type { PaywallErrorDetail } from '../ui/host';
import type { NftReservedDetail } from './nft-gallery';

const state = (el: Element) => shadow(el).querySelector('[part~="base"]')?.getAttribute('data-state');
const parts = <T extends Element = HTMLElement>(el: Element, name: string) => [...shadow(el).querySelectorAll<T>(`[part~="${name}"]`)];
const dialog = (el: Element) => part<HTMLDialogElement>(el, 'detail-dialog')!;
const card = (el: Element, id: number) => shadow(el).querySelector<HTMLElement>(`[part~="card"][data-nft-id="${id}"]`);

describe('<paywall-nft-gallery>', () => {
  const viewer = viewerSetup({ signedIn: false, query: true, prepare: forgetAddress, cleanup: forgetAddress });
  const sent = viewer.sent;

  it('shows the marketplace, 50 NFTs a page with prices in their currency and the viewer\'s, and pages to the second page', async () => {
    await refreshSession();
    const el = fixture('<paywall-nft-gallery></paywall-nft-gallery>');
    await waitFor(() => state(el) === 'ready', { timeout: 8000 });
    expect(part(el, 'heading')!.textContent).to.equal('Sandbox Films Marketplace');
    expect(sent).to.include(`GET /v2/nfts/marketplaces/${viewer.info.merchantUuid}`);
    expect(sent).to.include(`GET /v2/nfts/${viewer.info.merchantUuid}?filter=published&page=1&size=50`);
    expect(parts(el, 'card')).to.have.length(50);
    expect(part(el, 'count')!.textContent).to.equal('64 NFTs · page 1 of 2');
    const first = card(el, 70001)!;
    expect(first.querySelector('[part~="name"]')!.textContent).to.equal('Lighthouse at Dawn');
    expect(first.querySelector('[part~="price-own"]')!.textContent).to.equal('€20.00');
    expect(first.querySelector('[part~="price-fiat"]'), 'no conversion for a price already in euros').to.equal(null);
    expect(first.querySelector('a')!.getAttribute('href')).to.equal('#nft-70001');
    const img = first.querySelector('img')!;
    expect([img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['lazy', '400', '400']);
    expect(img.src).to.equal(`${viewer.info.apiBase}/media/nft/70001.svg`);
    expect(getComputedStyle(first.querySelector('[part~="image-box"]')!).aspectRatio).to.equal('1 / 1');
    // 70012 is priced in dollars: about that much in euros through GET exchange-rate/EUR?invert=true
    await waitFor(() => card(el, 70012)!.querySelector('[part~="price-fiat"]'), { message: 'the converted price' });
    expect(sent).to.include('GET /v2/nfts/exchange-rate/EUR?invert=true');
    expect(card(el, 70012)!.querySelector('[part~="price-own"]')!.textContent).to.equal('$22.00');
    expect(card(el, 70012)!.querySelector('[part~="price-fiat"]')!.textContent).to.equal(' ≈ about €20.31');
    expect(card(el, 70012)!.querySelector('[part~="availability"]')!.textContent).to.equal('None available right now');

    expect(part<HTMLButtonElement>(el, 'pager-previous')!.disabled).to.equal(true);
    part<HTMLButtonElement>(el, 'pager-next')!.click();
    await waitFor(() => part(el, 'count')?.textContent === '64 NFTs · page 2 of 2', { timeout: 8000 });
    expect(sent).to.include(`GET /v2/nfts/${viewer.info.merchantUuid}?filter=published&page=2&size=50`);
    expect(parts(el, 'card')).to.have.length(14);
    expect(card(el, 70051)).to.not.equal(null);
    expect(part<HTMLButtonElement>(el, 'pager-next')!.disabled).to.equal(true);
    await waitFor(() => shadow(el).activeElement === part(el, 'count'), { message: 'focus moves to the top of the new page' });
  });

  it('converts into the currency the page asks for', async () => {
    await refreshSession();
    const el = fixture('<paywall-nft-gallery currency="usd"></paywall-nft-gallery>');
    await waitFor(() => card(el, 70001)?.querySelector('[part~="price-fiat"]'), { timeout: 8000 });
    expect(sent).to.include('GET /v2/nfts/exchange-rate/USD?invert=true');
    expect(card(el, 70001)!.querySelector('[part~="price-fiat"]')!.textContent).to.equal(' ≈ about $21.67');
  });

  it('opens a detail linked by its fragment; an anonymous viewer is asked to sign in and stays on the same NFT', async () => {
    await refreshSession();
    location.hash = '#nft-70014';
    const el = fixture('<paywall-nft-gallery></paywall-nft-gallery>');
    await waitFor(() => dialog(el).open && part(el, 'detail'), { timeout: 8000, message: 'the linked detail' });
    expect(sent).to.include(`GET /v2/nfts/${viewer.info.merchantUuid}/70014`);
    expect(part(el, 'dialog-title')!.textContent).to.equal('Hidden Harbour');
    expect(dialog(el).getAttribute('aria-label')).to.equal('Hidden Harbour');
    expect(part(el, 'description')!.textContent).to.equal('A still from the catalogue, number 14.');
    expect(part(el, 'price-crypto')!.textContent).to.match(/^0\.\d+ ETH$/);
    const reserve = part(el, 'reserve')!;
    expect(reserve.getAttribute('data-state')).to.equal('signed-out');
    expect(reserve.textContent).to.include('Sign in to reserve this NFT.');
    await waitFor(() => reserve.querySelector('input[type="email"]'), { timeout: 8000, message: 'the sign-in form in the dialog' });

    await signUpFresh();
    await refreshSession();
    await waitFor(() => part(el, 'reserve-button'), { message: 'the same NFT offers Reserve once signed in' });
    expect(part(el, 'dialog-title')!.textContent).to.equal('Hidden Harbour');
    expect(location.hash).to.equal('#nft-70014');

    part<HTMLButtonElement>(el, 'dialog-close')!.click();
    await waitFor(() => !dialog(el).open);
    expect(location.hash).to.equal('');
    (card(el, 70003)!.querySelector('a') as HTMLAnchorElement).click();
    await waitFor(() => dialog(el).open && part(el, 'dialog-title')!.textContent === 'Frost Field', { timeout: 8000, message: 'a card opens its detail' });
    expect(location.hash).to.equal('#nft-70003');
  });

  describe('when signed in', () => {
    beforeEach(async () => {
      await signUpFresh();
      await refreshSession();
    });

    it('reserves an NFT, says until when, dispatches paywall-nft-reserved, and lists it under My NFTs', async () => {
      location.hash = '#nft-70013';
      const el = fixture('<paywall-nft-gallery></paywall-nft-gallery>');
      const reserved = collect<NftReservedDetail>(el, 'paywall-nft-reserved');
      const button = await waitFor(() => part<HTMLButtonElement>(el, 'reserve-button'), { timeout: 8000 });
      button.click();
      await waitFor(() => part(el, 'reserved'), { timeout: 8000 });
      expect(sent.filter((s) => s.startsWith('POST /v2/nfts'))).to.deep.equal([`POST /v2/nfts/${viewer.info.merchantUuid}/70013/reserve`]);
      // a time today, or a date and a time when the hold ends tomorrow (a run near midnight)
      expect(part(el, 'reserved')!.textContent).to.match(/^Reserved for you until ([A-Z][a-z]{2} \d{1,2}, \d{4}, )?\d{1,2}:\d{2}/);
      expect(part(el, 'reserved')!.getAttribute('role')).to.equal('status');
      expect(part(el, 'detail')!.querySelector('[part~="availability"]')!.textContent).to.equal('2 of 3 available');
      expect(reserved).to.have.length(1);
      expect(reserved[0].detail.nftId).to.equal(70013);
      expect(reserved[0].detail.title).to.equal('Northern Harbour');
      expect(reserved[0].detail.reservationId).to.match(/^res_/);
      expect(reserved[0].detail.expiresAt! - Date.now() / 1000).to.be.within(800, 960);

      part<HTMLButtonElement>(el, 'dialog-close')!.click();
      await waitFor(() => !dialog(el).open);
      shadow(el).querySelector<HTMLButtonElement>('[role="tab"][data-tab="mine"]')!.click();
      await waitFor(() => state(el) === 'ready' && part(el, 'owned'), { timeout: 8000 });
      expect(sent).to.include('GET /v2/nfts?page=1&size=50');
      expect(parts(el, 'owned').map((c) => c.getAttribute('data-nft-id'))).to.deep.equal(['70013']);
      expect(part(el, 'owned-status')!.textContent).to.match(/^Reserved for you until/);
    });

    it('shows the platform\'s refusal when the last edition was reserved by someone else meanwhile', async () => {
      location.hash = '#nft-70011';
      const el = fixture('<paywall-nft-gallery></paywall-nft-gallery>');
      const errors = collect<PaywallErrorDetail>(el, 'paywall-error');
      const button = await waitFor(() => part<HTMLButtonElement>(el, 'reserve-button'), { timeout: 8000 });
      expect(part(el, 'detail')!.querySelector('[part~="availability"]')!.textContent).to.equal('1 of 1 available');
      // another collector takes the only edition while this viewer looks at it
      const other = createClient({ baseURL: viewer.info.apiBase, merchantUuid: viewer.info.merchantUuid, clientId: viewer.info.clientId, storage: 'memory' });
      await other.accounts.signUp({ fullName: 'Other Collector', email: uniqueEmail(), password: 'password-123', passwordConfirmation: 'password-123' });
      await other.nfts.makeReservation(70011);
      button.click();
      await waitFor(() => part(el, 'reserve-error'), { timeout: 8000 });
      expect(part(el, 'reserve')!.getAttribute('data-state')).to.equal('refused');
      expect(part(el, 'reserve-error')!.textContent).to.equal('Every edition of this NFT is reserved');
      expect(part(el, 'reserve-error')!.getAttribute('role')).to.equal('alert');
      expect(errors.map((e) => [e.detail.code, e.detail.status])).to.deep.equal([['reserve_refused', 409]]);
    });

    it('does not offer to reserve an NFT with no edition left', async () => {
      location.hash = '#nft-70012';
      const el = fixture('<paywall-nft-gallery></paywall-nft-gallery>');
      const button = await waitFor(() => part<HTMLButtonElement>(el, 'reserve-button'), { timeout: 8000 });
      expect(button.disabled).to.equal(true);
      expect(part(el, 'detail')!.querySelector('[part~="availability"]')!.textContent).to.equal('None available right now');
    });

    it('says so when the viewer has no NFTs yet', async () => {
      const el = fixture('<paywall-nft-gallery></paywall-nft-gallery>');
      await waitFor(() => state(el) === 'ready', { timeout: 8000 });
      const mine = shadow(el).querySelector<HTMLButtonElement>('[role="tab"][data-tab="mine"]')!;
      shadow(el).querySelector<HTMLButtonElement>('[role="tab"][data-tab="market"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await waitFor(() => mine.getAttribute('aria-selected') === 'true');
      expect(shadow(el).activeElement).to.equal(mine);
      await waitFor(() => state(el) === 'empty', { timeout: 8000 });
      expect(part(el, 'empty')!.textContent).to.equal('You have no NFTs yet. Reserve one in the marketplace.');
    });
  });

  it('shows a failed list with its message and a retry', async () => {
    await refreshSession();
    const real = window.fetch;
    let offline = true;
    window.fetch = (input, init) => {
      if (offline && String(input instanceof Request ? input.url : input).includes('filter=published')) return Promise.reject(new TypeError('Failed to fetch'));
      return real(input, init);
    };
    try {
      const el = fixture('<paywall-nft-gallery></paywall-nft-gallery>');
      const errors = collect<PaywallErrorDetail>(el, 'paywall-error');
      await waitFor(() => state(el) === 'error', { timeout: 8000 });
      expect(part(el, 'message')!.textContent).to.equal('We could not reach the server. Check your connection and try again.');
      expect(errors.map((e) => e.detail.code)).to.deep.equal(['nft_list_failed']);
      offline = false;
      part<HTMLButtonElement>(el, 'retry-button')!.click();
      await waitFor(() => state(el) === 'ready', { timeout: 8000 });
      expect(parts(el, 'card')).to.have.length(50);
    } finally {
      window.fetch = real;
    }
  });
});
