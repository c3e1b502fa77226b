/** French texts of the `slider` group. */
import type { Translation } from '../core';
import type { SLIDER_EN } from '../slider';

const fr: Translation<typeof SLIDER_EN> = {
  label: 'À la une',
  carousel: 'carrousel',
  slide: 'diapositive',
  position: '{index} sur {total}',
  slideN: 'Diapositive {index} sur {total}',
  previous: 'Diapositive précédente',
  next: 'Diapositive suivante',
  play: 'Démarrer le défilement',
  pause: 'Arrêter le défilement',
};

export default fr;
