/**
 * Every lazy `import()` of the script-tag build goes through here (the build wraps each one, see
 * `preloadDynamicImports` in rollup.config.mjs), so that a chunk that failed to load once can load
 * when the viewer tries again, in every browser:
 * - while the browser says it is offline, nothing is fetched: the import fails at once. Some
 *   Chromium builds (150 among them) keep a failed module fetch for the page's lifetime, for the
 *   chunk and for every chunk that imports it statically, so a fetch tried offline would leave the
 *   code unloadable once the network is back;
 * - a chunk that failed before is imported again at its own URL (browsers that keep no failure
 *   fetch it again); where that fails at once, a plain `fetch()` of it (which no module map
 *   remembers) tells whether the network is back, and if it is, the chunk is imported under a
 *   fresh query string (`?retry=N`), the URL every later import of it then uses;
 * - where even that fails while the file can be fetched, one of the chunk's own imports is a
 *   failure the browser keeps (or the file changed on the server): only a reload of the page loads
 *   it, and the error says so (`reload: true`).
 * The errors thrown name no URL at their end, so `retryingImport` (src/client/lazy.ts), which
 * covers other bundlers' output, leaves the retries to this module.
 */

/** A lazy chunk that could not be loaded; `reload`: only a reload of the page can load it. */
export interface ChunkError extends TypeError {
  reload?: boolean;
}

/** Imports a file, at a URL relative to the chunks' directory, with the preload list of its own imports. */
export type ChunkImporter = (file: string, preload?: string[]) => Promise<unknown>;

// each chunk's import under way or done, by URL; the chunks that failed once; where each is loaded from
const loads: Record<string, Promise<unknown>> = {};
const failed: Record<string, boolean> = {};
const loadedFrom: Record<string, string> = {};
let retries = 0;

const fail = (url: string, why: string, cause?: unknown, reload?: boolean): never => {
  const error: ChunkError = new TypeError(`Failed to fetch dynamically imported module ${url} (${why})`, { cause });
  if (reload) error.reload = true;
  throw error;
};

async function attempt(url: string): Promise<unknown> {
  if (navigator.onLine === false) fail(url, 'offline');
  const at = loadedFrom[url] ?? url;
  try {
    return await import(/* @vite-ignore */ /* webpackIgnore: true */ at);
  } catch (error) {
    if (!failed[url]) fail(url, 'network', error);
    // the browser may have answered with the failure it kept: is the file there now?
    const there = await fetch(url).then((r) => r.ok, () => undefined);
    if (there === undefined) fail(url, 'network', error);
    if (!there) fail(url, 'gone', error, true);
    const fresh = `${url}${url.includes('?') ? '&' : '?'}retry=${++retries}`;
    try {
      const m = await import(/* @vite-ignore */ /* webpackIgnore: true */ fresh);
      loadedFrom[url] = fresh;
      return m;
    } catch (again) {
      return fail(url, 'reload the page', again, true);
    }
  }
}

/** Loads one chunk (its URL resolved against the chunks' directory), once at a time. */
export const loadChunk = (file: string): Promise<unknown> => {
  const url = new URL(file, import.meta.url).href;
  return (loads[url] ??= attempt(url).catch((error: unknown) => {
    delete loads[url];
    failed[url] = true;
    throw error;
  }));
};

/**
 * What the build puts around each lazy import: `get` receives the importer, which starts the
 * preloads of the chunk's own imports beside it (a failed preload is only remembered) and loads it.
 */
export function chunkImport<M>(get: (load: ChunkImporter) => Promise<M>): Promise<M> {
  return get((file, preload) => {
    preload?.forEach((f) => void loadChunk(f).catch(() => undefined));
    return loadChunk(file);
  });
}
