/** French texts of the `media` group. */
import type { Translation } from '../core';
import type { MEDIA_EN } from '../media';

const fr: Translation<typeof MEDIA_EN> = {
  preparing: 'Préparation de la vidéo…',
  failed: 'La vidéo n’a pas pu être préparée.',
  tryAgain: 'Réessayer',
};

export default fr;
