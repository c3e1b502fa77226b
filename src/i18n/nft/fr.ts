/** French texts of the `nft` group. */
import type { Translation } from '../core';
import type { NFT_EN } from '../nft';

const fr: Translation<typeof NFT_EN> = {
  notConfigured: "La galerie NFT n'est pas configurée pour ce site.",
  marketplace: 'Marché NFT',
  nfts: 'NFT',
  tabMarket: 'Marché',
  tabMine: 'Mes NFT',
  loadingMarket: 'Chargement des NFT…',
  loadingMine: 'Chargement de vos NFT…',
  signIn: 'Connectez-vous pour voir vos NFT.',
  loadingSignIn: 'Chargement de la connexion…',
  tryAgain: 'Réessayer',
  emptyMarket: "Il n'y a encore aucun NFT sur ce marché.",
  emptyMine: "Vous n'avez pas encore de NFT. Réservez-en un sur le marché.",
  count: {
    one: '{count} NFT · page {page} sur {pages}',
    other: '{count} NFT · page {page} sur {pages}',
  },
  mineCount: {
    one: '{count} de vos NFT',
    other: '{count} de vos NFT',
  },
  owned: 'Possédé',
  pages: 'Pages',
  previous: 'Précédent',
  next: 'Suivant',
  pageOf: 'Page {page} sur {pages}',
  about: 'environ',
  availableOf: {
    one: '{count} disponible sur {supply}',
    other: '{count} disponibles sur {supply}',
  },
  available: {
    one: '{count} disponible',
    other: '{count} disponibles',
  },
  noneAvailable: 'Aucun disponible pour le moment',
  reservedForYou: 'Réservé pour vous.',
  reservedUntil: "Réservé pour vous jusqu'à {time}.",
  loadingNft: 'Chargement du NFT…',
  reserveSignIn: 'Connectez-vous pour réserver ce NFT. Vous reviendrez ensuite ici.',
  reserveUnknown: 'Nous ne savons pas si la réservation a abouti. Réessayez : elle ne sera pas faite deux fois.',
  reserving: 'Réservation…',
  reserve: 'Réserver',
};

export default fr;
