/**
 * The attribute names the server renderer writes on an element: those its manifest declares (the
 * `@attr` lines of elements/<tag>.ts, which make dist/custom-elements.json; a test keeps the two the
 * same) and the global `id`, `class`, `slot`, `part`, `data-*` and `aria-*`. Never an event handler
 * (`on*`), `style`, or a name that is not a plain word.
 */

import type { ServerRenderedTag } from './index';

/** The attributes each server-rendered tag declares. */
export const SERVER_ATTRIBUTES: Readonly<Record<ServerRenderedTag, readonly string[]>> = Object.freeze({
  'paywall-login': ['mode', 'reset-token', 'no-social', 'heading-level'],
  'paywall-pricing': ['item-id', 'package-id', 'heading-level'],
  'paywall-gate': ['item-id', 'heading-level'],
  'paywall-slider': ['interval', 'label', 'paused'],
  'paywall-rail': ['kind', 'heading', 'label', 'heading-level'],
  'paywall-headlines': ['complete', 'label', 'timeout'],
  'paywall-countdown': ['time', 'now', 'reload', 'label', 'ended-text'],
});

const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(['id', 'class', 'slot', 'part']);

/** True when the server renderer writes attribute `name` (lower case) on `tag`. */
export function writableAttribute(tag: ServerRenderedTag, name: string): boolean {
  return (
    SERVER_ATTRIBUTES[tag].includes(name) ||
    GLOBAL_ATTRIBUTES.has(name) ||
    /^data-[a-z0-9]+(?:[-_.][a-z0-9]+)*$/.test(name) ||
    /^aria-[a-z]+$/.test(name)
  );
}
