/**
 * @tag paywall-cart-button
 * @summary Adds a product to the merchant's cart (cart.products.add, or addOnDemandClip) with the page's CSRF token, then goes to the cart checkout or shows the add-to-cart notification.
 *
 * @attr product-type - The cart payload's `productType`. Default: "product".
 * @attr product-id - The cart payload's `productId` (required).
 * @attr clip - `clip="true"` sends to cart.products.addOnDemandClip. Default: false.
 * @attr then - `checkout` goes to the cart.checkout route after success; `notify` (the default) shows the notification card.
 * @attr label - The button's text. Default: "Add to cart" ("Add clip to cart" with clip="true").
 *
 * @event paywall-product-added - The cart accepted the product (`then="notify"`); detail `{ heading, thumbnail, title, description }`.
 * @event paywall-error - The element is not set up; detail `{ code, status, message }` (`missing_product_id`). Cart failures are only logged.
 *
 * @csspart base - The wrapper; `data-state` is `ready | adding | added | error`.
 * @csspart button - The button. @csspart notification - The add-to-cart card. @csspart thumbnail - Its image.
 * @csspart heading - Its heading. @csspart title - The product's title. @csspart description - Its description. @csspart close - Its dismiss button.
 * @csspart message - The set-up error.
 *
 * @cssproperty --paywall-color-primary - The button. @cssproperty --paywall-toast-background - The card's background.
 * @cssproperty --paywall-toast-color - The card's text colour. @cssproperty --paywall-toasts-offset - The card's distance from the viewport corner.
 */
import { defineElement } from './define';
import type { CartButtonProps } from '../src/components/cart-button/cart-button';

defineElement<CartButtonProps>({
  tag: 'paywall-cart-button',
  props: { productType: 'string', productId: 'string', clip: 'boolean', then: 'string', label: 'string' },
  load: () => import('../src/components/cart-button/cart-button'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-cart-button': HTMLElement & Omit<CartButtonProps, 'container'>;
  }
}
