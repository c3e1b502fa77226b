/** Italian texts of the `cart` group. */
import type { Translation } from '../core';
import type { CART_EN } from '../cart';

const it: Translation<typeof CART_EN> = {
  notSetUp: 'Questo pulsante non è configurato: non indica alcun prodotto.',
  adding: 'Aggiunta in corso…',
  addToCart: 'Aggiungi al carrello',
  addClip: 'Aggiungi clip al carrello',
  added: 'Aggiunto al carrello',
  dismiss: 'Chiudi notifica',
};

export default it;
