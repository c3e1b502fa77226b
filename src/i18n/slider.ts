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

/** The `slider` message group; each language is a chunk of its own. */
export const slider = defineMessages('slider', SLIDER_EN, {
  de: () => import('./slider/de'),
  nl: () => import('./slider/nl'),
  fr: () => import('./slider/fr'),
  es: () => import('./slider/es'),
  it: () => import('./slider/it'),
  pt: () => import('./slider/pt'),
  pl: () => import('./slider/pl'),
  sv: () => import('./slider/sv'),
  ar: () => import('./slider/ar'),
});

/** The translate function of the `slider` group. */
export type SliderT = Translate<typeof SLIDER_EN>;
