/**
 * The `media` messages: `<paywall-gate>`'s player for signed media (loaded with it, only for items whose content is a media address to sign). Keys are written `media.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `media` group. */
export const MEDIA_EN = {
  preparing: 'Preparing the video…',
  failed: 'The video could not be prepared.',
  tryAgain: 'Try again',
};

/** The `media` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const media = defineMessages('media', MEDIA_EN);

/** The translate function of the `media` group. */
export type MediaT = Translate<typeof MEDIA_EN>;
