/** Swedish texts of the `dialogs` group. */
import type { Translation } from '../core';
import type { DIALOGS_EN } from '../dialogs';

const sv: Translation<typeof DIALOGS_EN> = {
  ok: 'OK',
  notifications: 'Aviseringar',
  dismiss: 'Stäng aviseringen',
  paymentFailedTitle: 'Betalningen misslyckades',
  paymentFailedText: 'Det uppstod ett problem med din betalning. Kontrollera kortuppgifterna eller använd ett annat kort.',
  subscriptionFailedTitle: 'Prenumerationen misslyckades',
  subscriptionFailedText: 'Det uppstod ett problem med din prenumeration. Kontrollera kortuppgifterna eller använd ett annat kort.',
  subscriptionErrorTitle: 'Ett fel uppstod när din prenumeration behandlades',
  subscriptionErrorText: 'Försök betala med ett annat kort eller kontakta supporten',
  pleaseWaitTitle: 'Vänta',
  pleaseWaitText: { one: 'Du kan försöka prenumerera igen om {count} sekund.', other: 'Du kan försöka prenumerera igen om {count} sekunder.' },
  paymentCompleted: 'Betalningen är klar',
};

export default sv;
