/** Dutch texts of the `pricing` group. */
import type { Translation } from '../core';
import type { PRICING_EN } from '../pricing';

const nl: Translation<typeof PRICING_EN> = {
  pricesNotSetUp: 'Deze prijzen zijn niet goed ingesteld.',
  loadingPrices: 'Prijzen laden…',
  noPrices: 'Er zijn op dit moment geen prijzen om uit te kiezen.',
  billing: 'Facturering',
  tabSubscription: 'Maandelijks',
  tabPpv: 'Losse aankoop',
  previousPrices: 'Vorige prijzen',
  nextPrices: 'Volgende prijzen',
  yoursUntil: 'Van jou tot {date}',
  yours: 'Van jou',
  subscribed: 'Geabonneerd',
  subscribedLabel: '{name}: je bent hierop geabonneerd',
  choose: 'Kiezen',
  buyAgain: 'Opnieuw kopen',
  chooseLabel: '{name} kiezen, {price}',
  buyAgainLabel: '{name} opnieuw kopen, {price}',
  trialUsed: 'Gratis proefperiode al gebruikt',
};

export default nl;
