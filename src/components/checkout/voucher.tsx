import { useT } from '../../i18n';
import { checkout } from '../../i18n/checkout';
import { useState } from 'react';
import type { PaywallClient } from '../../client/client';
import type { AccessFee } from '../../client/types';
import { Field } from '../ui/field';

/** A voucher the platform accepted for the access fee: the code and the discounted amount. */
export interface AppliedVoucher {
  code: string;
  amount: number;
  fullAmount: number;
}

/** Props of `Voucher`. */
export interface VoucherProps {
  client: PaywallClient;
  fee: AccessFee;
  applied: AppliedVoucher | null;
  onApplied(voucher: AppliedVoucher | null): void;
  disabled?: boolean;
  reportError(error: unknown, code?: string): string;
}

type VoucherState = { status: 'idle' } | { status: 'checking' } | { status: 'error'; message: string };

/**
 * The voucher field: asks the platform for the discount (`POST /vouchers/discount`) and reports
 * the new amount, which the checkout shows and the payment sends as `voucher_code`.
 */
export function Voucher({ client, fee, applied, onApplied, disabled, reportError }: VoucherProps) {
  const [code, setCode] = useState('');
  const [state, setState] = useState<VoucherState>({ status: 'idle' });
  const t = useT(checkout);

  const apply = async () => {
    const voucherCode = code.trim();
    if (!voucherCode || state.status === 'checking') return;
    setState({ status: 'checking' });
    try {
      const d = await client.vouchers.getDiscount({ voucherCode, accessFeeId: fee.id });
      const amount = Number(d.amount);
      if (!Number.isFinite(amount)) throw new Error('The voucher could not be applied.');
      onApplied({ code: voucherCode, amount, fullAmount: Number(d.full_amount ?? fee.amount) });
      setState({ status: 'idle' });
    } catch (error) {
      onApplied(null);
      setState({ status: 'error', message: reportError(error, 'voucher_rejected') });
    }
  };

  if (applied) {
    return (
      <div part="voucher" className="voucher" data-state="applied">
        <p part="voucher-applied" className="voucher-applied" role="status">{t('voucherApplied', { code: applied.code })}</p>
        <button type="button" className="link-button" part="voucher-remove" disabled={disabled} onClick={() => onApplied(null)}>{t('remove')}</button>
      </div>
    );
  }
  return (
    <div part="voucher" className="voucher" data-state={state.status}>
      <Field
        label={t('voucherCode')}
        name="voucher"
        value={code}
        onValue={setCode}
        autoComplete="off"
        disabled={disabled || state.status === 'checking'}
        error={state.status === 'error' ? state.message : null}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void apply();
          }
        }}
      />
      <button type="button" className="secondary" part="voucher-apply" disabled={disabled || !code.trim() || state.status === 'checking'} onClick={() => void apply()}>
        {state.status === 'checking' ? t('checking') : t('apply')}
      </button>
    </div>
  );
}
