import { useState } from 'react';
import { Field } from '../../ui/field';
import { formatPrice } from '../../ui/format';
import { formatDate, FormError, Pager, Section, stateOf, useAction, useLoad, type SectionProps } from '../shared';
import type { Transaction, TransactionHistory } from '../../../client/types';

/** Transaction history page size (SPEC section 9). */
export const TRANSACTIONS_PAGE_SIZE = 10;

const TYPES = [
  { value: '', label: 'All' },
  { value: 'purchased', label: 'Purchases' },
  { value: 'subscribed', label: 'Subscriptions' },
  { value: 'donated', label: 'Donations' },
  { value: 'gift', label: 'Gifts' },
];

interface Filters {
  startDate: string;
  endDate: string;
  type: string;
}

/** Transactions: ten a page, filtered by date range and type, with the receipt where the platform has one. */
export function Transactions({ client, report, locale }: SectionProps) {
  const [filters, setFilters] = useState<Filters>({ startDate: '', endDate: '', type: '' });
  const [draft, setDraft] = useState<Filters>(filters);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [load, reload] = useLoad<TransactionHistory>(
    () => client.payments.getTransactions({ size: TRANSACTIONS_PAGE_SIZE, page, startDate: filters.startDate || undefined, endDate: filters.endDate || undefined, type: filters.type || undefined }),
    `transactions:${JSON.stringify(filters)}:${page}`, report, 'transactions_load_failed');
  const receipt = useAction(report, 'receipt_failed');
  const list: Transaction[] = load.status === 'ready' && Array.isArray(load.data?.collection) ? load.data.collection : [];
  const total = load.status === 'ready' ? Number(load.data?.total) || 0 : 0;

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) return setRangeError('The start date must be on or before the end date.');
    setRangeError(null);
    setPage(0);
    setFilters(draft);
  };
  const openReceipt = async (t: Transaction) => {
    const blob = await receipt.run(() => client.payments.getBillingReceipt(t.transaction_token));
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `receipt-${t.transaction_token}.pdf`;
    a.rel = 'noopener';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <Section name="transactions" title="Transactions" load={load} state={stateOf(load, () => list.length === 0)} onRetry={reload} toolbar={(
      <form className="filters" part="filters" noValidate onSubmit={apply} aria-label="Filter transactions">
        <Field label="From" name="start-date" type="date" value={draft.startDate} onValue={(v) => setDraft((d) => ({ ...d, startDate: v }))} error={rangeError} />
        <Field label="To" name="end-date" type="date" value={draft.endDate} onValue={(v) => setDraft((d) => ({ ...d, endDate: v }))} />
        <div className="field" part="field field-type">
          <label htmlFor="transaction-type">Type</label>
          <select id="transaction-type" name="type" value={draft.type} onChange={(e) => {
            const type = e.currentTarget.value;
            setDraft((d) => ({ ...d, type }));
          }}>
            {TYPES.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
          </select>
        </div>
        <button type="submit" className="secondary" part="filter-button">Show</button>
      </form>
      )}>
      <FormError text={receipt.error} />
      {list.length === 0 ? <p className="muted" part="empty">No transactions{filters.startDate || filters.endDate || filters.type ? ' match these filters' : ' yet'}.</p> : (
        <ul className="list" part="transaction-list">
          {list.map((t) => (
            <li key={t.transaction_token} className="row" part="transaction" data-transaction={t.transaction_token}>
              <span className="grow">
                <strong>{String(t.item_title ?? t.note ?? t.action_type ?? 'Payment')}</strong><br />
                <span className="muted">{formatDate(t.created_at, locale)}{t.payment_method_name ? ` · ${t.payment_method_name}` : ''}</span>
              </span>
              <span part="amount">{formatPrice(t.charged_amount, t.currency_iso, locale)}</span>
              {t.transaction_token && Number(t.charged_amount) > 0 ? (
                <button type="button" className="secondary" part="receipt-button" disabled={receipt.busy}
                  aria-label={`Receipt for ${String(t.item_title ?? t.transaction_token)}`} onClick={() => void openReceipt(t)}>Receipt</button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} hasNext={(page + 1) * TRANSACTIONS_PAGE_SIZE < total} onPage={setPage} label="Transaction pages" />
    </Section>
  );
}
