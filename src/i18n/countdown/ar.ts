/** Arabic texts of the `countdown` group. */
import type { Translation } from '../core';
import type { COUNTDOWN_EN } from '../countdown';

const ar: Translation<typeof COUNTDOWN_EN> = {
  label: 'يبدأ خلال',
  ended: 'بدأ',
  notSetUp: 'هذا العدّ التنازلي غير مُعدّ: لا يحدد وقتًا.',
  timer: '{name}: {time}',
};

export default ar;
