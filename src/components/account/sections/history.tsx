import { useState } from 'react';
import { FormError, Notice, Section, stateOf, useAction, type SectionProps } from '../shared';
import { loaded, useLoad } from '../../ui/load';
import { ItemLink, itemSummaries, itemTitle, type ItemSummary } from '../items';
import { useT } from '../../../i18n';
import { accountLibrary } from '../../../i18n/account-library';

/** The platform's watch-history filters. */
const FILTERS = [
  { value: 'currently_watching', label: 'continueWatching' },
  { value: 'watched', label: 'watched' },
] as const;

interface Entry extends ItemSummary {
  progress: number;
}

interface Page {
  entries: Entry[];
  cursor: string;
}

/** Watch history: continue-watching / watched, cursor paging (Show more), progress bars, remove one. */
export function History({ client, report, title }: SectionProps) {
  const t = useT(accountLibrary);
  const [filter, setFilter] = useState<string>('currently_watching');
  const fetchPage = async (cursor?: string): Promise<Page> => {
    const r = await client.accounts.getWatchHistory({ filter, cursor });
    const list = Array.isArray(r?.collection) ? r.collection : [];
    const items = await itemSummaries(client, list.map((h) => String(h.media_id)));
    return { entries: items.map((it, i) => ({ ...it, progress: Number(list[i].progress) || 0 })), cursor: typeof r?.cursor === 'string' ? r.cursor : '' };
  };
  const [load, reload, set] = useLoad<Page>(() => fetchPage(), [filter], report, 'history_load_failed');
  const more = useAction(report, 'history_load_failed');
  const action = useAction(report, 'history_remove_failed');
  const remove = async (e: Entry) => {
    if (await action.run(() => client.accounts.deleteWatchHistoryForItem(e.id), t('historyRemoved', { title: itemTitle(e, t) }))) {
      set(loaded((p) => ({ ...p, entries: p.entries.filter((x) => x.id !== e.id) })));
    }
  };
  const showMore = async (cursor: string) => {
    const next = await more.run(() => fetchPage(cursor));
    if (next) set(loaded((p) => ({ entries: [...p.entries, ...next.entries.filter((n) => !p.entries.some((x) => x.id === n.id))], cursor: next.cursor })));
  };
  return (
    <Section name="history" title={title} load={load} state={stateOf(load, (d) => d.entries.length === 0)} onRetry={reload} toolbar={(
      <div role="radiogroup" aria-label={t('show')} className="filters" part="filters">
        {FILTERS.map((f) => (
          <label key={f.value} part="filter">
            <input type="radio" name="history-filter" value={f.value} checked={filter === f.value} onChange={() => setFilter(f.value)} /> {t(f.label)}
          </label>
        ))}
      </div>
      )}>
      <Notice text={action.notice} />
      <FormError text={action.error ?? more.error} />
      {load.status === 'ready' && load.data.entries.length === 0 ? (
        <p className="muted" part="empty">{t(filter === 'watched' ? 'watchedEmpty' : 'progressEmpty')}</p>
      ) : null}
      {load.status === 'ready' && load.data.entries.length ? (
        <ul className="list" part="history-list">
          {load.data.entries.map((e) => (
            <li key={e.id} className="row" part="history-item" data-item-id={e.id}>
              <ItemLink item={e} t={t} />
              <progress part="progress" max={1} value={e.progress} aria-label={t('progress', { title: itemTitle(e, t), percent: Math.round(e.progress * 100) })} />
              <button type="button" className="secondary" part="remove-button" aria-label={t('removeHistory', { title: itemTitle(e, t) })} disabled={action.busy}
                onClick={() => void remove(e)}>{t('remove')}</button>
            </li>
          ))}
        </ul>
      ) : null}
      {load.status === 'ready' && load.data.cursor ? (
        <div className="actions">
          <button type="button" className="secondary" part="more-button" disabled={more.busy} onClick={() => void showMore(load.data.cursor)}>
            {t(more.busy ? 'loading' : 'showMore')}
          </button>
        </div>
      ) : null}
    </Section>
  );
}
