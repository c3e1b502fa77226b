/** French texts of the `paymentCheck` group. */
import type { Translation } from '../core';
import type { PAYMENT_CHECK_EN } from '../payment-check';

const fr: Translation<typeof PAYMENT_CHECK_EN> = {
  confirming: 'Confirmation de votre paiement…',
  checkingAgain: 'Nouvelle vérification…',
  redirecting: 'Redirection…',
  completed: 'Paiement effectué',
  giftCode: 'Code cadeau : {code}',
  failed: 'Échec du paiement',
  notCompleted: 'Le paiement n’a pas abouti.',
  bankNotConfirmed: 'Le paiement n’a pas abouti : votre banque ne l’a pas confirmé.',
  subscriptionError: 'Une erreur s’est produite lors du traitement de votre abonnement',
  stillTitle: 'Nous confirmons encore votre paiement',
  stillText: 'Cela prend plus de temps que d’habitude. Vous ne serez pas débité deux fois ; votre achat apparaîtra dans votre compte dès qu’il sera confirmé.',
  checkAgain: 'Vérifier à nouveau',
  continueBrowsing: 'Continuer la navigation',
  notSetUp: 'Cette page n’est pas configurée correctement.',
};

export default fr;
