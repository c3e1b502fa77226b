/** Polish texts of the `countdown` group. */
import type { Translation } from '../core';
import type { COUNTDOWN_EN } from '../countdown';

const pl: Translation<typeof COUNTDOWN_EN> = {
  label: 'Początek za',
  ended: 'Rozpoczęto',
  notSetUp: 'To odliczanie nie jest skonfigurowane: nie ma ustawionego czasu.',
  timer: '{name}: {time}',
};

export default pl;
