/** Portuguese texts of the `countdown` group. */
import type { Translation } from '../core';
import type { COUNTDOWN_EN } from '../countdown';

const pt: Translation<typeof COUNTDOWN_EN> = {
  label: 'Começa dentro de',
  ended: 'Já começou',
  notSetUp: 'Esta contagem decrescente não está configurada: não tem hora.',
  timer: '{name}: {time}',
};

export default pt;
