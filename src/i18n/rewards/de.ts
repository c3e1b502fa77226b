/** German texts of the `rewards` group. */
import type { Translation } from '../core';
import type { REWARDS_EN } from '../rewards';

const de: Translation<typeof REWARDS_EN> = {
  heading: 'Ihre Prämien',
  loading: 'Ihre Prämien werden geladen…',
  signIn: 'Melden Sie sich an, um Ihre Mitgliederprämien zu sehen.',
  loadingSignIn: 'Anmeldung wird geladen…',
  loadFailed: 'Ihre Prämien konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  tryAgain: 'Erneut versuchen',
  empty: 'Sie haben noch keine Prämien. Neue Prämien erscheinen hier.',
  kindDiscount: 'Partnerrabatt',
  kindFreeMonths: 'Gratismonate',
  kindTicket: 'Veranstaltungsticket',
  copy: 'Kopieren',
  copyCode: 'Code {code} kopieren',
  copied: 'Kopiert',
  copiedStatus: 'In die Zwischenablage kopiert.',
  copyByHand: 'Markieren und von Hand kopieren',
  copyFailed: 'Kopieren nicht möglich. Markieren Sie den Code und kopieren Sie ihn von Hand.',
  validUntil: 'Gültig bis {date}',
};

export default de;
