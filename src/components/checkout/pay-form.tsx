import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { PaywallClient } from '../../client/client';
import type { AccessFee } from '../../client/types';
import type { CardBrand, CardField } from '../../internal/card-protocol';
import { $config } from '../../stores/config';
import { $bankFrame, closeBankFrame, openBankFrame } from '../../stores/bank-frame';
import { beginAttempt, canAttemptSubscription, couldBeOwnAttempt, endAttempt, isOwnAttempt, updateAttempt } from '../../stores/attempts';
import { onPaymentEvent, whenNotificationsConnected } from '../../stores/payment-events';
import { startPaymentReactions, storeEffectEnv, currentRoute } from '../../stores/payment-reactions';
import { onSiteSignal } from '../../stores/signals';
import { navigateTo } from '../../stores/navigation';
import { refreshSession } from '../../stores/session';
import { reactionsFor } from '../../site/reactions';
import { performEffects } from '../../site/effects';
import { returnUrl, type RouteName } from '../../site/routes';
import type { PaymentEvent } from '../../site/payment-event';
import { CardFrame, type CardFrameHandle, type CardState } from './card-frame';
import { Payer, type PayPhase } from './payer';
import { PayFormView } from './pay-form-view';
import { Voucher, type AppliedVoucher } from './voucher';
import { forgetPending, rememberPending, type BankReturn } from '../../stores/pending-purchase';
import { returnProbe, startPurchaseProbe } from './probe';
import { useOnline } from '../ui/online';
import { confirmUntilKnown, type CheckAnswer } from '../../stores/confirm';
import { useStoredToken } from '../ui/client';

/** Props of `PayForm`. */
export interface PayFormProps {
  client: PaywallClient;
  itemId: string;
  fee: AccessFee;
  paymentMethodId: string;
  frameUrl: string;
  host: HTMLElement | null;
  /** The viewer is back from the bank for this purchase. */
  bankReturn?: BankReturn | null;
  onPhase(phase: PayPhase): void;
  onSuccess(): void;
  reportError(error: unknown, code?: string): string;
}

// the bank frame is needed only when a bank asks to confirm a subscription
const BankFrame = lazy(() => import('./bank-frame').then((m) => ({ default: m.BankFrame })));
// a voucher that takes the whole price needs no card
const FreeForm = lazy(() => import('./methods/free'));

const SUCCESS_TYPES = new Set(['payment.card.success', 'subscribe.success']);
const FAILED_TYPES = new Set(['payment.card.failed', 'subscribe.failed']);

/** Whether an access fee is a subscription plan. */
export const isSubscriptionFee = (fee: AccessFee): boolean => fee.access_type?.name === 'subscription';

/** The route whose reactions the checkout's own outcomes follow (the 'payment details' side). */
export function detailsRoute(kind: 'ppv' | 'subscription'): RouteName {
  const page = currentRoute()?.name;
  if (page === 'gift-journey.payment-details' || page === 'content.payment_details' || page === 'payment_details') return page;
  return kind === 'subscription' ? 'payment_details' : 'content.payment_details';
}


/**
 * The card form of one access fee: price (with a voucher), the card frame, and Pay. Drives the
 * `Payer` and shows its phases; the bank step, payment events and the site's reactions meet here.
 */
export function PayForm(props: PayFormProps) {
  const { client, itemId, fee, frameUrl } = props;
  const kind = isSubscriptionFee(fee) ? 'subscription' : 'ppv';
  const config = useStore($config);
  const bank = useStore($bankFrame);
  const card = useRef<CardFrameHandle>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<PayPhase>({ status: 'ready' });
  const [cardState, setCardState] = useState<CardState | null>(null);
  const [frameReady, setFrameReady] = useState(false);
  const [frameError, setFrameError] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const token = useStoredToken(client);
  const [online, onlineRef] = useOnline();
  const latest = useRef({ props, voucher, kind, config });
  latest.current = { props, voucher, kind, config };

  const react = (type: PaymentEvent['type'], resource: PaymentEvent['resource']) => {
    const route = currentRoute();
    const event: PaymentEvent = { type, timestamp: Math.floor(Date.now() / 1000), resource: { access_fee_id: fee.id, ...resource } };
    performEffects(reactionsFor(detailsRoute(kind), event, { ownAttempt: true, params: route?.params ?? { contentId: itemId } }), storeEffectEnv());
  };

  // what the viewer could watch before paying decides how a purchase is proven
  // back from the bank the page is new: what the viewer owned before leaving is gone, so the
  // return's payment intent (or access) is the proof
  const probe = useMemo(
    () => (props.bankReturn ? returnProbe(client, itemId, props.bankReturn.paymentIntent) : startPurchaseProbe(client, itemId, fee.id)),
    // the return is read once, when the form mounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, itemId, fee.id],
  );

  const payer = useMemo(
    () =>
      new Payer({
        kind,
        send(attemptId, key, bearer) {
          const { voucher: v, config: c } = latest.current;
          const fields = {
            access_fee: String(fee.id),
            payment_method: latest.current.props.paymentMethodId,
            referrer: location.origin + location.pathname,
            return_url: returnUrl(kind, location),
            ...(c.brandingId && c.brandingId !== 'default' ? { branding_id: c.brandingId } : {}),
            ...(v ? { voucher_code: v.code } : {}),
          };
          return card.current?.submit(attemptId, key, fields, bearer) ?? false;
        },
        async token() {
          // good for at least another minute (an expiring token is refreshed first), or null
          const record = await client.session.valid();
          if (!record) return null;
          await Promise.all([whenNotificationsConnected(5_000), probe.ready]);
          return record.token;
        },
        refreshToken: async (failed) => (await client.session.refreshAfter(failed))?.token ?? null,
        check: (): Promise<CheckAnswer> => probe.check(),
        mayStart: () => (kind === 'subscription' ? canAttemptSubscription() : true),
        checkActionUrl: (url) => storeEffectEnv().checkActionUrl(url),
        requiresAction(url, via) {
          rememberPending({ itemId, accessFeeId: String(fee.id), kind });
          if (via === 'redirect') navigateTo(url, 'redirect');
          else openBankFrame(url);
        },
        begin: () => beginAttempt({ kind, accessFeeId: fee.id }),
        update: (id, patch) => updateAttempt(id, patch),
        end: (id) => endAttempt(id),
        failed: (resource) => react(kind === 'subscription' ? 'subscribe.failed' : 'payment.card.failed', resource),
        signedOut: () => void refreshSession(),
        onPhase: (p) => {
          setPhase(p);
          // the bank step is over once the attempt moves on (a failure event, say, while it is open)
          if (p.status !== 'requires-action' && $bankFrame.get().status === 'open') closeBankFrame();
          latest.current.props.onPhase(p);
          if (p.status === 'success') {
            forgetPending();
            card.current?.clear();
            latest.current.props.onSuccess();
          }
        },
      }),
    // one payer per access fee
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fee.id],
  );

  useEffect(() => () => payer.dispose(), [payer]);


  // the page's reactions to payment events, and this attempt's own events
  useEffect(() => {
    const stopReactions = startPaymentReactions();
    const stopEvents = onPaymentEvent((event) => {
      // a success is a hint to ask the platform now; a failure must name this attempt, and is then
      // confirmed with the platform by the payer, which runs the failure reactions itself
      if (SUCCESS_TYPES.has(event.type) && couldBeOwnAttempt(event)) queueMicrotask(() => payer.event('success'));
      else if (FAILED_TYPES.has(event.type) && isOwnAttempt(event)) queueMicrotask(() => payer.event('failed', event.resource));
    });
    const stopClear = onSiteSignal('clear-card-fields', () => card.current?.clear());
    return () => {
      stopEvents();
      stopClear();
      stopReactions();
    };
  }, [payer]);

  // back from the bank: confirm the payment intent (pay-per-view), then wait for the outcome
  useEffect(() => {
    const ret = props.bankReturn;
    if (!ret) return;
    payer.resume({ piId: ret.paymentIntent ?? undefined });
    void (async () => {
      try {
        if (ret.kind === 'ppv' && ret.paymentIntent) {
          const pi = ret.paymentIntent;
          await Promise.all([whenNotificationsConnected(5_000), probe.ready]);
          // an answer that proves nothing is sent again with the same key; if it stays unknown the
          // platform is asked below, never taken for a failure (the bank may have charged)
          const sent = await confirmUntilKnown(() => client.payments.confirmPayment(pi, { idempotencyKey: `confirm-${pi}` }));
          if (sent.outcome === 'refused') throw sent.error;
          if (sent.outcome === 'sent' && ret.bankFailed && !sent.body?.transaction) {
            card.current?.clear();
            return payer.failNow('The payment was not authorised by your bank.');
          }
        }
        payer.confirm();
      } catch (error) {
        payer.failNow(props.reportError(error, 'confirm_failed'));
      }
    })();
    // once per return
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payer]);

  const onPay = (e?: FormEvent) => {
    e?.preventDefault();
    if (!onlineRef.current) return;
    if (payer.pay() && payButton.current) payButton.current.disabled = true;
  };

  if (voucher?.amount === 0) {
    return <Suspense fallback={null}><FreeForm {...props} voucher={voucher} onVoucher={setVoucher} /></Suspense>;
  }
  const busy = phase.status === 'paying' || phase.status === 'confirming' || phase.status === 'requires-action';
  const price = voucher ? voucher.amount : fee.amount;
  const invalid: Partial<Record<CardField, string>> = cardState?.errors ?? {};
  const brand: CardBrand = cardState?.brand ?? 'unknown';

  return (
    <PayFormView
      fee={fee}
      kind={kind}
      price={price}
      voucherApplied={!!voucher}
      locale={config.locale}
      phase={phase}
      brand={brand}
      invalid={invalid}
      payDisabled={busy || !frameReady || !online}
      offline={!online}
      payButton={payButton}
      onPay={onPay}
      onBack={() => payer.reset()}
      voucher={<Voucher client={client} fee={fee} disabled={busy} applied={voucher} onApplied={setVoucher} reportError={props.reportError} />}
      card={frameError ? (
        <p className="form-error" role="alert" part="frame-error">{frameError}</p>
      ) : (
        <CardFrame
          ref={card}
          frameUrl={frameUrl}
          apiBase={client.config.apiBase}
          token={token}
          mode={kind === 'subscription' ? 'subscription' : 'payment'}
          locale={config.locale}
          themeFrom={props.host}
          onReady={() => setFrameReady(true)}
          onState={setCardState}
          onResult={(r) => payer.onResult(r)}
          onSubmitRequest={() => onPay()}
          onFatal={(m) => {
            setFrameError(m);
            props.reportError({ message: m, status: 0 }, 'card_frame_failed');
          }}
        />
      )}
      bank={bank.status === 'open' ? (
        <Suspense fallback={null}><BankFrame
          url={bank.url}
          message={bank.message}
          onCancel={() => {
            closeBankFrame();
            payer.cancelAction();
          }}
          onReturn={() => {
            closeBankFrame();
            payer.confirm();
          }}
          onFallback={(url) => {
            closeBankFrame();
            navigateTo(url, 'redirect');
          }}
        /></Suspense>
      ) : null}
    />
  );
}
