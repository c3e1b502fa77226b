/** Italian texts of the `countdown` group. */
import type { Translation } from '../core';
import type { COUNTDOWN_EN } from '../countdown';

const it: Translation<typeof COUNTDOWN_EN> = {
  label: 'Inizia tra',
  ended: 'Iniziato',
  notSetUp: 'Questo conto alla rovescia non è configurato: manca l’orario.',
  timer: '{name}: {time}',
};

export default it;
