/** French texts of the `access` group. */
import type { Translation } from '../core';
import type { ACCESS_EN } from '../access';

const fr: Translation<typeof ACCESS_EN> = {
  codeMissing: 'Saisissez votre code d’accès.',
  accessCode: 'Code d’accès',
  checking: 'Vérification…',
  unlock: 'Déverrouiller',
  checkingCode: 'Vérification de votre code…',
  devices: 'Appareils utilisant votre code d’accès',
  loadingDevices: 'Chargement des appareils…',
  thisDevice: 'Cet appareil',
  ending: 'Arrêt…',
  stopHere: 'Ne plus utiliser le code ici',
  browserOn: '{browser} sur {os}',
  anotherDevice: 'Autre appareil',
};

export default fr;
