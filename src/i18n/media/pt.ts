/** Portuguese texts of the `media` group. */
import type { Translation } from '../core';
import type { MEDIA_EN } from '../media';

const pt: Translation<typeof MEDIA_EN> = {
  preparing: 'A preparar o vídeo…',
  failed: 'Não foi possível preparar o vídeo.',
  tryAgain: 'Tentar novamente',
};

export default pt;
