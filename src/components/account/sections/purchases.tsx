import { useState } from 'react';
import { formatDate, Pager, Section, stateOf, type SectionProps } from '../shared';
import { useLoad } from '../../ui/load';
import { ItemLink } from '../items';
import { useT } from '../../../i18n';
import { accountLibrary } from '../../../i18n/account-library';
import { safeImageUrl } from '../../../site/urls';
import type { ItemAccess, PurchaseHistory } from '../../../client/types';

/** Purchase history page size (SPEC section 9). */
export const PURCHASES_PAGE_SIZE = 5;

const NO_END = 4102444800; // the platform's "never expires"

/** The app stores whose receipts the platform validates, by the names it uses. */
const APP_STORES: Record<string, string> = { amazon: 'Amazon Appstore', apple: 'App Store', 'google-play': 'Google Play', roku: 'Roku Channel Store' };

/** The app store an access came from (`payment_tool`, else an `<store> in-app` method), or null. */
export function appStoreOf(a: ItemAccess): string | null {
  const key = [a.payment_tool, /^([\w-]+) in-app$/.exec(String(a.payment_method ?? ''))?.[1]].find((k) => typeof k === 'string' && k in APP_STORES);
  return key ? APP_STORES[key] : null;
}

/** Purchases: the viewer's active or ended accesses, five a page, each linking to its content. */
export function Purchases({ client, report, locale, title }: SectionProps) {
  const t = useT(accountLibrary);
  const [status, setStatus] = useState<'active' | 'inactive'>('active');
  const [page, setPage] = useState(0);
  const [load, reload] = useLoad<PurchaseHistory>(() => client.assets.getPurchaseHistory({ status, page, size: PURCHASES_PAGE_SIZE }),
    [status, page], report, 'purchases_load_failed');
  const list: ItemAccess[] = load.status === 'ready' && Array.isArray(load.data?.collection) ? load.data.collection : [];
  const total = load.status === 'ready' ? Number(load.data?.total) || 0 : 0;
  return (
    <Section name="purchases" title={title} load={load} state={stateOf(load, () => list.length === 0)} onRetry={reload} toolbar={(
      <div role="radiogroup" aria-label={t('show')} className="filters" part="filters">
        {(['active', 'inactive'] as const).map((s) => (
          <label key={s} part="filter">
            <input type="radio" name="purchase-status" value={s} checked={status === s} onChange={() => { setStatus(s); setPage(0); }} />
            {' '}{t(s === 'active' ? 'active' : 'ended')}
          </label>
        ))}
      </div>
      )}>
      {list.length === 0 ? <p className="muted" part="empty">{t(status === 'active' ? 'activeEmpty' : 'endedEmpty')}</p> : (
        <ul className="list" part="purchase-list">
          {list.map((a) => {
            const meta = ((a.item as { metahash?: Record<string, unknown> } | undefined)?.metahash ?? {}) as Record<string, unknown>;
            const item = {
              id: String(a.item_id),
              title: String(a.item_title ?? a.item?.title ?? ''),
              thumbnail: safeImageUrl(meta.thumbnail ?? meta.paywall_cover_photo, client.config.apiBase),
            };
            const until = Number(a.expires_at);
            const store = appStoreOf(a);
            return (
              <li key={`${a.id ?? a.item_id}`} className="row" part="purchase" data-item-id={item.id}>
                <ItemLink item={item} t={t} />
                <span className="muted" part="purchase-term">
                  {typeof a.purchased_access_fee_description === 'string' ? <>{a.purchased_access_fee_description}<br /></> : null}
                  {!until || until >= NO_END ? t('noEnd') : t(status === 'active' ? 'until' : 'endedOn', { date: formatDate(until, locale) })}
                </span>
                {/* bought in a native app: managed (renewed, refunded) there, not here */}
                {store ? <span className="muted" part="purchase-store">{t('boughtThrough', { store })}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} hasNext={(page + 1) * PURCHASES_PAGE_SIZE < total} onPage={setPage} label={t('purchasePages')} />
    </Section>
  );
}
