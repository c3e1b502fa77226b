import { forwardRef, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { parseFrameMessage, type FrameMessage } from '../../../internal/card-protocol';
import type { CardUpdateParentMessage } from '../../../internal/card-update-protocol';
import { mandateSummary, type MandateSummary } from '../../../internal/mandate-protocol';
import { randomId } from '../../../internal/random-id';
import { $config } from '../../../stores/config';
import { refreshSession } from '../../../stores/session';
import type { DefaultCard, StoredCard } from '../../../client/types';
import { themeOf, type CardResult } from '../../checkout/card-frame';
import { cardFrameUrl } from '../../checkout/frame-url';
import { FramePage, type FramePageHandle } from '../../checkout/methods/frame-page';
import { MandateFrame, type MandateFrameHandle, type MandateResult } from '../../checkout/methods/mandate-frame';
import { FormError, Notice, Section, useAction, type SectionProps } from '../shared';
import { loaded, useLoad } from '../../ui/load';
import { translator } from '../../../i18n/core';
import { useT } from '../../../i18n';
import { accountPayment, type AccountPaymentT } from '../../../i18n/account-payment';
import { methods, mandateChecks } from '../../../i18n/methods';

interface CardUpdateHandle {
  submit(attemptId: string, idempotencyKey: string, token: string): boolean;
}

/** The card-update page in a frame on the card frame's origin: the new card is typed and sent there. */
const CardUpdateFrame = forwardRef<CardUpdateHandle, {
  frameUrl: string; apiBase: string; token: string; currency: string; locale?: string; themeFrom?: Element | null; title: string; timeoutMessage: string;
  onReady(): void; onResult(r: CardResult): void; onSubmitRequest(): void; onFatal(message: string): void;
}>(function CardUpdateFrame(props, ref) {
  const page = useRef<FramePageHandle<CardUpdateParentMessage>>(null);
  const latest = useRef(props);
  latest.current = props;
  useImperativeHandle(ref, () => ({
    submit: (attemptId, idempotencyKey, token) =>
      page.current?.send({ type: 'card-update-submit', attemptId, idempotencyKey, token, fields: { currency_iso: latest.current.currency } }) ?? false,
  }), []);
  return (
    <FramePage<FrameMessage, CardUpdateParentMessage>
      ref={page} page={new URL('card-update.html', props.frameUrl).href} title={props.title} part="card-frame" className="card-frame" allow="payment"
      parse={parseFrameMessage}
      init={() => ({ type: 'init', mode: 'payment', apiBase: latest.current.apiBase, token: latest.current.token, locale: latest.current.locale, theme: themeOf(latest.current.themeFrom) })}
      onMessage={(m) => {
        const p = latest.current;
        if (m.type === 'ready') p.onReady();
        else if (m.type === 'result') p.onResult(m);
        else if (m.type === 'submit-request') p.onSubmitRequest();
        else if (m.type === 'fatal') p.onFatal(m.message);
      }}
      onTimeout={() => latest.current.onFatal(latest.current.timeoutMessage)}
    />
  );
});

interface Methods {
  card: StoredCard | null;
  mandate: MandateSummary | null;
}

const notFound = (e: unknown) => (e as { status?: number })?.status === 404;

/** "Visa •••• 4242, expires 12/28" from the platform's masked card (in `t`'s language); never more than the last four digits. */
export function maskedCard(card: Partial<StoredCard>, t: AccountPaymentT = translator(accountPayment, 'en')): string {
  const last4 = String(card.last4 ?? String(card.number ?? '').replace(/\D/g, '').slice(-4));
  const brand = typeof card.card_type === 'string' && card.card_type ? card.card_type[0].toUpperCase() + card.card_type.slice(1) : t('card');
  const masked = `${brand} •••• ${last4}`;
  return card.exp_month && card.exp_year ? t('expires', { card: masked, date: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}` }) : masked;
}

/**
 * Payment methods: the default card (masked), replaced in the card-update frame on the card frame's
 * origin, and the direct-debit mandate, created in the mandate frame (IBAN checked there before it is
 * sent). No card digit or IBAN is typed into this page.
 */
export function PaymentMethods({ client, report, locale, host, title }: SectionProps) {
  const t = useT(accountPayment);
  // the bank account page's field checks, as the checkout's direct debit says them
  const tm = useT(methods);
  const config = useStore($config);
  const [load, reload, set] = useLoad<Methods>(async () => {
    const [card, mandate] = await Promise.all([
      // the platform answers its stored cards as a list (`{cards: []}`, as its SDK declares); the first is the default
      client.payments.getDefaultCreditCard().then((d: DefaultCard) => (Array.isArray(d?.cards) ? d.cards[0] ?? null : null), (e) => (notFound(e) ? null : Promise.reject(e))),
      client.payments.getDirectDebitMandate().then((m) => mandateSummary(m) ?? null, (e) => (notFound(e) ? null : Promise.reject(e))),
    ]);
    return { card, mandate };
  }, [], report, 'payment_methods_load_failed');
  const [editing, setEditing] = useState<null | 'card' | 'mandate'>(null);
  const [ready, setReady] = useState(false);
  const [frameError, setFrameError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useAction(report, 'payment_method_failed');
  const pending = useRef<string | null>(null);
  const cardFrame = useRef<CardUpdateHandle>(null);
  const mandateFrame = useRef<MandateFrameHandle>(null);
  const frameUrl = cardFrameUrl(config, client.config.apiBase);
  const state = load.status === 'ready' ? (load.data.card || load.data.mandate ? 'ready' : 'empty') : load.status;

  const open = (which: 'card' | 'mandate') => {
    setEditing(which);
    setReady(false);
    setFrameError(null);
    setNotice(null);
  };
  const submit = async () => {
    if (pending.current || !ready) return;
    const id = randomId();
    pending.current = id;
    action.setError(null);
    const record = await client.session.valid().catch(() => null);
    if (pending.current !== id) return;
    if (!record) {
      pending.current = null;
      void refreshSession();
      return;
    }
    const sent = editing === 'card' ? cardFrame.current?.submit(id, id, record.token) : mandateFrame.current?.submit(id, record.token);
    if (!sent) {
      pending.current = null;
      action.setError(t('notReady'));
    }
  };
  const onCard = (r: CardResult) => {
    if (r.attemptId !== pending.current) return;
    pending.current = null;
    if (r.ok) {
      set(loaded((d) => ({ ...d, card: { ...(r.body as StoredCard), last4: r.last4, card_type: r.brand } })));
      setEditing(null);
      setNotice(t('cardReplaced'));
      reload();
    } else if (r.body.code !== 'invalid_card') action.setError(report({ status: r.status, data: r.body }, 'card_update_failed'));
  };
  const onMandate = (r: MandateResult) => {
    if (r.requestId !== pending.current) return;
    pending.current = null;
    if (r.ok && r.body.mandate) {
      set(loaded((d) => ({ ...d, mandate: r.body.mandate ?? null })));
      setEditing(null);
      setNotice(t('mandateSaved'));
    } else if (r.body.code !== 'invalid_mandate') action.setError(report({ status: r.status, data: r.body }, 'mandate_failed'));
  };
  const frameProps = {
    frameUrl, apiBase: client.config.apiBase, token: '', locale, themeFrom: host, title: t('cardFrameTitle'), timeoutMessage: t('cardFormFailed'),
    onReady: () => setReady(true), onSubmitRequest: () => void submit(),
    onFatal: (message: string) => setFrameError(report({ status: 0, data: { message } }, 'card_frame_failed')),
  };

  // the form around the card's or the bank account's frame: the frame, its error, save and cancel
  const frameForm = (part: string, save: string, frame: ReactNode) => (
    <form part={part} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {frame}
      <FormError text={frameError ?? action.error} />
      <div className="actions">
        <button type="submit" part="save-button" disabled={!ready}>{save}</button>
        <button type="button" className="secondary" part="cancel-button" onClick={() => setEditing(null)}>{t('cancel')}</button>
      </div>
    </form>
  );
  return (
    <Section name="payment" title={title} load={load} state={state} onRetry={reload} notice={<Notice text={notice} />}>
      {load.status === 'ready' ? (
        <>
          <div className="row" part="default-card">
            <span className="grow"><strong>{t('card')}</strong><br />{load.data.card ? maskedCard(load.data.card, t) : <span className="muted">{t('noCard')}</span>}</span>
            {editing !== 'card' ? <button type="button" className="secondary" part="replace-card" onClick={() => open('card')}>{t(load.data.card ? 'replaceCard' : 'addCard')}</button> : null}
          </div>
          {editing === 'card'
            ? frameForm('card-form', t('saveCard'), <CardUpdateFrame ref={cardFrame} {...frameProps} currency={String(load.data.card?.currency_iso ?? 'EUR')} onResult={onCard} />)
            : null}
          <div className="row" part="mandate">
            <span className="grow"><strong>{t('directDebit')}</strong><br />
              {load.data.mandate ? t('bankAccount', { country: load.data.mandate.country, last4: load.data.mandate.last4 }) : <span className="muted">{t('noMandate')}</span>}
            </span>
            {editing !== 'mandate' ? <button type="button" className="secondary" part="new-mandate" onClick={() => open('mandate')}>{t(load.data.mandate ? 'otherBankAccount' : 'setUpDirectDebit')}</button> : null}
          </div>
          {editing === 'mandate'
            ? frameForm('mandate-form', t('saveBankAccount'), <MandateFrame ref={mandateFrame} {...frameProps} title={t('mandateFrameTitle')} errors={mandateChecks(tm)} onResult={onMandate} />)
            : null}
        </>
      ) : null}
    </Section>
  );
}

export default PaymentMethods;
