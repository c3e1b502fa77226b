import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useStyles } from '../../internal/styles';
import { useT } from '../../i18n';
import { common } from '../../i18n/common';
import { emit } from '../../internal/emit';
import { $config } from '../../stores/config';
import { platformKey } from '../../stores/config';
import { onSiteSignal } from '../../stores/signals';
import { $purchase, chooseAccessFee, paidSincePurchaseOpened, startPurchase } from '../../stores/purchase';
import { safeImageUrl } from '../../site/urls';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { hostOf, useErrorReporter, withHeadingLevel } from '../ui/host';
import { Loading } from '../ui/spinner';
import { useAuth, useViewer } from '../ui/auth';
import { useBranding } from '../ui/branding';
import { gateStyles } from './gate.styles';
import { accessMark, checkAccess, loadItem, type AccessQuestion, type GateItem } from './access';
import { LockedView } from './locked';

// parts only some gates need load on demand: access codes and platform-returned content
const CodeEntry = lazy(() => import('./code').then((m) => ({ default: m.CodeEntry })));
// the unlocked view (the content, the platform's content renderer) loads once the viewer's access
// is known, before the gate says `unlocked`: a locked gate never downloads it
let Unlocked: typeof import('./unlocked').UnlockedView | undefined;
const unlockedView = () => import('./unlocked').then((m) => void (Unlocked = m.UnlockedView));
// and the favorite toggle, which only a signed-in viewer sees (it shows once the list is known)
const FavoriteToggle = lazy(() => import('./favorite').then((m) => ({ default: m.FavoriteToggle })));

/** Props of `<paywall-gate>` / `Gate`. */
export interface GateProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 2
   */
  headingLevel?: number;
  /** The platform item id of the premium content. */
  itemId?: string;
  /**
   * The item as the page's server already has it (a server render, `paywall-elements/ssr`): a paid
   * item shows locked at once, with its preview and prices, while the viewer's access is checked.
   */
  initialItem?: GateItem;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

/** Detail of `paywall-access`: whether the viewer may see the item now. */
export interface AccessEventDetail {
  itemId: string;
  granted: boolean;
  /**
   * With access: the item's content as the platform sent it after the access check (an embed, a
   * player or a signed stream address), for a merchant's player; what must stay paid comes from
   * here, never from the page's HTML. Empty when the platform sent none.
   */
  content?: string;
  /** With access bought: when it ends (Unix seconds), when the platform says. */
  expiresAt?: number | null;
}

/** The gate's view, mirrored as `data-state`. */
export type GateView =
  | { status: 'loading' }
  | { status: 'locked'; item: GateItem }
  | { status: 'code-entry'; item: GateItem }
  | { status: 'unlocked'; item: GateItem; content: string; via: 'free' | 'purchase' | 'code'; expiresAt?: number | null }
  | { status: 'error'; message: string };

const UNLOCK_EVENTS = new Set(['payment.card.success', 'subscribe.success', 'external.subscribe.success', 'access.granted']);

/**
 * Wraps premium content: with access it shows the slotted content (or, when nothing is slotted,
 * the content the platform returns, rendered safely); without, the item's preview, its prices and
 * a call to action that opens the checkout. Items sold with access codes ask for a code. It
 * unlocks without a reload when a payment event arrives or the session changes (REST decides).
 */
function GateView({ itemId, initialItem, container }: GateProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, formStyles, gateStyles);
  useBranding(ref);
  const report = useErrorReporter(container ?? null);
  const config = useStore($config);
  const platform = platformKey(config);
  const auth = useAuth();
  const id = String(itemId ?? '').trim();
  const serverItem = initialItem?.preview?.access === 'paid' && String(initialItem.preview.id) === id && Array.isArray(initialItem.fees) ? initialItem : null;
  const [view, setView] = useState<GateView>(() => (serverItem ? { status: 'locked', item: serverItem } : { status: 'loading' }));
  const seq = useRef(0);
  const t = useT(common);
  // the texts of the moment, read by the access check without re-running it when they change
  const tRef = useRef(t);
  tRef.current = t;
  // the server's item shows at once; the access check loads the item from the platform anyway, so
  // prices or a preview the page itself carries (or markup injected into it) never outlive it
  const itemRef = useRef<GateItem | null>(null);

  // `question`: after a purchase, a payment event or a retry, only an answer asked for after that
  // moment counts (shared with the page's other elements that heard the same news)
  const run = useCallback(async (question: AccessQuestion = {}, opened?: GateView): Promise<void> => {
    const mine = ++seq.current;
    const live = () => mine === seq.current;
    if (!id) {
      setView({ status: 'error', message: report({ status: 0, data: { message: tRef.current('gateNotSetUp') } }, 'missing_item_id') });
      return;
    }
    try {
      let next = opened;
      if (!next) {
        const itemPromise = itemRef.current && String(itemRef.current.preview.id) === id ? Promise.resolve(itemRef.current) : loadItem(id, safeImageUrl);
        const item = await itemPromise;
        itemRef.current = item;
        if (!live()) return;
        if (item.preview.access === 'free') next = { status: 'unlocked', item, content: item.preview.content, via: 'free' };
        else if (item.preview.access === 'code') {
          // (the code entry and its calls load only for such an item)
          const code = await import('./code').then((m) => m.openWithStoredCode(id));
          next = code ? { status: 'unlocked', item, content: code.content, via: 'code' } : { status: 'code-entry', item };
        } else {
          const access = await checkAccess(id, question);
          next = access.granted ? { status: 'unlocked', item, content: access.content, via: 'purchase', expiresAt: access.expiresAt } : { status: 'locked', item };
        }
      }
      // the unlocked view's code is here before the gate says so (a chunk that cannot load: the error below)
      if (next.status === 'unlocked') await unlockedView();
      if (live()) setView(next);
    } catch (error) {
      if (!live()) return;
      const configError = (error as Error)?.message?.startsWith('[paywall-elements]');
      const message = configError
        ? report({ status: 0, data: { message: tRef.current('gateNotSetUp') } }, 'not_configured')
        : report(error, 'access_check_failed');
      setView({ status: 'error', message });
    }
  }, [id, report]);

  // (re)check on mount, when the item or configuration changes, and when the viewer signs in or out
  const who = useViewer();
  useEffect(() => {
    if (who === 'unknown') return;
    void run();
  }, [run, who, platform]);

  useEffect(
    () => () => {
      seq.current++;
    },
    [],
  );

  // After a purchase: one purchase brings several signals (the success event, the access grant,
  // the checkout's completion), and each asks about the moment it arrived (the mark is taken at
  // once, before anything is sent): the page's elements share one request sent after it, a grant
  // already on its way counts, and a refusal from before the signal is asked again.
  const askAgain = useCallback(() => {
    void run({ since: accessMark(), purchase: true });
  }, [run]);

  // unlock live: a success event, the checkout's completion or a closed checkout makes us ask REST
  // again. Heard from the moment the view is drawn (a layout effect): Buy can be pressed, a purchase
  // announced or even closed, before a loaded page runs the effects that wait for a paint.
  const locked = view.status === 'locked';
  const unlocked = view.status === 'unlocked';
  const signedIn = who.startsWith('in:');
  useLayoutEffect(() => {
    if (!locked && !unlocked) return;
    // the payment-event stream (and its parser) loads only once a gate has something to wait for,
    // for a signed-in viewer (the only one the platform sends events to); with it, for a viewer
    // who may buy, the unlocked view's code, so that nothing is fetched between the platform's
    // grant and the content (one that cannot load now is tried again then)
    let offEvents = () => {};
    let active = true;
    if (signedIn && locked) unlockedView().catch(() => undefined);
    if (signedIn) void import('../../stores/payment-events').then(({ onPaymentEvent }) => {
      if (!active) return;
      offEvents = onPaymentEvent((event) => {
        const type = event.type as string;
        if (locked && UNLOCK_EVENTS.has(type)) askAgain();
        if (unlocked && type === 'access.revoked' && String(event.resource?.item_id ?? '') === id) void run({ since: accessMark() });
      });
    }, () => undefined);
    const completed = () => {
      if (locked) askAgain();
    };
    const offSignals = [onSiteSignal('card-payment-completed', completed), onSiteSignal('card-subscription-completed', completed)];
    // the checkout announces a confirmed purchase on the page
    document.addEventListener('paywall-purchase', completed);
    // a checkout that closes after a payment may have sold this item (or a package holding it):
    // ask REST once; one closed without a payment sold nothing (and asking would log another 402)
    let before = $purchase.get().status;
    const offPurchase = $purchase.listen((p) => {
      if (locked && before !== 'idle' && p.status === 'idle' && paidSincePurchaseOpened()) askAgain();
      before = p.status;
    });
    return () => {
      active = false;
      offEvents();
      offSignals.forEach((off) => off());
      offPurchase();
      document.removeEventListener('paywall-purchase', completed);
    };
  }, [locked, unlocked, signedIn, run, askAgain, id]);

  // unlocked by a purchase made on this page (the item showed locked before): the unlocked view
  // takes the focus the purchase's dialog would give back to a Buy button that has gone
  const wasLocked = useRef(false);
  if (locked) wasLocked.current = true;

  // tell the page when access changes
  const granted = view.status === 'unlocked' ? true : view.status === 'locked' || view.status === 'code-entry' ? false : null;
  const content = view.status === 'unlocked' ? view.content : '';
  const expiresAt = view.status === 'unlocked' ? view.expiresAt ?? null : null;
  useEffect(() => {
    if (granted === null) return;
    emit<AccessEventDetail>(hostOf(container ?? null), 'paywall-access', granted ? { itemId: id, granted, content, expiresAt } : { itemId: id, granted });
  }, [granted, id, container, content, expiresAt]);

  const buy = (item: GateItem) => {
    if (item.fees.length === 1) chooseAccessFee(id, item.fees[0].id);
    else startPurchase(id);
  };

  const host = hostOf(container ?? null);

  const authState = auth.status === 'signed-in' ? 'signed-in' : auth.status === 'signed-out' ? 'signed-out' : 'unknown';
  // (its code loads on its own; until then, and for a signed-out viewer, the line stays as it is)
  const favorite = auth.status === 'signed-in' ? <Suspense fallback={null}><FavoriteToggle itemId={id} host={host} report={report} /></Suspense> : null;
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={view.status} data-auth={authState} aria-busy={view.status === 'loading' ? 'true' : undefined}>
      {view.status === 'loading' ? <Loading label={t('checkingAccess')} /> : null}
      {view.status === 'error' ? (
        <div className="panel" part="error">
          <p className="form-error" role="alert" part="error-message">{view.message}</p>
          <button type="button" part="retry" onClick={() => { setView({ status: 'loading' }); void run({ since: accessMark() }); }}>{t('tryAgain')}</button>
        </div>
      ) : null}
      {view.status === 'locked' ? (
        <LockedView item={view.item} signedIn={auth.status === 'signed-in'} t={t} onBuy={() => buy(view.item)} container={container} favorite={favorite} />
      ) : null}
      {view.status === 'code-entry' ? (
        <Suspense fallback={<Loading />}><CodeEntry item={view.item} itemId={id} report={report}
          onOpened={(content) => void run({}, { status: 'unlocked', item: view.item, content, via: 'code' })} /></Suspense>
      ) : null}
      {view.status === 'unlocked' && Unlocked ? (
        <Unlocked itemId={id} view={view} base={config.apiBase ?? undefined} host={host} report={report}
          favorite={favorite} bought={wasLocked.current} onCodeEnded={() => setView({ status: 'code-entry', item: view.item })} />
      ) : null}
    </div>
  );
}

/** `GateView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 2. */
export const Gate = withHeadingLevel(GateView, 2);

export default Gate;
