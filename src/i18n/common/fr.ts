/** French texts of the `common` group. */
import type { Translation } from '../core';
import type { COMMON_EN } from '../common';

const fr: Translation<typeof COMMON_EN> = {
  failed: "Ce contenu n'a pas pu être affiché. Veuillez recharger la page.",
  loading: 'Chargement…',
  close: 'Fermer',
  tryAgain: 'Réessayer',
  signIn: 'Se connecter',
  errorGeneric: "Une erreur s'est produite. Veuillez réessayer.",
  errorNetwork: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  errorUnavailable: "Le service n'est pas disponible pour le moment. Veuillez réessayer dans un instant.",
  owned: 'Vous avez accès à ce contenu.',
  ownedUntil: "Vous avez accès à ce contenu jusqu'au {date}.",
  perMinute: 'par minute',
  perHour: 'par heure',
  perDay: 'par jour',
  perWeek: 'par semaine',
  perMonth: 'par mois',
  perYear: 'par an',
  perDuration: '/ {duration}',
  recurring: 'récurrent',
  yoursToKeep: 'À vous pour toujours',
  accessFor: '{duration} d’accès',
  oneTime: 'Achat unique',
  freeFor: 'Gratuit pendant {duration}',
  buyFor: 'Acheter pour {price}',
  subscribeFor: "S'abonner pour {price} {term}",
  getAccess: "Obtenir l'accès",
  prices: 'Tarifs',
  notForSale: "Ce contenu n'est pas disponible à l'achat pour le moment.",
  haveAccess: 'Vous avez déjà accès ?',
  gateNotSetUp: "Ce contenu n'est pas configuré correctement.",
  checkingAccess: 'Vérification de votre accès…',
  inFavorites: 'Dans vos favoris',
  addFavorite: 'Ajouter aux favoris',
};

export default fr;
