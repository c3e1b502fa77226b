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
import type { NftDetailView } from './nft-detail';
import { fiatPerCoin, nftIdFromHash, NFT_PAGE_SIZE, ownedFrom, pageCount, reservedUntil, safeImageUrl, type OwnedNft } from './nft';
import { nftGalleryStyles } from './nft-gallery.styles';
import { useT } from '../../i18n';
import { nft as messages, type NftT } from '../../i18n/nft';
import { Heading, withHeadingLevel } from '../ui/host';

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
  const [marketplace, setMarketplace] = useState<Marketplace | null>(null);
  const [market, setMarket] = useState<ListView<Nft>>({ status: 'loading' });
  const [marketPage, setMarketPage] = useState(1);
  const [mine, setMine] = useState<ListView<OwnedNft>>({ status: 'loading' });
  const [minePage, setMinePage] = useState(1);
  const [reload, setReload] = useState(0);
  const [rate, setRate] = useState<number | null>(null);
  const [openId, setOpenId] = useState<string | null>(() => (typeof location === 'undefined' ? null : nftIdFromHash(location.hash)));
  // once opened, the dialog stays (closed) so that it can close and open again in place
  const dialogUsed = useRef(false);
  if (openId !== null) dialogUsed.current = true;
  const [detail, setDetail] = useState<NftDetailView>({ status: 'loading' });
  const [detailAttempt, setDetailAttempt] = useState(0);
  const listTop = useRef<HTMLParagraphElement>(null);

  const fiat = (currency || marketplace?.currency || 'EUR').trim().toUpperCase();
  const ctx: PriceContext = { fiat, rate, locale: t.locale };

  // the marketplace and the current page of its NFTs
  useEffect(() => {
    if (!client) {
      setMarket({ status: 'error', message: '' });
      report({ message: 'No merchant is configured.', status: 0 }, 'not_configured');
      return;
    }
    let live = true;
    setMarket({ status: 'loading' });
    (async () => {
      try {
        const [place, list] = await Promise.all([
          marketplace ? Promise.resolve(marketplace) : client.nfts.getMerchantMarketplace(),
          client.nfts.getMerchantNFTList({ page: marketPage, size: NFT_PAGE_SIZE, filter: 'published' }),
        ]);
        if (!live) return;
        setMarketplace(place);
        const items = Array.isArray(list?.collection) ? list.collection.filter((n) => n && n.id !== undefined) : [];
        const total = typeof list?.total === 'number' ? list.total : items.length;
        setMarket(items.length ? { status: 'ready', items, page: marketPage, pages: pageCount(total, NFT_PAGE_SIZE), total } : { status: 'empty' });
      } catch (error) {
        if (live) setMarket({ status: 'error', message: report(error, 'nft_list_failed') });
      }
    })();
    return () => {
      live = false;
    };
    // the marketplace is read once; a new page or a retry reads the list again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, marketPage, reload, report]);

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
  useEffect(() => {
    if (tab !== 'mine') return;
    if (auth.status === 'unknown') return setMine({ status: 'loading' });
    if (auth.status === 'signed-out') return setMine({ status: 'signed-out' });
    if (!client) return;
    let live = true;
    setMine({ status: 'loading' });
    client.nfts.getUserBoughtNFTs({ page: minePage, size: NFT_PAGE_SIZE }).then(
      (list) => {
        if (!live) return;
        const items = ownedFrom(Array.isArray(list?.collection) ? list.collection : []);
        const total = typeof list?.total === 'number' ? list.total : items.length;
        setMine(items.length ? { status: 'ready', items, page: minePage, pages: pageCount(total, NFT_PAGE_SIZE), total } : { status: 'empty' });
      },
      (error: unknown) => live && setMine({ status: 'error', message: report(error, 'my_nfts_failed') }),
    );
    return () => {
      live = false;
    };
  }, [tab, auth.status, client, minePage, reload, report]);

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

  useEffect(() => {
    if (!openId || !client) return;
    let live = true;
    setDetail({ status: 'loading' });
    client.nfts.getMerchantNFT(openId).then(
      (nft) => live && setDetail({ status: 'ready', nft }),
      (error: unknown) => live && setDetail({ status: 'error', message: report(error, 'nft_detail_failed') }),
    );
    return () => {
      live = false;
    };
  }, [openId, client, detailAttempt, report]);

  const closeDetail = useCallback(() => {
    setOpenId(null);
    if (nftIdFromHash(location.hash)) history.replaceState(history.state, '', location.pathname + location.search);
  }, []);

  const reserved = useCallback(
    (nft: Nft, reservation: NftReservation) => {
      const detail: NftReservedDetail = { nftId: Number(nft.id), title: nft.title, expiresAt: reservation.expires_at };
      if (reservation.id !== undefined) detail.reservationId = String(reservation.id);
      setDetail((d) => (d.status === 'ready' && d.nft.id === nft.id && typeof d.nft.available === 'number' ? { ...d, nft: { ...d.nft, available: Math.max(0, d.nft.available - 1) } } : d));
      emit<NftReservedDetail>(host, 'paywall-nft-reserved', detail);
    },
    [host],
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

  const view = shown;
  const title = detail.status === 'ready' ? detail.nft.title : 'NFT';
  const banner = safeImageUrl(marketplace?.banner_url);
  // Until the marketplace's first answer, only a loading line shows in the room the package
  // stylesheet reserves: its banner and description would come in above a header and tabs already
  // drawn and push them down (the list's first page arrives with the marketplace).
  const first = marketplace === null && market.status === 'loading' && reload === 0;
  return (
    <div ref={ref} part="base" className="panel base nft-gallery" dir={t.dir} data-state={view.status} data-tab={tab}>
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
            {view.status === 'loading' ? <Loading label={t(tab === 'market' ? 'loadingMarket' : 'loadingMine')} /> : null}
            {view.status === 'signed-out' ? (
              <div part="login">
                <p part="message" className="message">{t('signIn')}</p>
                <Suspense fallback={<Loading label={t('loadingSignIn')} />}>
                  <Login container={container} />
                </Suspense>
              </div>
            ) : null}
            {view.status === 'error' ? (
              <div part="error">
                <p className="form-error" role="alert" part="message">{view.message || t('notConfigured')}</p>
                <button type="button" part="retry-button" onClick={() => setReload((n) => n + 1)}>{t('tryAgain')}</button>
              </div>
            ) : null}
            {view.status === 'empty' ? (
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
            container={container} onRetry={() => setDetailAttempt((n) => n + 1)} onReserved={reserved} reportError={report} />
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
