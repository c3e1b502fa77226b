/** German texts of the `dialogs` group. */
import type { Translation } from '../core';
import type { DIALOGS_EN } from '../dialogs';

const de: Translation<typeof DIALOGS_EN> = {
  ok: 'OK',
  notifications: 'Benachrichtigungen',
  dismiss: 'Benachrichtigung schließen',
  paymentFailedTitle: 'Zahlung fehlgeschlagen',
  paymentFailedText: 'Bei der Verarbeitung Ihrer Zahlung ist ein Problem aufgetreten. Bitte prüfen Sie Ihre Kartendaten oder verwenden Sie eine andere Karte.',
  subscriptionFailedTitle: 'Abonnement fehlgeschlagen',
  subscriptionFailedText: 'Bei der Verarbeitung Ihres Abonnements ist ein Problem aufgetreten. Bitte prüfen Sie Ihre Kartendaten oder verwenden Sie eine andere Karte.',
  subscriptionErrorTitle: 'Bei der Verarbeitung Ihres Abonnements ist ein Fehler aufgetreten',
  subscriptionErrorText: 'Bitte zahlen Sie mit einer anderen Karte oder wenden Sie sich an den Support',
  pleaseWaitTitle: 'Bitte warten',
  pleaseWaitText: { one: 'Sie können in {count} Sekunde erneut versuchen zu abonnieren.', other: 'Sie können in {count} Sekunden erneut versuchen zu abonnieren.' },
  paymentCompleted: 'Zahlung abgeschlossen',
};

export default de;
