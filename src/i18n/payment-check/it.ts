/** Italian texts of the `paymentCheck` group. */
import type { Translation } from '../core';
import type { PAYMENT_CHECK_EN } from '../payment-check';

const it: Translation<typeof PAYMENT_CHECK_EN> = {
  confirming: 'Conferma del pagamento…',
  checkingAgain: 'Nuova verifica…',
  redirecting: 'Reindirizzamento…',
  completed: 'Pagamento completato',
  giftCode: 'Codice regalo: {code}',
  failed: 'Pagamento non riuscito',
  notCompleted: 'Il pagamento non è stato completato.',
  bankNotConfirmed: 'Il pagamento non è stato completato: la tua banca non l’ha confermato.',
  subscriptionError: 'Si è verificato un errore durante l’elaborazione dell’abbonamento',
  stillTitle: 'Stiamo ancora confermando il pagamento',
  stillText: 'Ci vuole più del solito. Non ti verrà addebitato due volte; l’acquisto comparirà nel tuo account non appena sarà confermato.',
  checkAgain: 'Verifica di nuovo',
  continueBrowsing: 'Continua a navigare',
  notSetUp: 'Questa pagina non è configurata correttamente.',
};

export default it;
