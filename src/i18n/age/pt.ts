/** Portuguese texts of the `age` group. */
import type { Translation } from '../core';
import type { AGE_EN } from '../age';

const pt: Translation<typeof AGE_EN> = {
  dateOfBirth: 'Data de nascimento',
  minimumAge: 'Tem de ter {age} anos ou mais para criar uma conta.',
  tooYoung: 'Tem de ter pelo menos {age} anos para criar uma conta.',
};

export default pt;
