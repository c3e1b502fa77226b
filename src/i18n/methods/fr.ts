/** French texts of the `methods` group. */
import type { Translation } from '../core';
import type { METHODS_EN } from '../methods';

const fr: Translation<typeof METHODS_EN> = {
  paymentMethod: 'Moyen de paiement',
  card: 'Carte',
  directDebit: 'Prélèvement SEPA',
  notAvailable: 'Ce moyen de paiement n’est pas disponible pour ce prix.',
  loadingMethod: 'Chargement de {method}…',
  payWith: 'Payer {amount} avec {method}',
  subscribeWith: 'S’abonner pour {amount} avec {method}',
  idealNote: 'Vous confirmez le paiement dans l’application ou sur le site de votre banque, puis vous revenez ici.',
  yourBank: 'Votre banque',
  chooseBank: 'Choisissez votre banque…',
  bankMissing: 'Choisissez votre banque pour continuer.',
  debitPay: 'Payer {amount} par prélèvement',
  debitSubscribe: 'S’abonner pour {amount} par prélèvement',
  debitNote: 'Le montant est prélevé sur votre compte bancaire par prélèvement SEPA.',
  savedAccount: 'Compte bancaire {country} •••• {last4}',
  otherAccount: 'Utiliser un autre compte bancaire',
  bankAccount: 'Compte bancaire',
  accountHolder: 'Titulaire du compte',
  iban: 'IBAN',
  address: 'Adresse (facultatif)',
  mandateNotReady: 'Le formulaire du compte bancaire n’est pas encore prêt. Réessayez dans un instant.',
  mandateFailed: 'Le formulaire du compte bancaire n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  walletConfirm: 'Confirmez le paiement avec {method}.',
  walletNote: 'Vous confirmez le paiement dans {method}.',
  paypalNote: 'Vous confirmez le paiement sur la page de PayPal, puis vous revenez ici.',
  freeNote: 'Votre code promo couvre la totalité du prix : aucun paiement n’est nécessaire.',
  checkHolder: 'Saisissez le nom du titulaire du compte.',
  checkIbanEmpty: 'Saisissez votre IBAN.',
  checkIbanCountry: "Saisissez l'IBAN d'un pays SEPA (il commence par deux lettres, comme NL ou DE).",
  checkIbanInvalid: "Cet IBAN n'est pas valide : veuillez le vérifier.",
  checkAddressLong: "L'adresse est trop longue.",
};

export default fr;
