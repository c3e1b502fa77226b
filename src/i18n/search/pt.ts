/** Portuguese texts of the `search` group. */
import type { Translation } from '../core';
import type { SEARCH_EN } from '../search';

const pt: Translation<typeof SEARCH_EN> = {
  search: 'Pesquisar',
  searchChannel: 'Pesquisar neste canal',
  type: 'Tipo',
  allTypes: 'Todos os tipos',
  categories: 'Categorias',
  searching: 'A pesquisar…',
  nothingFound: 'Nada encontrado.',
  results: { one: '{total} resultado', other: '{total} resultados' },
  failed: 'A pesquisa não respondeu. Tente novamente.',
  tryAgain: 'Tentar novamente',
  moreFailed: 'Não foi possível carregar mais resultados.',
  loading: 'A carregar…',
  more: 'Mais resultados (mais {rest})',
  channelNotSetUp: 'Esta lista não está configurada: não indica nenhum canal.',
};

export default pt;
