/**
 * What `<paywall-gate>` needs from the platform, as small functions over the page's one client.
 */
import { getClient } from '../../stores/client';
import type { AccessFee, Asset } from '../../client/types';
import { loadAsset } from '../../stores/items';

/** The preview of a locked item, taken from the item's metadata. */
export interface ItemPreview {
  id: number | string;
  title: string;
  description: string;
  /** Absolute http(s) address, or '' when none is safe. */
  image: string;
  /** 'paid', 'free' or 'code' (access codes). */
  access: 'paid' | 'free' | 'code';
  /** The content, when the platform sends it without a purchase (free items). */
  content: string;
}

/** The item with what the gate shows around it. */
export interface GateItem {
  preview: ItemPreview;
  fees: AccessFee[];
}

function meta(asset: Asset, name: string): string {
  const hash = (asset as { metahash?: Record<string, unknown> }).metahash;
  if (hash && typeof hash[name] === 'string') return hash[name] as string;
  const list = Array.isArray(asset.metadata) ? asset.metadata : [];
  const found = list.find((m) => m && m.name === name);
  return typeof found?.value === 'string' ? found.value : '';
}

function accessKind(asset: Asset): ItemPreview['access'] {
  const name = String((asset as { access_control_type?: { name?: unknown } }).access_control_type?.name ?? '').toLowerCase();
  return name === 'free' ? 'free' : name === 'code' ? 'code' : 'paid';
}

/** Loads the item (anonymous) and its access fees. */
export async function loadItem(itemId: string, safe: (u: unknown, base?: string) => string | null): Promise<GateItem> {
  const client = getClient();
  const asset = await loadAsset(itemId);
  let fees: AccessFee[] = Array.isArray(asset.access_fees) ? asset.access_fees : [];
  if (!fees.length && accessKind(asset) === 'paid') {
    const list = await client.assets.getAssetAccessFees(itemId);
    fees = Array.isArray(list) ? list : [];
  }
  return gateItemFromAsset(asset, fees, safe, client.config.apiBase);
}

/**
 * The gate's view of an item from the platform's asset answer and its access fees (gift fees left
 * out); images pass `safe` (relative to `base`). Also what a server render builds the locked gate from.
 */
export function gateItemFromAsset(asset: Asset, fees: AccessFee[], safe: (u: unknown, base?: string) => string | null, base?: string, itemId: string = String(asset.id ?? '')): GateItem {
  return {
    preview: {
      id: asset.id ?? itemId,
      title: meta(asset, 'preview_title') || String(asset.title ?? ''),
      description: meta(asset, 'preview_description'),
      image: safe(meta(asset, 'paywall_cover_photo') || meta(asset, 'thumbnail'), base) ?? '',
      access: accessKind(asset),
      content: typeof asset.content === 'string' ? asset.content : '',
    },
    fees: fees.filter((f) => f && f.id != null && !(f as { is_gift?: unknown }).is_gift),
  };
}

export { accessMark, checkAccess, type AccessCheck, type AccessQuestion } from '../../stores/access';
