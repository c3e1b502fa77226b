/** Italian texts of the `media` group. */
import type { Translation } from '../core';
import type { MEDIA_EN } from '../media';

const it: Translation<typeof MEDIA_EN> = {
  preparing: 'Preparazione del video…',
  failed: 'Non è stato possibile preparare il video.',
  tryAgain: 'Riprova',
};

export default it;
