/** German texts of the `checks` group. */
import type { Translation } from '../core';
import type { CHECKS_EN } from '../checks';

const de: Translation<typeof CHECKS_EN> = {
  emailMissing: 'Geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  passwordChoose: 'Wählen Sie ein Passwort.',
  passwordShort: 'Verwenden Sie mindestens {min} Zeichen.',
  passwordRepeat: 'Wiederholen Sie das Passwort.',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  passwordMissing: 'Geben Sie Ihr Passwort ein.',
  nameMissing: 'Geben Sie Ihren Namen ein.',
  fieldRequired: '{field} ist ein Pflichtfeld.',
};

export default de;
