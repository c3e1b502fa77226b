/**
 * @tag paywall-countdown
 * @summary An event countdown: days, hours, minutes and seconds from the server's `now`, ticking each second; with reload="true" the page reloads once when it passes zero.
 *
 * @attr time - The moment counted down to, epoch seconds (required).
 * @attr now - The server's current time when it rendered the page, epoch seconds. Default: the viewer's clock.
 * @attr reload - `reload="true"` reloads the page once when the countdown passes zero (never for a time already past). Default: false.
 * @attr label - The timer's name, e.g. the event. Default: "Starts in".
 * @attr ended-text - Shown once the time has come. Default: "Started".
 *
 * @event paywall-countdown-end - The countdown passed zero while the page was open; detail `{ time, reload }`.
 * @event paywall-error - No valid time; detail `{ code, status, message }` (`invalid_time`).
 *
 * @csspart base - The wrapper; `data-state` is `counting | ended | error`.
 * @csspart timer - The timer (role timer, named with the full remaining time). @csspart label - The visible name.
 * @csspart unit - One unit; also `unit-days`, `unit-hours`, `unit-minutes`, `unit-seconds`. @csspart value - A unit's number.
 * @csspart unit-label - A unit's name. @csspart ended - The ended text. @csspart message - The set-up error.
 *
 * @cssproperty --paywall-countdown-background - A unit's background. @cssproperty --paywall-countdown-color - A unit's text colour. @cssproperty --paywall-countdown-label-color - The units' names (default: the unit's text colour, softened).
 * @cssproperty --paywall-countdown-size - The numbers' size. Default 1.8em. @cssproperty --paywall-countdown-gap - Space between units.
 */
import { defineElement } from './define';
import type { CountdownProps } from '../src/components/countdown/countdown';

defineElement<CountdownProps>({
  tag: 'paywall-countdown',
  props: { time: 'number', now: 'number', reload: 'boolean', label: 'string', endedText: 'string' },
  load: () => import('../src/components/countdown/countdown'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-countdown': HTMLElement & Omit<CountdownProps, 'container'>;
  }
}
