/** Swedish texts of the `media` group. */
import type { Translation } from '../core';
import type { MEDIA_EN } from '../media';

const sv: Translation<typeof MEDIA_EN> = {
  preparing: 'Videon förbereds…',
  failed: 'Videon kunde inte förberedas.',
  tryAgain: 'Försök igen',
};

export default sv;
