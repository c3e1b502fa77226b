/** Italian texts of the `rail` group. */
import type { Translation } from '../core';
import type { RAIL_EN } from '../rail';

const it: Translation<typeof RAIL_EN> = {
  video: 'Video',
  stream: 'Dirette',
  season: 'Stagioni',
  sponsor: 'Sponsor',
  organisation: 'Organizzazioni',
  channel: 'Canali',
  previous: '{name}: precedenti',
  next: '{name}: successivi',
  track: '{name}: usa i tasti freccia per scorrere',
};

export default it;
