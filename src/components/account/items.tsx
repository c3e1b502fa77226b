import { useStore } from '@nanostores/react';
import type { PaywallClient } from '../../client/client';
import type { Asset } from '../../client/types';
import { safeImageUrl } from '../../site/urls';
import { urlFor } from '../../site/routes';
import { $config } from '../../stores/config';
import type { AccountLibraryT } from '../../i18n/account-library';

/** What a list row shows of an item. */
export interface ItemSummary {
  id: string;
  /** The item's title; '' when the platform has none (shown as "Item {id}", see `itemTitle`). */
  title: string;
  /** The thumbnail's absolute http(s) address, or null. */
  thumbnail: string | null;
}

/** Title and thumbnail of an item from its details; an item that cannot be loaded still gets a row. */
export async function itemSummary(client: PaywallClient, id: string): Promise<ItemSummary> {
  try {
    const a: Asset = await client.assets.getAsset(id);
    const meta = (a.metahash ?? {}) as Record<string, unknown>;
    const thumb = meta.thumbnail ?? meta.paywall_cover_photo;
    return { id, title: typeof a.title === 'string' ? a.title : '', thumbnail: safeImageUrl(thumb, client.config.apiBase) };
  } catch {
    return { id, title: '', thumbnail: null };
  }
}

/** The summaries of several items, in order (one request per item, all at once). */
export const itemSummaries = (client: PaywallClient, ids: readonly string[]) => Promise.all(ids.map((id) => itemSummary(client, id)));

/** An item's title, or "Item {id}" in `t`'s language when it has none. */
export const itemTitle = (item: ItemSummary, t: AccountLibraryT): string => item.title || t('item', { id: item.id });

/** An item's thumbnail and title, linking to its page through the `content` route template. */
export function ItemLink({ item, t }: { item: ItemSummary; t: AccountLibraryT }) {
  const routes = useStore($config).routes;
  const href = urlFor('content', { contentId: item.id }, routes);
  return (
    <a href={href} part="item-link" className="item-link grow">
      {item.thumbnail ? <img className="thumb" part="thumbnail" src={item.thumbnail} alt="" loading="lazy" /> : null}
      <span part="item-title">{itemTitle(item, t)}</span>
    </a>
  );
}
