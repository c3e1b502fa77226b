/** Polish texts of the `cart` group. */
import type { Translation } from '../core';
import type { CART_EN } from '../cart';

const pl: Translation<typeof CART_EN> = {
  notSetUp: 'Ten przycisk nie jest skonfigurowany: nie wskazuje żadnego produktu.',
  adding: 'Dodawanie…',
  addToCart: 'Dodaj do koszyka',
  addClip: 'Dodaj klip do koszyka',
  added: 'Dodano do koszyka',
  dismiss: 'Zamknij powiadomienie',
};

export default pl;
