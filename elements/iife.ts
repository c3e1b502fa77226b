// The classic-script entry: `<script src=".../iife/paywall-elements.iife.js">`. Rollup cannot
// code-split a classic script, so this loader imports the ES module build that sits beside it in
// dist/cdn; both script types then share one module graph, one preact and one set of stores.
(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const base = (script && script.src) || location.href;
  import(/* @vite-ignore */ new URL('../cdn/paywall-elements.js', base).href).catch((error: unknown) => {
    console.error(`[paywall-elements] could not load the library next to ${base}`, error);
  });
})();
