/** Polish texts of the `checkout` group. */
import type { Translation } from '../core';
import type { CHECKOUT_EN } from '../checkout';

const pl: Translation<typeof CHECKOUT_EN> = {
  title: 'Płatność',
  notConfigured: 'Płatności nie są skonfigurowane dla tej witryny.',
  cardUnavailable: 'Płatności kartą są niedostępne.',
  priceUnavailable: 'Ta cena jest niedostępna.',
  loading: 'Wczytywanie płatności…',
  signInFirst: 'Zaloguj się lub załóż konto, aby kontynuować.',
  loadingSignIn: 'Wczytywanie logowania…',
  chooseAccess: 'Wybierz dostęp',
  cannotBuy: 'Tej pozycji nie można teraz kupić.',
  alreadyHave: 'Masz już dostęp',
  subscriptionOwned: 'Nie można ponownie kupić subskrypcji, dopóki trwa ten dostęp. Możesz nią zarządzać na swoim koncie.',
  payAgainCharges: 'Ponowna płatność obciąży Cię kwotą {price} za kolejny {what}.',
  access: 'dostęp',
  payAgain: 'Zapłać mimo to',
  close: 'Zamknij',
  processing: 'Przetwarzanie…',
  subscribeFor: 'Subskrybuj za {amount}',
  pay: 'Zapłać {amount}',
  offline: 'Jesteś offline. Płatność będzie znowu możliwa po przywróceniu połączenia.',
  secure: 'Dane karty wpisujesz na bezpiecznej stronie; nigdy nie trafiają do tej witryny.',
  processingPayment: 'Przetwarzanie płatności…',
  confirmingPayment: 'Potwierdzanie płatności…',
  bankConfirms: 'Twój bank musi potwierdzić tę płatność…',
  tryAgain: 'Spróbuj ponownie',
  stillConfirming: 'Nadal potwierdzamy Twoją płatność. Może to potrwać kilka minut; nie zostaniesz obciążony dwa razy.',
  canClose: 'Możesz zamknąć to okno: zakup pojawi się na Twoim koncie po potwierdzeniu.',
  subscriptionActive: 'Subskrypcja aktywna',
  paymentCompleted: 'Płatność zakończona',
  thanks: 'Dziękujemy! Masz teraz dostęp.',
  continue: 'Dalej',
  voucherCode: 'Kod vouchera',
  apply: 'Zastosuj',
  checking: 'Sprawdzanie…',
  remove: 'Usuń',
  cardDetails: 'Dane karty',
};

export default pl;
