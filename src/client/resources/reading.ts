/**
 * The calls an element makes to show itself (an item, its prices, the viewer's access, the
 * account, the favourites a gate's toggle shows) and sign-out (which must take the token away at once): they come with the client. The rest of the `accounts` and `assets` groups (sign
 * in and out, profiles, favourites, access codes, purchases) loads with its first call.
 */
import type { Ctx } from '../context';
import { type CallOptions, seg } from '../http';
import type { PaywallError } from '../errors';
import type { AccessFee, Account, Ack, Asset, CursorList, Favorite, ItemAccess } from '../types';

/** The part of the accounts group an element reads to show itself, and sign-out. */
export function accountsReading(c: Ctx) {
  return {
    /** GET /accounts: the signed-in account. */
    getAccount: (o?: CallOptions) => c.aget<Account>('/accounts', o),
    /** GET /v2/accounts/media/favorites. */
    getFavorites: (o?: CallOptions) => c.aget<CursorList<Favorite>>('/v2/accounts/media/favorites', o),
    // here at once, so that the token is gone before any request an element starts after the call
    /**
     * Signs out: removes the token (and so the notification credentials) first, so no request made
     * after sign-out starts carries it, then sends GET /accounts/logout with the token it had.
     */
    async signOut(o?: CallOptions): Promise<Ack | null> {
      const rec = await c.session.release();
      if (!rec) return null;
      try {
        return await c.http<Ack>('/accounts/logout', { ...o, headers: { authorization: `Bearer ${rec.token}` } });
      } catch (e) {
        // an expired or already ended token: the platform has nothing left to end
        if ((e as PaywallError).status === 401) return null;
        throw e;
      }
    },
  };
}

/** The part of the assets group an element reads to show itself. */
export function assetsReading(c: Ctx) {
  return {
    /** GET /items/{merchantUuid}/{id}. */
    getAsset: (id: number | string, merchantUuid = c.merchantUuid, o?: CallOptions) =>
      c.get<Asset>(`/items/${seg(merchantUuid)}/${seg(id)}`, o),
    /** GET /items/{id}/access: resolves when the viewer has access (the platform answers 4xx otherwise). */
    checkAccessForAsset: (id: number | string, o?: CallOptions) => c.aget<ItemAccess>(`/items/${seg(id)}/access`, o),
    /** GET /items/packages/{id}. */
    getPackage: (id: number | string, o?: CallOptions) => c.get<Asset>(`/items/packages/${seg(id)}`, o),
    /** GET /v2/items/{id}/access-fees. */
    getAssetAccessFees: (id: number | string, o?: CallOptions) => c.get<AccessFee[]>(`/v2/items/${seg(id)}/access-fees`, o),
  };
}
