/** Polish texts of the `paymentCheck` group. */
import type { Translation } from '../core';
import type { PAYMENT_CHECK_EN } from '../payment-check';

const pl: Translation<typeof PAYMENT_CHECK_EN> = {
  confirming: 'Potwierdzanie płatności…',
  checkingAgain: 'Ponowne sprawdzanie…',
  redirecting: 'Przekierowywanie…',
  completed: 'Płatność zakończona',
  giftCode: 'Kod prezentu: {code}',
  failed: 'Płatność nie powiodła się',
  notCompleted: 'Płatność nie została zrealizowana.',
  bankNotConfirmed: 'Płatność nie została zrealizowana: Twój bank jej nie potwierdził.',
  subscriptionError: 'Wystąpił błąd podczas przetwarzania subskrypcji',
  stillTitle: 'Nadal potwierdzamy Twoją płatność',
  stillText: 'Trwa to dłużej niż zwykle. Nie zostaniesz obciążony dwa razy; zakup pojawi się na Twoim koncie, gdy tylko zostanie potwierdzony.',
  checkAgain: 'Sprawdź ponownie',
  continueBrowsing: 'Przeglądaj dalej',
  notSetUp: 'Ta strona nie jest poprawnie skonfigurowana.',
};

export default pl;
