/**
 * The `sections` messages: `<paywall-section-links>`: its name and title, and the message when it finds no content. Keys are written `sections.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `sections` group. */
export const SECTIONS_EN = {
  label: 'On this page',
  missing: 'The section list names no content on this page.',
};

/** The `sections` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const sections = defineMessages('sections', SECTIONS_EN);

/** The translate function of the `sections` group. */
export type SectionsT = Translate<typeof SECTIONS_EN>;
