/** Portuguese texts of the `checks` group. */
import type { Translation } from '../core';
import type { CHECKS_EN } from '../checks';

const pt: Translation<typeof CHECKS_EN> = {
  emailMissing: 'Introduza o seu e-mail.',
  emailInvalid: 'Introduza um e-mail válido, como nome@example.com.',
  passwordChoose: 'Escolha uma palavra-passe.',
  passwordShort: 'Use pelo menos {min} caracteres.',
  passwordRepeat: 'Repita a palavra-passe.',
  passwordMismatch: 'As palavras-passe não coincidem.',
  passwordMissing: 'Introduza a sua palavra-passe.',
  nameMissing: 'Introduza o seu nome.',
  fieldRequired: '{field} é obrigatório.',
};

export default pt;
