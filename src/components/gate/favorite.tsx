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

// Gates of one page share the viewer's list: the request in flight, or its answer for a few
// seconds after it arrived (gates mount as their access answers arrive, not all at once; a slow
// answer is as fresh as a quick one). Keyed by the viewer's token, so another viewer never sees
// this one's list; a toggle here forgets it.
const REUSE_MS = 3000;
let shared: { client: Client; token: string | null; answeredAt: number | null; list: Promise<Favorites> } | null = null;
const favoritesOf = async (client: Client): Promise<Favorites> => {
  const token = (await client.session.get())?.token ?? null;
  const s = shared;
  if (s && s.client === client && s.token === token && (s.answeredAt === null || Date.now() - s.answeredAt < REUSE_MS)) return s.list;
  const mine = { client, token, answeredAt: null as number | null, list: client.accounts.getFavorites() };
  shared = mine;
  mine.list.then(
    () => {
      mine.answeredAt = Date.now();
    },
    () => {
      if (shared === mine) shared = null;
    },
  );
  return mine.list;
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
      shared = null;
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
