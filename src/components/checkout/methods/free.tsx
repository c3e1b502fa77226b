import type { PaywallClient } from '../../../client/client';
import type { AccessFee } from '../../../client/types';
import { currentConfig } from '../../../stores/config';
import { returnUrl } from '../../../site/routes';
import { formatPrice } from '../../ui/format';
import { isSubscriptionFee } from '../pay-form';
import type { PayPhase } from '../payer';
import { Voucher, type AppliedVoucher } from '../voucher';
import { MethodView, isBusy } from './method-view';
import { useMethodPayer } from './use-method-payer';
import { useT } from '../../../i18n';
import { common } from '../../../i18n/common';
import { methods as messages } from '../../../i18n/methods';

/** Props of `FreeForm`. */
export interface FreeFormProps {
  client: PaywallClient;
  itemId: string;
  fee: AccessFee;
  /** The platform's card method id (sent as `payment_method`). */
  paymentMethodId: string;
  /** The voucher that takes the whole price (a redeemed gift code, say). */
  voucher: AppliedVoucher;
  /** The viewer removed the voucher: back to the card form. */
  onVoucher(voucher: AppliedVoucher | null): void;
  onPhase(phase: PayPhase): void;
  onSuccess(): void;
  reportError(error: unknown, code?: string): string;
}

/**
 * Access at no charge: a voucher (a received gift code, or any 100 % voucher) took the whole price,
 * so no card is needed. "Get access" sends the purchase with the voucher and no card fields
 * (POST /payments, with the attempt's key and the checkout's lock); the platform confirms the zero
 * amount, and the access is confirmed by REST like any purchase.
 */
export default function FreeForm(p: FreeFormProps) {
  const kind = isSubscriptionFee(p.fee) ? 'subscription' : 'ppv';
  const { payer, phase } = useMethodPayer({
    ...p,
    method: { kind: 'card', id: p.paymentMethodId, label: 'Voucher' },
    via: 'redirect',
    failureEvent: kind === 'subscription' ? 'subscribe.failed' : 'payment.card.failed',
    request(key) {
      const c = currentConfig();
      return p.client.payments.createFreePayment({
        accessFee: p.fee.id, paymentMethod: p.paymentMethodId, voucherCode: p.voucher.code, returnUrl: returnUrl(kind, location),
        brandingId: c.brandingId !== 'default' ? c.brandingId : undefined,
      }, { idempotencyKey: key });
    },
  });
  const t = useT(messages);
  const tc = useT(common);
  const locale = t.locale;
  const row = <Voucher client={p.client} fee={p.fee} disabled={isBusy(phase)} applied={p.voucher} onApplied={p.onVoucher} reportError={p.reportError} />;
  return (
    <MethodView
      method={{ kind: 'card', id: p.paymentMethodId, label: 'Voucher' }}
      fee={p.fee}
      phase={phase}
      voucher={{ voucher: p.voucher, price: 0, amount: formatPrice(0, p.fee.currency, locale), locale, row }}
      payLabel={tc('getAccess')}
      note={t('freeNote')}
      onPay={() => payer.pay()}
      onBack={() => payer.reset()}
    />
  );
}
