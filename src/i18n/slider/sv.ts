/** Swedish texts of the `slider` group. */
import type { Translation } from '../core';
import type { SLIDER_EN } from '../slider';

const sv: Translation<typeof SLIDER_EN> = {
  label: 'Utvalt',
  carousel: 'karusell',
  slide: 'bild',
  position: '{index} av {total}',
  slideN: 'Bild {index} av {total}',
  previous: 'Föregående bild',
  next: 'Nästa bild',
  play: 'Starta bildväxlingen',
  pause: 'Stoppa bildväxlingen',
};

export default sv;
