/** French texts of the `age` group. */
import type { Translation } from '../core';
import type { AGE_EN } from '../age';

const fr: Translation<typeof AGE_EN> = {
  dateOfBirth: 'Date de naissance',
  minimumAge: 'Vous devez avoir {age} ans ou plus pour créer un compte.',
  tooYoung: 'Vous devez avoir au moins {age} ans pour créer un compte.',
};

export default fr;
