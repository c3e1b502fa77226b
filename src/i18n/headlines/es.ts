/** Spanish texts of the `headlines` group. */
import type { Translation } from '../core';
import type { HEADLINES_EN } from '../headlines';

const es: Translation<typeof HEADLINES_EN> = {
  label: 'Titulares',
  loading: 'Cargando más titulares…',
  failed: 'No se han podido cargar más titulares.',
  end: 'No hay más titulares.',
  tryAgain: 'Reintentar',
  loadMore: 'Cargar más',
};

export default es;
