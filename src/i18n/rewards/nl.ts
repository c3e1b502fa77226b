/** Dutch texts of the `rewards` group. */
import type { Translation } from '../core';
import type { REWARDS_EN } from '../rewards';

const nl: Translation<typeof REWARDS_EN> = {
  heading: 'Je beloningen',
  loading: 'Je beloningen worden geladen…',
  signIn: 'Log in om je ledenbeloningen te zien.',
  loadingSignIn: 'Inloggen wordt geladen…',
  loadFailed: 'Je beloningen konden niet worden geladen. Probeer het opnieuw.',
  tryAgain: 'Opnieuw proberen',
  empty: 'Je hebt nog geen beloningen. Nieuwe beloningen verschijnen hier.',
  kindDiscount: 'Partnerkorting',
  kindFreeMonths: 'Gratis maanden',
  kindTicket: 'Evenementticket',
  copy: 'Kopiëren',
  copyCode: 'Code {code} kopiëren',
  copied: 'Gekopieerd',
  copiedStatus: 'Gekopieerd naar het klembord.',
  copyByHand: 'Selecteer en kopieer de code zelf',
  copyFailed: 'Kopiëren lukte niet. Selecteer de code en kopieer hem zelf.',
  validUntil: 'Geldig tot {date}',
};

export default nl;
