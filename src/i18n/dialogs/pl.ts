/** Polish texts of the `dialogs` group. */
import type { Translation } from '../core';
import type { DIALOGS_EN } from '../dialogs';

const pl: Translation<typeof DIALOGS_EN> = {
  ok: 'OK',
  notifications: 'Powiadomienia',
  dismiss: 'Zamknij powiadomienie',
  paymentFailedTitle: 'Płatność nie powiodła się',
  paymentFailedText: 'Wystąpił problem podczas przetwarzania płatności. Sprawdź dane karty lub użyj innej karty.',
  subscriptionFailedTitle: 'Subskrypcja nie powiodła się',
  subscriptionFailedText: 'Wystąpił problem podczas przetwarzania subskrypcji. Sprawdź dane karty lub użyj innej karty.',
  subscriptionErrorTitle: 'Wystąpił błąd podczas przetwarzania subskrypcji',
  subscriptionErrorText: 'Spróbuj zapłacić inną kartą lub skontaktuj się z pomocą techniczną',
  pleaseWaitTitle: 'Proszę czekać',
  pleaseWaitText: {
    one: 'Możesz ponownie spróbować wykupić subskrypcję za {count} sekundę.',
    few: 'Możesz ponownie spróbować wykupić subskrypcję za {count} sekundy.',
    many: 'Możesz ponownie spróbować wykupić subskrypcję za {count} sekund.',
    other: 'Możesz ponownie spróbować wykupić subskrypcję za {count} sekundy.',
  },
  paymentCompleted: 'Płatność zakończona',
};

export default pl;
