/** Polish texts of the `slider` group. */
import type { Translation } from '../core';
import type { SLIDER_EN } from '../slider';

const pl: Translation<typeof SLIDER_EN> = {
  label: 'Polecane',
  carousel: 'karuzela',
  slide: 'slajd',
  position: '{index} z {total}',
  slideN: 'Slajd {index} z {total}',
  previous: 'Poprzedni slajd',
  next: 'Następny slajd',
  play: 'Uruchom przewijanie slajdów',
  pause: 'Zatrzymaj przewijanie slajdów',
};

export default pl;
