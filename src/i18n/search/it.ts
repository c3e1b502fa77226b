/** Italian texts of the `search` group. */
import type { Translation } from '../core';
import type { SEARCH_EN } from '../search';

const it: Translation<typeof SEARCH_EN> = {
  search: 'Cerca',
  searchChannel: 'Cerca in questo canale',
  type: 'Tipo',
  allTypes: 'Tutti i tipi',
  categories: 'Categorie',
  searching: 'Ricerca in corso…',
  nothingFound: 'Nessun risultato.',
  results: { one: '{total} risultato', other: '{total} risultati' },
  failed: 'La ricerca non ha risposto. Riprova.',
  tryAgain: 'Riprova',
  moreFailed: 'Impossibile caricare altri risultati.',
  loading: 'Caricamento…',
  more: 'Altri risultati (ancora {rest})',
  channelNotSetUp: 'Questo elenco non è configurato: non indica alcun canale.',
};

export default it;
