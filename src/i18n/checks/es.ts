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
  dateOfBirth: 'Fecha de nacimiento',
  minimumAge: 'Debes tener {age} años o más para crear una cuenta.',
  tooYoung: 'Debes tener al menos {age} años para crear una cuenta.',
};

export default es;
