/** Swedish texts of the `age` group. */
import type { Translation } from '../core';
import type { AGE_EN } from '../age';

const sv: Translation<typeof AGE_EN> = {
  dateOfBirth: 'Födelsedatum',
  minimumAge: 'Du måste vara {age} år eller äldre för att skapa ett konto.',
  tooYoung: 'Du måste vara minst {age} år för att skapa ett konto.',
};

export default sv;
