/** French texts of the `cart` group. */
import type { Translation } from '../core';
import type { CART_EN } from '../cart';

const fr: Translation<typeof CART_EN> = {
  notSetUp: 'Ce bouton n’est pas configuré : aucun produit n’est indiqué.',
  adding: 'Ajout…',
  addToCart: 'Ajouter au panier',
  addClip: 'Ajouter l’extrait au panier',
  added: 'Ajouté à votre panier',
  dismiss: 'Fermer la notification',
};

export default fr;
