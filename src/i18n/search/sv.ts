/** Swedish texts of the `search` group. */
import type { Translation } from '../core';
import type { SEARCH_EN } from '../search';

const sv: Translation<typeof SEARCH_EN> = {
  search: 'Sök',
  searchChannel: 'Sök i den här kanalen',
  type: 'Typ',
  allTypes: 'Alla typer',
  categories: 'Kategorier',
  searching: 'Söker…',
  nothingFound: 'Inget hittades.',
  results: { one: '{total} träff', other: '{total} träffar' },
  failed: 'Sökningen svarade inte. Försök igen.',
  tryAgain: 'Försök igen',
  moreFailed: 'Fler träffar kunde inte laddas.',
  loading: 'Laddar…',
  more: 'Fler träffar ({rest} till)',
  channelNotSetUp: 'Den här listan är inte konfigurerad: den anger ingen kanal.',
};

export default sv;
