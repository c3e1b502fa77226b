/**
 * @tag paywall-slider
 * @summary The home slider: its children are the slides; autoplay every 8 s unless a slide's data-autoplay says otherwise, paused on hover, on focus, under prefers-reduced-motion and by its pause button; keyboard, swipe and named slide indicators.
 *
 * @attr interval - Milliseconds per slide; a slide's `data-autoplay` (milliseconds) wins. Default: 8000.
 * @attr label - The carousel's accessible name. Default: "Featured".
 * @attr paused - `paused="true"` starts without autoplay until the viewer presses play. Default: false.
 *
 * @event paywall-slide-change - Another slide shows; detail `{ index, cause }` (`cause` is `autoplay` or `viewer`).
 *
 * @slot - The slides, one child each; the one on show carries `data-paywall-active`.
 *
 * @csspart base - The carousel; `data-state` is `playing | paused | empty`, `data-hold` says why autoplay waits (`hover | focus | reduced-motion | viewer | single | none`).
 * @csspart slides - The slide area (the live region while paused). @csspart controls - The controls row.
 * @csspart prev - Previous slide. @csspart next - Next slide. @csspart pause - Stop or start the rotation.
 * @csspart indicators - The indicators. @csspart indicator - One indicator; also `indicator-current`.
 *
 * @cssproperty --paywall-slider-transition - The slide fade's duration. Default 400ms.
 * @cssproperty --paywall-slider-control-background - The round buttons' background.
 */
import { defineElement } from './define';
import type { SliderProps } from '../src/components/slider/slider';

defineElement<SliderProps>({
  tag: 'paywall-slider',
  props: { interval: 'number', label: 'string', paused: 'boolean' },
  load: () => import('../src/components/slider/slider'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-slider': HTMLElement & Omit<SliderProps, 'container'>;
  }
}
