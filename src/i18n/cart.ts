/**
 * The `cart` messages: `<paywall-cart-button>`: its button, its states and the add-to-cart notification. Keys are written `cart.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `cart` group. */
export const CART_EN = {
  notSetUp: 'This button is not set up: it names no product.',
  adding: 'Adding…',
  addToCart: 'Add to cart',
  addClip: 'Add clip to cart',
  added: 'Added to your cart',
  dismiss: 'Dismiss notification',
};

/** The `cart` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const cart = defineMessages('cart', CART_EN);

/** The translate function of the `cart` group. */
export type CartT = Translate<typeof CART_EN>;
