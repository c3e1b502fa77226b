import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Marketplace, Nft, NftReservation } from '../../client/types';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { hostOf, useErrorReporter } from '../ui/host';
import { Loading } from '../ui/spinner';
import { useBranding } from '../ui/branding';
import { useAuth } from '../ui/auth';
import { usePlatformClient } from '../ui/client';
import { NftCard, NftImage, NftPrice, type PriceContext } from './nft-card';
import { fiatPerCoin, nftIdFromHash, NFT_PAGE_SIZE, ownedFrom, pageCount, reservedUntil, safeImageUrl, type OwnedNft } from './nft';
import { nftGalleryStyles } from './nft-gallery.styles';
import { useT } from '../../i18n';
import { nft as messages, type NftT } from '../../i18n/nft';
import { Heading, withHeadingLevel } from '../ui/host';
import { LOADING, useLoad } from '../ui/load';

const Login = lazy(() => import('../login/login').then((m) => ({ default: m.Login })));
// the detail dialog, its styles and reserving load when a viewer first opens an NFT
const NftDialog = lazy(() => import('./nft-dialog'));

/** Props of `<paywall-nft-gallery>`. */
export interface NftGalleryProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 2
   */
  headingLevel?: number;
  /** The viewer's fiat currency for the converted prices. @default the marketplace's currency, else EUR */
  currency?: string;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

/** Detail of `paywall-nft-reserved`, dispatched once the platform reserved an NFT for the viewer. */
export interface NftReservedDetail {
  nftId: number;
  title: string;
  reservationId?: string;
  /** Unix seconds: the reservation lapses then. */
  expiresAt?: number;
}

/** A page of a list; its status is mirrored as `data-state` on the `base` part. */
export type ListView<T> =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string }
  | { status: 'empty' }
  | { status: 'ready'; items: T[]; page: number; pages: number; total: number };

const SIGNED_OUT = { status: 'signed-out' } as const;
/**
 * What the list fails with when no merchant is configured: reported as `not_configured` (status 0),
 * shown with the element's own text.
 */
const NOT_CONFIGURED = { status: 0 };

/** A page of a list from its items and the total the platform counted (else the items'). */
function listView<T>(items: T[], total: unknown, page: number): ListView<T> {
  const count = typeof total === 'number' ? total : items.length;
  return items.length ? { status: 'ready', items, page, pages: pageCount(count, NFT_PAGE_SIZE), total: count } : { status: 'empty' };
}

/** The two lists of the gallery. */
export type GalleryTab = 'market' | 'mine';

/**
 * `<paywall-nft-gallery>`: the merchant's NFT marketplace (its header, the published NFTs 50 a page,
 * each card with image, name, its price and about how much that is in the viewer's currency), a
 * detail view in a dialog linked by `#nft-{id}`, reserving for a signed-in viewer, and "My NFTs".
 */
function NftGalleryView({ currency, container }: NftGalleryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT(messages);
  useStyles(ref, baseStyles, formStyles, nftGalleryStyles);
  useBranding(ref);
  const auth = useAuth();
  const client = usePlatformClient();
  const report = useErrorReporter(container);
  const host = hostOf(container);

  const [tab, setTab] = useState<GalleryTab>('market');
  const [marketPage, setMarketPage] = useState(1);
  const [minePage, setMinePage] = useState(1);
  const [rate, setRate] = useState<number | null>(null);
  const [openId, setOpenId] = useState<string | null>(() => (typeof location === 'undefined' ? null : nftIdFromHash(location.hash)));
  // once opened, the dialog stays (closed) so that it can close and open again in place
  const dialogUsed = useRef(false);
  if (openId !== null) dialogUsed.current = true;
  const listTop = useRef<HTMLParagraphElement>(null);

  // the marketplace (read once, with the first page) and the current page of its NFTs
  const place = useRef<Marketplace | null>(null);
  const reportList = useCallback((error: unknown, code: string) => (error === NOT_CONFIGURED ? (report(error, 'not_configured'), '') : report(error, code)), [report]);
  const [marketLoad, retryMarket] = useLoad<ListView<Nft>>(async (signal) => {
    if (!client) throw NOT_CONFIGURED;
    const [marketplace, list] = await Promise.all([
      place.current ?? client.nfts.getMerchantMarketplace(),
      client.nfts.getMerchantNFTList({ page: marketPage, size: NFT_PAGE_SIZE, filter: 'published' }),
    ]);
    if (!signal.aborted) place.current = marketplace;
    return listView(Array.isArray(list?.collection) ? list.collection.filter((n) => n && n.id !== undefined) : [], list?.total, marketPage);
  }, [client, marketPage], reportList, 'nft_list_failed');
  const market: ListView<Nft> = marketLoad.status === 'ready' ? marketLoad.data : marketLoad;
  const marketplace = place.current;

  const fiat = (currency || marketplace?.currency || 'EUR').trim().toUpperCase();
  const ctx: PriceContext = { fiat, rate, locale: t.locale };

  // the viewer's currency per coin; without it, prices show in their own currency only
  useEffect(() => {
    if (!client || (!currency && !marketplace)) return;
    let live = true;
    setRate(null);
    client.nfts.getExchangeRates(fiat, true).then((answer) => live && setRate(fiatPerCoin(answer)), () => undefined);
    return () => {
      live = false;
    };
  }, [client, fiat, currency, marketplace]);

  // "My NFTs": read again each time the tab opens, so a new reservation shows
  const [mineLoad, retryMine] = useLoad<ListView<OwnedNft>>(tab === 'mine' && auth.status === 'signed-in' && !!client && (() =>
    client.nfts.getUserBoughtNFTs({ page: minePage, size: NFT_PAGE_SIZE }).then((list) => listView(ownedFrom(Array.isArray(list?.collection) ? list.collection : []), list?.total, minePage))),
  [tab, auth.status, client, minePage], report, 'my_nfts_failed');
  const mine: ListView<OwnedNft> = auth.status === 'signed-in' ? (mineLoad.status === 'ready' ? mineLoad.data : mineLoad) : auth.status === 'unknown' ? LOADING : SIGNED_OUT;

  // the detail view follows the address's fragment, so it can be linked and the back button closes it
  useEffect(() => {
    const follow = () => setOpenId(nftIdFromHash(location.hash));
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);

  const [detail, retryDetail, setDetail] = useLoad(!!openId && !!client && (() => client.nfts.getMerchantNFT(openId)), [openId, client], report, 'nft_detail_failed');

  const closeDetail = useCallback(() => {
    setOpenId(null);
    if (nftIdFromHash(location.hash)) history.replaceState(history.state, '', location.pathname + location.search);
  }, []);

  const reserved = useCallback(
    (nft: Nft, reservation: NftReservation) => {
      const detail: NftReservedDetail = { nftId: Number(nft.id), title: nft.title, expiresAt: reservation.expires_at };
      if (reservation.id !== undefined) detail.reservationId = String(reservation.id);
      setDetail((d) => (d.status === 'ready' && d.data.id === nft.id && typeof d.data.available === 'number' ? { ...d, data: { ...d.data, available: Math.max(0, d.data.available - 1) } } : d));
      emit<NftReservedDetail>(host, 'paywall-nft-reserved', detail);
    },
    [host, setDetail],
  );

  // after turning a page, focus goes to the top of the new page (once it is there)
  const focusList = useRef(false);
  const turn = (set: (n: number) => void, page: number) => {
    focusList.current = true;
    set(page);
  };
  const shown = tab === 'market' ? market : mine;
  useEffect(() => {
    if (shown.status === 'loading' || !focusList.current) return;
    focusList.current = false;
    listTop.current?.focus();
  }, [shown]);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next: GalleryTab = e.key === 'Home' ? 'market' : e.key === 'End' ? 'mine' : tab === 'market' ? 'mine' : 'market';
    setTab(next);
    (e.currentTarget.parentElement?.querySelector(`[data-tab="${next}"]`) as HTMLButtonElement | null)?.focus();
  };

  const title = detail.status === 'ready' ? detail.data.title : 'NFT';
  const banner = safeImageUrl(marketplace?.banner_url);
  // Until the marketplace's first answer, only a loading line shows in the room the package
  // stylesheet reserves: its banner and description would come in above a header and tabs already
  // drawn and push them down (the list's first page arrives with the marketplace).
  const settled = useRef(false);
  if (market.status !== 'loading') settled.current = true;
  const first = marketplace === null && !settled.current;
  return (
    <div ref={ref} part="base" className="panel base nft-gallery" dir={t.dir} data-state={shown.status} data-tab={tab}>
      {first ? <Loading label={t('loadingMarket')} /> : (
        <>
          <header part="header" className="nft-header">
            {banner ? <img part="banner" className="nft-banner" src={banner} alt="" width={1280} height={360} decoding="async" /> : null}
            <Heading look={2} part="heading" className="nft-heading">{marketplace?.name || t('marketplace')}</Heading>
            {typeof marketplace?.description === 'string' && marketplace.description ? <p part="marketplace-description" className="muted">{marketplace.description}</p> : null}
          </header>
          <div role="tablist" aria-label={t('nfts')} part="tabs" className="nft-tabs">
            {(['market', 'mine'] as const).map((tabName) => (
              <button key={tabName} type="button" role="tab" id={`nft-tab-${tabName}`} aria-controls="nft-panel" aria-selected={tab === tabName} tabIndex={tab === tabName ? 0 : -1}
                data-tab={tabName} part={tab === tabName ? 'tab tab-active' : 'tab'} onClick={() => setTab(tabName)} onKeyDown={onTabKey}>
                {t(tabName === 'market' ? 'tabMarket' : 'tabMine')}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="nft-panel" aria-labelledby={`nft-tab-${tab}`} part="panel">
            {shown.status === 'loading' ? <Loading label={t(tab === 'market' ? 'loadingMarket' : 'loadingMine')} /> : null}
            {shown.status === 'signed-out' ? (
              <div part="login">
                <p part="message" className="message">{t('signIn')}</p>
                <Suspense fallback={<Loading label={t('loadingSignIn')} />}>
                  <Login container={container} />
                </Suspense>
              </div>
            ) : null}
            {shown.status === 'error' ? (
              <div part="error">
                <p className="form-error" role="alert" part="message">{shown.message || t('notConfigured')}</p>
                <button type="button" part="retry-button" onClick={tab === 'market' ? retryMarket : retryMine}>{t('tryAgain')}</button>
              </div>
            ) : null}
            {shown.status === 'empty' ? (
              <p className="muted" part="message empty">{t(tab === 'market' ? 'emptyMarket' : 'emptyMine')}</p>
            ) : null}
            {market.status === 'ready' && tab === 'market' ? (
              <>
                <p ref={listTop} tabIndex={-1} part="count" className="muted nft-count" aria-live="polite">
                  {t('count', { count: market.total, page: market.page, pages: market.pages })}
                </p>
                <ul part="list" className="nft-list">
                  {market.items.map((nft) => <NftCard key={nft.id} nft={nft} ctx={ctx} />)}
                </ul>
                <Pager t={t} page={market.page} pages={market.pages} onPage={(p) => turn(setMarketPage, p)} />
              </>
            ) : null}
            {mine.status === 'ready' && tab === 'mine' ? (
              <>
                <p ref={listTop} tabIndex={-1} part="count" className="muted nft-count" aria-live="polite">{t('mineCount', { count: mine.total })}</p>
                <ul part="list mine" className="nft-list">
                  {mine.items.map((o) => (
                    <li key={o.key} part="card owned" className="nft-card" data-nft-id={String(o.nft.id)}>
                      <NftImage src={o.nft.thumbnail ?? o.nft.image} />
                      <span part="name" className="nft-name">{o.nft.title}</span>
                      <NftPrice nft={o.nft} ctx={ctx} />
                      <p part="owned-status" className="muted">{o.status === 'reserved' ? reservedUntil(o.expiresAt, t) : o.status === 'owned' ? t('owned') : o.status}</p>
                    </li>
                  ))}
                </ul>
                <Pager t={t} page={mine.page} pages={mine.pages} onPage={(p) => turn(setMinePage, p)} />
              </>
            ) : null}
          </div>
        </>
      )}
      {dialogUsed.current ? (
        <Suspense fallback={null}>
          <NftDialog open={openId !== null} title={title} onClose={closeDetail} view={detail} ctx={ctx} client={client} signedIn={auth.status === 'signed-in'}
            container={container} onRetry={retryDetail} onReserved={reserved} reportError={report} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Previous and next page buttons, shown when there is more than one page. */
function Pager({ t, page, pages, onPage }: { t: NftT; page: number; pages: number; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav part="pager" className="nft-pager" aria-label={t('pages')}>
      <button type="button" className="secondary" part="pager-previous" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('previous')}</button>
      <span part="pager-status">{t('pageOf', { page, pages })}</span>
      <button type="button" className="secondary" part="pager-next" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('next')}</button>
    </nav>
  );
}

/** `NftGalleryView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 2. */
export const NftGallery = withHeadingLevel(NftGalleryView, 2);

export default NftGallery;
