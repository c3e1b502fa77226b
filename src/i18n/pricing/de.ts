/** German texts of the `pricing` group. */
import type { Translation } from '../core';
import type { PRICING_EN } from '../pricing';

const de: Translation<typeof PRICING_EN> = {
  pricesNotSetUp: 'Diese Preise sind nicht richtig eingerichtet.',
  loadingPrices: 'Preise werden geladen…',
  noPrices: 'Derzeit gibt es keine Preise zur Auswahl.',
  billing: 'Abrechnung',
  tabSubscription: 'Monatlich',
  tabPpv: 'Einzelkauf',
  previousPrices: 'Vorherige Preise',
  nextPrices: 'Weitere Preise',
  yoursUntil: 'Ihr Zugang bis {date}',
  yours: 'Ihr Zugang',
  subscribed: 'Abonniert',
  subscribedLabel: '{name}: Sie haben dies abonniert',
  choose: 'Auswählen',
  buyAgain: 'Erneut kaufen',
  chooseLabel: '{name} auswählen, {price}',
  buyAgainLabel: '{name} erneut kaufen, {price}',
  trialUsed: 'Kostenlose Testphase bereits genutzt',
};

export default de;
