/** Spanish texts of the `nft` group. */
import type { Translation } from '../core';
import type { NFT_EN } from '../nft';

const es: Translation<typeof NFT_EN> = {
  notConfigured: 'La galería de NFT no está configurada para este sitio.',
  marketplace: 'Mercado de NFT',
  nfts: 'NFT',
  tabMarket: 'Mercado',
  tabMine: 'Mis NFT',
  loadingMarket: 'Cargando los NFT…',
  loadingMine: 'Cargando tus NFT…',
  signIn: 'Inicia sesión para ver tus NFT.',
  loadingSignIn: 'Cargando el inicio de sesión…',
  tryAgain: 'Reintentar',
  emptyMarket: 'Todavía no hay NFT en este mercado.',
  emptyMine: 'Aún no tienes NFT. Reserva uno en el mercado.',
  count: {
    one: '{count} NFT · página {page} de {pages}',
    other: '{count} NFT · página {page} de {pages}',
  },
  mineCount: {
    one: '{count} NFT tuyo',
    other: '{count} NFT tuyos',
  },
  owned: 'En propiedad',
  pages: 'Páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: 'Página {page} de {pages}',
  about: 'aproximadamente',
  availableOf: {
    one: '{count} de {supply} disponible',
    other: '{count} de {supply} disponibles',
  },
  available: {
    one: '{count} disponible',
    other: '{count} disponibles',
  },
  noneAvailable: 'Ninguno disponible por ahora',
  reservedForYou: 'Reservado para ti.',
  reservedUntil: 'Reservado para ti hasta {time}.',
  loadingNft: 'Cargando el NFT…',
  reserveSignIn: 'Inicia sesión para reservar este NFT. Después volverás aquí.',
  reserveUnknown: 'No sabemos si la reserva se ha completado. Inténtalo de nuevo: no se reservará dos veces.',
  reserving: 'Reservando…',
  reserve: 'Reservar',
};

export default es;
