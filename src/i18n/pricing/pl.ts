/** Polish texts of the `pricing` group. */
import type { Translation } from '../core';
import type { PRICING_EN } from '../pricing';

const pl: Translation<typeof PRICING_EN> = {
  pricesNotSetUp: 'Te ceny nie są poprawnie skonfigurowane.',
  loadingPrices: 'Wczytywanie cen…',
  noPrices: 'Obecnie nie ma cen do wyboru.',
  billing: 'Rozliczenie',
  tabSubscription: 'Miesięcznie',
  tabPpv: 'Pay-per-view',
  previousPrices: 'Poprzednie ceny',
  nextPrices: 'Następne ceny',
  yoursUntil: 'Twoje do {date}',
  yours: 'Twoje',
  subscribed: 'Subskrybujesz',
  subscribedLabel: '{name}: już to subskrybujesz',
  choose: 'Wybierz',
  buyAgain: 'Kup ponownie',
  chooseLabel: 'Wybierz {name}, {price}',
  buyAgainLabel: 'Kup ponownie {name}, {price}',
  trialUsed: 'Bezpłatny okres próbny już wykorzystany',
};

export default pl;
