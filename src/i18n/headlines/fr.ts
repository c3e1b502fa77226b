/** French texts of the `headlines` group. */
import type { Translation } from '../core';
import type { HEADLINES_EN } from '../headlines';

const fr: Translation<typeof HEADLINES_EN> = {
  label: 'Titres',
  loading: 'Chargement d’autres titres…',
  failed: 'Impossible de charger d’autres titres.',
  end: 'Il n’y a pas d’autres titres.',
  tryAgain: 'Réessayer',
  loadMore: 'Charger plus',
};

export default fr;
