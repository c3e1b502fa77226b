/** Polish texts of the `media` group. */
import type { Translation } from '../core';
import type { MEDIA_EN } from '../media';

const pl: Translation<typeof MEDIA_EN> = {
  preparing: 'Przygotowywanie filmu…',
  failed: 'Nie udało się przygotować filmu.',
  tryAgain: 'Spróbuj ponownie',
};

export default pl;
