/** Dutch texts of the `sections` group. */
import type { Translation } from '../core';
import type { SECTIONS_EN } from '../sections';

const nl: Translation<typeof SECTIONS_EN> = {
  label: 'Op deze pagina',
  missing: 'De inhoudsopgave verwijst naar geen inhoud op deze pagina.',
};

export default nl;
