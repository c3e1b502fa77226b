/** Dutch texts of the `media` group. */
import type { Translation } from '../core';
import type { MEDIA_EN } from '../media';

const nl: Translation<typeof MEDIA_EN> = {
  preparing: 'De video wordt klaargezet…',
  failed: 'De video kon niet worden klaargezet.',
  tryAgain: 'Opnieuw proberen',
};

export default nl;
