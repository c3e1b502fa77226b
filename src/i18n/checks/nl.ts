/** Dutch texts of the `checks` group. */
import type { Translation } from '../core';
import type { CHECKS_EN } from '../checks';

const nl: Translation<typeof CHECKS_EN> = {
  emailMissing: 'Vul je e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@example.com.',
  passwordChoose: 'Kies een wachtwoord.',
  passwordShort: 'Gebruik minstens {min} tekens.',
  passwordRepeat: 'Herhaal het wachtwoord.',
  passwordMismatch: 'De wachtwoorden komen niet overeen.',
  passwordMissing: 'Vul je wachtwoord in.',
  nameMissing: 'Vul je naam in.',
  fieldRequired: '{field} is verplicht.',
};

export default nl;
