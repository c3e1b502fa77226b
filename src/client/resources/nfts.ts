import type { Ctx } from '../context';
import { type CallOptions, type MoneyOptions, seg } from '../http';
import { writes } from '../http-write';
import type { ExchangeRate, Marketplace, Nft, NftList, NftReservation, PaymentResult } from '../types';

/** The NFTs group: marketplace, listings, exchange rates, the viewer's NFTs, reservations. */
export function nfts(c: Ctx) {
  const { http } = c;
  return {
    /** GET /v2/nfts/marketplaces/{merchantUuid}. */
    getMerchantMarketplace: (merchantUuid = c.merchantUuid, o?: CallOptions) =>
      http<Marketplace>(`/v2/nfts/marketplaces/${seg(merchantUuid)}`, o),
    /** GET /v2/nfts/{merchantUuid}?filter&page&size (defaults page 1, size 50, filter published). */
    getMerchantNFTList: (i: { page?: number; size?: number; filter?: string } = {}, merchantUuid = c.merchantUuid, o?: CallOptions) =>
      http<NftList>(`/v2/nfts/${seg(merchantUuid)}`, { ...o, query: { filter: i.filter ?? 'published', page: i.page ?? 1, size: i.size ?? 50 } }),
    /** GET /v2/nfts/{merchantUuid}/{nftId}. */
    getMerchantNFT: (nftId: number | string, merchantUuid = c.merchantUuid, o?: CallOptions) =>
      http<Nft>(`/v2/nfts/${seg(merchantUuid)}/${seg(nftId)}`, o),
    /** GET /v2/nfts/exchange-rate/{fiat}[?invert=true]. */
    getExchangeRates: (fiat: string, invert = false, o?: CallOptions) =>
      http<ExchangeRate>(`/v2/nfts/exchange-rate/${seg(fiat)}`, { ...o, query: invert ? { invert: true } : undefined }),
    /** GET /v2/nfts?page&size (defaults page 1, size 50): the viewer's NFTs. */
    getUserBoughtNFTs: (i: { page?: number; size?: number } = {}, o?: CallOptions) =>
      http<NftList>('/v2/nfts', { ...o, auth: true, query: { page: i.page ?? 1, size: i.size ?? 50 } }),
    /** POST /v2/nfts/{merchantUuid}/{nftId}/reserve, with the bearer token in the header (not the body). */
    makeReservation: (nftId: number | string, o?: MoneyOptions, merchantUuid = c.merchantUuid) =>
      // the write code comes with this group, so the first reservation waits for no other file
      writes(c).pay<NftReservation & PaymentResult>(`/v2/nfts/${seg(merchantUuid)}/${seg(nftId)}/reserve`, undefined, o),
  };
}

/** The NFTs resource group. */
export type NftsResource = ReturnType<typeof nfts>;
