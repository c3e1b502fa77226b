/** German texts of the `access` group. */
import type { Translation } from '../core';
import type { ACCESS_EN } from '../access';

const de: Translation<typeof ACCESS_EN> = {
  codeMissing: 'Geben Sie Ihren Zugangscode ein.',
  accessCode: 'Zugangscode',
  checking: 'Wird geprüft…',
  unlock: 'Freischalten',
  checkingCode: 'Ihr Code wird geprüft…',
  devices: 'Geräte, die Ihren Zugangscode nutzen',
  loadingDevices: 'Geräte werden geladen…',
  thisDevice: 'Dieses Gerät',
  ending: 'Wird beendet…',
  stopHere: 'Code hier nicht mehr verwenden',
  browserOn: '{browser} auf {os}',
  anotherDevice: 'Anderes Gerät',
};

export default de;
