/**
 * The `sections` messages: `<paywall-section-links>`: its name and title, and the message when it finds no content. Keys are written `sections.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `sections` group. */
export const SECTIONS_EN = {
  label: 'On this page',
  missing: 'The section list names no content on this page.',
};

/** The `sections` message group; each language is a chunk of its own. */
export const sections = defineMessages('sections', SECTIONS_EN, {
  de: () => import('./sections/de'),
  nl: () => import('./sections/nl'),
  fr: () => import('./sections/fr'),
  es: () => import('./sections/es'),
  it: () => import('./sections/it'),
  pt: () => import('./sections/pt'),
  pl: () => import('./sections/pl'),
  sv: () => import('./sections/sv'),
  ar: () => import('./sections/ar'),
});

/** The translate function of the `sections` group. */
export type SectionsT = Translate<typeof SECTIONS_EN>;
