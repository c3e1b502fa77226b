/** Spanish texts of the `search` group. */
import type { Translation } from '../core';
import type { SEARCH_EN } from '../search';

const es: Translation<typeof SEARCH_EN> = {
  search: 'Buscar',
  searchChannel: 'Buscar en este canal',
  type: 'Tipo',
  allTypes: 'Todos los tipos',
  categories: 'Categorías',
  searching: 'Buscando…',
  nothingFound: 'No se ha encontrado nada.',
  results: { one: '{total} resultado', other: '{total} resultados' },
  failed: 'La búsqueda no ha respondido. Inténtalo de nuevo.',
  tryAgain: 'Reintentar',
  moreFailed: 'No se han podido cargar más resultados.',
  loading: 'Cargando…',
  more: 'Más resultados ({rest} más)',
  channelNotSetUp: 'Esta lista no está configurada: no indica ningún canal.',
};

export default es;
