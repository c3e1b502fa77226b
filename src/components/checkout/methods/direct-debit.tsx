import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { MandateSummary } from '../../../internal/mandate-protocol';
import { mandateSummary } from '../../../internal/mandate-protocol';
import { randomId } from '../../../internal/random-id';
import { canAttemptSubscription } from '../../../stores/attempts';
import { $config } from '../../../stores/config';
import { refreshSession } from '../../../stores/session';
import { cardFrameUrl } from '../frame-url';
import { isSubscriptionFee } from '../pay-form';
import { MandateFrame, type MandateFrameHandle, type MandateResult } from './mandate-frame';
import { MethodView, isBusy, useMethod, voucherAndBranding, type MethodFormProps } from './method-view';
import { useT } from '../../../i18n';
import { methods as messages, mandateChecks } from '../../../i18n/methods';

/** Where the viewer's mandate stands. */
type MandateView =
  | { status: 'loading' }
  | { status: 'saved'; mandate: MandateSummary }
  | { status: 'new'; saving: boolean; error: string; ready: boolean };

/**
 * SEPA Direct Debit: the viewer's mandate (GET /v2/payments/direct-debit/mandate) is shown, or a new
 * one is created inline in the mandate frame (account holder, IBAN checked before sending, optional
 * address) on the card frame's origin, so no IBAN is typed into this page. Then the charge
 * (POST /v2/payments) or subscription (POST /v2/subscriptions) goes out with the attempt's key.
 */
export default function DirectDebitForm(p: MethodFormProps) {
  const kind = isSubscriptionFee(p.fee) ? 'subscription' : 'ppv';
  const config = useStore($config);
  const t = useT(messages);
  const frame = useRef<MandateFrameHandle>(null);
  const saving = useRef<string | null>(null);
  const [mandate, setMandate] = useState<MandateView>({ status: 'loading' });
  const { payer, phase, voucher, view } = useMethod(p, {
    via: 'redirect',
    failureEvent: kind === 'subscription' ? 'subscribe.failed' : 'payment.card.failed',
    request(key, applied) {
      const input = { accessFeeId: p.fee.id, assetId: p.itemId, ...voucherAndBranding(applied) };
      return kind === 'subscription'
        ? p.client.subscriptions.directDebitSubscribe(input, { idempotencyKey: key })
        : p.client.payments.directDebitCharge(input, { idempotencyKey: key });
    },
  });

  useEffect(() => {
    let live = true;
    p.client.payments.getDirectDebitMandate().then(
      (m) => {
        const summary = mandateSummary(m);
        if (live) setMandate(summary ? { status: 'saved', mandate: summary } : { status: 'new', saving: false, error: '', ready: false });
      },
      () => live && setMandate({ status: 'new', saving: false, error: '', ready: false }),
    );
    return () => {
      live = false;
    };
  }, [p.client]);

  const onMandate = (r: MandateResult) => {
    if (r.requestId !== saving.current) return;
    saving.current = null;
    if (r.ok && r.body.mandate) {
      setMandate({ status: 'saved', mandate: r.body.mandate });
      payer.pay();
      return;
    }
    // the page refused what was typed (it shows why) or the platform refused it: nothing was charged
    const error = r.body.code === 'invalid_mandate' ? '' : p.reportError({ status: r.status, data: r.body }, 'mandate_failed');
    setMandate({ status: 'new', saving: false, error, ready: true });
  };

  const pay = (): boolean => {
    if (mandate.status === 'saved') return payer.pay();
    if (mandate.status !== 'new' || saving.current || payer.busy) return false;
    if (kind === 'subscription' && !canAttemptSubscription()) return false;
    // the lock is taken now; the page gets a bearer token good for another minute with the request
    const requestId = randomId();
    saving.current = requestId;
    setMandate({ ...mandate, saving: true, error: '' });
    const stop = (error: string) => {
      saving.current = null;
      setMandate({ status: 'new', saving: false, error, ready: true });
    };
    p.client.session.valid().then(
      (record) => {
        if (saving.current !== requestId) return;
        if (!record) {
          stop('');
          void refreshSession();
        } else if (!frame.current?.submit(requestId, record.token)) stop(t('mandateNotReady'));
      },
      () => stop(p.reportError({ status: 0 }, 'mandate_failed')),
    );
    return false;
  };

  const busy = isBusy(phase) || (mandate.status === 'new' && mandate.saving);
  return (
    <MethodView
      {...view}
      payLabel={t(kind === 'subscription' ? 'debitSubscribe' : 'debitPay', { amount: voucher.amount })}
      note={t('debitNote')}
      payDisabled={mandate.status === 'loading' || (mandate.status === 'new' && (mandate.saving || !mandate.ready))}
      onPay={pay}
    >
      <div className="mandate" part="mandate" data-state={mandate.status}>
        {mandate.status === 'saved' ? (
          <>
            <p part="mandate-saved">{t('savedAccount', { country: mandate.mandate.country, last4: mandate.mandate.last4 })}</p>
            <button type="button" className="link-button" part="mandate-change" disabled={busy}
              onClick={() => setMandate({ status: 'new', saving: false, error: '', ready: false })}>{t('otherAccount')}</button>
          </>
        ) : null}
        {mandate.status === 'new' ? (
          <>
            <MandateFrame
              ref={frame}
              frameUrl={cardFrameUrl(config, p.client.config.apiBase)}
              apiBase={p.client.config.apiBase}
              token=""
              locale={t.locale}
              title={t('bankAccount')}
              labels={{ name: t('accountHolder'), iban: t('iban'), address: t('address') }}
              errors={mandateChecks(t)}
              loadFailed={t('mandateFailed')}
              themeFrom={p.host}
              onReady={() => setMandate((m) => (m.status === 'new' ? { ...m, ready: true } : m))}
              onResult={onMandate}
              onSubmitRequest={() => void pay()}
              onFatal={(message) => setMandate((m) => (m.status === 'new' ? { ...m, error: p.reportError({ message, status: 0 }, 'card_frame_failed'), ready: false } : m))}
            />
            {mandate.error ? <p className="form-error" role="alert" part="mandate-error">{mandate.error}</p> : null}
          </>
        ) : null}
      </div>
    </MethodView>
  );
}
