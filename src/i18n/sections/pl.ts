/** Polish texts of the `sections` group. */
import type { Translation } from '../core';
import type { SECTIONS_EN } from '../sections';

const pl: Translation<typeof SECTIONS_EN> = {
  label: 'Na tej stronie',
  missing: 'Lista sekcji nie wskazuje żadnej treści na tej stronie.',
};

export default pl;
