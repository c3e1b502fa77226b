/**
 * The notification core, loaded on first use: key-service credentials (memory only), message
 * parsing and dispatch, and starting the MQTT link (its own lazy chunk).
 */
import { PaywallError } from '../errors';
import type { IotCredentials, NotificationMessage } from '../types';
import { LOG, type NotificationHandlers, type NotifyState, type Sub } from './shared';
import type { LinkOptions } from './mqtt';
import { retryingImport } from '../lazy';
import { resolveEnvironment } from './endpoints';

/** Calls one handler, logging (never throwing) its failure. */
export const callHandler = (h: NotificationHandlers, k: keyof NotificationHandlers, arg?: NotificationMessage): void => {
  try {
    (h[k] as ((a?: NotificationMessage) => void) | undefined)?.(arg);
  } catch (e) {
    console.error(`${LOG} a ${k} handler failed`, e);
  }
};

/** Credential cache lifetime (SPEC.md section 9). */
export const CREDENTIALS_TTL_MS = 1_800_000;
/** Credentials are dropped this long before the key service says they expire (RELIABILITY.md C6). */
const EXPIRY_MARGIN_MS = 120_000;
const MAX_PAYLOAD = 65_536;

/** Parses a broker payload; null for non-JSON, wrong shapes or oversized payloads. */
export function parseMessage(text: string): NotificationMessage | null {
  if (text.length > MAX_PAYLOAD) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  const m = v as Partial<NotificationMessage> | null;
  if (!m || typeof m !== 'object' || typeof m.type !== 'string' || !m.type) return null;
  const resource = m.resource && typeof m.resource === 'object' ? m.resource : {};
  return { type: m.type, timestamp: Number(m.timestamp) || 0, resource };
}

/** Closes the link (if any); subscribers stay registered. */
const close = (s: NotifyState): void => {
  const l = s.link;
  s.link = null;
  l?.close();
};

/**
 * From the first use on: sign-out (here or in another tab) ends the connection and drops the cached
 * credentials; a page being unloaded or frozen leaves no socket open (reopened on pageshow).
 */
function watch(s: NotifyState): void {
  if (s.watching) return;
  s.watching = true;
  s.c.session.onChange((r) => {
    if (r) return;
    s.cache = null;
    close(s);
    s.subs.clear();
  });
  const w = globalThis as { addEventListener?: Window['addEventListener'] };
  w.addEventListener?.('pagehide', () => close(s));
  w.addEventListener?.('pageshow', () => start(s));
}

/** Cached credentials, or fresh ones from the key service (one request at a time). */
export function getCredentials(s: NotifyState, fresh = false): Promise<IotCredentials> {
  watch(s);
  if (!fresh && s.cache && s.cache.expiresAt > Date.now()) return Promise.resolve(s.cache);
  const { keyServiceURL, iotEndpoint } = resolveEnvironment(s.n);
  // the key service takes the viewer's token: its origin joins the API's as one the token goes to
  const origin = new URL(keyServiceURL).origin;
  if (!s.n.origins.includes(origin)) s.n.origins.push(origin);
  s.pending ??= s.c.http<Partial<IotCredentials> & { expiresAt?: number | string }>(keyServiceURL, { auth: true })
    .then((r) => {
      if (!r || !r.accessKey || !r.secretKey || !r.sessionToken) {
        throw new PaywallError('Malformed response body', { status: 200, code: 'ERR_BAD_RESPONSE', data: r });
      }
      const now = Date.now();
      let until = now + CREDENTIALS_TTL_MS;
      const server = Number(r.expiresAt);
      if (server > 0) until = Math.min(until, (server > 1e12 ? server : server * 1000) - EXPIRY_MARGIN_MS);
      s.cache = {
        region: r.region ?? '', accessKey: r.accessKey, secretKey: r.secretKey, sessionToken: r.sessionToken,
        iotEndpoint: r.iotEndpoint || iotEndpoint, expiresAt: until,
      };
      return s.cache;
    })
    .finally(() => {
      s.pending = null;
    });
  return s.pending;
}

const linkOptions = (s: NotifyState): LinkOptions => {
  // one outage is one log line, however many reconnects it takes; an open connection ends it
  let outage = false;
  return {
  credentials: (fresh) => getCredentials(s, fresh),
  topics: () => [...new Set([...s.subs].map((x) => x.topic))],
  onMessage(topic, text) {
    const m = parseMessage(text);
    if (!m) {
      console.warn(`${LOG} ignored a message that is not a {type, timestamp, resource} object`);
      return;
    }
    for (const x of [...s.subs]) if (x.topic === topic) callHandler(x.h, 'onMessage', m);
  },
  onOpen: () => {
    outage = false;
    [...s.subs].forEach((x) => callHandler(x.h, 'onOpen'));
  },
  onClose: () => [...s.subs].forEach((x) => callHandler(x.h, 'onClose')),
  onError(stage, e) {
    const signedOut = e instanceof PaywallError && e.status === 401;
    if (!outage || signedOut) {
      if (stage === 'credentials') console.warn(`${LOG} Unable to fetch iot credentials`, signedOut ? e.message : e);
      else console.error(`${LOG} An error has occured while subscribing.`, e);
    }
    outage = true;
    if (signedOut) {
      close(s);
      s.subs.clear();
    }
    return signedOut;
  },
  clientId: (s.clientId ??= `paywall-${Math.random().toString(36).slice(2)}`),
  backoff: s.n.backoff,
  };
};

/** Opens the shared link when there are subscribers and none is open or opening. */
export function start(s: NotifyState): void {
  if (s.link || s.linking || !s.subs.size) return;
  s.linking = loadLink()
    .then((m) => {
      if (s.subs.size && !s.link) s.link = m.openLink(linkOptions(s));
    })
    .catch((e: unknown) => {
      console.error(`${LOG} An error has occured while subscribing.`, e);
      retryStart(s);
    })
    .finally(() => {
      s.linking = null;
    });
}

// the connection code's chunk, retried under a fresh query string after a failed load (lazy.ts)
const loadLink = retryingImport(() => import('./mqtt'));

/** The connection code could not load (offline, say): try again when the browser is back online, or in a while. */
function retryStart(s: NotifyState): void {
  const w = globalThis as { addEventListener?: Window['addEventListener']; removeEventListener?: Window['removeEventListener'] };
  const again = () => {
    clearTimeout(timer);
    w.removeEventListener?.('online', again);
    start(s);
  };
  const timer = setTimeout(again, 15_000);
  (timer as { unref?: () => void }).unref?.();
  w.addEventListener?.('online', again);
}

/** A subscriber was added: join the open link or start one. */
export function added(s: NotifyState, sub: Sub): void {
  watch(s);
  if (!s.subs.has(sub)) return;
  if (!s.link) return start(s);
  if ([...s.subs].filter((x) => x.topic === sub.topic).length === 1) s.link.subscribe(sub.topic);
  if (s.link.isOpen()) callHandler(sub.h, 'onOpen');
}

/** Subscribers were removed: tell them (when the link is open), drop unused topics, close when none are left. */
export function removed(s: NotifyState, gone: Sub[]): void {
  for (const x of gone) {
    if (s.link?.isOpen()) callHandler(x.h, 'onClose');
    if (![...s.subs].some((y) => y.topic === x.topic)) s.link?.unsubscribe(x.topic);
  }
  if (!s.subs.size) close(s);
}
