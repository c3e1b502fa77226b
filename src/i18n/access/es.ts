/** Spanish texts of the `access` group. */
import type { Translation } from '../core';
import type { ACCESS_EN } from '../access';

const es: Translation<typeof ACCESS_EN> = {
  codeMissing: 'Escribe tu código de acceso.',
  accessCode: 'Código de acceso',
  checking: 'Comprobando…',
  unlock: 'Desbloquear',
  checkingCode: 'Comprobando tu código…',
  devices: 'Dispositivos que usan tu código de acceso',
  loadingDevices: 'Cargando dispositivos…',
  thisDevice: 'Este dispositivo',
  ending: 'Terminando…',
  stopHere: 'Dejar de usar el código aquí',
  browserOn: '{browser} en {os}',
  anotherDevice: 'Otro dispositivo',
};

export default es;
