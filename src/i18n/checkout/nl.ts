/** Dutch texts of the `checkout` group. */
import type { Translation } from '../core';
import type { CHECKOUT_EN } from '../checkout';

const nl: Translation<typeof CHECKOUT_EN> = {
  title: 'Afrekenen',
  notConfigured: 'Afrekenen is niet ingesteld voor deze site.',
  cardUnavailable: 'Betalen met een kaart is niet beschikbaar.',
  priceUnavailable: 'Deze prijs is niet beschikbaar.',
  loading: 'Afrekenen laden…',
  signInFirst: 'Log in of maak een account aan om verder te gaan.',
  loadingSignIn: 'Inloggen laden…',
  chooseAccess: 'Kies je toegang',
  cannotBuy: 'Dit item kan op dit moment niet worden gekocht.',
  alreadyHave: 'Je hebt al toegang',
  subscriptionOwned: 'Een abonnement kan niet opnieuw worden gekocht zolang deze toegang loopt. Je kunt het beheren in je account.',
  payAgainCharges: 'Opnieuw betalen kost {price} voor nog een keer {what}.',
  access: 'toegang',
  payAgain: 'Toch opnieuw betalen',
  close: 'Sluiten',
  processing: 'Bezig…',
  subscribeFor: 'Abonneren voor {amount}',
  pay: '{amount} betalen',
  offline: 'Je bent offline. Betalen kan weer zodra je online bent.',
  secure: 'Kaartgegevens vul je in op een beveiligde pagina; ze bereiken deze site nooit.',
  processingPayment: 'Je betaling wordt verwerkt…',
  confirmingPayment: 'Je betaling wordt bevestigd…',
  bankConfirms: 'Je bank moet deze betaling bevestigen…',
  tryAgain: 'Opnieuw proberen',
  stillConfirming: 'We zijn je betaling nog aan het bevestigen. Dit kan een paar minuten duren; je betaalt niet twee keer.',
  canClose: 'Je kunt dit venster sluiten: je aankoop verschijnt in je account zodra die is bevestigd.',
  subscriptionActive: 'Abonnement actief',
  paymentCompleted: 'Betaling voltooid',
  thanks: 'Bedankt! Je hebt nu toegang.',
  continue: 'Doorgaan',
  voucherCode: 'Vouchercode',
  apply: 'Toepassen',
  checking: 'Controleren…',
  remove: 'Verwijderen',
  cardDetails: 'Kaartgegevens',
};

export default nl;
