/**
 * The element's side of server rendering (`paywall-elements/ssr`), the part every page carries:
 * finding a server-rendered first view in a declarative shadow root and the data it hands over.
 * Taking the view over is in `server-adoption.ts`, loaded only where there is one.
 */

/** Marks the data block a server render leaves in the shadow root. */
export const SERVER_VIEW_ATTRIBUTE = 'data-paywall-ssr';
/** Marks the submit buttons a server render disabled until the script-tag loader keeps their presses (elements/autoload.ts). */
export const SERVER_DISABLED_ATTRIBUTE = 'data-paywall-ssr-disabled';

/** The props a server render may hand to the element: the prices and the item it fetched. */
export const SERVER_PROPS = ['initialData', 'initialItem'] as const;

/** A server-rendered view found in a shadow root: the props (beyond attributes) it was rendered with. */
export interface ServerView {
  props: Record<string, unknown>;
}

/** The server view in `root`, if the page's server rendered one (null otherwise, or when unreadable). */
export function readServerView(root: ShadowRoot | null): ServerView | null {
  const block = root?.querySelector(`script[${SERVER_VIEW_ATTRIBUTE}]`);
  if (!block) return null;
  try {
    const parsed = JSON.parse(block.textContent || '{}') as { props?: Record<string, unknown> };
    // only the data a server render hands over: markup injected into the page cannot set any other
    // prop this way (the container, an item id the attributes do not name)
    const props: Record<string, unknown> = {};
    for (const key of SERVER_PROPS) {
      const value = parsed.props?.[key];
      if (value && typeof value === 'object') props[key] = value;
    }
    return { props };
  } catch {
    return { props: {} };
  }
}
