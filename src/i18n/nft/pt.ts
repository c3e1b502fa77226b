/** Portuguese texts of the `nft` group. */
import type { Translation } from '../core';
import type { NFT_EN } from '../nft';

const pt: Translation<typeof NFT_EN> = {
  notConfigured: 'A galeria de NFT não está configurada para este site.',
  marketplace: 'Mercado de NFT',
  nfts: 'NFT',
  tabMarket: 'Mercado',
  tabMine: 'Os meus NFT',
  loadingMarket: 'A carregar os NFT…',
  loadingMine: 'A carregar os seus NFT…',
  signIn: 'Inicie sessão para ver os seus NFT.',
  loadingSignIn: 'A carregar o início de sessão…',
  tryAgain: 'Tentar novamente',
  emptyMarket: 'Ainda não há NFT neste mercado.',
  emptyMine: 'Ainda não tem NFT. Reserve um no mercado.',
  count: {
    one: '{count} NFT · página {page} de {pages}',
    other: '{count} NFT · página {page} de {pages}',
  },
  mineCount: {
    one: '{count} NFT seu',
    other: '{count} NFT seus',
  },
  owned: 'Na sua posse',
  pages: 'Páginas',
  previous: 'Anterior',
  next: 'Seguinte',
  pageOf: 'Página {page} de {pages}',
  about: 'cerca de',
  availableOf: {
    one: '{count} de {supply} disponível',
    other: '{count} de {supply} disponíveis',
  },
  available: {
    one: '{count} disponível',
    other: '{count} disponíveis',
  },
  noneAvailable: 'Nenhum disponível de momento',
  reservedForYou: 'Reservado para si.',
  reservedUntil: 'Reservado para si até {time}.',
  loadingNft: 'A carregar o NFT…',
  reserveSignIn: 'Inicie sessão para reservar este NFT. Depois volta aqui.',
  reserveUnknown: 'Não sabemos se a reserva foi concluída. Tente novamente: não será reservado duas vezes.',
  reserving: 'A reservar…',
  reserve: 'Reservar',
};

export default pt;
