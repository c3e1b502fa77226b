/** Italian texts of the `nft` group. */
import type { Translation } from '../core';
import type { NFT_EN } from '../nft';

const it: Translation<typeof NFT_EN> = {
  notConfigured: 'La galleria NFT non è configurata per questo sito.',
  marketplace: 'Marketplace NFT',
  nfts: 'NFT',
  tabMarket: 'Marketplace',
  tabMine: 'I miei NFT',
  loadingMarket: 'Caricamento degli NFT…',
  loadingMine: 'Caricamento dei tuoi NFT…',
  signIn: 'Accedi per vedere i tuoi NFT.',
  loadingSignIn: "Caricamento dell'accesso…",
  tryAgain: 'Riprova',
  emptyMarket: 'Non ci sono ancora NFT in questo marketplace.',
  emptyMine: 'Non hai ancora NFT. Prenotane uno nel marketplace.',
  count: {
    one: '{count} NFT · pagina {page} di {pages}',
    other: '{count} NFT · pagina {page} di {pages}',
  },
  mineCount: {
    one: '{count} tuo NFT',
    other: '{count} tuoi NFT',
  },
  owned: 'Di tua proprietà',
  pages: 'Pagine',
  previous: 'Precedente',
  next: 'Successiva',
  pageOf: 'Pagina {page} di {pages}',
  about: 'circa',
  availableOf: {
    one: '{count} disponibile su {supply}',
    other: '{count} disponibili su {supply}',
  },
  available: {
    one: '{count} disponibile',
    other: '{count} disponibili',
  },
  noneAvailable: 'Nessuno disponibile al momento',
  reservedForYou: 'Prenotato per te.',
  reservedUntil: 'Prenotato per te fino a {time}.',
  loadingNft: "Caricamento dell'NFT…",
  reserveSignIn: 'Accedi per prenotare questo NFT. Poi tornerai qui.',
  reserveUnknown: 'Non sappiamo se la prenotazione è andata a buon fine. Riprova: non verrà prenotato due volte.',
  reserving: 'Prenotazione in corso…',
  reserve: 'Prenota',
};

export default it;
