/** Portuguese texts of the `rail` group. */
import type { Translation } from '../core';
import type { RAIL_EN } from '../rail';

const pt: Translation<typeof RAIL_EN> = {
  video: 'Vídeos',
  stream: 'Diretos',
  season: 'Temporadas',
  sponsor: 'Patrocinadores',
  organisation: 'Organizações',
  channel: 'Canais',
  previous: '{name}: anteriores',
  next: '{name}: seguintes',
  track: '{name}: use as teclas de seta para percorrer',
};

export default pt;
