/**
 * A store of requests shared by every element of the page: one request per key (an item, the
 * branding of a merchant), in flight or answered, visible to anyone who subscribes. Used by the
 * item and branding stores instead of module-level caches, so tests and a change of platform can
 * clear them.
 */
import { atom, readonlyType, type ReadableAtom } from 'nanostores';

/** One shared request: in flight, or answered. */
export type SharedEntry<T> = { status: 'loading'; promise: Promise<T> } | { status: 'ready'; value: T };

/** A keyed set of shared requests. */
export interface SharedRequests<T> {
  /** Every request by key. */
  readonly $entries: ReadableAtom<Record<string, SharedEntry<T>>>;
  /** The answer for `key`, starting `request` only when no request for it was made yet. */
  load(key: string, request: () => Promise<T>): Promise<T>;
  /** The answer for `key` if it arrived, else undefined. */
  peek(key: string): T | undefined;
  /** Forgets every request (the next `load` asks again). */
  clear(): void;
}

/**
 * Creates a set of shared requests. With `forgetFailures` a rejected request is removed so the
 * next `load` asks again; otherwise the rejection is the shared answer.
 */
export function sharedRequests<T>({ forgetFailures = true } = {}): SharedRequests<T> {
  const entries = atom<Record<string, SharedEntry<T>>>({});
  const put = (key: string, entry?: SharedEntry<T>) => {
    const next = { ...entries.get() };
    if (entry) next[key] = entry;
    else delete next[key];
    entries.set(next);
  };
  return {
    $entries: readonlyType(entries),
    load(key, request) {
      const current = entries.get()[key];
      if (current) return current.status === 'ready' ? Promise.resolve(current.value) : current.promise;
      const promise = Promise.resolve().then(request);
      put(key, { status: 'loading', promise });
      promise.then(
        (value) => {
          if (entries.get()[key]?.status === 'loading') put(key, { status: 'ready', value });
        },
        () => {
          if (forgetFailures && entries.get()[key]?.status === 'loading') put(key);
        },
      );
      return promise;
    },
    peek(key) {
      const entry = entries.get()[key];
      return entry?.status === 'ready' ? entry.value : undefined;
    },
    clear() {
      entries.set({});
    },
  };
}
