/** Portuguese texts of the `donate` group. */
import type { Translation } from '../core';
import type { DONATE_EN } from '../donate';

const pt: Translation<typeof DONATE_EN> = {
  notConfigured: 'Os donativos não estão configurados para este site.',
  notSetUp: 'Este donativo não está configurado corretamente.',
  cardUnavailable: 'Os pagamentos com cartão não estão disponíveis.',
  signIn: 'Inicie sessão ou crie uma conta para fazer um donativo.',
  unavailable: 'Este conteúdo não aceita donativos.',
  heading: 'Apoie isto',
  thanks: 'Obrigado!',
  received: 'Recebemos o seu donativo de {amount}.',
  amounts: 'Montante',
  otherAmount: 'Outro montante',
  amountIn: 'Montante ({currency})',
  atLeast: 'No mínimo {min}.',
  between: 'No mínimo {min}, no máximo {max}.',
  chooseAmount: 'Escolha um montante.',
  amountMissing: 'Introduza o montante que pretende doar.',
  amountInvalid: 'Introduza um montante como 10 ou 7,50.',
  tooSmall: 'O donativo mínimo é de {amount}.',
  tooLarge: 'O donativo máximo é de {amount}.',
  donate: 'Doar',
  donateAmount: 'Doar {amount}',
  offline: 'Está offline. Poderá doar novamente assim que voltar a estar online.',
  frameFailed: 'Não foi possível carregar o formulário do cartão. Verifique a sua ligação e tente novamente.',
  noIntent: 'O seu banco não devolveu o pagamento a confirmar. Nada foi cobrado; tente novamente.',
};

export default pt;
