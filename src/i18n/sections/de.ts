/** German texts of the `sections` group. */
import type { Translation } from '../core';
import type { SECTIONS_EN } from '../sections';

const de: Translation<typeof SECTIONS_EN> = {
  label: 'Auf dieser Seite',
  missing: 'Die Abschnittsliste verweist auf keinen Inhalt dieser Seite.',
};

export default de;
