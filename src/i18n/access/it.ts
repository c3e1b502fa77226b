/** Italian texts of the `access` group. */
import type { Translation } from '../core';
import type { ACCESS_EN } from '../access';

const it: Translation<typeof ACCESS_EN> = {
  codeMissing: 'Inserisci il tuo codice di accesso.',
  accessCode: 'Codice di accesso',
  checking: 'Verifica…',
  unlock: 'Sblocca',
  checkingCode: 'Verifica del codice…',
  devices: 'Dispositivi che usano il tuo codice di accesso',
  loadingDevices: 'Caricamento dei dispositivi…',
  thisDevice: 'Questo dispositivo',
  ending: 'Chiusura…',
  stopHere: 'Smetti di usare il codice qui',
  browserOn: '{browser} su {os}',
  anotherDevice: 'Altro dispositivo',
};

export default it;
