/** Portuguese texts of the `pricing` group. */
import type { Translation } from '../core';
import type { PRICING_EN } from '../pricing';

const pt: Translation<typeof PRICING_EN> = {
  pricesNotSetUp: 'Estes preços não estão configurados corretamente.',
  loadingPrices: 'A carregar preços…',
  noPrices: 'De momento não há preços por onde escolher.',
  billing: 'Faturação',
  tabSubscription: 'Mensal',
  tabPpv: 'Pay-per-view',
  previousPrices: 'Preços anteriores',
  nextPrices: 'Mais preços',
  yoursUntil: 'Seu até {date}',
  yours: 'Seu',
  subscribed: 'Subscrito',
  subscribedLabel: '{name}: já tem esta subscrição',
  choose: 'Escolher',
  buyAgain: 'Comprar novamente',
  chooseLabel: 'Escolher {name}, {price}',
  buyAgainLabel: 'Comprar novamente {name}, {price}',
  trialUsed: 'Avaliação gratuita já utilizada',
};

export default pt;
