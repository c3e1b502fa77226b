/** Swedish texts of the `access` group. */
import type { Translation } from '../core';
import type { ACCESS_EN } from '../access';

const sv: Translation<typeof ACCESS_EN> = {
  codeMissing: 'Ange din åtkomstkod.',
  accessCode: 'Åtkomstkod',
  checking: 'Kontrollerar…',
  unlock: 'Lås upp',
  checkingCode: 'Kontrollerar din kod…',
  devices: 'Enheter som använder din åtkomstkod',
  loadingDevices: 'Laddar enheter…',
  thisDevice: 'Den här enheten',
  ending: 'Avslutar…',
  stopHere: 'Sluta använda koden här',
  browserOn: '{browser} på {os}',
  anotherDevice: 'En annan enhet',
};

export default sv;
