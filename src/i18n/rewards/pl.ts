/** Polish texts of the `rewards` group. */
import type { Translation } from '../core';
import type { REWARDS_EN } from '../rewards';

const pl: Translation<typeof REWARDS_EN> = {
  heading: 'Twoje nagrody',
  loading: 'Wczytywanie Twoich nagród…',
  signIn: 'Zaloguj się, aby zobaczyć swoje nagrody członkowskie.',
  loadingSignIn: 'Wczytywanie logowania…',
  loadFailed: 'Nie udało się wczytać Twoich nagród. Spróbuj ponownie.',
  tryAgain: 'Spróbuj ponownie',
  empty: 'Nie masz jeszcze nagród. Nowe nagrody pojawią się tutaj.',
  kindDiscount: 'Rabat partnera',
  kindFreeMonths: 'Darmowe miesiące',
  kindTicket: 'Bilet na wydarzenie',
  copy: 'Kopiuj',
  copyCode: 'Kopiuj kod {code}',
  copied: 'Skopiowano',
  copiedStatus: 'Skopiowano do schowka.',
  copyByHand: 'Zaznacz i skopiuj ręcznie',
  copyFailed: 'Nie udało się skopiować. Zaznacz kod i skopiuj go ręcznie.',
  validUntil: 'Ważne do {date}',
};

export default pl;
