/** Portuguese texts of the `slider` group. */
import type { Translation } from '../core';
import type { SLIDER_EN } from '../slider';

const pt: Translation<typeof SLIDER_EN> = {
  label: 'Em destaque',
  carousel: 'carrossel',
  slide: 'diapositivo',
  position: '{index} de {total}',
  slideN: 'Diapositivo {index} de {total}',
  previous: 'Diapositivo anterior',
  next: 'Diapositivo seguinte',
  play: 'Iniciar a rotação',
  pause: 'Parar a rotação',
};

export default pt;
