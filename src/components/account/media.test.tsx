import { expect } from 'chai';
import '../../../elements/paywall-account';
import '../../../elements/paywall-gate';
import '../../../elements/progress';
import { collect, fixture, shadow, waitFor, part, parts as rows, sectionOf as section } from '../../../test/helpers/dom';
import { viewerSetup } from '../../../test/helpers/sandbox-page';
import { trackPageWork, type PageWork } from '../../../test/helpers/page-work';
import { getClient } from '../../stores/client';
import type { FavoriteEventDetail } from '../gate/favorite';


describe('<paywall-account> favorites and watch history', () => {
  let work: PageWork | undefined;
  const viewer = viewerSetup({ cleanup: () => { work?.restore(); work = undefined; } });
  const sent = viewer.sent;

  it('a favorite added from a gate is listed with its thumbnail and link; removing it leaves the empty state', async () => {
    const gate = fixture('<paywall-gate item-id="40002"></paywall-gate>');
    const el = fixture('<paywall-account section="favorites"></paywall-account>');
    await waitFor(() => section(el, 'favorites')?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    const toggled = collect<FavoriteEventDetail>(gate, 'paywall-favorite');
    const toggle = await waitFor(() => part<HTMLButtonElement>(gate, 'favorite'), { timeout: 8000, message: 'the favorite toggle (signed in)' });
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-pressed') === 'true', { timeout: 8000 });
    expect(toggled.map((e) => e.detail)).to.deep.equal([{ itemId: '40002', favorite: true }]);
    await waitFor(() => section(el, 'favorites')?.getAttribute('data-state') === 'ready', { timeout: 8000, message: 'the list follows the gate' });
    const [row] = rows(el, 'favorite-item');
    expect(row.textContent).to.include('Signals from the Deep');
    expect(row.querySelector('a')!.getAttribute('href')).to.equal('/content/40002');
    expect(new URL(row.querySelector('img')!.src).pathname).to.equal('/media/signals-from-the-deep/thumb.svg');
    row.querySelector<HTMLButtonElement>('[part~="remove-button"]')!.click();
    await waitFor(() => section(el, 'favorites')?.getAttribute('data-state') === 'empty', { timeout: 8000 });
    expect((await getClient().accounts.getFavorites()).collection).to.deep.equal([]);
  });

  it('the player\'s paywall-progress reaches the platform at most once per 10 s per item and shows in the history with a progress bar', async () => {
    work = trackPageWork();
    for (const progress of [0.1, 0.2, 0.35]) document.dispatchEvent(new CustomEvent('paywall-progress', { detail: { mediaId: 40003, progress } }));
    document.body.dispatchEvent(new CustomEvent('paywall-progress', { bubbles: true, detail: { mediaId: '40004', progress: 0.5 } }));
    await waitFor(() => sent.filter((s) => s === 'PATCH /v2/accounts/media/watch-history').length === 2, { timeout: 8000 });
    // once the page has nothing short left to do, only the 10 s interval waits: no third PATCH yet
    await work!.idle();
    expect(sent.filter((s) => s.startsWith('PATCH'))).to.have.length(2, 'one per item, the rest waits out the interval');
    dispatchEvent(new PageTransitionEvent('pagehide'));
    await waitFor(() => sent.filter((s) => s.startsWith('PATCH')).length === 3, { timeout: 8000, message: 'the waiting value goes on pagehide' });
    await waitFor(async () => (await getClient().accounts.getWatchHistoryForItem('40003')).progress === 0.35, { timeout: 8000 });

    const el = fixture('<paywall-account section="history"></paywall-account>');
    await waitFor(() => section(el, 'history')?.getAttribute('data-state') === 'ready', { timeout: 8000 });
    const list = rows(el, 'history-item');
    expect(list.map((r) => r.getAttribute('data-item-id'))).to.have.members(['40003', '40004']);
    const bar = list.find((r) => r.getAttribute('data-item-id') === '40003')!.querySelector('progress')!;
    expect(bar.value).to.equal(0.35);
    expect(bar.getAttribute('aria-label')).to.equal('Harvest Moon: 35% watched');
    list[0].querySelector<HTMLButtonElement>('[part~="remove-button"]')!.click();
    await waitFor(() => rows(el, 'history-item').length === 1, { timeout: 8000 });
    shadow(el).querySelector<HTMLInputElement>('input[value="watched"]')!.click();
    await waitFor(() => section(el, 'history')?.getAttribute('data-state') === 'empty', { timeout: 8000 });
  });

  it('pages the history with its cursor', async () => {
    for (let i = 1; i <= 12; i++) await getClient().accounts.updateWatchHistory(String(40000 + i), 0.5);
    const el = fixture('<paywall-account section="history" single="true"></paywall-account>');
    await waitFor(() => section(el, 'history')?.getAttribute('data-state') === 'ready', { timeout: 8000 });
    expect(rows(el, 'history-item')).to.have.length(10);
    part<HTMLButtonElement>(el, 'more-button')!.click();
    await waitFor(() => rows(el, 'history-item').length === 12, { timeout: 8000 });
    expect(part(el, 'more-button')).to.equal(null);
  });
});
