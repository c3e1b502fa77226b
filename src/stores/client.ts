/**
 * The one platform client of the page, created lazily from `$config` and shared by every element
 * and store. A change of merchant, environment, API base, client id, branding id or storage makes
 * a new client the next time `getClient()` is called.
 */
import { createClient, type PaywallClient } from '../client/client';
import { $config, currentConfig, loadConfig, platformKey } from './config';

let client: PaywallClient | null = null;
let clientKey = '';
let override: PaywallClient | null = null;

/**
 * The shared platform client. Reads the page configuration first when none is loaded yet; throws
 * a clear error when no merchant uuid is configured.
 */
export function getClient(): PaywallClient {
  if (override) return override;
  let config = currentConfig();
  if (!config.merchantUuid) config = loadConfig();
  if (!config.merchantUuid) {
    throw new Error('[paywall-elements] No merchant uuid is configured. Add <paywall-config merchant-uuid="…"> to the page, data-paywall-merchant-uuid to the library\'s script tag, or call setConfig({ merchantUuid }).');
  }
  const key = platformKey(config);
  if (!client || key !== clientKey) {
    client?.notifications.unsubscribe();
    client = createClient({
      merchantUuid: config.merchantUuid,
      environment: config.environment,
      ...(config.apiBase ? { baseURL: config.apiBase } : {}),
      ...(config.clientId ? { clientId: config.clientId } : {}),
      ...(config.brandingId && config.brandingId !== 'default' ? { brandingId: config.brandingId } : {}),
      storage: config.storage,
      ...(config.ssoDomain ? { ssoDomain: config.ssoDomain } : {}),
    });
    clientKey = key;
  }
  return client;
}

/** True when a merchant uuid is configured, so `getClient()` will not throw. */
export function hasClientConfig(): boolean {
  return !!($config.get().merchantUuid || currentConfig().merchantUuid || loadConfig().merchantUuid);
}

/** Uses the given client instead of creating one (tests, React apps with their own); null restores. */
export function setClient(next: PaywallClient | null): void {
  override = next;
}
