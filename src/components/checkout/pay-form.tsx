import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { PaywallClient } from '../../client/client';
import type { AccessFee } from '../../client/types';
import type { CardBrand, CardField } from '../../internal/card-protocol';
import { $config } from '../../stores/config';
import type { BankFrameState } from '../../stores/bank-frame';
import { onSiteSignal } from '../../stores/signals';
import type { BankReturn } from '../../stores/pending-purchase';
import { CardFrame, type CardFrameHandle, type CardState } from './card-frame';
import type { PayPhase } from './payer';
import type { PayPipeline } from './pay-pipeline';
import { loadFailureTexts, PayFormView } from './pay-form-view';
import { Voucher, type AppliedVoucher } from './voucher';
import { useOnline } from '../ui/online';
import { useStoredToken } from '../ui/client';
import { retryingImport } from '../../client/lazy';

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
// the payment pipeline's code: after a failed fetch, asked for again under a fresh address (a
// browser may keep the failed module fetch and answer the same import with it, without fetching:
// Chromium 150 does, and Pay would fail for good until the page is reloaded)
const importPipeline = retryingImport(() => import('./pay-pipeline'), 'startPipeline');

/** Whether an access fee is a subscription plan. */
export const isSubscriptionFee = (fee: AccessFee): boolean => fee.access_type?.name === 'subscription';

/**
 * The card form of one access fee: price (with a voucher), the card frame, and Pay. Drives the
 * `Payer` and shows its phases; the bank step, payment events and the site's reactions meet here.
 */
export function PayForm(props: PayFormProps) {
  const { client, itemId, fee, frameUrl } = props;
  const kind = isSubscriptionFee(fee) ? 'subscription' : 'ppv';
  const config = useStore($config);
  // the bank frame's state arrives with the payment pipeline, the only code that opens it for this
  // form (a page's payment reactions open it only for a payment this form started)
  const [bankFrame, setBankFrame] = useState<Pick<typeof import('./pay-pipeline'), '$bankFrame' | 'closeBankFrame'> | null>(null);
  const [bank, setBank] = useState<BankFrameState>({ status: 'closed' });
  useEffect(() => bankFrame?.$bankFrame.subscribe(setBank), [bankFrame]);
  const closeBankFrame = () => bankFrame?.closeBankFrame();
  const card = useRef<CardFrameHandle>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  // back from the bank the form shows the payment in progress at once; the pipeline resumes it
  const [phase, setPhase] = useState<PayPhase>(props.bankReturn ? { status: 'paying' } : { status: 'ready' });
  const [cardState, setCardState] = useState<CardState | null>(null);
  const [frameReady, setFrameReady] = useState(false);
  const [frameError, setFrameError] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const [, rerender] = useState(0);
  // what the viewer owned was known when the form showed (the checkout asks before it)
  const [shownAt] = useState(() => Date.now());
  const token = useStoredToken(client);
  const [online, onlineRef] = useOnline();
  const latest = useRef({ props, voucher, config });
  latest.current = { props, voucher, config };
  const pipeline = useRef<{ feeId: AccessFee['id']; loading: Promise<PayPipeline | null>; running?: PayPipeline } | null>(null);
  const startingRef = useRef(false);
  const cardStates = useRef(0);
  const preloadFailed = useRef(false);
  // a phase the form decides itself (the pipeline's code did not arrive), told to the checkout too
  const showPhase = (p: PayPhase) => {
    setPhase(p);
    latest.current.props.onPhase(p);
  };

  // the payment pipeline (payer, attempt bookkeeping, payment events, the page's reactions) loads
  // once the viewer starts to pay; one per access fee, gone with the form
  const loadPipeline = (): Promise<PayPipeline | null> => {
    const current = pipeline.current;
    if (current && current.feeId === fee.id) return current.loading;
    const entry: NonNullable<typeof pipeline.current> = {
      feeId: fee.id,
      // with the texts a failure shows (they never hold the payment up: a failure to load resolves too)
      loading: Promise.all([importPipeline(), loadFailureTexts(latest.current.config.locale)]).then(
        ([{ startPipeline, $bankFrame, closeBankFrame }]) => {
          // the form went, or its fee changed, while the code was on its way
          if (pipeline.current !== entry) return null;
          setBankFrame({ $bankFrame, closeBankFrame });
          entry.running = startPipeline({
            client, itemId, fee, kind,
            bankReturn: props.bankReturn,
            card,
            state: () => ({ paymentMethodId: latest.current.props.paymentMethodId, voucher: latest.current.voucher, config: latest.current.config }),
            onPhase: (p) => {
              setPhase(p);
              latest.current.props.onPhase(p);
              if (p.status === 'success') {
                card.current?.clear();
                latest.current.props.onSuccess();
              }
            },
            reportError: (error, code) => latest.current.props.reportError(error, code),
            shownAt,
          });
          return entry.running;
        },
        (error: unknown) => {
          // a chunk that failed to arrive is asked for again on the next try
          if (pipeline.current === entry) pipeline.current = null;
          throw error;
        },
      ),
    };
    pipeline.current = entry;
    return entry.loading;
  };

  useEffect(() => {
    // back from the bank: the pipeline confirms the payment at once
    if (props.bankReturn) {
      loadPipeline().catch((error: unknown) => showPhase({ status: 'unknown', message: latest.current.props.reportError(error, 'payment_unavailable') }));
    }
    return () => {
      const current = pipeline.current;
      pipeline.current = null;
      current?.running?.dispose();
    };
    // one pipeline per access fee
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fee.id]);

  useEffect(() => onSiteSignal('clear-card-fields', () => card.current?.clear()), []);

  // the viewer typing in the card frame (any state after the first) is the sign to fetch the pipeline
  const onCardState = (state: CardState) => {
    setCardState(state);
    // (once: after a failed fetch only Pay asks again)
    if (++cardStates.current > 1 && !preloadFailed.current) {
      loadPipeline().catch(() => {
        preloadFailed.current = true;
      });
    }
  };

  const onPay = (e?: FormEvent) => {
    e?.preventDefault();
    if (!onlineRef.current || startingRef.current) return;
    const running = pipeline.current?.feeId === fee.id ? pipeline.current.running : undefined;
    if (running) {
      if (running.payer.pay() && payButton.current) payButton.current.disabled = true;
      return;
    }
    // the first Pay waits for the pipeline's code, and says it is paying meanwhile (`data-state`
    // too); a second press meanwhile does nothing
    startingRef.current = true;
    if (payButton.current) payButton.current.disabled = true;
    showPhase({ status: 'paying' });
    loadPipeline()
      .then((started) => {
        // nothing started after all (the subscription wait, or the form went): the payer's own phase
        if (started?.payer.pay()) {
          if (payButton.current) payButton.current.disabled = true;
        } else showPhase(started?.payer.phase ?? { status: 'ready' });
      })
      .catch((error: unknown) => showPhase({ status: 'failed', message: latest.current.props.reportError(error, 'payment_unavailable'), detail: '' }))
      .finally(() => {
        startingRef.current = false;
        // always render again: the button's lock above was set on the element, not by a render
        rerender((n) => n + 1);
      });
  };

  const onBack = () => {
    const running = pipeline.current?.running;
    if (running) running.payer.reset();
    else showPhase({ status: 'ready' });
  };

  const busy = phase.status === 'paying' || phase.status === 'confirming' || phase.status === 'requires-action';
  const payDisabled = busy || !frameReady || !online;
  // Pay is locked on the element in the click's own task (before any render); each render then says
  // what it is, so a lock the render did not see never outlives the press
  useLayoutEffect(() => {
    if (payButton.current) payButton.current.disabled = payDisabled || phase.status === 'success' || phase.status === 'still-confirming';
  });

  if (voucher?.amount === 0) {
    return <Suspense fallback={null}><FreeForm {...props} voucher={voucher} onVoucher={setVoucher} /></Suspense>;
  }
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
      payDisabled={payDisabled}
      offline={!online}
      payButton={payButton}
      onPay={onPay}
      onBack={onBack}
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
          onState={onCardState}
          onResult={(r) => pipeline.current?.running?.payer.onResult(r)}
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
            pipeline.current?.running?.payer.cancelAction();
          }}
          onReturn={() => {
            closeBankFrame();
            pipeline.current?.running?.payer.confirm();
          }}
          onFallback={(url) => {
            closeBankFrame();
            pipeline.current?.running?.redirect(url);
          }}
        /></Suspense>
      ) : null}
    />
  );
}
