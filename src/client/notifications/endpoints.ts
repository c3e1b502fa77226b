/**
 * Where each environment's notifications come from: its key service and its IoT endpoint. Loaded
 * with the notification code (and exported by the client's public entry with the API bases, as
 * `ENVIRONMENTS` and `resolveEnvironment`); an element that never subscribes never downloads them.
 */
import { API_BASES, isLoopback, resolveApiBase, type Environment } from '../environments';

/** Where an environment lives: its API base, its notification key service and its IoT endpoint. */
export interface EnvironmentConfig {
  apiBase: string;
  keyServiceURL: string;
  /** The MQTT-over-websocket endpoint host (a key-service `iotEndpoint` wins over it). */
  iotEndpoint: string;
}

const IOT = 'a3gkl64duktvc4-ats.iot.eu-west-1.amazonaws.com';

/** The built-in environments; `sandbox` is the local stand-in platform. */
export const ENVIRONMENTS: Record<Environment, EnvironmentConfig> = {
  production: {
    apiBase: API_BASES.production,
    keyServiceURL: 'https://notifications.inplayer.com/iot/keys',
    iotEndpoint: IOT,
  },
  development: {
    apiBase: API_BASES.development,
    keyServiceURL: 'https://staging-notifications.inplayer.com/iot/keys',
    iotEndpoint: IOT,
  },
  daily: {
    apiBase: API_BASES.daily,
    keyServiceURL: 'https://daily-notifications.inplayer.com/iot/keys',
    iotEndpoint: IOT,
  },
  sandbox: {
    apiBase: API_BASES.sandbox,
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
  const apiBase = resolveApiBase(o);
  const keyServiceURL = o.keyServiceURL ?? (o.baseURL ? `${apiBase}/iot/keys` : env.keyServiceURL);
  const iotEndpoint = o.baseURL && isLoopback(apiBase) ? new URL(apiBase).host : env.iotEndpoint;
  return { apiBase, keyServiceURL, iotEndpoint };
}
