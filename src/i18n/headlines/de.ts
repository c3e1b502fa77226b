/** German texts of the `headlines` group. */
import type { Translation } from '../core';
import type { HEADLINES_EN } from '../headlines';

const de: Translation<typeof HEADLINES_EN> = {
  label: 'Schlagzeilen',
  loading: 'Weitere Schlagzeilen werden geladen…',
  failed: 'Weitere Schlagzeilen konnten nicht geladen werden.',
  end: 'Keine weiteren Schlagzeilen.',
  tryAgain: 'Erneut versuchen',
  loadMore: 'Mehr laden',
};

export default de;
