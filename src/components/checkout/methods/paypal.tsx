import { isSubscriptionFee } from '../pay-form';
import { MethodView, useMethod, voucherAndBranding, type MethodFormProps } from './method-view';
import { methodReturnUrl } from './use-method-payer';
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
  const { voucher, view } = useMethod(p, {
    via: 'redirect',
    failureEvent: 'external.payment.failed',
    request: (key, applied) => p.client.payments.getPayPalParams({
      origin: methodReturnUrl(kind, p.itemId), accessFeeId: p.fee.id, paymentMethod: p.method.id, ...voucherAndBranding(applied),
    }, { idempotencyKey: key }),
  });
  return (
    <MethodView {...view} payLabel={t(kind === 'subscription' ? 'subscribeWith' : 'payWith', { amount: voucher.amount, method: p.method.label })} note={t('paypalNote')} />
  );
}
