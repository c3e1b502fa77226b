/** Spanish texts of the `sections` group. */
import type { Translation } from '../core';
import type { SECTIONS_EN } from '../sections';

const es: Translation<typeof SECTIONS_EN> = {
  label: 'En esta página',
  missing: 'La lista de secciones no indica ningún contenido de esta página.',
};

export default es;
