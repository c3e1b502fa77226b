/** Portuguese texts of the `accountPayment` group. */
import type { Translation } from '../core';
import type { ACCOUNT_PAYMENT_EN } from '../account-payment';

const pt: Translation<typeof ACCOUNT_PAYMENT_EN> = {
  cardFrameTitle: 'Dados do novo cartão',
  mandateFrameTitle: 'Conta bancária',
  cardFormFailed: 'Não foi possível carregar o formulário do cartão. Verifique a sua ligação e tente novamente.',
  card: 'Cartão',
  expires: '{card}, expira em {date}',
  notReady: 'O formulário ainda não está pronto. Tente novamente dentro de momentos.',
  cardReplaced: 'O seu cartão foi substituído.',
  mandateSaved: 'A sua conta bancária foi guardada para débito direto.',
  noCard: 'Nenhum cartão guardado.',
  replaceCard: 'Substituir cartão',
  addCard: 'Adicionar um cartão',
  saveCard: 'Guardar cartão',
  cancel: 'Cancelar',
  directDebit: 'Débito direto',
  bankAccount: 'Conta bancária {country} •••• {last4}',
  noMandate: 'Nenhuma autorização de débito direto.',
  otherBankAccount: 'Usar outra conta bancária',
  setUpDirectDebit: 'Configurar débito direto',
  saveBankAccount: 'Guardar conta bancária',
};

export default pt;
