/**
 * The MQTT-over-websocket link to the platform's broker. Loaded only through a dynamic `import()`,
 * so it is its own lazy chunk. `mqtt` and `iot` come from aws-iot-device-sdk-v2's browser entry; the
 * builds stand in for that entry's service clients and aws-crt's browser index (shims/iot-sdk.mjs),
 * so no page global is set and no unused client is shipped. Runs its own reconnect loop: full-jitter backoff capped, and fresh credentials
 * after a refused handshake (RELIABILITY.md E1).
 */
import { iot, mqtt } from 'aws-iot-device-sdk-v2/dist/browser';
import { isLoopback } from '../environment-names';
import type { IotCredentials } from '../types';

/** What the link needs from the notifications group. */
export interface LinkOptions {
  /** Credentials; `fresh` forces a new fetch (after a refused handshake). */
  credentials(fresh: boolean): Promise<IotCredentials>;
  /** The topics to subscribe to on every connect. */
  topics(): string[];
  onMessage(topic: string, payload: string): void;
  onOpen(): void;
  onClose(): void;
  /** A failure; return true to stop retrying (e.g. signed out). */
  onError(stage: 'credentials' | 'connect' | 'subscribe', error: unknown): boolean;
  clientId: string;
  /** Reconnect backoff in ms. @default { base: 1000, cap: 30000 } */
  backoff?: { base: number; cap: number };
}

/** A running link: one websocket at a time. */
export interface Link {
  subscribe(topic: string): void;
  unsubscribe(topic: string): void;
  isOpen(): boolean;
  close(): void;
}

const decoder = new TextDecoder();

/** Builds the connection config: SigV4 `wss` for real endpoints, plain `ws` + username/password on loopback. */
export function connectionConfig(cr: IotCredentials, clientId: string): mqtt.MqttConnectionConfig {
  const m = /^(.*?)(?::(\d+))?$/.exec(cr.iotEndpoint) ?? [];
  const host = m[1] || cr.iotEndpoint;
  const loop = isLoopback(host);
  const b = iot.AwsIotMqttConnectionConfigBuilder.new_builder_for_websocket()
    .with_clean_session(true)
    .with_client_id(clientId)
    .with_endpoint(host)
    .with_port(Number(m[2]) || (loop ? 80 : 443))
    .with_keep_alive_seconds(30);
  if (loop) b.with_username(cr.accessKey).with_password(cr.sessionToken);
  else b.with_credentials(cr.region, cr.accessKey, cr.secretKey, cr.sessionToken);
  const cfg = b.build();
  cfg.disable_metrics = true;
  // aws-crt's SigV4 signer drops the port; a local broker gets the unsigned 'ws' protocol instead
  if (loop) cfg.websocket = { ...cfg.websocket, protocol: 'ws' } as mqtt.WebsocketOptions;
  return cfg;
}

/** Full-jitter backoff: a random delay up to `base * 2^failures`, capped at `cap` (at least 50 ms). */
export const backoffDelay = (failures: number, base: number, cap: number, random = Math.random): number =>
  Math.max(50, random() * Math.min(cap, base * 2 ** failures));

/** Opens the link and keeps it open until `close()`. */
export function openLink(o: LinkOptions): Link {
  const { base, cap } = o.backoff ?? { base: 1000, cap: 30000 };
  let closed = false;
  let open = false;
  let fresh = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = false;
  let current: mqtt.MqttClientConnection | null = null;

  /** Offline: no attempt until the browser says the network is back, then `run` at once. */
  const waitedForNetwork = (): boolean => {
    const w = globalThis as { navigator?: Navigator; addEventListener?: Window['addEventListener'] };
    if (w.navigator?.onLine !== false || !w.addEventListener) return false;
    if (!waiting) {
      waiting = true;
      w.addEventListener('online', () => {
        waiting = false;
        if (!closed) void run();
      }, { once: true });
    }
    return true;
  };

  const retry = (): void => {
    if (closed || timer || waiting || waitedForNetwork()) return;
    timer = setTimeout(run, backoffDelay(failures++, base, cap));
  };

  const drop = (conn: mqtt.MqttClientConnection): void => {
    if (current !== conn) return;
    current = null;
    conn.disconnect().catch(() => undefined);
    if (open) {
      open = false;
      o.onClose();
    }
    retry();
  };

  const run = async (): Promise<void> => {
    timer = undefined;
    if (closed) return;
    let cr: IotCredentials;
    try {
      cr = await o.credentials(fresh);
    } catch (e) {
      if (!o.onError('credentials', e)) retry();
      return;
    }
    // the network went away while the credentials were fetched: a socket now could only fail
    if (closed || waitedForNetwork()) return;
    fresh = false;
    let conn: mqtt.MqttClientConnection;
    try {
      conn = new mqtt.MqttClient().new_connection(connectionConfig(cr, o.clientId));
    } catch (e) {
      if (!o.onError('connect', e)) retry();
      return;
    }
    current = conn;
    conn.on('message', (topic: string, payload: ArrayBuffer) => o.onMessage(topic, decoder.decode(payload)));
    conn.on('interrupt', () => drop(conn));
    conn.on('error', () => drop(conn));
    try {
      await conn.connect();
    } catch (e) {
      if (current === conn) current = null;
      conn.disconnect().catch(() => undefined);
      if (closed) return;
      // a refused handshake (HTTP 403 or CONNACK "not authorized") looks like any other failure here
      fresh = true;
      if (!o.onError('connect', e)) retry();
      return;
    }
    if (closed || current !== conn) {
      conn.disconnect().catch(() => undefined);
      return;
    }
    failures = 0;
    // "open" means subscribed: a message published after onOpen is delivered
    await Promise.all(o.topics().map((t) => subscribeOn(conn, t)));
    if (closed || current !== conn) return;
    open = true;
    o.onOpen();
  };

  // a subscription cut short by our own disconnect (unsubscribe, drop) is not a failure worth a log
  const subscribeOn = (conn: mqtt.MqttClientConnection, topic: string): Promise<unknown> =>
    conn.subscribe(topic, mqtt.QoS.AtMostOnce).catch((e: unknown) => !closed && current === conn && o.onError('subscribe', e));

  void run();
  return {
    subscribe(topic) {
      if (open && current) void subscribeOn(current, topic);
    },
    unsubscribe(topic) {
      if (open && current) current.unsubscribe(topic).catch(() => undefined);
    },
    isOpen: () => open,
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      const conn = current;
      current = null;
      conn?.disconnect().catch(() => undefined);
      if (open) {
        open = false;
        o.onClose();
      }
    },
  };
}
