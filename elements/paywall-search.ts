/**
 * @tag paywall-search
 * @summary The site search: search.more 550 ms after the last keystroke, type and category filters, results with the total count and the server's text, "More results" paging, and the query kept in the address bar.
 *
 * @attr types - Type filter choices, `value:Label` comma-separated (e.g. `video:Videos,package:Packages`); none hides the filter.
 * @attr categories - Category filter choices, `value:Label` comma-separated; none hides the filter.
 * @attr label - The search field's accessible name. Default: "Search".
 * @attr placeholder - The field's placeholder. Default: the label.
 * @attr no-history - `no-history="true"` keeps the query out of the address bar. Default: false.
 *
 * @csspart base - The wrapper; `data-state` is `idle | loading | ready | empty | error`.
 * @csspart form - The search form. @csspart label - A (visually hidden) label. @csspart input - The search field.
 * @csspart type-filter - The type select. @csspart categories - The category checkboxes. @csspart category - One category.
 * @csspart count - The live count and the server's text. @csspart error - A failure message. @csspart retry-button - Searches again.
 * @csspart results - The result list. @csspart result - One result. @csspart result-link - Its link. @csspart thumbnail - Its image.
 * @csspart name - Its name. @csspart more-button - Loads the next page.
 *
 * @cssproperty --paywall-search-cell-width - The smallest result width. Default 180px.
 * @cssproperty --paywall-color-link - Result names. @cssproperty --paywall-color-border - Fields and thumbnail placeholders.
 */
import { defineElement } from './define';
import type { SearchProps } from '../src/components/search/search';

defineElement<SearchProps>({
  tag: 'paywall-search',
  props: { types: 'string', categories: 'string', label: 'string', placeholder: 'string', noHistory: 'boolean' },
  load: () => import('../src/components/search/search'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-search': HTMLElement & Omit<SearchProps, 'container'>;
  }
}
