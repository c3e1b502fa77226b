/** Dutch texts of the `countdown` group. */
import type { Translation } from '../core';
import type { COUNTDOWN_EN } from '../countdown';

const nl: Translation<typeof COUNTDOWN_EN> = {
  label: 'Begint over',
  ended: 'Begonnen',
  notSetUp: 'Deze aftelling is niet ingesteld: er is geen tijd opgegeven.',
  timer: '{name}: {time}',
};

export default nl;
