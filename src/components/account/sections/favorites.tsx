import { useEffect } from 'react';
import { FormError, Notice, Section, stateOf, useAction, type SectionProps } from '../shared';
import { loaded, useLoad } from '../../ui/load';
import { ItemLink, itemSummaries, itemTitle, type ItemSummary } from '../items';
import { useT } from '../../../i18n';
import { accountLibrary } from '../../../i18n/account-library';

/** Favorites: the viewer's favorite items with thumbnails and links, each removable. */
export function Favorites({ client, report, title }: SectionProps) {
  const t = useT(accountLibrary);
  const [load, reload, set] = useLoad<ItemSummary[]>(async () => {
    const r = await client.accounts.getFavorites();
    const ids = (Array.isArray(r?.collection) ? r.collection : []).map((f) => String(f.media_id));
    return itemSummaries(client, ids);
  }, [], report, 'favorites_load_failed');
  const action = useAction(report, 'favorite_failed');
  // a gate on the page added or removed one
  useEffect(() => {
    document.addEventListener('paywall-favorite', reload);
    return () => document.removeEventListener('paywall-favorite', reload);
  }, [reload]);
  const remove = async (item: ItemSummary) => {
    if (await action.run(() => client.accounts.deleteFromFavorites(item.id), t('favoriteRemoved', { title: itemTitle(item, t) }))) {
      set(loaded((list) => list.filter((x) => x.id !== item.id)));
    }
  };
  return (
    <Section name="favorites" title={title} load={load} state={stateOf(load, (d) => d.length === 0)} onRetry={reload}>
      <Notice text={action.notice} />
      <FormError text={action.error} />
      {load.status === 'ready' && load.data.length === 0 ? (
        <p className="muted" part="empty">{t('favoritesEmpty')}</p>
      ) : null}
      {load.status === 'ready' && load.data.length ? (
        <ul className="list" part="favorite-list">
          {load.data.map((item) => (
            <li key={item.id} className="row" part="favorite-item" data-item-id={item.id}>
              <ItemLink item={item} t={t} />
              <button type="button" className="secondary" part="remove-button" aria-label={t('removeFavorite', { title: itemTitle(item, t) })} disabled={action.busy}
                onClick={() => void remove(item)}>{t('remove')}</button>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
