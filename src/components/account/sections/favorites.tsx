import { useEffect } from 'react';
import { FormError, Notice, Section, stateOf, useAction, useLoad, type SectionProps } from '../shared';
import { ItemLink, itemSummaries, type ItemSummary } from '../items';

/** Favorites: the viewer's favorite items with thumbnails and links, each removable. */
export function Favorites({ client, report }: SectionProps) {
  const [load, reload, set] = useLoad<ItemSummary[]>(async () => {
    const r = await client.accounts.getFavorites();
    const ids = (Array.isArray(r?.collection) ? r.collection : []).map((f) => String(f.media_id));
    return itemSummaries(client, ids);
  }, 'favorites', report, 'favorites_load_failed');
  const action = useAction(report, 'favorite_failed');
  // a gate on the page added or removed one
  useEffect(() => {
    document.addEventListener('paywall-favorite', reload);
    return () => document.removeEventListener('paywall-favorite', reload);
  }, [reload]);
  const remove = async (item: ItemSummary) => {
    if (await action.run(() => client.accounts.deleteFromFavorites(item.id), `${item.title} was removed from your favorites.`)) {
      set((list) => list.filter((x) => x.id !== item.id));
    }
  };
  return (
    <Section name="favorites" title="Favorites" load={load} state={stateOf(load, (d) => d.length === 0)} onRetry={reload}>
      <Notice text={action.notice} />
      <FormError text={action.error} />
      {load.status === 'ready' && load.data.length === 0 ? (
        <p className="muted" part="empty">Nothing here yet. Use “Add to favorites” on any video to keep it here.</p>
      ) : null}
      {load.status === 'ready' && load.data.length ? (
        <ul className="list" part="favorite-list">
          {load.data.map((item) => (
            <li key={item.id} className="row" part="favorite-item" data-item-id={item.id}>
              <ItemLink item={item} />
              <button type="button" className="secondary" part="remove-button" aria-label={`Remove ${item.title} from favorites`} disabled={action.busy}
                onClick={() => void remove(item)}>Remove</button>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
