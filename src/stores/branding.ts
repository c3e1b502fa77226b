/**
 * The platform branding of the page's merchant and branding id: one request per page and
 * configuration, shared by every element. Failures resolve to null (branding is optional).
 */
import { $config } from './config';
import { getClient } from './client';
import { sharedRequests } from './shared-requests';

/** The platform branding fields the elements map onto custom properties (others are ignored). */
export interface BrandingLike {
  primary_color?: unknown;
  secondary_color?: unknown;
  text_color?: unknown;
  background_color?: unknown;
  font_family?: unknown;
  [key: string]: unknown;
}

const branding = sharedRequests<BrandingLike | null>({ forgetFailures: false });

/** Every branding request of the page, by platform and branding id. */
export const $branding = branding.$entries;

/** The key of the configured branding, or null when no merchant is configured. */
export function brandingKey(): string | null {
  const c = $config.get();
  if (!c.merchantUuid) return null;
  return `${c.environment}|${c.apiBase ?? ''}|${c.merchantUuid}|${c.brandingId}`;
}

/** Loads the configured branding (once per page and configuration); null when there is none. */
export function loadBranding(): Promise<BrandingLike | null> {
  const key = brandingKey();
  if (!key) return Promise.resolve(null);
  return branding.load(key, () =>
    getClient()
      .branding.getBranding($config.get().brandingId)
      .then((b) => b as BrandingLike, () => null),
  );
}

/** The configured branding if it has arrived. */
export function loadedBranding(): BrandingLike | null {
  const key = brandingKey();
  return key ? (branding.peek(key) ?? null) : null;
}

/** Forgets every loaded branding (a story or test that switches platforms within one page). */
export function clearBranding(): void {
  branding.clear();
}
