import type { Ctx } from '../context';
import { LOG, type NotificationOptions, type Notifications, type NotifyState, callHandler } from './shared';

export type { NotificationHandlers, NotificationOptions, Notifications } from './shared';

/**
 * Creates the notifications group. Only validation and bookkeeping live here; credentials and the
 * connection code load on first use (the MQTT part as its own chunk).
 */
export function notifications(c: Ctx, n: NotificationOptions): Notifications {
  const s: NotifyState = {
    c, n, subs: new Set(), cache: null, pending: null, link: null, linking: null,
    clientId: `paywall-${Math.random().toString(36).slice(2)}`,
  };
  const core = () => import('./core');
  const close = (): void => {
    const l = s.link;
    s.link = null;
    l?.close();
  };

  // from the first use on: sign-out (here or in another tab) ends the connection and drops the
  // cached credentials; a page being unloaded or frozen leaves no socket open (reopened on pageshow)
  let watching = false;
  const watch = (): void => {
    if (watching) return;
    watching = true;
    c.session.onChange((r) => {
      if (r) return;
      s.cache = null;
      close();
      s.subs.clear();
    });
    const w = globalThis as { addEventListener?: Window['addEventListener'] };
    w.addEventListener?.('pagehide', close);
    w.addEventListener?.('pageshow', () => {
      if (s.subs.size) void core().then((m) => m.start(s));
    });
  };

  return {
    subscribe(topic, h = {}) {
      if (typeof topic !== 'string' || !topic || !h || typeof h !== 'object') return false;
      for (const k of ['onMessage', 'onOpen', 'onClose'] as const) {
        if (h[k] !== undefined && typeof h[k] !== 'function') {
          console.warn(`${LOG} ${k} not defined`);
          return false;
        }
      }
      watch();
      const sub = { topic, h };
      s.subs.add(sub);
      core().then((m) => m.added(s, sub), (e: unknown) => console.error(`${LOG} An error has occured while subscribing.`, e));
      return true;
    },
    unsubscribe(h) {
      for (const x of [...s.subs]) {
        if (h && x.h !== h) continue;
        s.subs.delete(x);
        if (s.link?.isOpen()) callHandler(x.h, 'onClose');
        if (![...s.subs].some((y) => y.topic === x.topic)) s.link?.unsubscribe(x.topic);
      }
      if (!s.subs.size) close();
    },
    isSubscribed: () => s.subs.size > 0,
    isConnected: () => !!s.link?.isOpen(),
    getCredentials: (fresh = false) => {
      watch();
      return core().then((m) => m.getCredentials(s, fresh));
    },
  };
}
