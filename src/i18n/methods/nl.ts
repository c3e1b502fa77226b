/** Dutch texts of the `methods` group. */
import type { Translation } from '../core';
import type { METHODS_EN } from '../methods';

const nl: Translation<typeof METHODS_EN> = {
  paymentMethod: 'Betaalmethode',
  card: 'Kaart',
  directDebit: 'SEPA-incasso',
  notAvailable: 'Deze betaalmethode is niet beschikbaar voor deze prijs.',
  loadingMethod: '{method} wordt geladen…',
  payWith: '{amount} betalen met {method}',
  subscribeWith: 'Abonneren voor {amount} met {method}',
  idealNote: 'Je bevestigt de betaling in de app of op de website van je bank en komt daarna hier terug.',
  yourBank: 'Je bank',
  chooseBank: 'Kies je bank…',
  bankMissing: 'Kies je bank om verder te gaan.',
  debitPay: '{amount} betalen via automatische incasso',
  debitSubscribe: 'Abonneren voor {amount} via automatische incasso',
  debitNote: 'Het bedrag wordt via SEPA-incasso van je bankrekening afgeschreven.',
  savedAccount: 'Bankrekening {country} •••• {last4}',
  otherAccount: 'Een andere bankrekening gebruiken',
  bankAccount: 'Bankrekening',
  accountHolder: 'Rekeninghouder',
  iban: 'IBAN',
  address: 'Adres (optioneel)',
  mandateNotReady: 'Het bankrekeningformulier is nog niet klaar. Probeer het zo opnieuw.',
  mandateFailed: 'Het bankrekeningformulier kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  walletConfirm: 'Bevestig de betaling met {method}.',
  walletNote: 'Je bevestigt de betaling in {method}.',
  paypalNote: 'Je bevestigt de betaling op de pagina van PayPal en komt daarna hier terug.',
  freeNote: 'Je voucher dekt de hele prijs: je hoeft niets te betalen.',
  checkHolder: 'Voer de naam van de rekeninghouder in.',
  checkIbanEmpty: 'Voer uw IBAN in.',
  checkIbanCountry: 'Voer een IBAN uit een SEPA-land in (die begint met twee letters, zoals NL of DE).',
  checkIbanInvalid: 'Deze IBAN is niet geldig: controleer hem.',
  checkAddressLong: 'Het adres is te lang.',
};

export default nl;
