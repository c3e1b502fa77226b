/** Italian texts of the `dialogs` group. */
import type { Translation } from '../core';
import type { DIALOGS_EN } from '../dialogs';

const it: Translation<typeof DIALOGS_EN> = {
  ok: 'OK',
  notifications: 'Notifiche',
  dismiss: 'Chiudi notifica',
  paymentFailedTitle: 'Pagamento non riuscito',
  paymentFailedText: 'Si è verificato un problema durante l’elaborazione del pagamento. Controlla i dati della carta o usa un’altra carta.',
  subscriptionFailedTitle: 'Abbonamento non riuscito',
  subscriptionFailedText: 'Si è verificato un problema durante l’elaborazione dell’abbonamento. Controlla i dati della carta o usa un’altra carta.',
  subscriptionErrorTitle: 'Si è verificato un errore durante l’elaborazione dell’abbonamento',
  subscriptionErrorText: 'Prova a effettuare il pagamento con un’altra carta o contatta l’assistenza',
  pleaseWaitTitle: 'Attendi',
  pleaseWaitText: { one: 'Potrai riprovare ad abbonarti tra {count} secondo.', other: 'Potrai riprovare ad abbonarti tra {count} secondi.' },
  paymentCompleted: 'Pagamento completato',
};

export default it;
