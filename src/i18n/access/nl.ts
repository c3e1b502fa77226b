/** Dutch texts of the `access` group. */
import type { Translation } from '../core';
import type { ACCESS_EN } from '../access';

const nl: Translation<typeof ACCESS_EN> = {
  codeMissing: 'Vul je toegangscode in.',
  accessCode: 'Toegangscode',
  checking: 'Controleren…',
  unlock: 'Ontgrendelen',
  checkingCode: 'Je code wordt gecontroleerd…',
  devices: 'Apparaten die je toegangscode gebruiken',
  loadingDevices: 'Apparaten laden…',
  thisDevice: 'Dit apparaat',
  ending: 'Bezig met stoppen…',
  stopHere: 'Code hier niet meer gebruiken',
  browserOn: '{browser} op {os}',
  anotherDevice: 'Ander apparaat',
};

export default nl;
