/**
 * paywall-elements/cdn (dist/cdn/paywall-elements.js), the script-tag module: the API of
 * paywall-elements/elements, for a module script on the page. The tags are registered by the
 * script-tag loader (elements/autoload.ts), each when it first appears: the classic stub
 * (dist/iife/paywall-elements.iife.js), or, on a page without it, its module twin beside this file
 * (dist/cdn/loader.js), which this module imports (an import, so that pages requiring Trusted
 * Types need no policy), one fetch later than the classic script tag. Loading both is harmless.
 */
if (typeof document !== 'undefined' && !(globalThis as Record<symbol, unknown>)[Symbol.for('paywall-elements.loader')]) {
  import(/* @vite-ignore */ new URL('./loader.js', import.meta.url).href).catch((error: unknown) => console.error('[paywall-elements] could not load the loader', error));
}

export * from './api';
