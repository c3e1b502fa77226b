/** Spanish texts of the `age` group. */
import type { Translation } from '../core';
import type { AGE_EN } from '../age';

const es: Translation<typeof AGE_EN> = {
  dateOfBirth: 'Fecha de nacimiento',
  minimumAge: 'Debes tener {age} años o más para crear una cuenta.',
  tooYoung: 'Debes tener al menos {age} años para crear una cuenta.',
};

export default es;
