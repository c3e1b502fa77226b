import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { PaywallClient } from '../../client/client';
import type { AccessFee, DonationOptions } from '../../client/types';
import { $bankFrame, closeBankFrame } from '../../stores/bank-frame';
import { $config, currentConfig } from '../../stores/config';
import { navigateTo } from '../../stores/navigation';
import { onSiteSignal } from '../../stores/signals';
import type { BankReturn } from '../../stores/pending-purchase';
import { returnUrl } from '../../site/routes';
import { Field } from '../ui/field';
import { formatPrice } from '../ui/format';
import { useOnline } from '../ui/online';
import { radioKeyTarget } from '../ui/radio-group';
import { cardFrameUrl } from '../checkout/frame-url';
import { PhaseView } from '../checkout/pay-form-view';
import type { PayPhase } from '../checkout/payer';
import { startTransactionProbe } from '../checkout/methods/transaction-probe';
import { useMethodPayer } from '../checkout/methods/use-method-payer';
import { amountProblem, donationMinimum, parseAmount } from './amount';
import { DonationFrame, type DonationFrameHandle } from './donation-frame';
import { useStoredToken } from '../ui/client';
import { useT } from '../../i18n';
import { checkout } from '../../i18n/checkout';
import { donate as messages, DONATE_EN } from '../../i18n/donate';

const BankFrame = lazy(() => import('../checkout/bank-frame').then((m) => ({ default: m.BankFrame })));

/** A donation the viewer makes. */
export interface DonationChoice {
  amount: number;
  currency: string;
  /** The option chosen, absent for a custom amount. */
  donationId?: string;
}

/** Props of `DonateForm`. */
export interface DonateFormProps {
  client: PaywallClient;
  itemId: string;
  options: DonationOptions;
  /** The platform's card method id. */
  methodId: string;
  host: HTMLElement | null;
  bankReturn?: BankReturn | null;
  /** The payment's phase (a donation never has the `owned` phase: it is no access fee). */
  onPhase(phase: Exclude<PayPhase, { status: 'owned' }>): void;
  onDonated(choice: DonationChoice): void;
  reportError(error: unknown, code?: string): string;
}

/** Said when the bank's answer came back without the payment to confirm (the 400 'Payment Intend Id' rule). */
export const NO_INTENT = DONATE_EN.noIntent;

/**
 * The donation form: the item's options (a radio group) or a custom amount within the currency's
 * minimum and the item's maximum, the card in the donation frame, Donate. A 3-D Secure donation
 * opens the bank's page over the page; back from it, the payment intent is confirmed
 * (POST /v2/payments/donation:confirm with `pi_id`) and the donation proven by its transaction.
 */
export function DonateForm(p: DonateFormProps) {
  const { client, options } = p;
  const config = useStore($config);
  const t = useT(messages);
  // the latest texts, for a message said from the payer's callbacks
  const tRef = useRef(t);
  tRef.current = t;
  const tc = useT(checkout);
  const bank = useStore($bankFrame);
  const frame = useRef<DonationFrameHandle>(null);
  const group = useRef<HTMLDivElement>(null);
  const list = Array.isArray(options.donations) ? options.donations : [];
  const custom = !!options.donation_options?.custom_price_enabled;
  const currency = String(options.donation_options?.currency ?? list[0]?.currency ?? 'EUR').toUpperCase();
  const min = donationMinimum(currency, options.donation_options?.min_amount);
  const max = Number(options.donation_options?.max_amount) || undefined;
  const [picked, setPicked] = useState<string>(list[0] ? String(list[0].id) : 'custom');
  const [typed, setTyped] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [frameReady, setFrameReady] = useState(false);
  const [frameError, setFrameError] = useState<string | null>(null);
  const token = useStoredToken(client);
  const [online, onlineRef] = useOnline();
  /** The payment intent of the last answer (3-D Secure), confirmed when the bank sends the viewer back. */
  const intent = useRef<string | null>(null);
  const format = (n: number) => formatPrice(n, currency, t.locale);

  const choice = (): DonationChoice | null => {
    if (picked !== 'custom') {
      const o = list.find((d) => String(d.id) === picked);
      return o ? { amount: Number(o.amount), currency: String(o.currency || currency).toUpperCase(), donationId: String(o.id) } : null;
    }
    const n = parseAmount(typed);
    return n === null ? null : { amount: n, currency };
  };
  const latest = useRef(choice);
  latest.current = choice;

  // the payer proves the donation by its new transaction; its "fee" is the donation as a price
  const probe = useMemo(() => startTransactionProbe(client, (t) => t.action_type === 'donated' && String(t.item_id ?? '') === p.itemId), [client, p.itemId]);
  const fee = useMemo<AccessFee>(() => ({ id: 0, amount: 0, currency, description: 'Donation', access_type: { name: 'donation' } }), [currency]);
  const { payer, phase, cancelStep, returned } = useMethodPayer({
    client, itemId: p.itemId, fee, probe, bankReturn: p.bankReturn, reportError: p.reportError,
    method: { kind: 'card', id: p.methodId, label: 'Card' },
    via: 'bank-frame',
    failureEvent: 'payment.card.failed',
    send(attemptId, key, bearer) {
      const c = latest.current();
      if (!c) return false;
      const cfg = currentConfig();
      return frame.current?.submit(attemptId, key, {
        currency_iso: c.currency, amount: c.amount.toFixed(2), item_id: p.itemId, ...(c.donationId ? { donation_id: c.donationId } : {}),
        payment_method: p.methodId, referrer: location.origin + location.pathname, return_url: returnUrl('ppv', location),
        ...(cfg.brandingId !== 'default' ? { branding_id: cfg.brandingId } : {}),
      }, bearer) ?? false;
    },
    confirmReturn(ret) {
      const pi = ret.paymentIntent ?? intent.current ?? '';
      // without a payment intent the client refuses before sending (400 'Payment Intend Id is a required parameter!')
      return client.payments.confirmDonationPayment({ paymentIntentId: pi, paymentMethod: p.methodId, donationId: latest.current()?.donationId }, { idempotencyKey: `confirm-${pi}` })
        .catch((error: unknown) => {
          if (pi) throw error;
          const message = tRef.current('noIntent');
          throw Object.assign(new Error(message), { status: 400, data: { code: 400, message }, cause: error });
        });
    },
    onPhase: p.onPhase,
    onSuccess: () => {
      frame.current?.clear();
      const c = latest.current();
      if (c) p.onDonated(c);
    },
  });

  useEffect(() => onSiteSignal('clear-card-fields', () => frame.current?.clear()), []);


  const donate = () => {
    if (!onlineRef.current) return;
    const problem = picked === 'custom' ? amountProblem(typed, { min, max, format }, t) : latest.current() ? null : t('chooseAmount');
    setAmountError(problem);
    if (!problem) payer.pay();
  };

  const choices = [...list.map((d) => String(d.id)), ...(custom ? ['custom'] : [])];
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = radioKeyTarget(e.key, choices.indexOf(picked), choices.length);
    if (next === null) return;
    e.preventDefault();
    setPicked(choices[next]);
    group.current?.querySelector<HTMLButtonElement>(`[data-choice="${choices[next]}"]`)?.focus();
  };

  const busy = phase.status === 'paying' || phase.status === 'confirming' || phase.status === 'requires-action';
  const c = choice();
  return (
    <form part="donate-form" noValidate onSubmit={(e) => (e.preventDefault(), donate())}>
      <div ref={group} className="amounts" role="radiogroup" aria-label={t('amounts')} part="amounts" onKeyDown={onKey}>
        {choices.map((id) => {
          const o = list.find((d) => String(d.id) === id);
          const on = id === picked;
          return (
            <button key={id} type="button" role="radio" aria-checked={on} tabIndex={on ? 0 : -1} disabled={busy && !on} data-choice={id}
              part={`amount${on ? ' amount-active' : ''}`} title={o?.description} onClick={() => setPicked(id)}>
              {o ? formatPrice(o.amount, o.currency || currency, t.locale) : t('otherAmount')}
            </button>
          );
        })}
      </div>
      {picked === 'custom' ? (
        <Field label={t('amountIn', { currency })} name="amount" inputMode="decimal" autoComplete="off" value={typed} onValue={setTyped} disabled={busy}
          error={amountError} hint={max ? t('between', { min: format(min), max: format(max) }) : t('atLeast', { min: format(min) })} />
      ) : amountError ? <p className="form-error" role="alert" part="field-error">{amountError}</p> : null}
      {frameError ? <p className="form-error" role="alert" part="frame-error">{frameError}</p> : (
        <DonationFrame
          ref={frame}
          frameUrl={cardFrameUrl(config, client.config.apiBase)}
          apiBase={client.config.apiBase}
          token={token}
          locale={t.locale}
          title={tc('cardDetails')}
          labels={{ number: tc('cardNumber'), name: tc('cardName'), expiry: tc('cardExpiry'), cvc: tc('cardCvc') }}
          errors={{ number: tc('cardNumberInvalid'), name: tc('cardNameInvalid'), expiry: tc('cardExpiryInvalid'), cvc: tc('cardCvcInvalid') }}
          loadFailed={t('frameFailed')}
          themeFrom={p.host}
          onReady={() => setFrameReady(true)}
          onResult={(r) => {
            if (r.body.pi_id) intent.current = r.body.pi_id;
            payer.onResult(r);
          }}
          onSubmitRequest={donate}
          onFatal={(m) => {
            setFrameError(m);
            p.reportError({ message: m, status: 0 }, 'card_frame_failed');
          }}
        />
      )}
      <button type="submit" part="pay-button" className="pay-button" disabled={busy || !frameReady || !online || phase.status === 'still-confirming'}>
        {busy ? tc('processing') : c && c.amount > 0 ? t('donateAmount', { amount: format(c.amount) }) : t('donate')}
      </button>
      {!online ? <p className="form-error" role="status" part="offline">{t('offline')}</p> : null}
      <p className="secure">{tc('secure')}</p>
      <PhaseView phase={phase} onRetry={donate} onBack={() => payer.reset()} />
      {bank.status === 'open' ? (
        <Suspense fallback={null}>
          <BankFrame url={bank.url} message={bank.message} onCancel={cancelStep} onReturn={returned}
            onFallback={(url) => {
              closeBankFrame();
              navigateTo(url, 'redirect');
            }} />
        </Suspense>
      ) : null}
    </form>
  );
}
