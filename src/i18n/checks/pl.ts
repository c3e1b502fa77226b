/** Polish texts of the `checks` group. */
import type { Translation } from '../core';
import type { CHECKS_EN } from '../checks';

const pl: Translation<typeof CHECKS_EN> = {
  emailMissing: 'Podaj adres e-mail.',
  emailInvalid: 'Podaj poprawny adres e-mail, np. imie@example.com.',
  passwordChoose: 'Wybierz hasło.',
  passwordShort: 'Użyj co najmniej {min} znaków.',
  passwordRepeat: 'Powtórz hasło.',
  passwordMismatch: 'Hasła nie są takie same.',
  passwordMissing: 'Podaj hasło.',
  nameMissing: 'Podaj imię i nazwisko.',
  fieldRequired: 'Pole {field} jest wymagane.',
};

export default pl;
