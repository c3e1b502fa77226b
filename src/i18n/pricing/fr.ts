/** French texts of the `pricing` group. */
import type { Translation } from '../core';
import type { PRICING_EN } from '../pricing';

const fr: Translation<typeof PRICING_EN> = {
  pricesNotSetUp: 'Ces tarifs ne sont pas configurés correctement.',
  loadingPrices: 'Chargement des tarifs…',
  noPrices: "Aucun tarif n'est disponible pour le moment.",
  billing: 'Facturation',
  tabSubscription: 'Mensuel',
  tabPpv: "À l'unité",
  previousPrices: 'Tarifs précédents',
  nextPrices: 'Tarifs suivants',
  yoursUntil: "À vous jusqu'au {date}",
  yours: 'À vous',
  subscribed: 'Abonné',
  subscribedLabel: '{name} : vous êtes abonné',
  choose: 'Choisir',
  buyAgain: 'Racheter',
  chooseLabel: 'Choisir {name}, {price}',
  buyAgainLabel: 'Racheter {name}, {price}',
  trialUsed: 'Essai gratuit déjà utilisé',
};

export default fr;
