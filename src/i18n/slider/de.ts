/** German texts of the `slider` group. */
import type { Translation } from '../core';
import type { SLIDER_EN } from '../slider';

const de: Translation<typeof SLIDER_EN> = {
  label: 'Empfohlen',
  carousel: 'Karussell',
  slide: 'Folie',
  position: '{index} von {total}',
  slideN: 'Folie {index} von {total}',
  previous: 'Vorherige Folie',
  next: 'Nächste Folie',
  play: 'Automatischen Wechsel starten',
  pause: 'Automatischen Wechsel anhalten',
};

export default de;
