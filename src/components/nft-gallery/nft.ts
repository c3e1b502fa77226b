/**
 * Pure helpers of `<paywall-nft-gallery>`: which image addresses are shown, the fragment a detail
 * view is linked by, prices in the viewer's currency, and what the platform's answers hold.
 */
import type { Nft } from '../../client/types';
import type { NftT } from '../../i18n/nft';

/** NFTs a page of the gallery holds (SPEC section 9: NFT list page 1, size 50; user NFTs the same). */
export const NFT_PAGE_SIZE = 50;

/** The fragment prefix of a detail view: `#nft-70012` opens NFT 70012. */
export const NFT_FRAGMENT_PREFIX = 'nft-';

export { safeImageUrl } from '../../site/urls';

/** The NFT id a location fragment names (`#nft-70012` → "70012"), or null. */
export function nftIdFromHash(hash: string): string | null {
  const m = new RegExp(`^#?${NFT_FRAGMENT_PREFIX}(\\d{1,18})$`).exec(hash);
  return m ? m[1] : null;
}

/** The fragment linking to an NFT's detail view. */
export const nftHash = (id: number | string): string => `#${NFT_FRAGMENT_PREFIX}${id}`;

/**
 * Reads the fiat-per-coin rate out of an exchange-rate answer asked with `invert=true`: the shape
 * the platform SDK declares, `{asset_id_base: fiat, rates: [{asset_id_quote: coin, rate}]}`.
 * Null when the coin is absent or the rate is not a positive number.
 */
export function fiatPerCoin(answer: unknown, coin = 'ETH'): number | null {
  if (!answer || typeof answer !== 'object') return null;
  const rates = (answer as { rates?: unknown }).rates;
  const hit = Array.isArray(rates) ? rates.find((r) => r && typeof r === 'object' && String((r as { asset_id_quote?: unknown }).asset_id_quote).toUpperCase() === coin.toUpperCase()) : null;
  const value = Number((hit as { rate?: unknown } | null)?.rate);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * An NFT's price in the viewer's fiat currency: its own price when it is already in that currency,
 * else its crypto price times the fiat-per-coin rate. Null when that cannot be worked out.
 */
export function priceIn(nft: Nft, fiat: string, rate: number | null): number | null {
  if (typeof nft.price === 'number' && (nft.currency ?? '').toUpperCase() === fiat.toUpperCase()) return nft.price;
  const crypto = typeof nft.crypto_price === 'number' ? nft.crypto_price : Number.NaN;
  if (!rate || !Number.isFinite(crypto)) return null;
  return Math.round(crypto * rate * 100) / 100;
}

/** What the gallery knows of an NFT's availability, when the platform says. */
export function availability(nft: Nft): { available: number; supply?: number } | null {
  const available = typeof nft.available === 'number' ? nft.available : null;
  if (available === null) return null;
  return { available: Math.max(0, available), supply: typeof nft.supply === 'number' ? nft.supply : undefined };
}

/** One of the viewer's NFTs: the platform lists reservations (`{ nft, status, expires_at }`) or NFTs. */
export interface OwnedNft {
  nft: Nft;
  status: string;
  /** Unix seconds. */
  expiresAt?: number;
  key: string;
}

/** The viewer's NFTs out of a GET /v2/nfts page. */
export function ownedFrom(collection: unknown[]): OwnedNft[] {
  const out: OwnedNft[] = [];
  collection.forEach((raw, i) => {
    if (!raw || typeof raw !== 'object') return;
    const r = raw as Record<string, unknown>;
    const nft = (r.nft && typeof r.nft === 'object' ? r.nft : r) as Nft;
    if (nft.id === undefined || nft.id === null) return;
    out.push({
      nft,
      status: typeof r.status === 'string' ? r.status : 'owned',
      expiresAt: typeof r.expires_at === 'number' ? r.expires_at : undefined,
      key: typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : `${nft.id}-${i}`,
    });
  });
  return out;
}

/** The number of pages a list of `total` items takes. */
export const pageCount = (total: number | undefined, size: number): number => Math.max(1, Math.ceil((total ?? 0) / size));

/** "Reserved for you until 14:05." (today) or with the date otherwise, in `t`'s language and locale. */
export function reservedUntil(expiresAt: number | undefined, t: NftT): string {
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return t('reservedForYou');
  const date = new Date(expiresAt * 1000);
  const today = date.toDateString() === new Date().toDateString();
  try {
    const when = new Intl.DateTimeFormat(t.locale, today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    return t('reservedUntil', { time: when });
  } catch {
    return t('reservedUntil', { time: date.toISOString() });
  }
}
