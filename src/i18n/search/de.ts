/** German texts of the `search` group. */
import type { Translation } from '../core';
import type { SEARCH_EN } from '../search';

const de: Translation<typeof SEARCH_EN> = {
  search: 'Suchen',
  searchChannel: 'In diesem Kanal suchen',
  type: 'Typ',
  allTypes: 'Alle Typen',
  categories: 'Kategorien',
  searching: 'Suche läuft…',
  nothingFound: 'Nichts gefunden.',
  results: { one: '{total} Ergebnis', other: '{total} Ergebnisse' },
  failed: 'Die Suche hat nicht geantwortet. Bitte versuchen Sie es erneut.',
  tryAgain: 'Erneut versuchen',
  moreFailed: 'Weitere Ergebnisse konnten nicht geladen werden.',
  loading: 'Wird geladen…',
  more: 'Weitere Ergebnisse (noch {rest})',
  channelNotSetUp: 'Diese Liste ist nicht eingerichtet: Es ist kein Kanal angegeben.',
};

export default de;
