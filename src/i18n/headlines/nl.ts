/** Dutch texts of the `headlines` group. */
import type { Translation } from '../core';
import type { HEADLINES_EN } from '../headlines';

const nl: Translation<typeof HEADLINES_EN> = {
  label: 'Koppen',
  loading: 'Meer koppen laden…',
  failed: 'Meer koppen konden niet worden geladen.',
  end: 'Geen koppen meer.',
  tryAgain: 'Opnieuw proberen',
  loadMore: 'Meer laden',
};

export default nl;
