/** German texts of the `media` group. */
import type { Translation } from '../core';
import type { MEDIA_EN } from '../media';

const de: Translation<typeof MEDIA_EN> = {
  preparing: 'Das Video wird vorbereitet…',
  failed: 'Das Video konnte nicht vorbereitet werden.',
  tryAgain: 'Erneut versuchen',
};

export default de;
