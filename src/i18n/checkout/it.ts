/** Italian texts of the `checkout` group. */
import type { Translation } from '../core';
import type { CHECKOUT_EN } from '../checkout';

const it: Translation<typeof CHECKOUT_EN> = {
  title: 'Pagamento',
  notConfigured: 'Il pagamento non è configurato per questo sito.',
  cardUnavailable: 'I pagamenti con carta non sono disponibili.',
  priceUnavailable: 'Questo prezzo non è disponibile.',
  loading: 'Caricamento del pagamento…',
  signInFirst: 'Accedi o crea un account per continuare.',
  loadingSignIn: 'Caricamento dell’accesso…',
  chooseAccess: 'Scegli il tuo accesso',
  cannotBuy: 'Questo contenuto non è acquistabile al momento.',
  alreadyHave: 'Hai già accesso',
  subscriptionOwned: 'Non puoi acquistare di nuovo un abbonamento finché questo accesso è attivo. Puoi gestirlo dal tuo account.',
  payAgainCharges: 'Pagando di nuovo ti verranno addebitati {price} per un altro {what}.',
  access: 'accesso',
  payAgain: 'Paga comunque di nuovo',
  close: 'Chiudi',
  processing: 'Elaborazione…',
  subscribeFor: 'Abbonati a {amount}',
  pay: 'Paga {amount}',
  offline: 'Sei offline. Potrai pagare di nuovo appena tornerai online.',
  secure: 'I dati della carta si inseriscono in una pagina sicura e non raggiungono mai questo sito.',
  processingPayment: 'Elaborazione del pagamento…',
  confirmingPayment: 'Conferma del pagamento…',
  bankConfirms: 'La tua banca deve confermare questo pagamento…',
  tryAgain: 'Riprova',
  stillConfirming: 'Stiamo ancora confermando il pagamento. Può richiedere qualche minuto; non ti verrà addebitato due volte.',
  canClose: 'Puoi chiudere questa finestra: l’acquisto comparirà nel tuo account appena confermato.',
  subscriptionActive: 'Abbonamento attivo',
  paymentCompleted: 'Pagamento completato',
  thanks: 'Grazie! Ora hai accesso.',
  continue: 'Continua',
  voucherCode: 'Codice voucher',
  apply: 'Applica',
  checking: 'Verifica…',
  remove: 'Rimuovi',
  cardDetails: 'Dati della carta',
};

export default it;
