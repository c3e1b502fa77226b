import type { Ctx } from '../context';
import type { IotCredentials, NotificationMessage } from '../types';
import type { Link } from './mqtt';
import type { Environment } from '../environment-names';

/** Handlers of one subscriber (SPEC.md section 5: when given, each must be a function). */
export interface NotificationHandlers {
  /** Each broker message, parsed to `{type, timestamp, resource}`. */
  onMessage?: (message: NotificationMessage) => void;
  /** The shared connection is open (called again after each reconnect). */
  onOpen?: () => void;
  /** The shared connection closed (or this subscriber unsubscribed while it was open). */
  onClose?: () => void;
}

/** The notifications group: one shared broker connection per client. */
export interface Notifications {
  /**
   * Subscribes to an account's events (the topic is the account uuid). Returns false for an empty
   * topic or handlers that are given but are not functions; true once accepted. The connection is
   * made asynchronously and shared by every subscriber.
   */
  subscribe(topic: string, handlers?: NotificationHandlers): boolean;
  /** Removes one subscriber (by its handlers object), or all of them; the last one out ends the connection. */
  unsubscribe(handlers?: NotificationHandlers): void;
  /** True while at least one subscriber is registered. */
  isSubscribed(): boolean;
  /** True while the broker connection is open. */
  isConnected(): boolean;
  /** Broker credentials from the key service, cached in memory (30 min at most); `fresh` forces a fetch. */
  getCredentials(fresh?: boolean): Promise<IotCredentials>;
}

/**
 * Notification options of `createClient`: the client's own address options (resolved into the key
 * service and IoT endpoint by the notification core) and the origins its token goes to.
 */
export interface NotificationOptions {
  environment?: Environment;
  baseURL?: string;
  keyServiceURL?: string;
  /** The HTTP layer's token origins (the same array): the key service's is added when resolved. */
  origins: string[];
  /** Reconnect backoff in ms. @default { base: 1000, cap: 30000 } */
  backoff?: { base: number; cap: number };
}

/** One subscriber (internal). */
export type Sub = { topic: string; h: NotificationHandlers };

/**
 * State shared by this always-loaded part and the lazily loaded core (internal). The always-loaded
 * part makes `c`, `n` and `subs`; the rest is absent until the core sets it.
 */
export interface NotifyState {
  c: Ctx;
  n: NotificationOptions;
  subs: Set<Sub>;
  cache?: IotCredentials | null;
  pending?: Promise<IotCredentials> | null;
  link?: Link | null;
  linking?: Promise<void> | null;
  /** Whether the session and page-lifecycle listeners are installed (on first use). */
  watching?: boolean;
  /** The broker client id of this client, made with the first connection. */
  clientId?: string;
}

/** The log prefix of notification messages. */
export const LOG = '[paywall notifications]';
