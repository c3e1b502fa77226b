/**
 * @tag paywall-channel
 * @summary The channels.show page: the channel's searchable list of contents with a type filter, on the search machinery (550 ms debounce, paging, the query in the address bar).
 *
 * @attr channel - The channel's id or slug. Default: the address's second path segment (`/channels/films`).
 * @attr endpoint - The contents endpoint on the page's origin, answering as search.more does; `{channel}` is replaced. Default: "/channels/{channel}/contents".
 * @attr types - Type filter choices, `value:Label` comma-separated; none hides the filter.
 * @attr heading - A heading above the list.
 * @attr label - The search field's accessible name. Default: "Search this channel".
 * @attr no-history - `no-history="true"` keeps the query out of the address bar. Default: false.
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same.
 *
 * @event paywall-error - The element names no channel; detail `{ code, status, message }` (`missing_channel`).
 *
 * @csspart base - The wrapper; `data-state` is `idle | loading | ready | empty | error`.
 * @csspart heading - The heading. @csspart form - The search form (the form and the list are `<paywall-search>`'s, without its category filters). @csspart label - A (visually hidden) label. @csspart input - The search field.
 * @csspart type-filter - The type select. @csspart count - The live count and the server's text. @csspart error - A failure message.
 * @csspart retry-button - Loads again. @csspart results - The list. @csspart result - One content. @csspart result-link - Its link.
 * @csspart thumbnail - Its image. @csspart name - Its name. @csspart more-button - Loads the next page.
 *
 * @cssproperty --paywall-search-cell-width - The smallest cell width. Default 180px.
 */
import { defineElement } from './define';
import type { ChannelProps } from '../src/components/channel/channel';

defineElement<ChannelProps>({
  tag: 'paywall-channel',
  props: { channel: 'string', endpoint: 'string', types: 'string', heading: 'string', label: 'string', noHistory: 'boolean', headingLevel: 'number' },
  load: () => import('../src/components/channel/channel'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-channel': HTMLElement & Omit<ChannelProps, 'container'>;
  }
}
