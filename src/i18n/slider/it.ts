/** Italian texts of the `slider` group. */
import type { Translation } from '../core';
import type { SLIDER_EN } from '../slider';

const it: Translation<typeof SLIDER_EN> = {
  label: 'In evidenza',
  carousel: 'carosello',
  slide: 'slide',
  position: '{index} di {total}',
  slideN: 'Slide {index} di {total}',
  previous: 'Slide precedente',
  next: 'Slide successiva',
  play: 'Avvia la rotazione',
  pause: 'Interrompi la rotazione',
};

export default it;
