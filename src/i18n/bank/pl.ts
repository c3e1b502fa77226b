/** Polish texts of the `bank` group. */
import type { Translation } from '../core';
import type { BANK_EN } from '../bank';

const pl: Translation<typeof BANK_EN> = {
  redirecting: 'Przekierowujemy Cię do banku w celu potwierdzenia płatności.',
  confirmWithBank: 'Potwierdź w swoim banku',
  openNewWindow: 'Otwórz w nowym oknie',
  cancel: 'Anuluj',
  yourBank: 'Twój bank',
};

export default pl;
