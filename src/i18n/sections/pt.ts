/** Portuguese texts of the `sections` group. */
import type { Translation } from '../core';
import type { SECTIONS_EN } from '../sections';

const pt: Translation<typeof SECTIONS_EN> = {
  label: 'Nesta página',
  missing: 'A lista de secções não indica nenhum conteúdo desta página.',
};

export default pt;
