/**
 * The `search` messages: `<paywall-search>` and `<paywall-channel>`: the search field, the filters, the result count, the states and "More results". Keys are written `search.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `search` group. */
export const SEARCH_EN = {
  search: 'Search',
  searchChannel: 'Search this channel',
  type: 'Type',
  allTypes: 'All types',
  categories: 'Categories',
  searching: 'Searching…',
  nothingFound: 'Nothing found.',
  results: { one: '{total} result', other: '{total} results' },
  failed: 'The search did not answer. Please try again.',
  tryAgain: 'Try again',
  moreFailed: 'More results could not be loaded.',
  loading: 'Loading…',
  more: 'More results ({rest} more)',
  channelNotSetUp: 'This list is not set up: it names no channel.',
};

/** The `search` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const search = defineMessages('search', SEARCH_EN);

/** The translate function of the `search` group. */
export type SearchT = Translate<typeof SEARCH_EN>;
