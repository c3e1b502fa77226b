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

/** The `access` message group; each language is a chunk of its own. */
export const access = defineMessages('access', ACCESS_EN, {
  nl: () => import('./access/nl'),
  de: () => import('./access/de'),
  fr: () => import('./access/fr'),
  es: () => import('./access/es'),
  it: () => import('./access/it'),
  pt: () => import('./access/pt'),
  pl: () => import('./access/pl'),
  sv: () => import('./access/sv'),
  ar: () => import('./access/ar'),
});

/** The translate function of the `access` group. */
export type AccessT = Translate<typeof ACCESS_EN>;
