/** Polish texts of the `access` group. */
import type { Translation } from '../core';
import type { ACCESS_EN } from '../access';

const pl: Translation<typeof ACCESS_EN> = {
  codeMissing: 'Podaj kod dostępu.',
  accessCode: 'Kod dostępu',
  checking: 'Sprawdzanie…',
  unlock: 'Odblokuj',
  checkingCode: 'Sprawdzanie kodu…',
  devices: 'Urządzenia używające Twojego kodu dostępu',
  loadingDevices: 'Wczytywanie urządzeń…',
  thisDevice: 'To urządzenie',
  ending: 'Kończenie…',
  stopHere: 'Przestań używać kodu tutaj',
  browserOn: '{browser} w systemie {os}',
  anotherDevice: 'Inne urządzenie',
};

export default pl;
