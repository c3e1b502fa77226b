/**
 * What `<paywall-gate>` needs from the platform, as small functions over the page's one client.
 */
import { getClient } from '../../stores/client';
import type { AccessCodeRecord, AccessCodeSession, AccessFee, Asset } from '../../client/types';
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

/** The stored access-code record of this browser for the item, if any. */
export async function storedCode(itemId: string): Promise<AccessCodeRecord | null> {
  return getClient().assets.getAccessCode(itemId);
}

/** Enters an access code (also used to re-check a stored one); resolves to the content, if sent. */
export async function enterCode(itemId: string, code: string): Promise<{ content: string }> {
  const r = await getClient().assets.requestCodeAccess({ itemId, code: code.trim() });
  const item = (r as { item?: { content?: unknown } }).item;
  return { content: item && typeof item.content === 'string' ? item.content : '' };
}

/** Forgets a stored code record that the platform no longer accepts. */
export async function forgetCode(itemId: string): Promise<void> {
  const client = getClient();
  const rec = await client.assets.getAccessCode(itemId);
  if (rec) {
    try {
      await client.assets.terminateSession(itemId);
    } catch {
      // the session may be gone already; the record is what matters here
    }
  }
}

/** The browser sessions using the stored code, with this browser's marked. */
export async function codeSessions(itemId: string): Promise<Array<AccessCodeSession & { current: boolean }>> {
  const client = getClient();
  const rec = await client.assets.getAccessCode(itemId);
  if (!rec) return [];
  const list = await client.assets.getAccessCodeSessions(rec.code_id);
  return (Array.isArray(list) ? list : []).map((s) => ({ ...s, current: s.browser_fingerprint === rec.browser_fingerprint }));
}

/** Ends this browser's session of the item's access code (and forgets the record). */
export async function endCodeSession(itemId: string): Promise<void> {
  await getClient().assets.terminateSession(itemId);
}
