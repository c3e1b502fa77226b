// The classic-script loader: `<script src=".../iife/paywall-elements.iife.js">`. It carries the
// table of tags and chunk files and the watcher of elements/autoload.ts: when a `paywall-*` tag
// appears, it starts that tag's chunk and everything the chunk imports at once (modulepreload),
// then imports the chunk from the ES module build beside it in dist/cdn, so classic and module
// script tags share one module graph, one preact and one set of stores. An element renders after
// two sequential fetches: this file, then its chunks together.
import { autoload, type LoaderTable } from './autoload';

/** Written by the build (scripts/build.mjs): the tags and their chunk files. */
declare const __PAYWALL_TABLE__: LoaderTable;

const script = document.currentScript as HTMLScriptElement | null;
autoload(new URL('../cdn/chunks/', (script && script.src) || location.href).href, __PAYWALL_TABLE__, script?.crossOrigin);
