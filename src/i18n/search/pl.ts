/** Polish texts of the `search` group. */
import type { Translation } from '../core';
import type { SEARCH_EN } from '../search';

const pl: Translation<typeof SEARCH_EN> = {
  search: 'Szukaj',
  searchChannel: 'Szukaj w tym kanale',
  type: 'Typ',
  allTypes: 'Wszystkie typy',
  categories: 'Kategorie',
  searching: 'Wyszukiwanie…',
  nothingFound: 'Nic nie znaleziono.',
  results: { one: '{total} wynik', few: '{total} wyniki', many: '{total} wyników', other: '{total} wyniku' },
  failed: 'Wyszukiwarka nie odpowiedziała. Spróbuj ponownie.',
  tryAgain: 'Spróbuj ponownie',
  moreFailed: 'Nie udało się wczytać kolejnych wyników.',
  loading: 'Wczytywanie…',
  more: 'Więcej wyników (jeszcze {rest})',
  channelNotSetUp: 'Ta lista nie jest skonfigurowana: nie wskazuje żadnego kanału.',
};

export default pl;
