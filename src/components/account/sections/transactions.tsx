import { useState } from 'react';
import { Field, FieldBox } from '../../ui/field';
import { formatPrice } from '../../ui/format';
import { formatDate, FormError, Pager, Section, stateOf, useAction, type SectionProps } from '../shared';
import { useLoad } from '../../ui/load';
import type { Transaction, TransactionHistory } from '../../../client/types';
import { useT } from '../../../i18n';
import { accountBilling } from '../../../i18n/account-billing';

/** Transaction history page size (SPEC section 9). */
export const TRANSACTIONS_PAGE_SIZE = 10;

const TYPES = [
  { value: '', label: 'all' },
  { value: 'purchased', label: 'typePurchases' },
  { value: 'subscribed', label: 'typeSubscriptions' },
  { value: 'donated', label: 'typeDonations' },
  { value: 'gift', label: 'typeGifts' },
] as const;

interface Filters {
  startDate: string;
  endDate: string;
  type: string;
}

/** Transactions: ten a page, filtered by date range and type, with the receipt where the platform has one. */
export function Transactions({ client, report, locale, title }: SectionProps) {
  const t = useT(accountBilling);
  const [filters, setFilters] = useState<Filters>({ startDate: '', endDate: '', type: '' });
  const [draft, setDraft] = useState<Filters>(filters);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [load, reload] = useLoad<TransactionHistory>(
    () => client.payments.getTransactions({ size: TRANSACTIONS_PAGE_SIZE, page, startDate: filters.startDate || undefined, endDate: filters.endDate || undefined, type: filters.type || undefined }),
    [JSON.stringify(filters), page], report, 'transactions_load_failed');
  const receipt = useAction(report, 'receipt_failed');
  const list: Transaction[] = load.status === 'ready' && Array.isArray(load.data?.collection) ? load.data.collection : [];
  const total = load.status === 'ready' ? Number(load.data?.total) || 0 : 0;

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) return setRangeError(t('rangeError'));
    setRangeError(null);
    setPage(0);
    setFilters(draft);
  };
  const openReceipt = async (tx: Transaction) => {
    const blob = await receipt.run(() => client.payments.getBillingReceipt(tx.transaction_token));
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `receipt-${tx.transaction_token}.pdf`;
    a.rel = 'noopener';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <Section name="transactions" title={title} load={load} state={stateOf(load, () => list.length === 0)} onRetry={reload} toolbar={(
      <form className="filters" part="filters" noValidate onSubmit={apply} aria-label={t('filterTransactions')}>
        <Field label={t('from')} name="start-date" type="date" value={draft.startDate} onValue={(v) => setDraft((d) => ({ ...d, startDate: v }))} error={rangeError} />
        <Field label={t('to')} name="end-date" type="date" value={draft.endDate} onValue={(v) => setDraft((d) => ({ ...d, endDate: v }))} />
        <FieldBox part="field field-type">
          <label htmlFor="transaction-type">{t('type')}</label>
          <select id="transaction-type" name="type" value={draft.type} onChange={(e) => {
            const type = e.currentTarget.value;
            setDraft((d) => ({ ...d, type }));
          }}>
            {TYPES.map((o) => <option key={o.value} value={o.value}>{t(o.label)}</option>)}
          </select>
        </FieldBox>
        <button type="submit" className="secondary" part="filter-button">{t('show')}</button>
      </form>
      )}>
      <FormError text={receipt.error} />
      {list.length === 0 ? <p className="muted" part="empty">{t(filters.startDate || filters.endDate || filters.type ? 'noMatch' : 'noTransactions')}</p> : (
        <ul className="list" part="transaction-list">
          {list.map((tx) => (
            <li key={tx.transaction_token} className="row" part="transaction" data-transaction={tx.transaction_token}>
              <span className="grow">
                <strong>{String(tx.item_title ?? tx.note ?? tx.action_type ?? t('payment'))}</strong><br />
                <span className="muted">{formatDate(tx.created_at, locale)}{tx.payment_method_name ? ` · ${tx.payment_method_name}` : ''}</span>
              </span>
              <span part="amount">{formatPrice(tx.charged_amount, tx.currency_iso, locale)}</span>
              {tx.transaction_token && Number(tx.charged_amount) > 0 ? (
                <button type="button" className="secondary" part="receipt-button" disabled={receipt.busy}
                  aria-label={t('receiptFor', { title: String(tx.item_title ?? tx.transaction_token) })} onClick={() => void openReceipt(tx)}>{t('receipt')}</button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} hasNext={(page + 1) * TRANSACTIONS_PAGE_SIZE < total} onPage={setPage} label={t('transactionPages')} />
    </Section>
  );
}
