/**
 * paywall-elements/cdn (dist/cdn/paywall-elements.js), the script-tag module: the API of
 * paywall-elements/elements, for a module script on the page. The tags are registered by the
 * script-tag loader, the classic stub beside this folder (dist/iife/paywall-elements.iife.js, which
 * registers each tag when it first appears): this module adds it to the page unless it runs there
 * already, so a page that loads only this module gets its elements too, one fetch later than with
 * the classic script tag. Loading both is harmless.
 */
if (typeof document !== 'undefined' && !(globalThis as Record<symbol, unknown>)[Symbol.for('paywall-elements.loader')]) {
  const script = document.createElement('script');
  script.src = new URL('../iife/paywall-elements.iife.js', import.meta.url).href;
  document.head.append(script);
}

export * from './api';
