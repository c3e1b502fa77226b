import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PaywallClient } from '../../client/client';
import type { AccessFee } from '../../client/types';
import type { CardBrand, CardField } from '../../internal/card-protocol';
import { $config, currentConfig } from '../../stores/config';
import { onPaymentEvent } from '../../stores/payment-events';
import { onSiteSignal } from '../../stores/signals';
import type { BankReturn } from '../../stores/pending-purchase';
import { giftVoucherFrom, type GiftVoucher } from '../../stores/gift-voucher';
import { returnUrl } from '../../site/routes';
import { isEmail } from '../login/validate';
import { Field, FieldBox } from '../ui/field';
import { CardFrame, type CardFrameHandle, type CardState } from '../checkout/card-frame';
import { PayFormView } from '../checkout/pay-form-view';
import { Voucher, type AppliedVoucher } from '../checkout/voucher';
import { cardFrameUrl } from '../checkout/frame-url';
import type { PayPhase } from '../checkout/payer';
import { startTransactionProbe } from '../checkout/methods/transaction-probe';
import { useMethodPayer } from '../checkout/methods/use-method-payer';
import { useOnline } from '../ui/online';
import { useStoredToken } from '../ui/client';
import { useT } from '../../i18n';
import { gift as messages } from '../../i18n/gift';

/** Props of `GiftBuy`. */
export interface GiftBuyProps {
  client: PaywallClient;
  itemId: string;
  /** The gift access fee. */
  fee: AccessFee;
  /** The platform's card method id. */
  methodId: string;
  host: HTMLElement | null;
  bankReturn?: BankReturn | null;
  onPhase(phase: PayPhase): void;
  /** The platform confirmed the gift; `gift` holds what is known of it (the code once the event arrived). */
  onSent(gift: GiftVoucher): void;
  reportError(error: unknown, code?: string): string;
}

/**
 * Buying a gift: the receiver's e-mail (checked), an optional message, the gift fee's price (with a
 * voucher) and the card in the card frame. The card request carries `is_gift` and `receiver_email`;
 * the platform mails the voucher code to the receiver and sends the buyer the `gift-voucher` event.
 * The buyer gets no access, so the purchase is proven by a new gift transaction.
 */
export function GiftBuy(p: GiftBuyProps) {
  const { client, fee } = p;
  const config = useStore($config);
  const t = useT(messages);
  const card = useRef<CardFrameHandle>(null);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState<'receiverInvalid' | 'receiverMissing' | null>(null);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const [cardState, setCardState] = useState<CardState | null>(null);
  const [frameReady, setFrameReady] = useState(false);
  const [frameError, setFrameError] = useState<string | null>(null);
  const token = useStoredToken(client);
  const [online, onlineRef] = useOnline();
  const gift = useRef<GiftVoucher | null>(null);
  const latest = useRef({ email, message, voucher });
  latest.current = { email, message, voucher };
  const probe = useMemo(
    () => startTransactionProbe(client, (t) => t.action_type === 'gift' && String(t.access_fee_id ?? '') === String(fee.id)),
    [client, fee.id],
  );

  const { payer, phase } = useMethodPayer({
    client, itemId: p.itemId, fee, probe, bankReturn: p.bankReturn, reportError: p.reportError,
    method: { kind: 'card', id: p.methodId, label: 'Card' },
    via: 'redirect',
    failureEvent: 'payment.card.failed',
    send(attemptId, key, bearer) {
      const { email: to, voucher: v } = latest.current;
      const c = currentConfig();
      return card.current?.submit(attemptId, key, {
        access_fee: String(fee.id), payment_method: p.methodId, referrer: location.origin + location.pathname,
        return_url: returnUrl('ppv', location), is_gift: 'true', receiver_email: to.trim(),
        ...(c.brandingId !== 'default' ? { branding_id: c.brandingId } : {}),
        ...(v ? { voucher_code: v.code } : {}),
      }, bearer) ?? false;
    },
    confirmReturn: (ret) => (ret.paymentIntent ? client.payments.confirmPayment(ret.paymentIntent, { idempotencyKey: `confirm-${ret.paymentIntent}` }) : Promise.resolve()),
    onPhase: p.onPhase,
    onSuccess: () => {
      card.current?.clear();
      const { email: to, message: note } = latest.current;
      p.onSent(gift.current ?? { receiverEmail: to.trim(), ...(note.trim() ? { message: note.trim() } : {}), title: fee.description });
    },
  });

  useEffect(() => onSiteSignal('clear-card-fields', () => card.current?.clear()), []);


  // the gift-voucher event of this gift: the receiver and the fee it names are this form's
  useEffect(
    () =>
      onPaymentEvent((event) => {
        const r = event.resource;
        if (event.type !== 'gift-voucher' || String(r.access_fee_id ?? '') !== String(fee.id)) return;
        const to = latest.current.email.trim().toLowerCase();
        if (to && String(r.receiver_email ?? '').toLowerCase() !== to) return;
        const note = latest.current.message.trim();
        gift.current = giftVoucherFrom(r, { receiverEmail: latest.current.email.trim(), message: note || undefined, title: fee.description });
        if (payer.phase.status === 'success') p.onSent(gift.current);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fee.id, payer],
  );

  const onPay = () => {
    if (!onlineRef.current) return;
    const to = email.trim();
    if (!isEmail(to)) {
      setEmailError(to ? 'receiverInvalid' : 'receiverMissing');
      return;
    }
    setEmailError(null);
    payer.pay();
  };

  const busy = phase.status === 'paying' || phase.status === 'confirming' || phase.status === 'requires-action';
  const invalid: Partial<Record<CardField, string>> = cardState?.errors ?? {};
  const brand: CardBrand = cardState?.brand ?? 'unknown';
  return (
    <PayFormView
      fee={fee}
      kind="ppv"
      price={voucher ? voucher.amount : fee.amount}
      voucherApplied={!!voucher}
      locale={t.locale}
      phase={phase}
      brand={brand}
      invalid={invalid}
      payDisabled={busy || !frameReady || !online}
      offline={!online}
      onPay={(e) => {
        e?.preventDefault();
        onPay();
      }}
      onBack={() => payer.reset()}
      voucher={
        <>
          <div className="gift-fields" part="gift-fields">
            <Field label={t('receiverEmail')} name="receiverEmail" type="email" autoComplete="off" value={email} onValue={setEmail}
              disabled={busy} required error={emailError && t(emailError)} hint={t('receiverHint')} />
            <FieldBox part="field field-message">
              <label htmlFor="gift-message" part="label">{t('message')}</label>
              <textarea id="gift-message" name="message" part="input input-message" maxLength={500} rows={3} value={message} disabled={busy}
                onInput={(e) => setMessage(e.currentTarget.value)} />
              <span className="hint">{t('messageHint')}</span>
            </FieldBox>
          </div>
          <Voucher client={client} fee={fee} disabled={busy} applied={voucher} onApplied={setVoucher} reportError={p.reportError} />
        </>
      }
      card={frameError ? (
        <p className="form-error" role="alert" part="frame-error">{frameError}</p>
      ) : (
        <CardFrame
          ref={card}
          frameUrl={cardFrameUrl(config, client.config.apiBase)}
          apiBase={client.config.apiBase}
          token={token}
          mode="payment"
          locale={t.locale}
          themeFrom={p.host}
          onReady={() => setFrameReady(true)}
          onState={setCardState}
          onResult={(r) => payer.onResult(r)}
          onSubmitRequest={onPay}
          onFatal={(m) => {
            setFrameError(m);
            p.reportError({ message: m, status: 0 }, 'card_frame_failed');
          }}
        />
      )}
    />
  );
}
