/** Italian texts of the `accountPayment` group. */
import type { Translation } from '../core';
import type { ACCOUNT_PAYMENT_EN } from '../account-payment';

const it: Translation<typeof ACCOUNT_PAYMENT_EN> = {
  cardFrameTitle: 'Dati della nuova carta',
  mandateFrameTitle: 'Conto bancario',
  cardFormFailed: 'Non è stato possibile caricare il modulo della carta. Controlla la connessione e riprova.',
  card: 'Carta',
  expires: '{card}, scade {date}',
  notReady: 'Il modulo non è ancora pronto. Riprova tra un momento.',
  cardReplaced: 'La tua carta è stata sostituita.',
  mandateSaved: 'Il tuo conto bancario è stato salvato per l’addebito diretto.',
  noCard: 'Nessuna carta salvata.',
  replaceCard: 'Sostituisci carta',
  addCard: 'Aggiungi una carta',
  saveCard: 'Salva carta',
  cancel: 'Annulla',
  directDebit: 'Addebito diretto',
  bankAccount: 'Conto bancario {country} •••• {last4}',
  noMandate: 'Nessun mandato di addebito diretto.',
  otherBankAccount: 'Usa un altro conto bancario',
  setUpDirectDebit: 'Attiva l’addebito diretto',
  saveBankAccount: 'Salva conto bancario',
};

export default it;
