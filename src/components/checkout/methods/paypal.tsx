import { isSubscriptionFee } from '../pay-form';
import { MethodView, isBusy, useVoucher, type MethodFormProps, type VoucherState } from './method-view';
import { methodReturnUrl, useMethodPayer } from './use-method-payer';
import { currentConfig } from '../../../stores/config';
import { useT } from '../../../i18n';
import { methods as messages } from '../../../i18n/methods';

/**
 * PayPal, where the platform lists it: the platform's PayPal parameters (POST /external-payments,
 * multipart, with the return address as `origin`) name the PayPal page; the viewer leaves for it at
 * the top level once the address passed the requires-action check, and comes back like from iDEAL.
 */
export default function PayPalForm(p: MethodFormProps) {
  const kind = isSubscriptionFee(p.fee) ? 'subscription' : 'ppv';
  const t = useT(messages);
  let voucher: VoucherState | null = null;
  const { payer, phase } = useMethodPayer({
    ...p,
    via: 'redirect',
    failureEvent: 'external.payment.failed',
    request(key) {
      const c = currentConfig();
      return p.client.payments.getPayPalParams({
        origin: methodReturnUrl(kind, p.itemId), accessFeeId: p.fee.id, paymentMethod: p.method.id, voucherCode: voucher?.voucher?.code,
        brandingId: c.brandingId !== 'default' ? c.brandingId : undefined,
      }, { idempotencyKey: key });
    },
  });
  voucher = useVoucher(p, isBusy(phase));
  return (
    <MethodView
      method={p.method}
      fee={p.fee}
      phase={phase}
      voucher={voucher}
      payLabel={t(kind === 'subscription' ? 'subscribeWith' : 'payWith', { amount: voucher.amount, method: p.method.label })}
      note={t('paypalNote')}
      onPay={() => payer.pay()}
      onBack={() => payer.reset()}
    />
  );
}
