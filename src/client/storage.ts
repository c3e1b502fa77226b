/** A key-value store the client can keep its session in: `localStorage`-like, sync or async. */
export interface StorageLike {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** The synchronous part of the Web Storage API (`localStorage`, `sessionStorage`, or a test double). */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The page's local or session storage, or null where there is none or reading it throws
 * (SecurityError in sandboxed frames, storage blocked, Node). Never throws.
 */
export function webStorage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    return (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

/** Where the client keeps the token record: the browser's local storage, memory, or your own store. */
export type StorageOption = 'local' | 'memory' | StorageLike;

/** The storage the client uses internally: always async, never throws. */
export interface SafeStorage {
  get(key: string): Promise<string | null>;
  /**
   * The value when it can be read at once (memory and the browser's storages), `undefined` when
   * only an asynchronous read can tell (a custom adapter whose `getItem` answers a promise).
   */
  peek(key: string): string | null | undefined;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** True when the backing store is the browser's shared local storage (other tabs see it). */
  readonly shared: boolean;
}

/**
 * Wraps a storage option so that a missing store, a throwing getter (SecurityError), a full store
 * (QuotaExceededError) or a failing custom adapter falls back to memory instead of crashing
 * (RELIABILITY.md C1). Nothing is touched until the first call.
 */
export function safeStorage(option: StorageOption = 'local'): SafeStorage {
  const memory = new Map<string, string>();
  let backing: StorageLike | null | undefined = option === 'memory' ? null : option === 'local' ? undefined : option;

  const resolve = (): StorageLike | null => {
    if (backing !== undefined) return backing;
    backing = null;
    try {
      const ls = (globalThis as { localStorage?: Storage }).localStorage;
      if (ls) {
        const probe = '__paywall_probe__';
        ls.setItem(probe, probe);
        const ok = ls.getItem(probe) === probe;
        ls.removeItem(probe);
        if (ok) backing = ls;
      }
    } catch {
      backing = null;
    }
    return backing;
  };

  return {
    get shared() {
      return option === 'local' && resolve() !== null;
    },
    peek(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      const s = resolve();
      if (!s) return null;
      try {
        const v = s.getItem(key);
        return typeof v === 'string' || v === null ? v : undefined;
      } catch {
        return undefined;
      }
    },
    async get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      const s = resolve();
      if (!s) return null;
      try {
        const v = await s.getItem(key);
        return typeof v === 'string' ? v : null;
      } catch {
        return null;
      }
    },
    async set(key, value) {
      const s = resolve();
      if (s) {
        try {
          await s.setItem(key, value);
          memory.delete(key);
          return;
        } catch {
          // full or blocked: keep this value in memory and drop the stale stored one
          try {
            await s.removeItem(key);
          } catch {
            /* ignored */
          }
        }
      }
      memory.set(key, value);
    },
    async remove(key) {
      memory.delete(key);
      const s = resolve();
      if (!s) return;
      try {
        await s.removeItem(key);
      } catch {
        /* ignored */
      }
    },
  };
}

/** Parses stored JSON; anything unparsable is `undefined`. */
export function parseJSON(text: string | null): unknown {
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
