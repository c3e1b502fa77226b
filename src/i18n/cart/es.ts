/** Spanish texts of the `cart` group. */
import type { Translation } from '../core';
import type { CART_EN } from '../cart';

const es: Translation<typeof CART_EN> = {
  notSetUp: 'Este botón no está configurado: no indica ningún producto.',
  adding: 'Añadiendo…',
  addToCart: 'Añadir al carrito',
  addClip: 'Añadir clip al carrito',
  added: 'Añadido a tu carrito',
  dismiss: 'Cerrar notificación',
};

export default es;
