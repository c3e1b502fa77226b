/** German texts of the `paymentCheck` group. */
import type { Translation } from '../core';
import type { PAYMENT_CHECK_EN } from '../payment-check';

const de: Translation<typeof PAYMENT_CHECK_EN> = {
  confirming: 'Ihre Zahlung wird bestätigt…',
  checkingAgain: 'Wird erneut geprüft…',
  redirecting: 'Sie werden weitergeleitet…',
  completed: 'Zahlung abgeschlossen',
  giftCode: 'Geschenkcode: {code}',
  failed: 'Zahlung fehlgeschlagen',
  notCompleted: 'Die Zahlung wurde nicht abgeschlossen.',
  bankNotConfirmed: 'Die Zahlung wurde nicht abgeschlossen: Ihre Bank hat sie nicht bestätigt.',
  subscriptionError: 'Bei der Verarbeitung Ihres Abonnements ist ein Fehler aufgetreten',
  stillTitle: 'Wir bestätigen Ihre Zahlung noch',
  stillText: 'Das dauert länger als üblich. Sie werden nicht doppelt belastet; Ihr Kauf erscheint in Ihrem Konto, sobald er bestätigt ist.',
  checkAgain: 'Erneut prüfen',
  continueBrowsing: 'Weiter stöbern',
  notSetUp: 'Diese Seite ist nicht richtig eingerichtet.',
};

export default de;
