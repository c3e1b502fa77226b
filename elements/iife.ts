// The classic-script entry: `<script src=".../iife/paywall-elements.iife.js">`. Rollup cannot
// code-split a classic script, so this loader imports the ES module build that sits beside it in
// dist/cdn; both script types then share one module graph, one preact and one set of stores.
// It first starts, in parallel, the fetches the entry would only discover one after another: the
// entry's own imports and the chunks of the elements already in the page (modulepreload), so an
// element renders after two sequential fetches: this file, then everything else at once.

/** Written by the build: the entry's imports, and `[selector, files]` per element. */
declare const __PAYWALL_PRELOAD__: { files: string[]; entry: number[]; tags: Array<[string, number[]]> };

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const base = (script && script.src) || location.href;
  const cdn = (file: string) => new URL(`../cdn/${file}`, base).href;
  try {
    const map = __PAYWALL_PRELOAD__;
    const wanted = new Set(map.entry);
    for (const [selector, list] of map.tags) if (document.querySelector(selector)) list.forEach((i) => wanted.add(i));
    for (const i of wanted) {
      const file = map.files[i];
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = cdn(file);
      if (script?.crossOrigin != null) link.crossOrigin = script.crossOrigin;
      document.head.append(link);
    }
  } catch {
    // preloading only saves time: the import below fetches everything anyway
  }
  import(/* @vite-ignore */ cdn('paywall-elements.js')).catch((error: unknown) => {
    console.error(`[paywall-elements] could not load the library next to ${base}`, error);
  });
})();
