/** Dutch texts of the `search` group. */
import type { Translation } from '../core';
import type { SEARCH_EN } from '../search';

const nl: Translation<typeof SEARCH_EN> = {
  search: 'Zoeken',
  searchChannel: 'Zoeken in dit kanaal',
  type: 'Type',
  allTypes: 'Alle types',
  categories: 'Categorieën',
  searching: 'Zoeken…',
  nothingFound: 'Niets gevonden.',
  results: { one: '{total} resultaat', other: '{total} resultaten' },
  failed: 'De zoekfunctie reageerde niet. Probeer het opnieuw.',
  tryAgain: 'Opnieuw proberen',
  moreFailed: 'Meer resultaten konden niet worden geladen.',
  loading: 'Laden…',
  more: 'Meer resultaten (nog {rest})',
  channelNotSetUp: 'Deze lijst is niet ingesteld: er is geen kanaal opgegeven.',
};

export default nl;
