/** Dutch texts of the `bank` group. */
import type { Translation } from '../core';
import type { BANK_EN } from '../bank';

const nl: Translation<typeof BANK_EN> = {
  redirecting: 'Je wordt doorgestuurd naar je bank om de betaling te bevestigen.',
  confirmWithBank: 'Bevestigen bij je bank',
  openNewWindow: 'Openen in een nieuw venster',
  cancel: 'Annuleren',
  yourBank: 'Je bank',
};

export default nl;
