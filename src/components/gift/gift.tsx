import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePlatformClient } from '../ui/client';
import { useStore } from '@nanostores/react';
import type { AccessFee } from '../../client/types';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { $config } from '../../stores/config';
import { $session } from '../../stores/session';
import { currentRoute } from '../../stores/payment-reactions';
import { claimBankReturn } from '../../stores/pending-purchase';
import { giftVoucherFrom, keepGiftVoucher, readGiftVoucher, type GiftVoucher } from '../../stores/gift-voucher';
import { onPaymentEvent } from '../../stores/payment-events';
import { urlFor } from '../../site/routes';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { hostOf, useErrorReporter } from '../ui/host';
import { Loading } from '../ui/spinner';
import { useBranding } from '../ui/branding';
import { checkoutStyles } from '../checkout/checkout.styles';
import type { PayPhase } from '../checkout/payer';
import { GiftBuy } from './gift-buy';
import { GiftRedeem, type GiftRedeemed } from './gift-redeem';
import { GiftSent } from './gift-sent';
import { giftStyles } from './gift.styles';
import { cardMethod } from '../checkout/card-method';
import { useT } from '../../i18n';
import { checkout } from '../../i18n/checkout';
import { gift as messages } from '../../i18n/gift';
import { Heading, withHeadingLevel } from '../ui/host';

const Login = lazy(() => import('../login/login').then((m) => ({ default: m.Login })));

/** How long a confirmed gift waits for its code before `paywall-gift` goes out without it. */
const CODE_WAIT_MS = 10_000;

/** Props of `<paywall-gift>`. */
export interface GiftProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 3
   */
  headingLevel?: number;
  /** The item or package given (default: the gift journey route's `planId`, the second path segment). */
  itemId?: string;
  /** One of the item's gift fees (default: its first). */
  accessFeeId?: string;
  /** `buy` (default) or `redeem` (a received code). */
  mode?: 'buy' | 'redeem' | string;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

/** Detail of `paywall-gift`: a gift was bought (the platform confirmed it) or redeemed. */
export type GiftEventDetail =
  | { action: 'sent'; itemId: string; accessFeeId: string; receiverEmail: string; voucherCode?: string; amount?: string; currency?: string; message?: string }
  | ({ action: 'redeemed' } & GiftRedeemed);

/** The gift element's view; its status (or the payment's phase) is mirrored as `data-state`. */
export type GiftView =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string; key?: 'notConfigured' | 'notSetUp' | 'cardUnavailable' }
  | { status: 'unavailable' }
  | { status: 'buy'; fee: AccessFee; methodId: string }
  | { status: 'redeem'; methodId: string }
  | { status: 'sent'; gift: GiftVoucher; feeId?: string }
  | { status: 'empty' }
  | { status: 'failed' };

/**
 * `<paywall-gift>`: the gift journey. Buys the plan's gift fee for a receiver (e-mail, optional
 * message, card in the card frame) and shows the voucher code from the `gift-voucher` event; on
 * the journey's success route shows the gift bought in this tab, on its failed route the failure and
 * a way back; with `mode="redeem"` takes a received code and gives its access at no charge.
 */
function GiftView({ itemId, accessFeeId, mode, container }: GiftProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, formStyles, checkoutStyles, giftStyles);
  useBranding(ref);
  const config = useStore($config);
  const session = useStore($session);
  const report = useErrorReporter(container);
  const route = currentRoute();
  const page = route?.name;
  const redeem = mode === 'redeem';
  const item = (itemId || route?.params.planId || '').trim();
  const journeyEnd = page === 'gift-journey.payment_success' || page === 'gift-journey.payment_failed';
  const [returned] = useState(() => (redeem || journeyEnd ? null : claimBankReturn()));
  const [view, setView] = useState<GiftView>({ status: 'loading' });
  const [phase, setPhase] = useState<PayPhase | { status: string } | null>(null);
  const client = usePlatformClient();
  const t = useT(messages);
  const tc = useT(checkout);

  useEffect(() => {
    if (page === 'gift-journey.payment_success') {
      const gift = readGiftVoucher();
      return setView(gift ? { status: 'sent', gift } : { status: 'empty' });
    }
    if (page === 'gift-journey.payment_failed') return setView({ status: 'failed' });
    if (!client) {
      setView({ status: 'error', message: '', key: 'notConfigured' });
      report({ message: 'No merchant is configured.', status: 0 }, 'not_configured');
      return;
    }
    if (!redeem && !item) {
      setView({ status: 'error', message: '', key: 'notSetUp' });
      report({ message: 'No item to give: set item-id or use the gift journey route.', status: 0 }, 'missing_item_id');
      return;
    }
    if (session.status === 'unknown') return setView({ status: 'loading' });
    if (session.status === 'anonymous') return setView({ status: 'signed-out' });
    let live = true;
    setView({ status: 'loading' });
    (async () => {
      try {
        const [fees, methods] = await Promise.all([redeem ? Promise.resolve([]) : client.assets.getAssetAccessFees(item), client.payments.getPaymentMethods()]);
        const card = cardMethod(methods);
        if (!live) return;
        if (!card) {
          report({ status: 0, data: { message: 'Card payments are not available.' } }, 'gift_load_failed');
          return setView({ status: 'error', message: '', key: 'cardUnavailable' });
        }
        if (redeem) return setView({ status: 'redeem', methodId: String(card.id) });
        const gifts = (Array.isArray(fees) ? fees : []).filter((f) => f.is_gift && (!accessFeeId || String(f.id) === String(accessFeeId)));
        setView(gifts.length ? { status: 'buy', fee: gifts[0], methodId: String(card.id) } : { status: 'unavailable' });
      } catch (error) {
        if (live) setView({ status: 'error', message: report(error, 'gift_load_failed') });
      }
    })();
    return () => {
      live = false;
    };
  }, [client, session.status, item, accessFeeId, redeem, page, report]);

  const sent = (gift: GiftVoucher, fee: AccessFee) => {
    keepGiftVoucher(gift);
    setView({ status: 'sent', gift, feeId: String(fee.id) });
  };

  // a gift confirmed before its gift-voucher event arrived: the code follows; `paywall-gift` is
  // dispatched once, with the code, or after a while without it
  const announced = useRef(false);
  useEffect(() => {
    if (view.status !== 'sent' || !view.feeId || announced.current) return;
    const { gift, feeId } = view;
    const announce = (g: GiftVoucher) => {
      announced.current = true;
      emit<GiftEventDetail>(hostOf(container), 'paywall-gift', {
        action: 'sent', itemId: item, accessFeeId: feeId, receiverEmail: g.receiverEmail,
        ...(g.code ? { voucherCode: g.code } : {}), ...(g.amount ? { amount: g.amount, currency: g.currency } : {}),
        ...(g.message ? { message: g.message } : {}),
      });
    };
    if (gift.code) return announce(gift);
    const timer = setTimeout(() => announce(gift), CODE_WAIT_MS);
    const stop = onPaymentEvent((event) => {
      const r = event.resource;
      if (event.type !== 'gift-voucher' || String(r.access_fee_id ?? '') !== feeId) return;
      if (String(r.receiver_email ?? '').toLowerCase() !== gift.receiverEmail.toLowerCase()) return;
      const next = giftVoucherFrom(r, { receiverEmail: gift.receiverEmail, message: gift.message, title: gift.title });
      keepGiftVoucher(next);
      setView({ status: 'sent', gift: next, feeId });
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [view, item, container]);

  const busyOrDone = phase && phase.status !== 'ready';
  const state = view.status === 'buy' ? (busyOrDone ? phase!.status : 'ready') : view.status === 'redeem' ? (phase?.status ?? 'redeem') : view.status;
  const continueUrl = page === 'gift-journey.payment-details' ? urlFor('gift-journey.payment_success', route!.params, config.routes) : null;
  return (
    <div ref={ref} part="base" className="panel base" dir={t.dir} data-state={state === 'success' && view.status === 'redeem' ? 'redeemed' : state}>
      {view.status === 'loading' ? <Loading /> : null}
      {view.status === 'signed-out' ? (
        <div part="login">
          <p part="message" className="message">{t(redeem ? 'signInToRedeem' : 'signInToGive')}</p>
          <Suspense fallback={<Loading label={tc('loadingSignIn')} />}>
            <Login container={container} />
          </Suspense>
        </div>
      ) : null}
      {view.status === 'error' ? <p className="form-error message" role="alert" part="message">{view.key ? t(view.key) : view.message}</p> : null}
      {view.status === 'unavailable' ? <p className="muted" part="message">{t('unavailable')}</p> : null}
      {view.status === 'buy' ? (
        <>
          <Heading look={3} part="heading">{t('give', { title: view.fee.description })}</Heading>
          <GiftBuy
            client={client!}
            itemId={item}
            fee={view.fee}
            methodId={view.methodId}
            host={hostOf(container)}
            bankReturn={returned && (!returned.pending || returned.pending.itemId === item) ? returned.ret : null}
            onPhase={setPhase}
            onSent={(gift) => sent(gift, view.fee)}
            reportError={report}
          />
        </>
      ) : null}
      {view.status === 'redeem' ? (
        <GiftRedeem client={client!} itemId={itemId} methodId={view.methodId} onPhase={setPhase} reportError={report}
          onRedeemed={(d) => emit<GiftEventDetail>(hostOf(container), 'paywall-gift', { action: 'redeemed', ...d })} />
      ) : null}
      {view.status === 'sent' ? <GiftSent gift={view.gift} continueUrl={continueUrl} /> : null}
      {view.status === 'empty' ? <p className="muted" part="message">{t('empty')}</p> : null}
      {view.status === 'failed' ? (
        <div part="failed" role="alert">
          <Heading look={3} part="heading">{t('failedTitle')}</Heading>
          <p part="message" className="message">{t('failedText')}</p>
          <a part="back-link" href={urlFor('gift-journey.payment-details', route?.params ?? {}, config.routes)}>{tc('tryAgain')}</a>
        </div>
      ) : null}
    </div>
  );
}

/** `GiftView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 3. */
export const Gift = withHeadingLevel(GiftView, 3);

export default Gift;
