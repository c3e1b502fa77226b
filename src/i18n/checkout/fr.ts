/** French texts of the `checkout` group. */
import type { Translation } from '../core';
import type { CHECKOUT_EN } from '../checkout';

const fr: Translation<typeof CHECKOUT_EN> = {
  title: 'Paiement',
  notConfigured: 'Le paiement n’est pas configuré pour ce site.',
  cardUnavailable: 'Le paiement par carte n’est pas disponible.',
  priceUnavailable: 'Ce tarif n’est pas disponible.',
  loading: 'Chargement du paiement…',
  signInFirst: 'Connectez-vous ou créez un compte pour continuer.',
  loadingSignIn: 'Chargement de la connexion…',
  chooseAccess: 'Choisissez votre accès',
  cannotBuy: 'Cet article ne peut pas être acheté pour le moment.',
  alreadyHave: 'Vous avez déjà accès',
  subscriptionOwned: 'Un abonnement ne peut pas être racheté tant que cet accès est valable. Vous pouvez le gérer dans votre compte.',
  payAgainCharges: 'Payer à nouveau vous facture {price} pour un nouvel {what}.',
  access: 'accès',
  payAgain: 'Payer quand même',
  close: 'Fermer',
  processing: 'Traitement…',
  subscribeFor: 'S’abonner pour {amount}',
  pay: 'Payer {amount}',
  offline: 'Vous êtes hors ligne. Le paiement sera de nouveau possible dès votre retour en ligne.',
  secure: 'Les informations de carte sont saisies sur une page sécurisée et n’atteignent jamais ce site.',
  processingPayment: 'Traitement de votre paiement…',
  confirmingPayment: 'Confirmation de votre paiement…',
  bankConfirms: 'Votre banque doit confirmer ce paiement…',
  tryAgain: 'Réessayer',
  stillConfirming: 'Nous confirmons encore votre paiement. Cela peut prendre quelques minutes ; vous ne serez pas débité deux fois.',
  canClose: 'Vous pouvez fermer cette fenêtre : votre achat apparaîtra dans votre compte dès qu’il sera confirmé.',
  subscriptionActive: 'Abonnement actif',
  paymentCompleted: 'Paiement effectué',
  thanks: 'Merci ! Vous avez maintenant accès.',
  continue: 'Continuer',
  voucherCode: 'Code promo',
  apply: 'Appliquer',
  checking: 'Vérification…',
  remove: 'Retirer',
  cardDetails: 'Informations de carte',
};

export default fr;
