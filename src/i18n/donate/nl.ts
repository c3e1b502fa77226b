/** Dutch texts of the `donate` group. */
import type { Translation } from '../core';
import type { DONATE_EN } from '../donate';

const nl: Translation<typeof DONATE_EN> = {
  notConfigured: 'Donaties zijn niet ingesteld voor deze site.',
  notSetUp: 'Deze donatie is niet goed ingesteld.',
  cardUnavailable: 'Betalen met een kaart is niet beschikbaar.',
  signIn: 'Log in of maak een account aan om te doneren.',
  unavailable: 'Voor dit item zijn geen donaties mogelijk.',
  heading: 'Steun dit',
  thanks: 'Bedankt!',
  received: 'Je donatie van {amount} is ontvangen.',
  amounts: 'Bedrag',
  otherAmount: 'Ander bedrag',
  amountIn: 'Bedrag ({currency})',
  atLeast: 'Minimaal {min}.',
  between: 'Minimaal {min}, maximaal {max}.',
  chooseAmount: 'Kies een bedrag.',
  amountMissing: 'Vul het bedrag in dat je wilt geven.',
  amountInvalid: 'Vul een bedrag in zoals 10 of 7,50.',
  tooSmall: 'De kleinste donatie is {amount}.',
  tooLarge: 'De grootste donatie is {amount}.',
  donate: 'Doneren',
  donateAmount: '{amount} doneren',
  offline: 'Je bent offline. Doneren kan weer zodra je online bent.',
  frameFailed: 'Het kaartformulier kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  noIntent: 'Uw bank heeft de te bevestigen betaling niet teruggestuurd. Er is niets afgeschreven; probeer het opnieuw.',
};

export default nl;
