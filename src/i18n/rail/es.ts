/** Spanish texts of the `rail` group. */
import type { Translation } from '../core';
import type { RAIL_EN } from '../rail';

const es: Translation<typeof RAIL_EN> = {
  video: 'Vídeos',
  stream: 'Directos',
  season: 'Temporadas',
  sponsor: 'Patrocinadores',
  organisation: 'Organizaciones',
  channel: 'Canales',
  previous: '{name}: anteriores',
  next: '{name}: siguientes',
  track: '{name}: usa las teclas de flecha para desplazarte',
};

export default es;
