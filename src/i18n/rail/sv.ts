/** Swedish texts of the `rail` group. */
import type { Translation } from '../core';
import type { RAIL_EN } from '../rail';

const sv: Translation<typeof RAIL_EN> = {
  video: 'Videor',
  stream: 'Livesändningar',
  season: 'Säsonger',
  sponsor: 'Sponsorer',
  organisation: 'Organisationer',
  channel: 'Kanaler',
  previous: '{name}: föregående',
  next: '{name}: nästa',
  track: '{name}: använd piltangenterna för att bläddra',
};

export default sv;
