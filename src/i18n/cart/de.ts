/** German texts of the `cart` group. */
import type { Translation } from '../core';
import type { CART_EN } from '../cart';

const de: Translation<typeof CART_EN> = {
  notSetUp: 'Diese Schaltfläche ist nicht eingerichtet: Es ist kein Produkt angegeben.',
  adding: 'Wird hinzugefügt…',
  addToCart: 'In den Warenkorb',
  addClip: 'Clip in den Warenkorb',
  added: 'Zum Warenkorb hinzugefügt',
  dismiss: 'Benachrichtigung schließen',
};

export default de;
