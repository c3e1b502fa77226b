/** Italian texts of the `age` group. */
import type { Translation } from '../core';
import type { AGE_EN } from '../age';

const it: Translation<typeof AGE_EN> = {
  dateOfBirth: 'Data di nascita',
  minimumAge: 'Puoi creare un account a partire da {age} anni.',
  tooYoung: 'Devi avere almeno {age} anni per creare un account.',
};

export default it;
