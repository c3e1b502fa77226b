import { useLayoutEffect, type RefObject } from 'react';

/**
 * A stylesheet declared as text and turned into a constructable `CSSStyleSheet` on first use.
 * Constructable sheets are adopted by shadow roots, so they pass a strict CSP (`style-src 'none'`)
 * where `<style>` elements and `style=""` attributes would not.
 */
export interface LazySheet {
  readonly cssText: string;
  /** The shared `CSSStyleSheet`, created once per document realm. */
  get(): CSSStyleSheet;
}

/** Tagged template for a component stylesheet; nothing touches the DOM until `get()`. */
export function css(strings: TemplateStringsArray, ...values: unknown[]): LazySheet {
  const cssText = String.raw({ raw: strings }, ...values);
  let sheet: CSSStyleSheet | undefined;
  return {
    cssText,
    get() {
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(cssText);
      }
      return sheet;
    },
  };
}

/** Adds sheets to a shadow root (or document), keeping any already adopted and never duplicating. */
export function adoptSheets(root: ShadowRoot | Document, sheets: readonly LazySheet[]): void {
  const current = root.adoptedStyleSheets;
  const add = sheets.map((s) => s.get()).filter((s) => !current.includes(s));
  if (add.length) root.adoptedStyleSheets = [...current, ...add];
}

/**
 * Adopts the given sheets into the shadow root that holds `ref` before the first paint.
 * Outside a shadow root (a React app rendering the component directly) the sheets go to the document.
 */
export function useStyles(ref: RefObject<Element | null>, ...sheets: LazySheet[]): void {
  // a server render (paywall-elements/ssr) writes the sheets into the markup instead
  styleCollector?.(sheets);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = node.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) adoptSheets(root, sheets);
    // sheets are module constants: adopting once per mount is enough
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // after every render: the element's view state on its host, for the page's stylesheet
  useLayoutEffect(() => mirrorState(ref.current));
}

/** The host attribute that mirrors the element's view state (its base part's `data-state`). */
export const HOST_STATE_ATTRIBUTE = 'data-paywall-state';

/**
 * Copies the `data-state` of an element's view (a top-level node of its shadow root) onto the host
 * as `data-paywall-state` ('' for a view without states), before the browser paints. The package
 * stylesheet (`paywall-elements/style.css`) reserves each element's room by it: until the attribute
 * is there the element's code has not rendered yet. Nested views and components rendered outside a
 * shadow root leave it alone.
 */
export function mirrorState(node: Element | null): void {
  const root = node?.parentNode;
  if (!node || !(root instanceof ShadowRoot)) return;
  const state = node.getAttribute('data-state') ?? '';
  if (root.host.getAttribute(HOST_STATE_ATTRIBUTE) !== state) root.host.setAttribute(HOST_STATE_ATTRIBUTE, state);
}

let styleCollector: ((sheets: readonly LazySheet[]) => void) | null = null;

/**
 * Calls `render` while collecting every sheet the components it renders ask for (server rendering:
 * effects never run there, so the sheets are written into the markup). Returns what `render`
 * returned and the sheets in first-use order, each once.
 */
export function collectStyles<T>(render: () => T): { result: T; sheets: LazySheet[] } {
  const sheets: LazySheet[] = [];
  const previous = styleCollector;
  styleCollector = (list) => {
    for (const s of list) if (!sheets.includes(s)) sheets.push(s);
  };
  try {
    return { result: render(), sheets };
  } finally {
    styleCollector = previous;
  }
}
