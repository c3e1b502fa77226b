/**
 * The `headlines` messages: `<paywall-headlines>`: the feed's name, the loading states and "Load more". Keys are written `headlines.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `headlines` group. */
export const HEADLINES_EN = {
  label: 'Headlines',
  loading: 'Loading more headlines…',
  failed: 'More headlines could not be loaded.',
  end: 'No more headlines.',
  tryAgain: 'Try again',
  loadMore: 'Load more',
};

/** The `headlines` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const headlines = defineMessages('headlines', HEADLINES_EN);

/** The translate function of the `headlines` group. */
export type HeadlinesT = Translate<typeof HEADLINES_EN>;
