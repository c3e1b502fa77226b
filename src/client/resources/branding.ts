import type { Ctx } from '../context';
import { type CallOptions, seg } from '../http';
import type { Branding } from '../types';

/** The branding group. */
export function branding(c: Ctx) {
  return {
    /** GET /branding/paywall/{merchantUuid}/{brandingId}; the id defaults to the client's, else `default`. */
    getBranding: (brandingId?: string, merchantUuid = c.merchantUuid, o?: CallOptions) =>
      c.http<Branding>(`/branding/paywall/${seg(merchantUuid)}/${seg(brandingId || c.brandingId || 'default')}`, o),
  };
}

/** The branding resource group. */
export type BrandingResource = ReturnType<typeof branding>;
