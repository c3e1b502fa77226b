/** Spanish texts of the `countdown` group. */
import type { Translation } from '../core';
import type { COUNTDOWN_EN } from '../countdown';

const es: Translation<typeof COUNTDOWN_EN> = {
  label: 'Empieza en',
  ended: 'Ha empezado',
  notSetUp: 'Esta cuenta atrás no está configurada: no tiene hora.',
  timer: '{name}: {time}',
};

export default es;
