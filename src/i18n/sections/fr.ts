/** French texts of the `sections` group. */
import type { Translation } from '../core';
import type { SECTIONS_EN } from '../sections';

const fr: Translation<typeof SECTIONS_EN> = {
  label: 'Sur cette page',
  missing: 'La liste des sections ne désigne aucun contenu de cette page.',
};

export default fr;
