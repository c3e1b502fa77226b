/**
 * The `slider` messages: `<paywall-slider>`: its name, the slide positions, the arrows and the rotation button. Keys are written `slider.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `slider` group. */
export const SLIDER_EN = {
  label: 'Featured',
  carousel: 'carousel',
  slide: 'slide',
  position: '{index} of {total}',
  slideN: 'Slide {index} of {total}',
  previous: 'Previous slide',
  next: 'Next slide',
  play: 'Start slide rotation',
  pause: 'Stop slide rotation',
};

/** The `slider` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const slider = defineMessages('slider', SLIDER_EN);

/** The translate function of the `slider` group. */
export type SliderT = Translate<typeof SLIDER_EN>;
