/** Portuguese texts of the `common` group. */
import type { Translation } from '../core';
import type { COMMON_EN } from '../common';

const pt: Translation<typeof COMMON_EN> = {
  failed: 'Não foi possível mostrar este conteúdo. Recarregue a página.',
  loading: 'A carregar…',
  close: 'Fechar',
  tryAgain: 'Tentar novamente',
  signIn: 'Iniciar sessão',
  errorGeneric: 'Algo correu mal. Tente novamente.',
  errorNetwork: 'Não foi possível contactar o servidor. Verifique a sua ligação e tente novamente.',
  errorUnavailable: 'O serviço não está disponível de momento. Tente novamente daqui a pouco.',
  owned: 'Tem acesso a este conteúdo.',
  ownedUntil: 'Tem acesso a este conteúdo até {date}.',
  perMinute: 'por minuto',
  perHour: 'por hora',
  perDay: 'por dia',
  perWeek: 'por semana',
  perMonth: 'por mês',
  perYear: 'por ano',
  perDuration: 'a cada {duration}',
  recurring: 'recorrente',
  yoursToKeep: 'Seu para sempre',
  accessFor: '{duration} de acesso',
  oneTime: 'Compra única',
  freeFor: 'Grátis durante {duration}',
  buyFor: 'Comprar por {price}',
  subscribeFor: 'Subscrever por {price} {term}',
  getAccess: 'Obter acesso',
  prices: 'Preços',
  notForSale: 'Este conteúdo não está à venda de momento.',
  haveAccess: 'Já tem acesso?',
  gateNotSetUp: 'Este conteúdo não está configurado corretamente.',
  checkingAccess: 'A verificar o seu acesso…',
  inFavorites: 'Nos seus favoritos',
  addFavorite: 'Adicionar aos favoritos',
};

export default pt;
