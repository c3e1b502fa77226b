/** Italian texts of the `sections` group. */
import type { Translation } from '../core';
import type { SECTIONS_EN } from '../sections';

const it: Translation<typeof SECTIONS_EN> = {
  label: 'In questa pagina',
  missing: 'L’elenco delle sezioni non indica alcun contenuto di questa pagina.',
};

export default it;
