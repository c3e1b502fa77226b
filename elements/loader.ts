// The script-tag loader as an ES module (dist/cdn/loader.js): what the module entry
// (dist/cdn/paywall-elements.js) imports on a page where no loader runs yet. The same loader and
// table as the classic stub (elements/iife.ts); a page runs one of them.
import { autoload, type LoaderTable } from './autoload';

/** Written by the build (scripts/build.mjs): the tags and their chunk files. */
declare const __PAYWALL_TABLE__: LoaderTable;

autoload(new URL('./chunks/', import.meta.url).href, __PAYWALL_TABLE__);
