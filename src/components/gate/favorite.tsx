import { useT } from '../../i18n';
import { common } from '../../i18n/common';
import { useEffect, useState } from 'react';
import { emit } from '../../internal/emit';
import { usePlatformClient } from '../ui/client';

/** Detail of `paywall-favorite`: an item was added to or removed from the viewer's favorites. */
export interface FavoriteEventDetail {
  itemId: string;
  favorite: boolean;
}

type Client = NonNullable<ReturnType<typeof usePlatformClient>>;
type Favorites = Awaited<ReturnType<Client['accounts']['getFavorites']>>;

// gates that mount together (a page with several) share the one request for the list in flight
let asking: { client: Client; list: Promise<Favorites> } | null = null;
const favoritesOf = (client: Client): Promise<Favorites> => {
  if (asking?.client === client) return asking.list;
  const list = client.accounts.getFavorites().finally(() => {
    if (asking?.list === list) asking = null;
  });
  asking = { client, list };
  return list;
};

/**
 * The gate's favorite toggle (signed in only): a pressed/unpressed button that adds the item to the
 * viewer's favorites or removes it, and announces the change as `paywall-favorite`.
 */
export function FavoriteToggle({ itemId, host, report }: { itemId: string; host: HTMLElement | null; report: (e: unknown, code?: string) => string }) {
  const client = usePlatformClient();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT(common);
  useEffect(() => {
    if (!client || !itemId) return;
    let live = true;
    setOn(null);
    // the list, not GET /favorites/{id}: that answers 404 for "not a favorite", which the browser
    // logs as a failed request on every gate a viewer opens
    favoritesOf(client).then(
      (list) => live && setOn((Array.isArray(list?.collection) ? list.collection : []).some((f) => String(f.media_id) === String(itemId))),
      () => live && setOn(null),
    );
    return () => {
      live = false;
    };
  }, [client, itemId]);
  if (!client || on === null) return null;
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (on) await client.accounts.deleteFromFavorites(itemId);
      else await client.accounts.addToFavorites(itemId);
      setOn(!on);
      emit<FavoriteEventDetail>(host, 'paywall-favorite', { itemId, favorite: !on });
    } catch (e) {
      report(e, 'favorite_failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="favorite secondary" part={`favorite${on ? ' favorite-on' : ''}`} aria-pressed={on} disabled={busy} onClick={() => void toggle()}>
      <span aria-hidden="true">{on ? '♥' : '♡'}</span> {t(on ? 'inFavorites' : 'addFavorite')}
    </button>
  );
}
