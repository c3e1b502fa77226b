/**
 * The `countdown` messages: `<paywall-countdown>`: its default name, the ended text and the timer's spoken name (the units come from `Intl`). Keys are written `countdown.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `countdown` group. */
export const COUNTDOWN_EN = {
  label: 'Starts in',
  ended: 'Started',
  notSetUp: 'This countdown is not set up: it has no time.',
  timer: '{name}: {time}',
};

/** The `countdown` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const countdown = defineMessages('countdown', COUNTDOWN_EN);

/** The translate function of the `countdown` group. */
export type CountdownT = Translate<typeof COUNTDOWN_EN>;
