/** French texts of the `search` group. */
import type { Translation } from '../core';
import type { SEARCH_EN } from '../search';

const fr: Translation<typeof SEARCH_EN> = {
  search: 'Rechercher',
  searchChannel: 'Rechercher dans cette chaîne',
  type: 'Type',
  allTypes: 'Tous les types',
  categories: 'Catégories',
  searching: 'Recherche…',
  nothingFound: 'Aucun résultat.',
  results: { one: '{total} résultat', other: '{total} résultats' },
  failed: 'La recherche n’a pas répondu. Veuillez réessayer.',
  tryAgain: 'Réessayer',
  moreFailed: 'Impossible de charger plus de résultats.',
  loading: 'Chargement…',
  more: 'Plus de résultats (encore {rest})',
  channelNotSetUp: 'Cette liste n’est pas configurée : aucune chaîne n’est indiquée.',
};

export default fr;
