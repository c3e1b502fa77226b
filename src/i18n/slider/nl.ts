/** Dutch texts of the `slider` group. */
import type { Translation } from '../core';
import type { SLIDER_EN } from '../slider';

const nl: Translation<typeof SLIDER_EN> = {
  label: 'Uitgelicht',
  carousel: 'carrousel',
  slide: 'dia',
  position: '{index} van {total}',
  slideN: 'Dia {index} van {total}',
  previous: 'Vorige dia',
  next: 'Volgende dia',
  play: 'Diavoorstelling starten',
  pause: 'Diavoorstelling stoppen',
};

export default nl;
