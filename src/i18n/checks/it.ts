/** Italian texts of the `checks` group. */
import type { Translation } from '../core';
import type { CHECKS_EN } from '../checks';

const it: Translation<typeof CHECKS_EN> = {
  emailMissing: 'Inserisci il tuo indirizzo e-mail.',
  emailInvalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@example.com.',
  passwordChoose: 'Scegli una password.',
  passwordShort: 'Usa almeno {min} caratteri.',
  passwordRepeat: 'Ripeti la password.',
  passwordMismatch: 'Le password non coincidono.',
  passwordMissing: 'Inserisci la password.',
  nameMissing: 'Inserisci il tuo nome.',
  fieldRequired: '{field} è obbligatorio.',
};

export default it;
