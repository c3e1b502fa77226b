/** Swedish texts of the `sections` group. */
import type { Translation } from '../core';
import type { SECTIONS_EN } from '../sections';

const sv: Translation<typeof SECTIONS_EN> = {
  label: 'På den här sidan',
  missing: 'Avsnittslistan pekar inte på något innehåll på den här sidan.',
};

export default sv;
