/** French texts of the `rail` group. */
import type { Translation } from '../core';
import type { RAIL_EN } from '../rail';

const fr: Translation<typeof RAIL_EN> = {
  video: 'Vidéos',
  stream: 'Directs',
  season: 'Saisons',
  sponsor: 'Sponsors',
  organisation: 'Organisations',
  channel: 'Chaînes',
  previous: '{name} : précédents',
  next: '{name} : suivants',
  track: '{name} : utilisez les flèches du clavier pour faire défiler',
};

export default fr;
