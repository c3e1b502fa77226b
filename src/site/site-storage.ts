/**
 * The site's own local-storage record (SPEC section 3): the provider token, its expiry, the
 * provider uuid, and the time of the last failed subscription attempt. Storage that is missing,
 * blocked, full or corrupt never throws; a bad record reads as empty (RELIABILITY C1).
 */
import { webStorage, type WebStorage } from '../client/storage';

export type { WebStorage };

/** The storage key of the site record. */
export const SITE_STORAGE_KEY = 'paywall-elements.site';

/** What the site keeps in local storage. */
export interface SiteRecord {
  /** Token returned by `GET /users/token`. */
  providerToken?: string;
  /** Its expiry in Unix seconds. */
  providerExpires?: number;
  /** The uuid the token belongs to (`inplayer_uuid`). */
  providerUuid?: string;
  /** Wall-clock time (ms) of the last failed subscription attempt. */
  lastAttemptAt?: number;
}

/** The page's localStorage when it can be used, else null (never throws). */
export const browserStorage = (): WebStorage | null => webStorage('local');

/** Reads the record; anything unreadable or malformed gives `{}`. */
export function readSiteRecord(storage: WebStorage | null = browserStorage()): SiteRecord {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SITE_STORAGE_KEY) ?? null;
  } catch {
    return {};
  }
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new TypeError('not an object');
    const v = value as Record<string, unknown>;
    const out: SiteRecord = {};
    if (typeof v.providerToken === 'string') out.providerToken = v.providerToken;
    if (typeof v.providerExpires === 'number' && Number.isFinite(v.providerExpires)) out.providerExpires = v.providerExpires;
    if (typeof v.providerUuid === 'string') out.providerUuid = v.providerUuid;
    if (typeof v.lastAttemptAt === 'number' && Number.isFinite(v.lastAttemptAt)) out.lastAttemptAt = v.lastAttemptAt;
    return out;
  } catch {
    try {
      storage?.removeItem(SITE_STORAGE_KEY);
    } catch {
      // nothing more to do with storage that refuses
    }
    return {};
  }
}

/** Merges `patch` into the record (undefined fields are removed). Returns false when storage refused. */
export function writeSiteRecord(patch: Partial<Record<keyof SiteRecord, SiteRecord[keyof SiteRecord] | undefined>>, storage: WebStorage | null = browserStorage()): boolean {
  if (!storage) return false;
  const next: Record<string, unknown> = { ...readSiteRecord(storage) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete next[k];
    else next[k] = v;
  }
  try {
    storage.setItem(SITE_STORAGE_KEY, JSON.stringify(next));
    return true;
  } catch {
    return false;
  }
}
