/**
 * The element's side of server rendering (`paywall-elements/ssr`), the part every page carries: the
 * marks a server-rendered first view bears in a declarative shadow root. Reading the data it hands
 * over and taking the view over are in `server-adoption.ts`, loaded only where there is one.
 */

/** Marks the data block a server render leaves in the shadow root. */
export const SERVER_VIEW_ATTRIBUTE = 'data-paywall-ssr';
/** Marks the submit buttons a server render disabled until the script-tag loader keeps their presses (elements/autoload.ts). */
export const SERVER_DISABLED_ATTRIBUTE = 'data-paywall-ssr-disabled';

/** The props a server render may hand to the element: the prices and the item it fetched. */
export const SERVER_PROPS = ['initialData', 'initialItem'] as const;
