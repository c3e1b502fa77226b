/**
 * The seam between stores that need a page-level element and the registrations that can create
 * one: a store says which element it needs (a dialog opened, a purchase started); the custom-element
 * entry, when loaded, answers by appending it. Without the entry (React apps rendering the
 * components themselves) nothing happens.
 */

/** Page-level elements a store may need. */
export type PageElementTag = 'paywall-dialogs' | 'paywall-checkout';

let provider: ((tag: PageElementTag) => void) | null = null;
const needed = new Set<PageElementTag>();
const waiters = new Set<{ tag: PageElementTag; go: () => void }>();

/** Tells the page that `tag` is needed to show what a store holds. */
export function needPageElement(tag: PageElementTag): void {
  needed.add(tag);
  for (const w of [...waiters]) if (w.tag === tag) w.go();
  provider?.(tag);
}

/**
 * Calls `go` once `tag` is needed (at once when it already was): how an element that shows
 * nothing at first learns that it has something to show. Returns the function that stops waiting.
 */
export function whenPageElementNeeded(tag: PageElementTag, go: () => void): () => void {
  if (needed.has(tag)) {
    go();
    return () => {};
  }
  const w = { tag, go };
  waiters.add(w);
  return () => void waiters.delete(w);
}

/** Installs the function that makes sure a needed element is on the page (the custom-element entry). */
export function providePageElements(ensure: (tag: PageElementTag) => void): void {
  provider = ensure;
}
