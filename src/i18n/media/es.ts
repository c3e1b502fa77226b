/** Spanish texts of the `media` group. */
import type { Translation } from '../core';
import type { MEDIA_EN } from '../media';

const es: Translation<typeof MEDIA_EN> = {
  preparing: 'Preparando el vídeo…',
  failed: 'No se pudo preparar el vídeo.',
  tryAgain: 'Reintentar',
};

export default es;
