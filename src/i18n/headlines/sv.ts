/** Swedish texts of the `headlines` group. */
import type { Translation } from '../core';
import type { HEADLINES_EN } from '../headlines';

const sv: Translation<typeof HEADLINES_EN> = {
  label: 'Rubriker',
  loading: 'Laddar fler rubriker…',
  failed: 'Fler rubriker kunde inte laddas.',
  end: 'Inga fler rubriker.',
  tryAgain: 'Försök igen',
  loadMore: 'Ladda fler',
};

export default sv;
