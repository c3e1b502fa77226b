/** Portuguese texts of the `cart` group. */
import type { Translation } from '../core';
import type { CART_EN } from '../cart';

const pt: Translation<typeof CART_EN> = {
  notSetUp: 'Este botão não está configurado: não indica nenhum produto.',
  adding: 'A adicionar…',
  addToCart: 'Adicionar ao carrinho',
  addClip: 'Adicionar clipe ao carrinho',
  added: 'Adicionado ao seu carrinho',
  dismiss: 'Fechar notificação',
};

export default pt;
