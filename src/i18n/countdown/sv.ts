/** Swedish texts of the `countdown` group. */
import type { Translation } from '../core';
import type { COUNTDOWN_EN } from '../countdown';

const sv: Translation<typeof COUNTDOWN_EN> = {
  label: 'Börjar om',
  ended: 'Har börjat',
  notSetUp: 'Den här nedräkningen är inte konfigurerad: den saknar tid.',
  timer: '{name}: {time}',
};

export default sv;
