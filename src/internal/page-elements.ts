/**
 * The seam between stores that need a page-level element and the registrations that can create
 * one: a store says which element it needs (a dialog opened, a purchase started); the custom-element
 * entry, when loaded, answers by appending it. Without the entry (React apps rendering the
 * components themselves) nothing happens.
 */

/** Page-level elements a store may need. */
export type PageElementTag = 'paywall-dialogs' | 'paywall-checkout';

let provider: ((tag: PageElementTag) => void) | null = null;

/** Tells the page that `tag` is needed to show what a store holds. */
export function needPageElement(tag: PageElementTag): void {
  provider?.(tag);
}

/** Installs the function that makes sure a needed element is on the page (the custom-element entry). */
export function providePageElements(ensure: (tag: PageElementTag) => void): void {
  provider = ensure;
}
