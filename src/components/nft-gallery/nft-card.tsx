import type { Nft } from '../../client/types';
import { formatPrice } from '../ui/format';
import { availability, nftHash, priceIn, safeImageUrl } from './nft';
import { useT } from '../../i18n';
import { nft as messages } from '../../i18n/nft';

/** What every NFT view needs to show prices and images. */
export interface PriceContext {
  /** The viewer's fiat currency, e.g. "EUR". */
  fiat: string;
  /** Fiat per coin (GET /v2/nfts/exchange-rate/{fiat}?invert=true), null while unknown. */
  rate: number | null;
  locale: string;
}

/**
 * An NFT's image in a box of fixed aspect ratio (no layout shift while it loads), lazy-loaded; a
 * plain placeholder where the platform's address does not pass the image rule (`safeImageUrl`).
 */
export function NftImage({ src, size = 400, eager = false }: { src: unknown; size?: number; eager?: boolean }) {
  const url = safeImageUrl(src);
  return (
    <div className="nft-media" part="image-box">
      {url ? (
        <img part="image" src={url} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" referrerPolicy="no-referrer" />
      ) : (
        <span part="image-placeholder" className="nft-placeholder" aria-hidden="true">◆</span>
      )}
    </div>
  );
}

/** The NFT's price in its own currency, and about how much that is in the viewer's currency. */
export function NftPrice({ nft, ctx }: { nft: Nft; ctx: PriceContext }) {
  const t = useT(messages);
  const own = typeof nft.price === 'number' ? formatPrice(nft.price, nft.currency, ctx.locale) : '';
  const same = (nft.currency ?? '').toUpperCase() === ctx.fiat.toUpperCase();
  const fiat = same ? null : priceIn(nft, ctx.fiat, ctx.rate);
  return (
    <p className="nft-price" part="price">
      {own ? <span part="price-own">{own}</span> : null}
      {fiat !== null ? (
        <span part="price-fiat" className="muted">
          {' '}<span aria-hidden="true">≈ </span><span className="visually-hidden">{t('about')} </span>{formatPrice(fiat, ctx.fiat, ctx.locale)}
        </span>
      ) : null}
    </p>
  );
}

/** "3 of 5 available", "None available right now", or nothing when the platform does not say. */
export function NftAvailability({ nft }: { nft: Nft }) {
  const t = useT(messages);
  const a = availability(nft);
  if (!a) return null;
  return (
    <p part={a.available ? 'availability' : 'availability availability-none'} className="muted nft-availability">
      {a.available ? (a.supply ? t('availableOf', { count: a.available, supply: a.supply }) : t('available', { count: a.available })) : t('noneAvailable')}
    </p>
  );
}

/** One NFT in the list: a link to its detail view (`#nft-{id}`), with image, name and price. */
export function NftCard({ nft, ctx }: { nft: Nft; ctx: PriceContext }) {
  return (
    <li part="card" className="nft-card" data-nft-id={String(nft.id)}>
      <a part="card-link" className="nft-link" href={nftHash(nft.id)}>
        <NftImage src={nft.thumbnail ?? nft.image} />
        <span part="name" className="nft-name">{nft.title}</span>
      </a>
      <NftPrice nft={nft} ctx={ctx} />
      <NftAvailability nft={nft} />
    </li>
  );
}
