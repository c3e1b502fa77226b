/** French texts of the `checks` group. */
import type { Translation } from '../core';
import type { CHECKS_EN } from '../checks';

const fr: Translation<typeof CHECKS_EN> = {
  emailMissing: 'Saisissez votre adresse e-mail.',
  emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@example.com.',
  passwordChoose: 'Choisissez un mot de passe.',
  passwordShort: 'Utilisez au moins {min} caractères.',
  passwordRepeat: 'Saisissez à nouveau le mot de passe.',
  passwordMismatch: 'Les mots de passe ne correspondent pas.',
  passwordMissing: 'Saisissez votre mot de passe.',
  nameMissing: 'Saisissez votre nom.',
  fieldRequired: '{field} est obligatoire.',
};

export default fr;
