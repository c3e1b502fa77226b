/** Swedish texts of the `paymentCheck` group. */
import type { Translation } from '../core';
import type { PAYMENT_CHECK_EN } from '../payment-check';

const sv: Translation<typeof PAYMENT_CHECK_EN> = {
  confirming: 'Din betalning bekräftas…',
  checkingAgain: 'Kontrollerar igen…',
  redirecting: 'Omdirigerar…',
  completed: 'Betalningen är klar',
  giftCode: 'Presentkod: {code}',
  failed: 'Betalningen misslyckades',
  notCompleted: 'Betalningen slutfördes inte.',
  bankNotConfirmed: 'Betalningen slutfördes inte: din bank bekräftade den inte.',
  subscriptionError: 'Ett fel uppstod när din prenumeration behandlades',
  stillTitle: 'Vi bekräftar fortfarande din betalning',
  stillText: 'Det tar längre tid än vanligt. Du debiteras inte två gånger; ditt köp visas i ditt konto så snart det är bekräftat.',
  checkAgain: 'Kontrollera igen',
  continueBrowsing: 'Fortsätt bläddra',
  notSetUp: 'Den här sidan är inte korrekt konfigurerad.',
};

export default sv;
