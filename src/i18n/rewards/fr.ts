/** French texts of the `rewards` group. */
import type { Translation } from '../core';
import type { REWARDS_EN } from '../rewards';

const fr: Translation<typeof REWARDS_EN> = {
  heading: 'Vos avantages',
  loading: 'Chargement de vos avantages…',
  signIn: 'Connectez-vous pour voir vos avantages membres.',
  loadingSignIn: 'Chargement de la connexion…',
  loadFailed: 'Impossible de charger vos avantages. Veuillez réessayer.',
  tryAgain: 'Réessayer',
  empty: "Vous n'avez pas encore d'avantages. Les nouveaux avantages apparaîtront ici.",
  kindDiscount: 'Remise partenaire',
  kindFreeMonths: 'Mois offerts',
  kindTicket: "Billet d'événement",
  copy: 'Copier',
  copyCode: 'Copier le code {code}',
  copied: 'Copié',
  copiedStatus: 'Copié dans le presse-papiers.',
  copyByHand: 'Sélectionnez et copiez à la main',
  copyFailed: 'Copie impossible. Sélectionnez le code et copiez-le à la main.',
  validUntil: "Valable jusqu'au {date}",
};

export default fr;
