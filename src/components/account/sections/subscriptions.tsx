import { useState } from 'react';
import { FieldBox } from '../../ui/field';
import { useStore } from '@nanostores/react';
import { formatPrice } from '../../ui/format';
import { safeRedirect } from '../../../site/redirects';
import { $config } from '../../../stores/config';
import type { AccessFee, Subscription, SubscriptionList } from '../../../client/types';
import type { PaywallClient } from '../../../client/client';
import { formatDate, FormError, Notice, Pager, Section, stateOf, useAction, type SectionProps } from '../shared';
import { useLoad } from '../../ui/load';
import { useT } from '../../../i18n';
import { accountBilling, type AccountBillingT } from '../../../i18n/account-billing';

/** Subscriptions page size (SPEC section 9). */
export const SUBSCRIPTIONS_LIMIT = 15;

const STATUSES = [
  { value: '', label: 'all' },
  { value: 'active', label: 'active' },
  { value: 'cancelled', label: 'cancelled' },
] as const;

const PER = { day: 'perDay', week: 'perWeek', month: 'perMonth', year: 'perYear' } as const;

/** "€9.99 a month" from an amount, a currency and a period, in `t`'s language. */
const priceText = (t: AccountBillingT, amount: unknown, currency: unknown, period: unknown) => {
  const price = formatPrice(Number(amount), String(currency ?? ''), t.locale);
  const per = Object.hasOwn(PER, String(period)) ? PER[String(period) as keyof typeof PER] : null;
  return per ? t(per, { price }) : price;
};

const idOf = (s: Subscription) => String(s.subscription_id ?? s.id ?? '');

/**
 * Where a cancel URL goes: the platform's own origin gets the bearer request; any other address is a
 * plain navigation, and only after the same redirect check as every other address (null: refused).
 */
export function cancelTarget(url: unknown, client: PaywallClient, page: { origin: string; allowedOrigins: readonly string[]; development: boolean }):
  { kind: 'platform'; url: string } | { kind: 'navigate'; url: string } | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const u = new URL(url, client.config.apiBase);
    if (u.origin === new URL(client.config.apiBase).origin && (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password) {
      return { kind: 'platform', url: u.href };
    }
  } catch {
    return null;
  }
  const safe = safeRedirect(url, { pageOrigin: page.origin, allowedOrigins: page.allowedOrigins, development: page.development });
  return safe ? { kind: 'navigate', url: safe } : null;
}

/** Subscriptions: list (15 a page, status filter), details, cancel (after the exit survey) and plan switch. */
export function Subscriptions(props: SectionProps) {
  const { client, report, locale, title } = props;
  const t = useT(accountBilling);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const [load, reload] = useLoad<SubscriptionList>(() => client.subscriptions.getSubscriptions({ limit: SUBSCRIPTIONS_LIMIT, page, status }),
    [status, page], report, 'subscriptions_load_failed');
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = load.status === 'ready' && Array.isArray(load.data?.collection) ? load.data.collection : [];
  const total = load.status === 'ready' ? Number(load.data?.total) || 0 : 0;
  return (
    <Section name="subscriptions" title={title} load={load} state={stateOf(load, () => list.length === 0)} onRetry={reload}
      // the confirmation takes the focus (the details and their buttons have closed), and stays while the list reloads
      notice={<Notice text={notice} focus />} toolbar={(
      <div className="filters" part="filters">
        <FieldBox>
          <label htmlFor="subscription-status">{t('status')}</label>
          <select id="subscription-status" name="status" value={status} onChange={(e) => {
            const next = e.currentTarget.value;
            setStatus(next);
            setPage(0);
          }}>
            {STATUSES.map((s) => <option key={s.value} value={s.value}>{t(s.label)}</option>)}
          </select>
        </FieldBox>
      </div>
    )}>
      {list.length === 0 ? <p className="muted" part="empty">{t(status ? 'noneWithStatus' : 'noSubscriptions')}</p> : (
        <ul className="list" part="subscription-list">
          {list.map((s) => (
            <li key={idOf(s)} className="row" part={`subscription subscription-${s.status}`} data-subscription-id={idOf(s)}>
              <span className="grow">
                <strong>{String(s.item_title ?? s.description ?? t('subscription'))}</strong>{' '}
                <span className="badge" part="status">{s.status === 'active' || s.status === 'cancelled' ? t(s.status) : s.status}</span><br />
                <span className="muted">
                  {formatPrice(Number(s.amount), s.currency, locale)}
                  {s.next_billing_date ? ` · ${t(s.status === 'active' ? 'renewsOn' : 'activeUntil', { date: formatDate(s.next_billing_date, locale) })}` : ''}
                </span>
              </span>
              <button type="button" className="secondary" part="details-button" aria-expanded={open === idOf(s)} onClick={() => setOpen(open === idOf(s) ? null : idOf(s))}>
                {t(open === idOf(s) ? 'close' : 'manage')}
              </button>
              {open === idOf(s) ? (
                <SubscriptionDetails {...props} sub={s} onChanged={(text) => {
                  setOpen(null);
                  setNotice(text);
                  reload();
                }} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} hasNext={(page + 1) * SUBSCRIPTIONS_LIMIT < total} onPage={setPage} label={t('subscriptionPages')} />
    </Section>
  );
}

function SubscriptionDetails({ client, report, locale, survey, sub, onChanged }: SectionProps & { sub: Subscription; onChanged: (notice: string) => void }) {
  const config = useStore($config);
  const t = useT(accountBilling);
  const [load, reload] = useLoad(async () => {
    const [details, fees] = await Promise.all([
      client.subscriptions.getSubscription(idOf(sub)),
      sub.status === 'active' && sub.item_id ? client.assets.getAssetAccessFees(sub.item_id).catch(() => [] as AccessFee[]) : Promise.resolve([] as AccessFee[]),
    ]);
    return { details, fees: (Array.isArray(fees) ? fees : []).filter((f) => f.access_type?.name === 'subscription') };
  }, [idOf(sub)], report, 'subscription_load_failed');
  const [choice, setChoice] = useState<AccessFee | null>(null);
  const action = useAction(report, 'subscription_change_failed');
  const cancel = async (details: Subscription) => {
    action.setNotice(null);
    if (!(await survey('cancel', { subscriptionId: idOf(details), itemId: details.item_id }))) {
      action.setNotice(t('cancelKept'));
      return;
    }
    const target = cancelTarget(details.unsubscribe_url, client, { origin: location.origin, allowedOrigins: config.allowedRedirectOrigins, development: config.development });
    if (!target) {
      action.setError(report({ status: 0, data: { message: t('cannotCancel') } }, 'cancel_url_rejected'));
      return;
    }
    if (target.kind === 'navigate') return location.assign(target.url);
    const done = await action.run(() => client.subscriptions.cancelSubscription(target.url));
    if (!done) return;
    const until = formatDate(details.next_billing_date, locale);
    onChanged(until ? t('cancelledUntil', { date: until }) : t('cancelledToEnd'));
  };
  const current = load.status === 'ready' ? load.data.details : sub;
  const options = load.status === 'ready' ? load.data.fees.filter((f) => f.id !== current.access_fee_id) : [];
  const currentFee = load.status === 'ready' ? load.data.fees.find((f) => f.id === current.access_fee_id) : undefined;
  const switchPlan = async (fee: AccessFee) => {
    const done = await action.run(() => client.subscriptions.changeSubscriptionPlan({ accessFeeId: fee.id, inplayerToken: idOf(current) }));
    if (done) onChanged(t('planNow', { plan: fee.description }));
  };
  return (
    <div className="details" part="subscription-details">
      {load.status === 'loading' ? <p className="muted" role="status">{t('loading')}</p> : null}
      {load.status === 'error' ? <><FormError text={load.message} /><button type="button" className="secondary" part="retry-button" onClick={reload}>{t('tryAgain')}</button></> : null}
      {load.status === 'ready' ? (
        <>
          <dl part="subscription-facts">
            <dt>{t('plan')}</dt><dd>{String(current.description ?? current.item_title ?? '')}</dd>
            <dt>{t('price')}</dt><dd>{priceText(t, current.amount, current.currency, currentFee?.access_type?.period)}</dd>
            <dt>{t('started')}</dt><dd>{formatDate(current.created_at, locale)}</dd>
            {current.next_billing_date ? <><dt>{t(current.status === 'active' ? 'nextPayment' : 'accessUntil')}</dt><dd>{formatDate(current.next_billing_date, locale)}</dd></> : null}
          </dl>
          {current.status === 'active' && options.length ? (
            <fieldset part="switch-plan" className="survey-reasons">
              <legend>{t('switchPlan')}</legend>
              {options.map((f) => {
                const diff = f.amount - Number(current.amount);
                return (
                  <label key={f.id} part="plan-option">
                    <input type="radio" name={`plan-${idOf(current)}`} checked={choice?.id === f.id} onChange={() => setChoice(f)} />{' '}
                    {f.description}: {priceText(t, f.amount, f.currency, f.access_type?.period)}{' '}
                    <span className="muted" part="price-difference">
                      ({diff === 0 ? t('samePrice') : t(diff > 0 ? 'morePer' : 'lessPer', { price: formatPrice(Math.abs(diff), f.currency, locale) })})
                    </span>
                  </label>
                );
              })}
              {choice ? (
                <div className="actions warning" part="switch-confirm">
                  <span>{t('switchTo', { plan: choice.description, price: priceText(t, choice.amount, choice.currency, choice.access_type?.period) })}</span>
                  <button type="button" part="switch-button" disabled={action.busy} onClick={() => void switchPlan(choice)}>{t('switchPlan')}</button>
                </div>
              ) : null}
            </fieldset>
          ) : null}
          <FormError text={action.error} />
          <Notice text={action.notice} />
          {current.status === 'active' ? (
            <div className="actions">
              <button type="button" className="danger" part="cancel-subscription" disabled={action.busy} onClick={() => void cancel(current)}>{t('cancelSubscription')}</button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
