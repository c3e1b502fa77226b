/** Swedish texts of the `cart` group. */
import type { Translation } from '../core';
import type { CART_EN } from '../cart';

const sv: Translation<typeof CART_EN> = {
  notSetUp: 'Den här knappen är inte konfigurerad: den anger ingen produkt.',
  adding: 'Lägger till…',
  addToCart: 'Lägg i varukorgen',
  addClip: 'Lägg klippet i varukorgen',
  added: 'Tillagd i din varukorg',
  dismiss: 'Stäng aviseringen',
};

export default sv;
