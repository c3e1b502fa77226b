/**
 * The `rail` messages: `<paywall-rail>`: the default names by kind, the arrows and the track's keyboard hint. Keys are written `rail.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `rail` group. */
export const RAIL_EN = {
  video: 'Videos',
  stream: 'Live streams',
  season: 'Seasons',
  sponsor: 'Sponsors',
  organisation: 'Organisations',
  channel: 'Channels',
  previous: 'Previous {name}',
  next: 'Next {name}',
  track: '{name}: use the arrow keys to scroll',
};

/** The `rail` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const rail = defineMessages('rail', RAIL_EN);

/** The translate function of the `rail` group. */
export type RailT = Translate<typeof RAIL_EN>;
