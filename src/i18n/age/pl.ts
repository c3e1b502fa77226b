/** Polish texts of the `age` group. */
import type { Translation } from '../core';
import type { AGE_EN } from '../age';

const pl: Translation<typeof AGE_EN> = {
  dateOfBirth: 'Data urodzenia',
  minimumAge: 'Konto można założyć od {age} lat.',
  tooYoung: 'Aby założyć konto, trzeba mieć co najmniej {age} lat.',
};

export default pl;
