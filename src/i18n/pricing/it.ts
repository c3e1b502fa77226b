/** Italian texts of the `pricing` group. */
import type { Translation } from '../core';
import type { PRICING_EN } from '../pricing';

const it: Translation<typeof PRICING_EN> = {
  pricesNotSetUp: 'Questi prezzi non sono configurati correttamente.',
  loadingPrices: 'Caricamento dei prezzi…',
  noPrices: 'Al momento non ci sono prezzi tra cui scegliere.',
  billing: 'Fatturazione',
  tabSubscription: 'Mensile',
  tabPpv: 'Pay-per-view',
  previousPrices: 'Prezzi precedenti',
  nextPrices: 'Prezzi successivi',
  yoursUntil: 'Tuo fino al {date}',
  yours: 'Tuo',
  subscribed: 'Abbonato',
  subscribedLabel: '{name}: sei già abbonato',
  choose: 'Scegli',
  buyAgain: 'Acquista di nuovo',
  chooseLabel: 'Scegli {name}, {price}',
  buyAgainLabel: 'Acquista di nuovo {name}, {price}',
  trialUsed: 'Prova gratuita già utilizzata',
};

export default it;
