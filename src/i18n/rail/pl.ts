/** Polish texts of the `rail` group. */
import type { Translation } from '../core';
import type { RAIL_EN } from '../rail';

const pl: Translation<typeof RAIL_EN> = {
  video: 'Filmy',
  stream: 'Transmisje na żywo',
  season: 'Sezony',
  sponsor: 'Sponsorzy',
  organisation: 'Organizacje',
  channel: 'Kanały',
  previous: '{name}: poprzednie',
  next: '{name}: następne',
  track: '{name}: przewijaj klawiszami strzałek',
};

export default pl;
