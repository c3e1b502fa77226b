import { MethodView, useMethod, voucherAndBranding, type MethodFormProps } from './method-view';
import { returnUrl } from '../../../site/routes';
import { useT } from '../../../i18n';
import { methods as messages } from '../../../i18n/methods';

/**
 * Apple Pay or Google Pay on the web (pay-per-view; offered only where the browser can pay): the
 * platform answers POST /v2/payments (`apple pay on web` / `google pay on web`) with the wallet step,
 * which opens over the page in the sandboxed bank frame (a top-level redirect when it cannot be
 * framed). Paying there brings the frame back to this page (its own address, as the card's bank
 * frame does); the purchase is confirmed by REST.
 */
export default function WalletForm(p: MethodFormProps) {
  const apple = p.method.kind === 'apple-pay';
  const name = apple ? 'Apple Pay' : 'Google Pay';
  const t = useT(messages);
  const { voucher, view, cancelStep, returned } = useMethod(p, {
    via: 'bank-frame',
    bankMessage: t('walletConfirm', { method: name }),
    failureEvent: 'payment.card.failed',
    request(key, applied) {
      const input = { accessFeeId: p.fee.id, assetId: p.itemId, returnUrl: returnUrl('ppv', location), ...voucherAndBranding(applied) };
      return apple ? p.client.payments.applePayPayment(input, { idempotencyKey: key }) : p.client.payments.googlePayPayment(input, { idempotencyKey: key });
    },
  });
  return (
    <MethodView {...view} payLabel={t('payWith', { amount: voucher.amount, method: name })} note={t('walletNote', { method: name })}
      bank={{ onCancel: cancelStep, onReturn: returned }} />
  );
}
