/** French texts of the `dialogs` group. */
import type { Translation } from '../core';
import type { DIALOGS_EN } from '../dialogs';

const fr: Translation<typeof DIALOGS_EN> = {
  ok: 'OK',
  notifications: 'Notifications',
  dismiss: 'Fermer la notification',
  paymentFailedTitle: 'Échec du paiement',
  paymentFailedText: 'Un problème est survenu lors du traitement de votre paiement. Vérifiez les informations de votre carte ou utilisez une autre carte.',
  subscriptionFailedTitle: "Échec de l'abonnement",
  subscriptionFailedText: 'Un problème est survenu lors du traitement de votre abonnement. Vérifiez les informations de votre carte ou utilisez une autre carte.',
  subscriptionErrorTitle: "Une erreur s'est produite lors du traitement de votre abonnement",
  subscriptionErrorText: "Veuillez effectuer le paiement avec une autre carte ou contacter l'assistance",
  pleaseWaitTitle: 'Veuillez patienter',
  pleaseWaitText: { one: 'Vous pourrez réessayer de vous abonner dans {count} seconde.', other: 'Vous pourrez réessayer de vous abonner dans {count} secondes.' },
  paymentCompleted: 'Paiement effectué',
};

export default fr;
