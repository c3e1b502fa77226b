/**
 * @tag paywall-section-links
 * @summary An on-page list of links to the h2/h3 headings of the content area it names (ids created where missing), with the current section highlighted while scrolling.
 *
 * @attr for - The id of the content area whose h2/h3 headings are listed (required).
 * @attr label - The navigation's accessible name and title. Default: "On this page".
 * @attr offset - Pixels from the viewport's top where a section counts as reached (a sticky header's height). Default: 80.
 *
 * @event paywall-error - No element has the `for` id; detail `{ code, status, message }` (`missing_content_area`).
 *
 * @csspart base - The navigation; `data-state` is `loading | ready | empty | error` (hidden when empty).
 * @csspart title - The title. @csspart list - The list. @csspart item - One entry; also `item-level-2`, `item-level-3`.
 * @csspart link - A link; also `link-current` for the current section. @csspart message - The set-up error.
 *
 * @cssproperty --paywall-section-current - The current section's colour. Default: the primary colour.
 */
import { defineElement } from './define';
import type { SectionLinksProps } from '../src/components/section-links/section-links';

defineElement<SectionLinksProps>({
  tag: 'paywall-section-links',
  props: { for: 'string', label: 'string', offset: 'number' },
  load: () => import('../src/components/section-links/section-links'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-section-links': HTMLElement & Omit<SectionLinksProps, 'container'>;
  }
}
