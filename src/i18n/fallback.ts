/**
 * The one text the loader itself shows: an element that could not load or render. English is
 * inline; the `common` group's translation fills in the page's language once it has loaded, and a
 * merchant's `setMessages({"common.failed": …})` wins. Kept tiny: it is part of the loader.
 */

/** Texts the loader shows, filled in by the message catalogues (`common.failed`). */
export const loaderTexts: { failed?: string; override?: string } = {};

/** The text of a failed element. */
export function elementFailedText(): string {
  return loaderTexts.override ?? loaderTexts.failed ?? 'This content could not be shown. Please reload the page.';
}
