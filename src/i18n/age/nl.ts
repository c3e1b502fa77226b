/** Dutch texts of the `age` group. */
import type { Translation } from '../core';
import type { AGE_EN } from '../age';

const nl: Translation<typeof AGE_EN> = {
  dateOfBirth: 'Geboortedatum',
  minimumAge: 'Je kunt een account aanmaken vanaf {age} jaar.',
  tooYoung: 'Je moet minstens {age} jaar oud zijn om een account aan te maken.',
};

export default nl;
