/** French texts of the `countdown` group. */
import type { Translation } from '../core';
import type { COUNTDOWN_EN } from '../countdown';

const fr: Translation<typeof COUNTDOWN_EN> = {
  label: 'Commence dans',
  ended: 'A commencé',
  notSetUp: 'Ce compte à rebours n’est pas configuré : aucune heure n’est indiquée.',
  timer: '{name} : {time}',
};

export default fr;
