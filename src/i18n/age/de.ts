/** German texts of the `age` group. */
import type { Translation } from '../core';
import type { AGE_EN } from '../age';

const de: Translation<typeof AGE_EN> = {
  dateOfBirth: 'Geburtsdatum',
  minimumAge: 'Ein Konto können Sie ab {age} Jahren erstellen.',
  tooYoung: 'Sie müssen mindestens {age} Jahre alt sein, um ein Konto zu erstellen.',
};

export default de;
