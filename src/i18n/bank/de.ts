/** German texts of the `bank` group. */
import type { Translation } from '../core';
import type { BANK_EN } from '../bank';

const de: Translation<typeof BANK_EN> = {
  redirecting: 'Sie werden zu Ihrer Bank weitergeleitet, um die Zahlung zu bestätigen.',
  confirmWithBank: 'Mit Ihrer Bank bestätigen',
  openNewWindow: 'In neuem Fenster öffnen',
  cancel: 'Abbrechen',
  yourBank: 'Ihre Bank',
};

export default de;
