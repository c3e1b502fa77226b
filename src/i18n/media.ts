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

/** The `media` message group; each language is a chunk of its own. */
export const media = defineMessages('media', MEDIA_EN, {
  de: () => import('./media/de'),
  nl: () => import('./media/nl'),
  fr: () => import('./media/fr'),
  es: () => import('./media/es'),
  it: () => import('./media/it'),
  pt: () => import('./media/pt'),
  pl: () => import('./media/pl'),
  sv: () => import('./media/sv'),
  ar: () => import('./media/ar'),
});

/** The translate function of the `media` group. */
export type MediaT = Translate<typeof MEDIA_EN>;
