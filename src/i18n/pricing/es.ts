/** Spanish texts of the `pricing` group. */
import type { Translation } from '../core';
import type { PRICING_EN } from '../pricing';

const es: Translation<typeof PRICING_EN> = {
  pricesNotSetUp: 'Estos precios no están bien configurados.',
  loadingPrices: 'Cargando precios…',
  noPrices: 'Ahora mismo no hay precios entre los que elegir.',
  billing: 'Facturación',
  tabSubscription: 'Mensual',
  tabPpv: 'Pago por visión',
  previousPrices: 'Precios anteriores',
  nextPrices: 'Más precios',
  yoursUntil: 'Tuyo hasta el {date}',
  yours: 'Tuyo',
  subscribed: 'Suscrito',
  subscribedLabel: '{name}: ya estás suscrito',
  choose: 'Elegir',
  buyAgain: 'Volver a comprar',
  chooseLabel: 'Elegir {name}, {price}',
  buyAgainLabel: 'Volver a comprar {name}, {price}',
  trialUsed: 'Prueba gratuita ya utilizada',
};

export default es;
