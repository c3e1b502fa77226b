import { useT } from '../../i18n';
import { translationLoaded } from '../../i18n/core';
import { checkout, flowMessage } from '../../i18n/checkout';
import type { dialogs } from '../../i18n/dialogs';
import type { FormEvent, ReactNode, RefObject } from 'react';
import type { AccessFee } from '../../client/types';
import type { CardBrand, CardField } from '../../internal/card-protocol';
import { formatPrice } from '../ui/format';
import { Loading } from '../ui/spinner';
import type { PayPhase } from './payer';
import { Heading } from '../ui/host';

/** Props of `PayFormView`: everything the card form shows, and its controls. */
export interface PayFormViewProps {
  fee: AccessFee;
  kind: 'ppv' | 'subscription';
  /** The amount to pay (after a voucher). */
  price: number;
  voucherApplied: boolean;
  locale: string;
  phase: PayPhase;
  brand?: CardBrand;
  /** Card field problems the frame reported (text only, never values). */
  invalid?: Partial<Record<CardField, string>>;
  /** Pay is off (in flight, offline, or the frame is not ready). */
  payDisabled: boolean;
  /** The browser is offline: say so next to Pay. */
  offline?: boolean;
  payButton?: RefObject<HTMLButtonElement | null>;
  onPay(e?: FormEvent): void;
  onBack(): void;
  /** The voucher row. */
  voucher?: ReactNode;
  /** The card frame (or its error). */
  card?: ReactNode;
  /** The bank frame, when open. */
  bank?: ReactNode;
}

/**
 * What the checkout's card form shows in each phase: the price line, the voucher row, the card
 * frame, Pay and the phase's message. Presentational: the state lives in `PayForm`.
 */
export function PayFormView(p: PayFormViewProps) {
  const { fee, phase, locale } = p;
  const busy = phase.status === 'paying' || phase.status === 'confirming' || phase.status === 'requires-action';
  const amount = formatPrice(p.price, fee.currency, locale);
  const t = useT(checkout);
  return (
    <form part="pay-form" noValidate onSubmit={p.onPay} data-brand={p.brand ?? 'unknown'}>
      <PriceSummary {...p} />
      {p.voucher}
      {p.card}
      <span className="visually-hidden" aria-live="polite">{Object.values(p.invalid ?? {}).join(' ')}</span>
      <button ref={p.payButton} type="submit" part="pay-button" className="pay-button" disabled={p.payDisabled || busy || phase.status === 'success' || phase.status === 'still-confirming'}>
        {busy ? t('processing') : t(p.kind === 'subscription' ? 'subscribeFor' : 'pay', { amount })}
      </button>
      {p.offline ? <p className="form-error" role="status" part="offline">{t('offline')}</p> : null}
      <p className="secure">{t('secure')}</p>
      <PhaseView phase={phase} onRetry={() => p.onPay()} onBack={p.onBack} failure={p.kind === 'subscription' ? 'subscription' : 'payment'} />
      {p.bank}
    </form>
  );
}

/** The price line: the fee's description and the amount to pay (the full amount struck through after a voucher). */
export function PriceSummary({ fee, price, voucherApplied, locale }: Pick<PayFormViewProps, 'fee' | 'price' | 'voucherApplied' | 'locale'>) {
  return (
    <div part="summary" className="summary">
      <span part="fee-name" className="fee-name" data-view-focus=""><bdi>{fee.description}</bdi></span>
      <span part="price" className="price" data-amount={String(price)}>
        {voucherApplied ? <span part="price-full" className="price-full">{formatPrice(fee.amount, fee.currency, locale)}</span> : null}
        {formatPrice(price, fee.currency, locale)}
      </span>
    </div>
  );
}

/** The `dialogs` texts, once `loadFailureTexts` brought them. */
let failureTexts: typeof dialogs | null = null;

/**
 * Loads the title and advice a card form's failure shows (the `dialogs` group, which
 * `<paywall-dialogs>` shows too) in `locale`: the card form asks for them with the payment code, so
 * they are there before any failure is, and not on the checkout's first view. Resolves either way: a
 * failure while they could not load says its message and Try again alone (a later payment asks again).
 */
export function loadFailureTexts(locale: string): Promise<void> {
  return import('../../i18n/dialogs').then(
    (m) => translationLoaded(m.dialogs, locale).then(() => void (failureTexts = m.dialogs)),
    () => undefined,
  );
}

/** One text of the `dialogs` group. */
function DialogText({ texts, text }: { texts: typeof dialogs; text: 'paymentFailedTitle' | 'paymentFailedText' | 'subscriptionFailedTitle' | 'subscriptionFailedText' }) {
  return <>{useT(texts)(text)}</>;
}

/** The message of a payment phase (nothing while ready). */
export function PhaseView({ phase, onRetry, onBack, failure }: {
  phase: PayPhase; onRetry(): void; onBack(): void;
  /** A card form's failure: said whole in place (title, explanation, the spec's advice), no dialog repeats it. */
  failure?: 'payment' | 'subscription';
}) {
  const t = useT(checkout);
  // (the title and advice of a failure come with the payment code: loadFailureTexts)
  const texts = failure && failureTexts;
  switch (phase.status) {
    case 'paying':
      return (
        <div part="status" className="status">
          <Loading label={t(phase.elsewhere ? 'waitingElsewhere' : 'processingPayment')} />
          {phase.elsewhere ? <button type="button" className="link-button" part="stop-waiting" onClick={onBack}>{t('stopWaiting')}</button> : null}
        </div>
      );
    case 'confirming':
      return <div part="status" className="status"><Loading label={t('confirmingPayment')} /></div>;
    case 'requires-action':
      return <div part="status" className="status"><Loading label={t('bankConfirms')} /></div>;
    case 'unknown':
      return (
        <div part="status" className="status" role="alert">
          <p part="message" className="message">{flowMessage(phase.message, t)}</p>
          <button type="button" className="secondary" part="retry-button" onClick={onRetry}>{t('tryAgain')}</button>
        </div>
      );
    case 'still-confirming':
      return (
        <div part="status" className="status" role="status">
          <p part="message" className="message">{t('stillConfirming')}</p>
          <p className="muted">{t('canClose')}</p>
        </div>
      );
    case 'owned':
      return <p part="status message" className="status message" role="status">{t('paidElsewhere')}</p>;
    case 'failed':
      // the one message of a failed payment (no dialog repeats it): what the platform said, and what to do
      return (
        <div part="status" className="status" role="alert">
          <p className="form-error message">
            {texts ? <><strong><DialogText texts={texts} text={failure === 'subscription' ? 'subscriptionFailedTitle' : 'paymentFailedTitle'} /></strong><br /></> : null}
            <span part="message">{flowMessage(phase.message, t)}</span>
          </p>
          {phase.detail ? <p className="muted" part="detail">{phase.detail}</p> : null}
          {texts ? <p className="muted"><DialogText texts={texts} text={failure === 'subscription' ? 'subscriptionFailedText' : 'paymentFailedText'} /></p> : null}
          <button type="button" className="link-button" part="back-button" onClick={onBack}>{t('tryAgain')}</button>
        </div>
      );
    default:
      return null;
  }
}

/** The confirmed purchase. */
export function SuccessView({ subscription, onDone }: { subscription: boolean; onDone?: () => void }) {
  const t = useT(checkout);
  return (
    <div part="success" className="success" role="status">
      <div className="check" aria-hidden="true">✓</div>
      <Heading look={3} part="heading">{t(subscription ? 'subscriptionActive' : 'paymentCompleted')}</Heading>
      <p part="message" className="message">{t('thanks')}</p>
      {onDone ? <button type="button" part="done-button" onClick={onDone}>{t('continue')}</button> : null}
    </div>
  );
}
