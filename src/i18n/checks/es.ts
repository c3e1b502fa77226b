/** Spanish texts of the `checks` group. */
import type { Translation } from '../core';
import type { CHECKS_EN } from '../checks';

const es: Translation<typeof CHECKS_EN> = {
  emailMissing: 'Escribe tu correo electrónico.',
  emailInvalid: 'Escribe un correo electrónico válido, como nombre@example.com.',
  passwordChoose: 'Elige una contraseña.',
  passwordShort: 'Usa al menos {min} caracteres.',
  passwordRepeat: 'Repite la contraseña.',
  passwordMismatch: 'Las contraseñas no coinciden.',
  passwordMissing: 'Escribe tu contraseña.',
  nameMissing: 'Escribe tu nombre.',
  fieldRequired: '{field} es obligatorio.',
};

export default es;
