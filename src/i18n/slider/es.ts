/** Spanish texts of the `slider` group. */
import type { Translation } from '../core';
import type { SLIDER_EN } from '../slider';

const es: Translation<typeof SLIDER_EN> = {
  label: 'Destacados',
  carousel: 'carrusel',
  slide: 'diapositiva',
  position: '{index} de {total}',
  slideN: 'Diapositiva {index} de {total}',
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  play: 'Iniciar la rotación',
  pause: 'Detener la rotación',
};

export default es;
