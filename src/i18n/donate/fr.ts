/** French texts of the `donate` group. */
import type { Translation } from '../core';
import type { DONATE_EN } from '../donate';

const fr: Translation<typeof DONATE_EN> = {
  notConfigured: 'Les dons ne sont pas configurés pour ce site.',
  notSetUp: 'Ce don n’est pas configuré correctement.',
  cardUnavailable: 'Les paiements par carte ne sont pas disponibles.',
  signIn: 'Connectez-vous ou créez un compte pour faire un don.',
  unavailable: 'Cet élément n’accepte pas de dons.',
  heading: 'Soutenir',
  thanks: 'Merci !',
  received: 'Votre don de {amount} a bien été reçu.',
  amounts: 'Montant',
  otherAmount: 'Autre montant',
  amountIn: 'Montant ({currency})',
  atLeast: 'Au moins {min}.',
  between: 'Au moins {min}, au plus {max}.',
  chooseAmount: 'Choisissez un montant.',
  amountMissing: 'Saisissez le montant que vous souhaitez donner.',
  amountInvalid: 'Saisissez un montant comme 10 ou 7,50.',
  tooSmall: 'Le don minimum est de {amount}.',
  tooLarge: 'Le don maximum est de {amount}.',
  donate: 'Faire un don',
  donateAmount: 'Donner {amount}',
  offline: 'Vous êtes hors ligne. Vous pourrez faire un don dès que vous serez de nouveau en ligne.',
  frameFailed: 'Le formulaire de carte n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  noIntent: "Votre banque n'a pas renvoyé le paiement à confirmer. Rien n'a été débité ; veuillez réessayer.",
};

export default fr;
