import type { Ctx } from '../context';
import { type CallOptions, seg } from '../http';
import { multipart, writes } from '../http-write';
import { parseJSON } from '../storage';
import { assetsReading } from './reading';
import type {
  AccessCodeEntry, AccessCodeRecord, AccessCodeSession, Ack, Asset, DonationOptions,
  PurchaseHistory, SignedUrl, SiteList, SitePlan,
} from '../types';

const codeKey = (itemId: number | string) => `access_code_${itemId}`;

const isCodeRecord = (v: unknown): v is AccessCodeRecord => {
  const r = v as AccessCodeRecord | null;
  return !!r && typeof r === 'object' && typeof r.code === 'string' && typeof r.browser_fingerprint === 'string' && r.code_id != null;
};

/** The assets group: items, packages, access checks, access codes, purchases, donations. */
export function assets(c: Ctx) {
  const { get, aget } = c;

  const getAccessCode = async (itemId: number | string): Promise<AccessCodeRecord | null> => {
    const v = parseJSON(await c.storage.get(codeKey(itemId)));
    return isCodeRecord(v) ? v : null;
  };

  return {
    ...assetsReading(c),
    /** GET /items/assets/external/{type}/{externalId}?merchant_uuid. */
    getExternalAsset: (assetType: string, externalId: string, merchantUuid = c.merchantUuid, o?: CallOptions) =>
      get<Asset>(`/items/assets/external/${seg(assetType)}/${seg(externalId)}`, o, { merchant_uuid: merchantUuid }),
    /** GET /items/used-trial-period/{id}. */
    isFreeTrialUsed: (id: number | string, o?: CallOptions) => aget<boolean>(`/items/used-trial-period/${seg(id)}`, o),
    /** GET /items/packages/{id}/items. */
    getAssetsInPackage: (id: number | string, o?: CallOptions) =>
      get<{ total?: number; collection: Asset[] }>(`/items/packages/${seg(id)}/items`, o),
    /** GET /items/{id}/access/cloudfront?url. */
    getCloudfrontURL: (id: number | string, videoUrl: string, o?: CallOptions) =>
      aget<SignedUrl>(`/items/${seg(id)}/access/cloudfront`, o, { url: videoUrl }),
    /** GET /items/access/customers?status&page&size (defaults: active, page 0, size 5). */
    getPurchaseHistory: (i: { status?: string; page?: number; size?: number } = {}, o?: CallOptions) =>
      aget<PurchaseHistory>('/items/access/customers', o, { status: i.status ?? 'active', page: i.page ?? 0, size: i.size ?? 5 }),
    /**
     * POST /items/access/codes/entry (multipart `item_id, code, browser_fingerprint`); on success keeps
     * the access-code record for the item locally.
     */
    async requestCodeAccess(i: { itemId: number | string; code: string }, o?: CallOptions): Promise<AccessCodeEntry> {
      const fp = await (await import('../fingerprint')).browserFingerprint(c.storage);
      const r = await writes(c).post<AccessCodeEntry>('/items/access/codes/entry', multipart({ item_id: i.itemId, code: i.code, browser_fingerprint: fp }), o);
      const record: AccessCodeRecord = { item_id: i.itemId, code: i.code, browser_fingerprint: fp, code_id: r?.code_id ?? r?.id ?? '' };
      await c.storage.set(codeKey(i.itemId), JSON.stringify(record));
      return r;
    },
    /** The locally kept access-code record for an item, or null. */
    getAccessCode,
    /** GET /items/access/codes/{codeId}/sessions. */
    getAccessCodeSessions: (codeId: number | string, o?: CallOptions) =>
      get<AccessCodeSession[]>(`/items/access/codes/${seg(codeId)}/sessions`, o),
    /**
     * DELETE /items/access/codes/{code_id}/{browser_fingerprint} with the stored record (never a
     * recomputed fingerprint); removes the record on success. Resolves to null without a record.
     */
    async terminateSession(itemId: number | string, o?: CallOptions): Promise<Ack | null> {
      const rec = await getAccessCode(itemId);
      if (!rec) return null;
      const r = await c.http<Ack>(`/items/access/codes/${seg(rec.code_id)}/${seg(rec.browser_fingerprint)}`, { ...o, method: 'DELETE' });
      await c.storage.remove(codeKey(itemId));
      return r;
    },
    /**
     * DELETE /items/access/codes/{code_id}/{browser_fingerprint} for any device listed in the code's
     * sessions (the code id from this device's stored record for the item). When the device is this
     * one, the stored record goes too. Resolves to null without a record.
     */
    async terminateDeviceSession(itemId: number | string, fingerprint: string, o?: CallOptions): Promise<Ack | null> {
      const rec = await getAccessCode(itemId);
      if (!rec) return null;
      const r = await c.http<Ack>(`/items/access/codes/${seg(rec.code_id)}/${seg(fingerprint)}`, { ...o, method: 'DELETE' });
      if (fingerprint === rec.browser_fingerprint) await c.storage.remove(codeKey(itemId));
      return r;
    },
    /** GET /v2/items/{id}/donations. */
    getDonationOptions: (id: number | string, o?: CallOptions) => aget<DonationOptions>(`/v2/items/${seg(id)}/donations`, o),
    /** GET /v3/sites/{siteId}/entitlements: the site's plans the viewer holds. */
    getSiteEntitlements: (siteId: string, o?: CallOptions) => aget<SiteList & { plans: SitePlan[] }>(`/v3/sites/${seg(siteId)}/entitlements`, o),
    /** GET /v2/items/jw-media/token?app_config_id&media_id. */
    getSignedMediaToken: (appConfigId: string, mediaId: string, o?: CallOptions) =>
      aget<SignedUrl>('/v2/items/jw-media/token', o, { app_config_id: appConfigId, media_id: mediaId }),
  };
}

/** The assets resource group. */
export type AssetsResource = ReturnType<typeof assets>;
