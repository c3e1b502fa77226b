/** Swedish texts of the `pricing` group. */
import type { Translation } from '../core';
import type { PRICING_EN } from '../pricing';

const sv: Translation<typeof PRICING_EN> = {
  pricesNotSetUp: 'Priserna är inte korrekt inställda.',
  loadingPrices: 'Laddar priser…',
  noPrices: 'Det finns inga priser att välja mellan just nu.',
  billing: 'Betalning',
  tabSubscription: 'Månadsvis',
  tabPpv: 'Styckköp',
  previousPrices: 'Föregående priser',
  nextPrices: 'Fler priser',
  yoursUntil: 'Din till och med {date}',
  yours: 'Din',
  subscribed: 'Prenumererar',
  subscribedLabel: '{name}: du prenumererar redan',
  choose: 'Välj',
  buyAgain: 'Köp igen',
  chooseLabel: 'Välj {name}, {price}',
  buyAgainLabel: 'Köp {name} igen, {price}',
  trialUsed: 'Gratis provperiod redan använd',
};

export default sv;
