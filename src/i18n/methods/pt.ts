/** Portuguese texts of the `methods` group. */
import type { Translation } from '../core';
import type { METHODS_EN } from '../methods';

const pt: Translation<typeof METHODS_EN> = {
  paymentMethod: 'Método de pagamento',
  card: 'Cartão',
  directDebit: 'Débito direto SEPA',
  notAvailable: 'Este método de pagamento não está disponível para este preço.',
  loadingMethod: 'A carregar {method}…',
  payWith: 'Pagar {amount} com {method}',
  subscribeWith: 'Subscrever por {amount} com {method}',
  idealNote: 'Confirma o pagamento na app ou no site do seu banco e depois volta aqui.',
  yourBank: 'O seu banco',
  chooseBank: 'Escolha o seu banco…',
  bankMissing: 'Escolha o seu banco para continuar.',
  debitPay: 'Pagar {amount} por débito direto',
  debitSubscribe: 'Subscrever por {amount} por débito direto',
  debitNote: 'O montante é cobrado na sua conta bancária por débito direto SEPA.',
  savedAccount: 'Conta bancária {country} •••• {last4}',
  otherAccount: 'Usar outra conta bancária',
  bankAccount: 'Conta bancária',
  accountHolder: 'Titular da conta',
  iban: 'IBAN',
  address: 'Morada (opcional)',
  mandateNotReady: 'O formulário da conta bancária ainda não está pronto. Tente novamente daqui a pouco.',
  mandateFailed: 'Não foi possível carregar o formulário da conta bancária. Verifique a sua ligação e tente novamente.',
  walletConfirm: 'Confirme o pagamento com {method}.',
  walletNote: 'Confirma o pagamento em {method}.',
  paypalNote: 'Confirma o pagamento na página do PayPal e depois volta aqui.',
  freeNote: 'O seu voucher cobre o preço total: não é necessário pagar.',
  checkHolder: 'Introduza o nome do titular da conta.',
  checkIbanEmpty: 'Introduza o seu IBAN.',
  checkIbanCountry: 'Introduza um IBAN de um país SEPA (começa por duas letras, como NL ou DE).',
  checkIbanInvalid: 'Este IBAN não é válido: verifique-o.',
  checkAddressLong: 'O endereço é demasiado longo.',
};

export default pt;
