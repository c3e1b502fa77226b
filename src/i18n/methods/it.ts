/** Italian texts of the `methods` group. */
import type { Translation } from '../core';
import type { METHODS_EN } from '../methods';

const it: Translation<typeof METHODS_EN> = {
  paymentMethod: 'Metodo di pagamento',
  card: 'Carta',
  directDebit: 'Addebito diretto SEPA',
  notAvailable: 'Questo metodo di pagamento non è disponibile per questo prezzo.',
  loadingMethod: 'Caricamento di {method}…',
  payWith: 'Paga {amount} con {method}',
  subscribeWith: 'Abbonati per {amount} con {method}',
  idealNote: 'Confermi il pagamento nell’app o sul sito della tua banca, poi torni qui.',
  yourBank: 'La tua banca',
  chooseBank: 'Scegli la tua banca…',
  bankMissing: 'Scegli la tua banca per continuare.',
  debitPay: 'Paga {amount} con addebito diretto',
  debitSubscribe: 'Abbonati per {amount} con addebito diretto',
  debitNote: 'L’importo viene addebitato sul tuo conto bancario tramite addebito diretto SEPA.',
  savedAccount: 'Conto bancario {country} •••• {last4}',
  otherAccount: 'Usa un altro conto bancario',
  bankAccount: 'Conto bancario',
  accountHolder: 'Intestatario del conto',
  iban: 'IBAN',
  address: 'Indirizzo (facoltativo)',
  mandateNotReady: 'Il modulo del conto bancario non è ancora pronto. Riprova tra un momento.',
  mandateFailed: 'Impossibile caricare il modulo del conto bancario. Controlla la connessione e riprova.',
  walletConfirm: 'Conferma il pagamento con {method}.',
  walletNote: 'Confermi il pagamento in {method}.',
  paypalNote: 'Confermi il pagamento sulla pagina di PayPal, poi torni qui.',
  freeNote: 'Il tuo voucher copre l’intero prezzo: non serve alcun pagamento.',
  checkHolder: "Inserisci il nome dell'intestatario del conto.",
  checkIbanEmpty: 'Inserisci il tuo IBAN.',
  checkIbanCountry: 'Inserisci un IBAN di un paese SEPA (inizia con due lettere, come NL o DE).',
  checkIbanInvalid: 'Questo IBAN non è valido: controllalo.',
  checkAddressLong: "L'indirizzo è troppo lungo.",
};

export default it;
