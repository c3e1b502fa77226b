/** German texts of the `countdown` group. */
import type { Translation } from '../core';
import type { COUNTDOWN_EN } from '../countdown';

const de: Translation<typeof COUNTDOWN_EN> = {
  label: 'Beginnt in',
  ended: 'Hat begonnen',
  notSetUp: 'Dieser Countdown ist nicht eingerichtet: Es ist keine Zeit angegeben.',
  timer: '{name}: {time}',
};

export default de;
