import type { PaywallConfig } from '../../stores/config';

/**
 * The settings that decide which platform an element talks to, as one string. Effects depend on
 * it rather than on the config object, which is replaced (with equal contents) whenever the page's
 * configuration is read again.
 */
export function platformKey(c: PaywallConfig): string {
  return JSON.stringify([c.environment, c.apiBase, c.merchantUuid, c.clientId, c.brandingId, c.storage]);
}
