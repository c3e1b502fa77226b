/** Dutch texts of the `rail` group. */
import type { Translation } from '../core';
import type { RAIL_EN } from '../rail';

const nl: Translation<typeof RAIL_EN> = {
  video: 'Video’s',
  stream: 'Livestreams',
  season: 'Seizoenen',
  sponsor: 'Sponsors',
  organisation: 'Organisaties',
  channel: 'Kanalen',
  previous: '{name}: vorige',
  next: '{name}: volgende',
  track: '{name}: gebruik de pijltjestoetsen om te scrollen',
};

export default nl;
