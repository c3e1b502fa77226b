/** Polish texts of the `headlines` group. */
import type { Translation } from '../core';
import type { HEADLINES_EN } from '../headlines';

const pl: Translation<typeof HEADLINES_EN> = {
  label: 'Nagłówki',
  loading: 'Wczytywanie kolejnych nagłówków…',
  failed: 'Nie udało się wczytać kolejnych nagłówków.',
  end: 'Nie ma więcej nagłówków.',
  tryAgain: 'Spróbuj ponownie',
  loadMore: 'Wczytaj więcej',
};

export default pl;
