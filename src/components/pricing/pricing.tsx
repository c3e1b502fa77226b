import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useStyles } from '../../internal/styles';
import { useT } from '../../i18n';
import { common } from '../../i18n/common';
import { pricing } from '../../i18n/pricing';
import { emit } from '../../internal/emit';
import { $config } from '../../stores/config';
import { platformKey } from '../../stores/config';
import { chooseAccessFee } from '../../stores/purchase';
import type { AccessFee } from '../../client/types';
import { baseStyles } from '../ui/base.styles';
import { hostOf, useErrorReporter } from '../ui/host';
import { Loading } from '../ui/spinner';
import { useBranding } from '../ui/branding';
import { radioKeyTarget } from '../ui/radio-group';
import type { OwnedAccess } from '../../stores/access';
import { useViewer } from '../ui/auth';
import { formatMoment, ownedText } from '../ui/format';
import { feePrice, feeTerm, feeTrial, isSubscription } from './fees';
import { loadPricing, type PricingData } from './data';
import { pricingLayout, RESIZE_DELAY_MS } from './layout';
import { pricingStyles } from './pricing.styles';
import { useTrialUsed } from './trial';
import { Heading, withHeadingLevel } from '../ui/host';

// what a signed-in viewer owns loads only for such a viewer (a notice: if it cannot load, none shows)
const OwnedAccessWatch = lazy(() => import('../ui/owned-access').then((m) => ({ default: m.OwnedAccessWatch }), () => ({ default: () => null })));

/** Props of `<paywall-pricing>` / `Pricing`. */
export interface PricingProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 3
   */
  headingLevel?: number;
  /** The item whose prices to show. */
  itemId?: string;
  /** The package whose prices to show (wins over `itemId`). */
  packageId?: string;
  /**
   * Prices the page's server already fetched (a server render, `paywall-elements/ssr`): the cards
   * show at once and are refreshed quietly from the platform, without a loading step.
   */
  initialData?: PricingData;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

/** Detail of the cancelable `paywall-select-price` event. */
export interface SelectPriceDetail {
  itemId: string;
  accessFeeId: string;
  amount: number;
  currency: string;
  kind: 'subscription' | 'ppv';
}

/** Which group of cards shows. */
export type PricingTab = 'subscription' | 'ppv';

const TABS: ReadonlyArray<[PricingTab, 'tabSubscription' | 'tabPpv']> = [['subscription', 'tabSubscription'], ['ppv', 'tabPpv']];

type View = { status: 'loading' } | { status: 'ready'; data: PricingData } | { status: 'error'; message: string };

/** The width a server render lays the cards out for. */
const SERVER_WIDTH = 1280;
const viewportWidth = () => (typeof window === 'undefined' ? SERVER_WIDTH : window.innerWidth);

/** The viewport width, measured again 200 ms after the last resize. */
function useViewportWidth(server = false): number {
  // over server-rendered cards (laid out for a wide screen), the first render matches them and
  // the real width applies before the first paint
  const [width, setWidth] = useState(server ? SERVER_WIDTH : viewportWidth);
  useLayoutEffect(() => {
    if (server) setWidth(viewportWidth());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(viewportWidth()), RESIZE_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

/**
 * Pricing cards from an item's or a package's access fees, with a monthly / pay-per-view toggle
 * when both kinds exist. Choosing a card dispatches the cancelable `paywall-select-price` event
 * and, unless a listener cancels it, opens the checkout for that price.
 */
function PricingView({ itemId, packageId, initialData, container }: PricingProps) {
  const ref = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, pricingStyles);
  useBranding(ref);
  const report = useErrorReporter(container ?? null);
  const config = useStore($config);
  const platform = platformKey(config);
  const [view, setView] = useState<View>(() => (initialData && Array.isArray(initialData.fees) ? { status: 'ready', data: initialData } : { status: 'loading' }));
  const [tab, setTab] = useState<PricingTab | null>(null);
  const width = useViewportWidth(!!initialData);
  const seq = useRef(0);
  const t = useT(pricing);
  const tc = useT(common);
  // the texts of the moment, read by the price load without re-running it when they change
  const tRef = useRef(t);
  tRef.current = t;
  const quiet = useRef(!!initialData && Array.isArray(initialData.fees));
  // what the signed-in viewer already has: the card of that fee says so, and the checkout asks
  // before taking a second payment for the same item
  const [owned, setOwned] = useState<OwnedAccess | null>(null);
  const watchOwned = useViewer().startsWith('in:') && !packageId;

  const load = useCallback(async () => {
    const mine = ++seq.current;
    if (!(packageId || itemId || '').trim()) {
      setView({ status: 'error', message: report({ status: 0, data: { message: tRef.current('pricesNotSetUp') } }, 'missing_item_id') });
      return;
    }
    // prices the server rendered stay while they are refreshed, and when refreshing fails
    const keep = quiet.current;
    quiet.current = false;
    if (!keep) setView({ status: 'loading' });
    try {
      const data = await loadPricing({ itemId, packageId });
      if (mine === seq.current) setView({ status: 'ready', data });
    } catch (error) {
      if (mine !== seq.current) return;
      if (keep) return void report(error, 'pricing_failed');
      const configError = (error as Error)?.message?.startsWith('[paywall-elements]');
      const message = configError
        ? report({ status: 0, data: { message: tRef.current('pricesNotSetUp') } }, 'not_configured')
        : report(error, 'pricing_failed');
      setView({ status: 'error', message });
    }
  }, [itemId, packageId, report]);

  useEffect(() => {
    const loads = seq;
    void load();
    // a newer load (or unmounting) makes the answer of this one stale
    return () => {
      loads.current++;
    };
  }, [load, platform]);

  const fees = useMemo(() => (view.status === 'ready' ? view.data.fees : []), [view]);
  const groups = useMemo(() => ({ subscription: fees.filter(isSubscription), ppv: fees.filter((f) => !isSubscription(f)) }), [fees]);
  const both = groups.subscription.length > 0 && groups.ppv.length > 0;
  const active: PricingTab = tab ?? (groups.subscription.length ? 'subscription' : 'ppv');
  const cards = both ? groups[active] : fees;
  // a trial the viewer already had is not offered again
  const trialUsed = useTrialUsed(view.status === 'ready' && fees.some((f) => feeTrial(f)) ? view.data.id : undefined);
  const layout = pricingLayout(width, cards.length);

  const choose = (fee: AccessFee) => {
    if (view.status !== 'ready') return;
    const detail: SelectPriceDetail = {
      itemId: view.data.id, accessFeeId: String(fee.id), amount: Number(fee.amount), currency: String(fee.currency ?? ''),
      kind: isSubscription(fee) ? 'subscription' : 'ppv',
    };
    if (emit(hostOf(container ?? null), 'paywall-select-price', detail, true)) chooseAccessFee(view.data.id, fee.id);
  };
  // radio-group keys: arrows move between the options and choose the one they land on
  const onToggleKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const next = radioKeyTarget(e.key, TABS.findIndex(([v]) => v === active), TABS.length);
    if (next === null) return;
    e.preventDefault();
    setTab(TABS[next][0]);
    e.currentTarget.querySelector<HTMLButtonElement>(`[data-tab="${TABS[next][0]}"]`)?.focus();
  };
  // right to left, the next cards lie to the left and the arrows point the other way
  const rtl = t.dir === 'rtl';
  const scroll = (dir: 1 | -1) => {
    const t = track.current;
    const card = t?.querySelector<HTMLElement>('.card');
    // the track's scroll-behavior decides: smooth, or a jump under prefers-reduced-motion
    if (t && card) t.scrollBy({ left: dir * (rtl ? -1 : 1) * (card.offsetWidth + 16) });
  };

  const state = view.status === 'ready' && !fees.length ? 'empty' : view.status;
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={state} data-layout={layout.detail ? 'detail' : 'compact'} data-arrows={layout.arrows ? 'true' : 'false'}>
      {view.status === 'loading' ? <Loading label={t('loadingPrices')} /> : null}
      {view.status === 'error' ? (
        <div className="panel" part="error">
          <p className="form-error" role="alert" part="error-message">{view.message}</p>
          <button type="button" part="retry" onClick={() => void load()}>{tc('tryAgain')}</button>
        </div>
      ) : null}
      {state === 'empty' ? <p className="muted" part="empty">{t('noPrices')}</p> : null}
      {watchOwned ? <Suspense fallback={null}><OwnedAccessWatch itemId={itemId} onOwned={setOwned} /></Suspense> : null}
      {view.status === 'ready' && owned ? <p className="owned" part="owned" role="status">{ownedText(owned.expiresAt, tc)}</p> : null}
      {view.status === 'ready' && both ? (
        <div className="toggle" role="radiogroup" aria-label={t('billing')} part="toggle" onKeyDown={onToggleKey}>
          {TABS.map(([value, label]) => (
            <button key={value} type="button" role="radio" aria-checked={active === value} tabIndex={active === value ? 0 : -1}
              part={`toggle-option${active === value ? ' toggle-option-active' : ''}`} data-tab={value} onClick={() => setTab(value)}>
              {t(label)}
            </button>
          ))}
        </div>
      ) : null}
      {cards.length ? (
        <div className="carousel" part="carousel">
          {layout.arrows ? <button type="button" className="arrow" part="prev" aria-label={t('previousPrices')} onClick={() => scroll(-1)}>{rtl ? '›' : '‹'}</button> : null}
          <div className="track" ref={track} part="track" role="list" aria-label={tc('prices')}>
            {cards.map((fee) => {
              const mine = !!owned && owned.accessFeeId === String(fee.id);
              const name = fee.description || feeTerm(fee, tc);
              const price = feePrice(fee, t.locale);
              const until = mine ? formatMoment(owned.expiresAt, t.locale) : '';
              return (
                <div key={fee.id} className="card" role="listitem" part={mine ? 'card card-owned' : 'card'} data-access-fee-id={String(fee.id)} data-owned={mine ? 'true' : undefined}>
                  <Heading look={3} part="card-title" className="card-title"><bdi>{name}</bdi></Heading>
                  <div className="amount" part="card-price">{price}</div>
                  <div className="term" part="card-term">{feeTerm(fee, tc)}</div>
                  {layout.detail && feeTrial(fee, tc) ? (
                    trialUsed ? <div className="term" part="card-trial-used">{t('trialUsed')}</div> : <div className="trial" part="card-trial"><bdi>{feeTrial(fee, tc)}</bdi></div>
                  ) : null}
                  {mine ? <div className="owned-until" part="card-owned-until">{until ? t('yoursUntil', { date: until }) : t('yours')}</div> : null}
                  {/* a subscription the viewer holds cannot be bought again; a rental can, after the checkout asks */}
                  {/* (aria-disabled, not disabled: the viewer who just subscribed from it keeps the focus on it) */}
                  {mine && isSubscription(fee) ? (
                    <button type="button" part="choose" aria-disabled="true" aria-label={t('subscribedLabel', { name })}>{t('subscribed')}</button>
                  ) : (
                    <button type="button" part="choose" aria-label={t(mine ? 'buyAgainLabel' : 'chooseLabel', { name, price })} onClick={() => choose(fee)}>
                      {t(mine ? 'buyAgain' : 'choose')}
                    </button>
                  )}
                </div>
              );
            })}
          </div>
          {layout.arrows ? <button type="button" className="arrow" part="next" aria-label={t('nextPrices')} onClick={() => scroll(1)}>{rtl ? '‹' : '›'}</button> : null}
        </div>
      ) : null}
    </div>
  );
}

/** `PricingView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 3. */
export const Pricing = withHeadingLevel(PricingView, 3);

export default Pricing;
