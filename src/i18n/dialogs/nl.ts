/** Dutch texts of the `dialogs` group. */
import type { Translation } from '../core';
import type { DIALOGS_EN } from '../dialogs';

const nl: Translation<typeof DIALOGS_EN> = {
  ok: 'OK',
  notifications: 'Meldingen',
  dismiss: 'Melding sluiten',
  paymentFailedTitle: 'Betaling mislukt',
  paymentFailedText: 'Er was een probleem bij het verwerken van je betaling. Controleer je kaartgegevens of gebruik een andere kaart.',
  subscriptionFailedTitle: 'Abonnement mislukt',
  subscriptionFailedText: 'Er was een probleem bij het verwerken van je abonnement. Controleer je kaartgegevens of gebruik een andere kaart.',
  subscriptionErrorTitle: 'Er is een fout opgetreden bij het verwerken van je abonnement',
  subscriptionErrorText: 'Probeer de betaling met een andere kaart of neem contact op met de klantenservice',
  pleaseWaitTitle: 'Even geduld',
  pleaseWaitText: { one: 'Je kunt over {count} seconde opnieuw proberen je te abonneren.', other: 'Je kunt over {count} seconden opnieuw proberen je te abonneren.' },
  paymentCompleted: 'Betaling voltooid',
};

export default nl;
