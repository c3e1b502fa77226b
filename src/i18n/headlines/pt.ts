/** Portuguese texts of the `headlines` group. */
import type { Translation } from '../core';
import type { HEADLINES_EN } from '../headlines';

const pt: Translation<typeof HEADLINES_EN> = {
  label: 'Títulos',
  loading: 'A carregar mais títulos…',
  failed: 'Não foi possível carregar mais títulos.',
  end: 'Não há mais títulos.',
  tryAgain: 'Tentar novamente',
  loadMore: 'Carregar mais',
};

export default pt;
