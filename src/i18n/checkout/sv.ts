/** Swedish texts of the `checkout` group. */
import type { Translation } from '../core';
import type { CHECKOUT_EN } from '../checkout';

const sv: Translation<typeof CHECKOUT_EN> = {
  title: 'Kassa',
  notConfigured: 'Kassan är inte inställd för den här webbplatsen.',
  cardUnavailable: 'Kortbetalningar är inte tillgängliga.',
  priceUnavailable: 'Priset är inte tillgängligt.',
  loading: 'Laddar kassan…',
  signInFirst: 'Logga in eller skapa ett konto för att fortsätta.',
  loadingSignIn: 'Laddar inloggningen…',
  chooseAccess: 'Välj din tillgång',
  cannotBuy: 'Det här går inte att köpa just nu.',
  alreadyHave: 'Du har redan tillgång',
  subscriptionOwned: 'En prenumeration kan inte köpas igen medan den här tillgången gäller. Du kan hantera den i ditt konto.',
  payAgainCharges: 'Betalar du igen debiteras {price} för ytterligare {what}.',
  access: 'tillgång',
  payAgain: 'Betala igen ändå',
  close: 'Stäng',
  processing: 'Behandlar…',
  subscribeFor: 'Prenumerera för {amount}',
  pay: 'Betala {amount}',
  offline: 'Du är offline. Du kan betala igen när du är online.',
  secure: 'Kortuppgifterna anges på en säker sida och når aldrig den här webbplatsen.',
  processingPayment: 'Din betalning behandlas…',
  confirmingPayment: 'Din betalning bekräftas…',
  bankConfirms: 'Din bank behöver bekräfta betalningen…',
  tryAgain: 'Försök igen',
  stillConfirming: 'Vi bekräftar fortfarande din betalning. Det kan ta några minuter; du debiteras inte två gånger.',
  canClose: 'Du kan stänga fönstret: köpet syns i ditt konto när det har bekräftats.',
  subscriptionActive: 'Prenumerationen är aktiv',
  paymentCompleted: 'Betalningen är klar',
  thanks: 'Tack! Nu har du tillgång.',
  continue: 'Fortsätt',
  voucherCode: 'Rabattkod',
  apply: 'Använd',
  checking: 'Kontrollerar…',
  remove: 'Ta bort',
  cardDetails: 'Kortuppgifter',
};

export default sv;
