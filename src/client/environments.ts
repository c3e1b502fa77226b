/** The platform environments (reference section b) plus the local sandbox. */
export type Environment = 'production' | 'development' | 'daily' | 'sandbox';

/** Where an environment lives: its API base, its notification key service and its IoT endpoint. */
export interface EnvironmentConfig {
  apiBase: string;
  keyServiceURL: string;
  /** The MQTT-over-websocket endpoint host (a key-service `iotEndpoint` wins over it). */
  iotEndpoint: string;
}

const IOT = 'a3gkl64duktvc4-ats.iot.eu-west-1.amazonaws.com';

const PRODUCTION_API = 'https://services.inplayer.com';
const STAGING_API = 'https://staging-v2.inplayer.com';
const DAILY_API = 'https://services-daily.inplayer.com';

/** The API bases of the hosted platform environments (the card frame trusts exactly these). */
export const PLATFORM_API_BASES: readonly string[] = [PRODUCTION_API, STAGING_API, DAILY_API];

/** The built-in environments; `sandbox` is the local stand-in platform. */
export const ENVIRONMENTS: Record<Environment, EnvironmentConfig> = {
  production: {
    apiBase: PRODUCTION_API,
    keyServiceURL: 'https://notifications.inplayer.com/iot/keys',
    iotEndpoint: IOT,
  },
  development: {
    apiBase: STAGING_API,
    keyServiceURL: 'https://staging-notifications.inplayer.com/iot/keys',
    iotEndpoint: IOT,
  },
  daily: {
    apiBase: DAILY_API,
    keyServiceURL: 'https://daily-notifications.inplayer.com/iot/keys',
    iotEndpoint: IOT,
  },
  sandbox: {
    apiBase: 'http://127.0.0.1:4010',
    keyServiceURL: 'http://127.0.0.1:4010/iot/keys',
    iotEndpoint: '127.0.0.1:4010',
  },
};

/**
 * Resolves the addresses for a client: an explicit `baseURL` wins over the environment; the key
 * service follows an explicit base as `${baseURL}/iot/keys` unless given.
 */
export function resolveEnvironment(o: {
  environment?: Environment;
  baseURL?: string;
  keyServiceURL?: string;
}): EnvironmentConfig {
  const env = ENVIRONMENTS[o.environment ?? 'production'] ?? ENVIRONMENTS.production;
  const apiBase = (o.baseURL ?? env.apiBase).replace(/\/+$/, '');
  const keyServiceURL = o.keyServiceURL ?? (o.baseURL ? `${apiBase}/iot/keys` : env.keyServiceURL);
  const iotEndpoint = o.baseURL && isLoopback(apiBase) ? new URL(apiBase).host : env.iotEndpoint;
  return { apiBase, keyServiceURL, iotEndpoint };
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when a URL's `hostname` is this machine (localhost, 127.0.0.1, [::1]). */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname.toLowerCase());

/** True when a URL or host points at this machine (127.0.0.1, localhost, [::1]). */
export const isLoopback = (urlOrHost: string): boolean =>
  /^(?:[a-z][\w+.-]*:\/\/)?(?:127\.0\.0\.1|localhost|\[::1\])(?:[:/?#]|$)/i.test(urlOrHost);
