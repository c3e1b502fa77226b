/**
 * Code the client loads on first use (resource groups, the notification link) comes in its own
 * chunk through a dynamic `import()`. Browsers keep a failed module fetch for the page's lifetime
 * (Chromium answers a second `import()` of the same URL with the first failure, without fetching),
 * so a retry after a failed load asks for the chunk under a fresh query string. The URL comes
 * from the browser's error message; where a browser names none, the plain import is tried again.
 */
import { PaywallError } from './errors';

/** True in the script-tag elements' build, whose every `import()` retries on its own (src/internal/chunk-import.ts). */
declare const __PAYWALL_GUARDED_IMPORTS__: boolean | undefined;

/** The module URL a failed dynamic import names (Chromium and Firefox put it at the end of the message). */
export const chunkUrlOf = (e: unknown): string | undefined => {
  const m = /(https?:\/\/[^\s'"]+?\.m?js)(?:\?[^\s'"]*)?\s*$/.exec(String((e as Error | undefined)?.message ?? ''));
  return m?.[1];
};

/**
 * The module a retry loaded, as `load` would have answered it. A bundler answers the import of a
 * module that shares its chunk with others with that module's namespace, which the chunk exports
 * under a short name: the chunk's own exports are then searched for the object that has `expects`.
 */
export function moduleOf<M>(loaded: Record<string, unknown>, expects?: string): M {
  if (!expects || expects in loaded) return loaded as M;
  const inner = Object.values(loaded).find((v) => typeof v === 'object' && v !== null && expects in v);
  return (inner ?? loaded) as M;
}

/**
 * A loader that survives a failed load: `load` the first time, and after a failure the chunk the
 * error named, under `?retry=N`. A module loaded that way is a fresh instance of the same code.
 * `expects` names an export of the module, for a module the bundler puts in a chunk with others.
 */
export function retryingImport<M>(load: () => Promise<M>, expects?: keyof M & string): () => Promise<M> {
  // there each import() already asks again after a failure (its errors name no URL to retry here)
  if (typeof __PAYWALL_GUARDED_IMPORTS__ !== 'undefined' && __PAYWALL_GUARDED_IMPORTS__) return load;
  let failed: string | undefined;
  let retries = 0;
  return () => {
    const attempt: Promise<M> = failed
      ? (() => {
          const url = new URL(failed);
          url.searchParams.set('retry', String(++retries));
          return (import(/* @vite-ignore */ /* webpackIgnore: true */ url.href) as Promise<Record<string, unknown>>).then((m) => moduleOf<M>(m, expects));
        })()
      : load();
    return attempt.catch((e: unknown) => {
      failed = chunkUrlOf(e) ?? failed;
      throw e;
    });
  };
}

/**
 * A resource group whose code loads on its first call: every method is there at once and
 * resolves once the group's chunk has arrived. A chunk that cannot load rejects the call with a
 * network `PaywallError` (nothing was sent); the next call tries again.
 */
export function lazyGroup<M, G extends object, C>(load: () => Promise<M>, factory: (m: M) => (c: C) => G, c: C): G {
  const get = retryingImport(load);
  let group: Promise<G> | undefined;
  const ready = () =>
    (group ??= get().then(
      (m) => factory(m)(c),
      (cause: unknown) => {
        group = undefined;
        throw new PaywallError('Network Error', { status: 0, code: 'ERR_NETWORK', cause });
      },
    ));
  return new Proxy({} as G, {
    get(_, name) {
      // not a thenable, and no symbol lookups: only method names become calls
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) => ready().then((g) => (g as Record<string, (...a: unknown[]) => unknown>)[name](...args));
    },
  });
}

/**
 * A resource group whose calls an element makes to show itself (`reading`) are here at once, and
 * whose other calls load the whole group on first use, as `lazyGroup` does.
 */
export function partlyLazy<M, G extends object, C>(reading: Partial<G>, load: () => Promise<M>, factory: (m: M) => (c: C) => G, c: C): G {
  const rest = lazyGroup(load, factory, c);
  return new Proxy(reading as G, {
    get: (target, name) => (name in target ? (target as Record<string | symbol, unknown>)[name] : (rest as Record<string | symbol, unknown>)[name]),
  });
}
