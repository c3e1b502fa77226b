import { useId, useState } from 'react';
import { FieldBox } from '../../ui/field';
import { isSubscriptionFee } from '../pay-form';
import { MethodView, isBusy, useMethod, voucherAndBranding, type MethodFormProps } from './method-view';
import { methodReturnUrl } from './use-method-payer';
import { useT } from '../../../i18n';
import { methods as messages } from '../../../i18n/methods';

/** The iDEAL issuers, by the payment provider's bank codes, as the viewer knows them. */
export const IDEAL_BANKS: ReadonlyArray<readonly [string, string]> = [
  ['abn_amro', 'ABN AMRO'], ['asn_bank', 'ASN Bank'], ['bunq', 'bunq'], ['handelsbanken', 'Handelsbanken'], ['ing', 'ING'],
  ['knab', 'Knab'], ['n26', 'N26'], ['nn', 'Nationale-Nederlanden'], ['rabobank', 'Rabobank'], ['regiobank', 'RegioBank'],
  ['revolut', 'Revolut'], ['sns_bank', 'SNS'], ['triodos_bank', 'Triodos Bank'], ['van_lanschot', 'Van Lanschot'], ['yoursafe', 'Yoursafe'],
];

/**
 * iDEAL: the viewer picks a bank, the platform answers with the bank's page (POST /v2/payments, or
 * /v2/subscriptions for a plan, with `return_url` carrying `ippwat`), and the viewer leaves for it at
 * the top level after the address passed the requires-action check. Back on the return page the
 * payment is confirmed by REST; a failure shows 'Payment failed' / 'Subscription failed' with the
 * explanation.
 */
export default function IdealForm(p: MethodFormProps) {
  const kind = isSubscriptionFee(p.fee) ? 'subscription' : 'ppv';
  const [bank, setBank] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const t = useT(messages);
  const { payer, phase, voucher, view } = useMethod(p, {
    via: 'redirect',
    failureEvent: kind === 'subscription' ? 'ideal.subscribe.failed' : 'payment.ideal.failed',
    request(key, applied) {
      const input = { accessFeeId: p.fee.id, assetId: p.itemId, bank, returnUrl: methodReturnUrl(kind, p.itemId), ...voucherAndBranding(applied) };
      return kind === 'subscription'
        ? p.client.subscriptions.idealSubscribe(input, { idempotencyKey: key })
        : p.client.payments.idealPayment(input, { idempotencyKey: key });
    },
  });
  return (
    <MethodView
      {...view}
      payLabel={t(kind === 'subscription' ? 'subscribeWith' : 'payWith', { amount: voucher.amount, method: p.method.label })}
      note={t('idealNote')}
      onPay={() => {
        if (!bank) {
          setMissing(true);
          return false;
        }
        return payer.pay();
      }}
    >
      <FieldBox part="field field-bank">
        <label htmlFor={id} part="label">{t('yourBank')}</label>
        <select id={id} name="bank" part="input input-bank" value={bank} disabled={isBusy(phase)} aria-invalid={missing && !bank ? 'true' : undefined}
          aria-describedby={missing && !bank ? `${id}-error` : undefined} onChange={(e) => setBank(e.currentTarget.value)}>
          <option value="">{t('chooseBank')}</option>
          {IDEAL_BANKS.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
        </select>
        {missing && !bank ? <span className="error" id={`${id}-error`} part="field-error">{t('bankMissing')}</span> : null}
      </FieldBox>
    </MethodView>
  );
}
