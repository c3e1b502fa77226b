import { getClient } from '../../stores/client';
import type { AccessFee, Asset } from '../../client/types';
import { loadAsset, loadPackage } from '../../stores/items';

/** What the pricing cards are built from. */
export interface PricingData {
  /** The item or package id the fees belong to (what checkout is opened for). */
  id: string;
  title: string;
  fees: AccessFee[];
}

const usable = (list: unknown): AccessFee[] =>
  (Array.isArray(list) ? (list as AccessFee[]) : []).filter((f) => f && f.id != null && !(f as { is_gift?: unknown }).is_gift);

/** Loads an item's or a package's access fees (anonymous calls). */
export async function loadPricing(target: { itemId?: string; packageId?: string }): Promise<PricingData> {
  const client = getClient();
  const id = (target.packageId || target.itemId || '').trim();
  const asset: Asset = target.packageId ? await loadPackage(id) : await loadAsset(id);
  let fees = usable(asset.access_fees);
  if (!fees.length) fees = usable(await client.assets.getAssetAccessFees(id));
  return { id: String(asset.id ?? id), title: String(asset.title ?? ''), fees };
}
