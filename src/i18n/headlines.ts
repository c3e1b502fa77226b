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

/** The `headlines` message group; each language is a chunk of its own. */
export const headlines = defineMessages('headlines', HEADLINES_EN, {
  de: () => import('./headlines/de'),
  nl: () => import('./headlines/nl'),
  fr: () => import('./headlines/fr'),
  es: () => import('./headlines/es'),
  it: () => import('./headlines/it'),
  pt: () => import('./headlines/pt'),
  pl: () => import('./headlines/pl'),
  sv: () => import('./headlines/sv'),
  ar: () => import('./headlines/ar'),
});

/** The translate function of the `headlines` group. */
export type HeadlinesT = Translate<typeof HEADLINES_EN>;
