/**
 * The platform environments' API bases, which the client needs at once. Their notification key
 * services and IoT endpoints load with the notification code (src/client/notifications/endpoints.ts);
 * the names and the loopback checks, which the page configuration reads, are
 * src/client/environment-names.ts.
 */
import type { Environment } from './environment-names';

export { ENVIRONMENT_NAMES, isLoopback, isLoopbackHost, type Environment } from './environment-names';

/** The API base of each environment; `sandbox` is the local stand-in platform. */
export const API_BASES: Readonly<Record<Environment, string>> = {
  production: 'https://services.inplayer.com',
  development: 'https://staging-v2.inplayer.com',
  daily: 'https://services-daily.inplayer.com',
  sandbox: 'http://127.0.0.1:4010',
};

/** The API bases of the hosted platform environments (the card frame trusts exactly these). */
export const PLATFORM_API_BASES: readonly string[] = [API_BASES.production, API_BASES.development, API_BASES.daily];

/** A client's API base: an explicit `baseURL` (without trailing slashes) wins over the environment's. */
export function resolveApiBase(o: { environment?: Environment; baseURL?: string }): string {
  return (o.baseURL ?? API_BASES[o.environment ?? 'production'] ?? API_BASES.production).replace(/\/+$/, '');
}
