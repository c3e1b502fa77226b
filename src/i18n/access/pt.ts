/** Portuguese texts of the `access` group. */
import type { Translation } from '../core';
import type { ACCESS_EN } from '../access';

const pt: Translation<typeof ACCESS_EN> = {
  codeMissing: 'Introduza o seu código de acesso.',
  accessCode: 'Código de acesso',
  checking: 'A verificar…',
  unlock: 'Desbloquear',
  checkingCode: 'A verificar o seu código…',
  devices: 'Dispositivos que usam o seu código de acesso',
  loadingDevices: 'A carregar dispositivos…',
  thisDevice: 'Este dispositivo',
  ending: 'A terminar…',
  stopHere: 'Deixar de usar o código aqui',
  browserOn: '{browser} em {os}',
  anotherDevice: 'Outro dispositivo',
};

export default pt;
