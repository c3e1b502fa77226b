import { useState } from 'react';
import { FormError, Notice, Section, stateOf, useAction, useLoad, type SectionProps } from '../shared';
import { ItemLink, itemSummaries, type ItemSummary } from '../items';

/** The platform's watch-history filters. */
const FILTERS = [
  { value: 'currently_watching', label: 'Continue watching' },
  { value: 'watched', label: 'Watched' },
] as const;

interface Entry extends ItemSummary {
  progress: number;
}

interface Page {
  entries: Entry[];
  cursor: string;
}

/** Watch history: continue-watching / watched, cursor paging (Show more), progress bars, remove one. */
export function History({ client, report }: SectionProps) {
  const [filter, setFilter] = useState<string>('currently_watching');
  const fetchPage = async (cursor?: string): Promise<Page> => {
    const r = await client.accounts.getWatchHistory({ filter, cursor });
    const list = Array.isArray(r?.collection) ? r.collection : [];
    const items = await itemSummaries(client, list.map((h) => String(h.media_id)));
    return { entries: items.map((it, i) => ({ ...it, progress: Number(list[i].progress) || 0 })), cursor: typeof r?.cursor === 'string' ? r.cursor : '' };
  };
  const [load, reload, set] = useLoad<Page>(() => fetchPage(), `history:${filter}`, report, 'history_load_failed');
  const more = useAction(report, 'history_load_failed');
  const action = useAction(report, 'history_remove_failed');
  const remove = async (e: Entry) => {
    if (await action.run(() => client.accounts.deleteWatchHistoryForItem(e.id), `${e.title} was removed from your history.`)) {
      set((p) => ({ ...p, entries: p.entries.filter((x) => x.id !== e.id) }));
    }
  };
  const showMore = async (cursor: string) => {
    const next = await more.run(() => fetchPage(cursor));
    if (next) set((p) => ({ entries: [...p.entries, ...next.entries.filter((n) => !p.entries.some((x) => x.id === n.id))], cursor: next.cursor }));
  };
  return (
    <Section name="history" title="Watch history" load={load} state={stateOf(load, (d) => d.entries.length === 0)} onRetry={reload} toolbar={(
      <div role="radiogroup" aria-label="Show" className="filters" part="filters">
        {FILTERS.map((f) => (
          <label key={f.value} part="filter">
            <input type="radio" name="history-filter" value={f.value} checked={filter === f.value} onChange={() => setFilter(f.value)} /> {f.label}
          </label>
        ))}
      </div>
      )}>
      <Notice text={action.notice} />
      <FormError text={action.error ?? more.error} />
      {load.status === 'ready' && load.data.entries.length === 0 ? (
        <p className="muted" part="empty">{filter === 'watched' ? 'Nothing watched to the end yet.' : 'Nothing in progress. Videos you start show up here.'}</p>
      ) : null}
      {load.status === 'ready' && load.data.entries.length ? (
        <ul className="list" part="history-list">
          {load.data.entries.map((e) => (
            <li key={e.id} className="row" part="history-item" data-item-id={e.id}>
              <ItemLink item={e} />
              <progress part="progress" max={1} value={e.progress} aria-label={`${e.title}: ${Math.round(e.progress * 100)}% watched`} />
              <button type="button" className="secondary" part="remove-button" aria-label={`Remove ${e.title} from history`} disabled={action.busy}
                onClick={() => void remove(e)}>Remove</button>
            </li>
          ))}
        </ul>
      ) : null}
      {load.status === 'ready' && load.data.cursor ? (
        <div className="actions">
          <button type="button" className="secondary" part="more-button" disabled={more.busy} onClick={() => void showMore(load.data.cursor)}>
            {more.busy ? 'Loading…' : 'Show more'}
          </button>
        </div>
      ) : null}
    </Section>
  );
}
