import { useMemo, useState } from 'react';
import type { PaywallClient } from '../../client/client';
import type { AccessFee, Discount } from '../../client/types';
import { currentConfig } from '../../stores/config';
import { returnUrl } from '../../site/routes';
import { Field } from '../ui/field';
import { PhaseView, PriceSummary } from '../checkout/pay-form-view';
import type { PayPhase } from '../checkout/payer';
import { useMethodPayer } from '../checkout/methods/use-method-payer';
import { useT } from '../../i18n';
import { checkout } from '../../i18n/checkout';
import { gift as messages, type GiftT } from '../../i18n/gift';
import { Heading } from '../ui/host';

/** Detail of `paywall-gift` after a redemption. */
export interface GiftRedeemed {
  itemId: string;
  accessFeeId: string;
}

/** Props of `GiftRedeem`. */
export interface GiftRedeemProps {
  client: PaywallClient;
  /** Limits the codes to one item (and names the price when a code fits several). */
  itemId?: string;
  /** The platform's card method id (`payment_method` of the purchase). */
  methodId: string;
  onPhase(phase: PayPhase | { status: 'redeem' | 'checking' | 'redeem-ready' }): void;
  onRedeemed(detail: GiftRedeemed): void;
  reportError(error: unknown, code?: string): string;
}

/**
 * Redeeming a received gift code: the platform says what the code is for (POST /vouchers/discount);
 * a code that takes the whole price gives the access at no charge (POST /payments with the voucher
 * and no card, confirmed by REST). A code that only lowers a price is for the checkout's voucher field.
 */
export function GiftRedeem(p: GiftRedeemProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useT(messages);
  const tc = useT(checkout);
  const [found, setFound] = useState<{ code: string; discount: Discount } | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    const voucherCode = code.trim();
    if (!voucherCode || checking) return;
    setChecking(true);
    setError(null);
    p.onPhase({ status: 'checking' });
    try {
      const d = await p.client.vouchers.getDiscount({ voucherCode, itemId: p.itemId });
      if (d.access_fee_id == null || Number(d.amount) !== 0) {
        setError(t(d.access_fee_id == null ? 'codeNotHere' : 'codePartial'));
        p.onPhase({ status: 'redeem' });
      } else {
        setFound({ code: voucherCode, discount: d });
        p.onPhase({ status: 'redeem-ready' });
      }
    } catch (e) {
      setError(p.reportError(e, 'voucher_rejected'));
      p.onPhase({ status: 'redeem' });
    } finally {
      setChecking(false);
    }
  };

  if (found) {
    return <RedeemConfirm {...p} t={t} code={found.code} discount={found.discount} onCancel={() => (setFound(null), p.onPhase({ status: 'redeem' }))} />;
  }
  return (
    <form part="redeem-form" noValidate onSubmit={(e) => (e.preventDefault(), void check())}>
      <Heading look={3} part="heading">{t('redeemTitle')}</Heading>
      <Field label={t('giftCode')} name="giftCode" autoComplete="off" value={code} onValue={setCode} disabled={checking} error={error}
        hint={t('giftCodeHint')} />
      <button type="submit" part="redeem-check" disabled={checking || !code.trim()}>{checking ? tc('checking') : t('checkCode')}</button>
    </form>
  );
}

interface ConfirmProps extends GiftRedeemProps {
  t: GiftT;
  code: string;
  discount: Discount;
  onCancel(): void;
}

function RedeemConfirm(p: ConfirmProps) {
  const { t } = p;
  const tc = useT(checkout);
  const d = p.discount;
  const itemId = String(d.item_id ?? p.itemId ?? '');
  const fee = useMemo<AccessFee>(() => ({
    id: Number(d.access_fee_id), amount: Number(d.full_amount ?? 0), currency: String(d.currency_iso ?? 'EUR'),
    description: typeof d.access_fee_description === 'string' ? d.access_fee_description : '', access_type: { name: 'ppv' },
  }), [d]);
  const { payer, phase } = useMethodPayer({
    client: p.client, itemId, fee, reportError: p.reportError,
    method: { kind: 'card', id: p.methodId, label: 'Gift' },
    via: 'redirect',
    failureEvent: 'payment.card.failed',
    request(key) {
      const c = currentConfig();
      return p.client.payments.createFreePayment({
        accessFee: fee.id, paymentMethod: p.methodId, voucherCode: p.code, returnUrl: returnUrl('ppv', location),
        brandingId: c.brandingId !== 'default' ? c.brandingId : undefined,
      }, { idempotencyKey: key });
    },
    onPhase: p.onPhase,
    onSuccess: () => p.onRedeemed({ itemId, accessFeeId: String(fee.id) }),
  });
  const busy = phase.status === 'paying' || phase.status === 'confirming' || phase.status === 'requires-action';
  if (phase.status === 'success') {
    return (
      <div part="redeemed" className="sent" role="status">
        <div className="check" aria-hidden="true">✓</div>
        <Heading look={3} part="heading">{t('readyTitle')}</Heading>
        <p part="message">{t('readyText', { title: fee.description || t('yourGift') })}</p>
      </div>
    );
  }
  return (
    <form part="redeem-form" noValidate onSubmit={(e) => (e.preventDefault(), payer.pay())}>
      <Heading look={3} part="heading">{t('redeemTitle')}</Heading>
      <PriceSummary fee={{ ...fee, description: fee.description || t('yourGift') }} price={0} voucherApplied={fee.amount > 0} locale={t.locale} />
      <p part="voucher-applied" className="voucher-applied">{t('covers', { code: p.code })}</p>
      <button type="submit" part="pay-button" className="pay-button" disabled={busy || phase.status === 'still-confirming'}>{busy ? tc('processing') : t('redeem')}</button>
      <button type="button" className="link-button" part="redeem-other" disabled={busy} onClick={p.onCancel}>{t('otherCode')}</button>
      <PhaseView phase={phase} onRetry={() => payer.pay()} onBack={() => payer.reset()} />
    </form>
  );
}
