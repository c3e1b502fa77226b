/** Swedish texts of the `checks` group. */
import type { Translation } from '../core';
import type { CHECKS_EN } from '../checks';

const sv: Translation<typeof CHECKS_EN> = {
  emailMissing: 'Ange din e-postadress.',
  emailInvalid: 'Ange en giltig e-postadress, till exempel namn@example.com.',
  passwordChoose: 'Välj ett lösenord.',
  passwordShort: 'Använd minst {min} tecken.',
  passwordRepeat: 'Upprepa lösenordet.',
  passwordMismatch: 'Lösenorden stämmer inte överens.',
  passwordMissing: 'Ange ditt lösenord.',
  nameMissing: 'Ange ditt namn.',
  fieldRequired: '{field} måste fyllas i.',
};

export default sv;
