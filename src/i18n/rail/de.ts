/** German texts of the `rail` group. */
import type { Translation } from '../core';
import type { RAIL_EN } from '../rail';

const de: Translation<typeof RAIL_EN> = {
  video: 'Videos',
  stream: 'Livestreams',
  season: 'Staffeln',
  sponsor: 'Sponsoren',
  organisation: 'Organisationen',
  channel: 'Kanäle',
  previous: '{name}: zurück',
  next: '{name}: weiter',
  track: '{name}: mit den Pfeiltasten blättern',
};

export default de;
