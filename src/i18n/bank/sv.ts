/** Swedish texts of the `bank` group. */
import type { Translation } from '../core';
import type { BANK_EN } from '../bank';

const sv: Translation<typeof BANK_EN> = {
  redirecting: 'Du skickas vidare till din bank för att bekräfta betalningen.',
  confirmWithBank: 'Bekräfta med din bank',
  openNewWindow: 'Öppna i ett nytt fönster',
  cancel: 'Avbryt',
  yourBank: 'Din bank',
};

export default sv;
