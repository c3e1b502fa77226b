/** Italian texts of the `donate` group. */
import type { Translation } from '../core';
import type { DONATE_EN } from '../donate';

const it: Translation<typeof DONATE_EN> = {
  notConfigured: 'Le donazioni non sono configurate per questo sito.',
  notSetUp: 'Questa donazione non è configurata correttamente.',
  cardUnavailable: 'I pagamenti con carta non sono disponibili.',
  signIn: 'Accedi o crea un account per fare una donazione.',
  unavailable: 'Questo contenuto non accetta donazioni.',
  heading: 'Sostienici',
  thanks: 'Grazie!',
  received: 'Abbiamo ricevuto la tua donazione di {amount}.',
  amounts: 'Importo',
  otherAmount: 'Altro importo',
  amountIn: 'Importo ({currency})',
  atLeast: 'Almeno {min}.',
  between: 'Almeno {min}, al massimo {max}.',
  chooseAmount: 'Scegli un importo.',
  amountMissing: 'Inserisci l’importo che vuoi donare.',
  amountInvalid: 'Inserisci un importo come 10 o 7,50.',
  tooSmall: 'La donazione minima è di {amount}.',
  tooLarge: 'La donazione massima è di {amount}.',
  donate: 'Dona',
  donateAmount: 'Dona {amount}',
  offline: 'Sei offline. Potrai donare di nuovo appena tornerai online.',
  frameFailed: 'Impossibile caricare il modulo della carta. Controlla la connessione e riprova.',
  noIntent: 'La tua banca non ha restituito il pagamento da confermare. Non è stato addebitato nulla; riprova.',
};

export default it;
