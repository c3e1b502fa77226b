/** Italian texts of the `headlines` group. */
import type { Translation } from '../core';
import type { HEADLINES_EN } from '../headlines';

const it: Translation<typeof HEADLINES_EN> = {
  label: 'Titoli',
  loading: 'Caricamento di altri titoli…',
  failed: 'Impossibile caricare altri titoli.',
  end: 'Non ci sono altri titoli.',
  tryAgain: 'Riprova',
  loadMore: 'Carica altri',
};

export default it;
