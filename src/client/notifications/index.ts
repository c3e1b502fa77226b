import type { Ctx } from '../context';
import { LOG, type NotificationOptions, type Notifications, type NotifyState } from './shared';

export type { NotificationHandlers, NotificationOptions, Notifications } from './shared';

/**
 * Creates the notifications group. Only validation and bookkeeping live here; credentials, dispatch
 * and the connection code load on first use (the MQTT part as its own chunk).
 */
export function notifications(c: Ctx, n: NotificationOptions): Notifications {
  // what a connection needs besides (credentials, the link, the client id) the core adds on first use
  const s = { c, n, subs: new Set() } as Pick<NotifyState, 'c' | 'n' | 'subs'> as NotifyState;
  let mod: typeof import('./core') | undefined;
  const core = () => import('./core').then((m) => (mod = m));
  const fail = (e: unknown) => console.error(`${LOG} An error has occured while subscribing.`, e);

  return {
    subscribe(topic, h = {}) {
      if (typeof topic !== 'string' || !topic || !h || typeof h !== 'object') return false;
      for (const k of ['onMessage', 'onOpen', 'onClose'] as const) {
        if (h[k] !== undefined && typeof h[k] !== 'function') {
          console.warn(`${LOG} ${k} not defined`);
          return false;
        }
      }
      const sub = { topic, h };
      s.subs.add(sub);
      core().then((m) => m.added(s, sub), fail);
      return true;
    },
    unsubscribe(h) {
      const gone = [...s.subs].filter((x) => !h || x.h === h);
      for (const x of gone) s.subs.delete(x);
      // the core is loaded whenever a connection exists, so closing is synchronous then
      if (mod) mod.removed(s, gone);
      else if (gone.length) core().then((m) => m.removed(s, gone), fail);
    },
    isSubscribed: () => s.subs.size > 0,
    isConnected: () => !!s.link?.isOpen(),
    getCredentials: (fresh = false) => core().then((m) => m.getCredentials(s, fresh)),
  };
}
