/**
 * The `access` messages: `<paywall-gate>`'s access-code entry, the devices using a code. Keys are written `access.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `access` group. */
export const ACCESS_EN = {
  codeMissing: 'Enter your access code.',
  accessCode: 'Access code',
  checking: 'Checking…',
  unlock: 'Unlock',
  checkingCode: 'Checking your code…',
  devices: 'Devices using your access code',
  loadingDevices: 'Loading devices…',
  thisDevice: 'This device',
  ending: 'Ending…',
  stopHere: 'Stop using the code here',
  browserOn: '{browser} on {os}',
  anotherDevice: 'Another device',
};

/** The `access` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const access = defineMessages('access', ACCESS_EN);

/** The translate function of the `access` group. */
export type AccessT = Translate<typeof ACCESS_EN>;
