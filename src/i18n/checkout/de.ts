/** German texts of the `checkout` group. */
import type { Translation } from '../core';
import type { CHECKOUT_EN } from '../checkout';

const de: Translation<typeof CHECKOUT_EN> = {
  title: 'Kasse',
  notConfigured: 'Die Kasse ist für diese Website nicht eingerichtet.',
  cardUnavailable: 'Kartenzahlungen sind nicht verfügbar.',
  priceUnavailable: 'Dieser Preis ist nicht verfügbar.',
  loading: 'Kasse wird geladen…',
  signInFirst: 'Melden Sie sich an oder erstellen Sie ein Konto, um fortzufahren.',
  loadingSignIn: 'Anmeldung wird geladen…',
  chooseAccess: 'Wählen Sie Ihren Zugang',
  cannotBuy: 'Dieser Artikel kann derzeit nicht gekauft werden.',
  alreadyHave: 'Sie haben bereits Zugang',
  subscriptionOwned: 'Ein Abonnement kann nicht erneut gekauft werden, solange dieser Zugang besteht. Sie können es in Ihrem Konto verwalten.',
  payAgainCharges: 'Eine erneute Zahlung berechnet {price} für weitere {what}.',
  access: 'Zugang',
  payAgain: 'Trotzdem erneut bezahlen',
  close: 'Schließen',
  processing: 'Wird verarbeitet…',
  subscribeFor: 'Für {amount} abonnieren',
  pay: '{amount} bezahlen',
  offline: 'Sie sind offline. Bezahlen ist wieder möglich, sobald Sie online sind.',
  secure: 'Kartendaten werden auf einer sicheren Seite eingegeben und erreichen diese Website nie.',
  processingPayment: 'Ihre Zahlung wird verarbeitet…',
  confirmingPayment: 'Ihre Zahlung wird bestätigt…',
  bankConfirms: 'Ihre Bank muss diese Zahlung bestätigen…',
  tryAgain: 'Erneut versuchen',
  stillConfirming: 'Wir bestätigen Ihre Zahlung noch. Das kann einige Minuten dauern; Sie werden nicht doppelt belastet.',
  canClose: 'Sie können dieses Fenster schließen: Ihr Kauf erscheint in Ihrem Konto, sobald er bestätigt ist.',
  subscriptionActive: 'Abonnement aktiv',
  paymentCompleted: 'Zahlung abgeschlossen',
  thanks: 'Vielen Dank! Sie haben jetzt Zugang.',
  continue: 'Weiter',
  voucherCode: 'Gutscheincode',
  apply: 'Einlösen',
  checking: 'Wird geprüft…',
  remove: 'Entfernen',
  cardDetails: 'Kartendaten',
};

export default de;
