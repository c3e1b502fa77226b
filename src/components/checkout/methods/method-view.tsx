import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { PaywallClient } from '../../../client/client';
import type { AccessFee } from '../../../client/types';
import { useStyles } from '../../../internal/styles';
import { $bankFrame, closeBankFrame } from '../../../stores/bank-frame';
import { navigateTo } from '../../../stores/navigation';
import type { BankReturn } from '../../../stores/pending-purchase';
import { useT } from '../../../i18n';
import { checkout } from '../../../i18n/checkout';
import { formatPrice } from '../../ui/format';
import { useOnline } from '../../ui/online';
import { PhaseView, PriceSummary } from '../pay-form-view';
import type { PayPhase } from '../payer';
import { Voucher, type AppliedVoucher } from '../voucher';
import type { OfferedMethod } from './catalog';
import { methodsStyles } from './methods.styles';
import { useMethodPayer, type MethodPayerOptions } from './use-method-payer';
import { currentConfig } from '../../../stores/config';

const BankFrame = lazy(() => import('../bank-frame').then((m) => ({ default: m.BankFrame })));

/** What the checkout hands a method form (the card form gets the same). */
export interface MethodFormProps {
  client: PaywallClient;
  itemId: string;
  fee: AccessFee;
  method: OfferedMethod;
  host: HTMLElement | null;
  /** The viewer is back from this method's bank or wallet step. */
  bankReturn?: BankReturn | null;
  onPhase(phase: PayPhase): void;
  onSuccess(): void;
  reportError(error: unknown, code?: string): string;
}

/** The busy phases: Pay and the choice are locked. */
export const isBusy = (phase: PayPhase) => phase.status === 'paying' || phase.status === 'confirming' || phase.status === 'requires-action';

/** A method form's voucher and price. */
export interface VoucherState {
  voucher: AppliedVoucher | null;
  /** The amount to pay. */
  price: number;
  /** The amount to pay as text. */
  amount: string;
  locale: string;
  /** The voucher row. */
  row: ReactNode;
}

/** A method form's voucher and price: the voucher row, the amount to pay, and the price text. */
export function useVoucher(p: Pick<MethodFormProps, 'client' | 'fee' | 'reportError'>, disabled: boolean): VoucherState {
  const { locale } = useT(checkout);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const price = voucher ? voucher.amount : p.fee.amount;
  return {
    voucher,
    price,
    amount: formatPrice(price, p.fee.currency, locale),
    locale,
    row: <Voucher client={p.client} fee={p.fee} disabled={disabled} applied={voucher} onApplied={setVoucher} reportError={p.reportError} />,
  };
}

/** What every method sends beside its own fields: the applied voucher's code and the page's branding. */
export function voucherAndBranding(voucher: VoucherState | null): { voucherCode?: string; brandingId?: string } {
  const c = currentConfig();
  return { voucherCode: voucher?.voucher?.code, brandingId: c.brandingId !== 'default' ? c.brandingId : undefined };
}

/**
 * A method form's payer and voucher together (`useMethodPayer` and `useVoucher`), and the props its
 * `MethodView` starts from: the method, fee, phase and voucher, Pay and Back. `request` is given the
 * voucher applied when the viewer pays.
 */
export function useMethod(p: MethodFormProps, o: Omit<MethodPayerOptions, keyof MethodFormProps | 'request'> & { request(key: string, voucher: VoucherState | null): Promise<unknown> }) {
  let voucher: VoucherState | null = null;
  const paying = useMethodPayer({ ...p, ...o, request: (key) => o.request(key, voucher) });
  const { payer, phase } = paying;
  voucher = useVoucher(p, isBusy(phase));
  const view = { method: p.method, fee: p.fee, phase, voucher, onPay: () => payer.pay(), onBack: () => payer.reset() };
  return { ...paying, voucher, view };
}

/** Props of `MethodView`. */
export interface MethodViewProps {
  method: OfferedMethod;
  fee: AccessFee;
  phase: PayPhase;
  voucher: VoucherState;
  /** The text of the pay button while ready. */
  payLabel: string;
  /** The method's own fields (bank, mandate...). */
  children?: ReactNode;
  /** A line under the button saying where the viewer goes next. */
  note?: string;
  /** Pay is off for a reason of the method (its fields are not ready). */
  payDisabled?: boolean;
  /** Starts the attempt; returns true when it started (the button is then disabled at once). */
  onPay(): boolean;
  onBack(): void;
  /** The bank frame's Cancel and return (methods whose step opens in the bank frame). */
  bank?: { onCancel(): void; onReturn(href: string): void };
}

/**
 * What a non-card method form shows: the price line, the voucher row, the method's fields, Pay and
 * the phase's message, and the bank frame while a wallet or bank step is open. Pay is locked in the
 * same task as the click (the payer's lock) and while offline.
 */
export function MethodView(p: MethodViewProps) {
  const ref = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useStyles(ref, methodsStyles);
  const bank = useStore($bankFrame);
  const t = useT(checkout);
  const [online, onlineRef] = useOnline();
  const busy = isBusy(p.phase);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!onlineRef.current) return;
    if (p.onPay() && button.current) button.current.disabled = true;
  };
  return (
    <form ref={ref} part="pay-form" className="method-form" noValidate onSubmit={submit} data-method={p.method.kind}>
      <PriceSummary fee={p.fee} price={p.voucher.price} voucherApplied={!!p.voucher.voucher} locale={p.voucher.locale} />
      {p.voucher.row}
      {p.children}
      <button ref={button} type="submit" part="pay-button" className="pay-button"
        disabled={busy || !online || !!p.payDisabled || p.phase.status === 'success' || p.phase.status === 'still-confirming'}>
        {busy ? t('processing') : p.payLabel}
      </button>
      {!online ? <p className="form-error" role="status" part="offline">{t('offline')}</p> : null}
      {p.note ? <p className="secure">{p.note}</p> : null}
      <PhaseView phase={p.phase} onRetry={() => submit()} onBack={p.onBack} />
      {bank.status === 'open' && p.bank ? (
        <Suspense fallback={null}>
          <BankFrame
            url={bank.url}
            message={bank.message}
            onCancel={p.bank.onCancel}
            onReturn={p.bank.onReturn}
            onFallback={(url) => {
              closeBankFrame();
              navigateTo(url, 'redirect');
            }}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
