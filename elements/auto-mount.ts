/**
 * Page-level elements the stores ask for: when a dialog opens or a purchase starts and the page has
 * no `<paywall-dialogs>` / `<paywall-checkout>` to show it, one is appended to `<body>` (its code
 * loads only then). Lives with the registrations because it touches the DOM; React apps that render
 * the components themselves never load it.
 */
import { providePageElements, type PageElementTag } from '../src/internal/page-elements';

/** Appends `tag` to `<body>` when the page has none that can show a page-wide purchase or dialog. */
export function ensurePageElement(tag: PageElementTag): void {
  if (typeof document === 'undefined' || !document.body) return;
  // a checkout with a fixed access-fee-id shows only its own price, not a purchase started elsewhere
  const present = [...document.querySelectorAll(tag)].some((el) => tag !== 'paywall-checkout' || !el.hasAttribute('access-fee-id'));
  if (present) return;
  const el = document.createElement(tag);
  if (tag === 'paywall-checkout') el.setAttribute('data-paywall-auto', '');
  document.body.append(el);
}

/** Lets the stores have their page-level elements appended on demand. */
export function autoMountPageElements(): void {
  providePageElements(ensurePageElement);
}
