/** Portuguese texts of the `checkout` group. */
import type { Translation } from '../core';
import type { CHECKOUT_EN } from '../checkout';

const pt: Translation<typeof CHECKOUT_EN> = {
  title: 'Pagamento',
  notConfigured: 'O pagamento não está configurado para este site.',
  cardUnavailable: 'Os pagamentos com cartão não estão disponíveis.',
  priceUnavailable: 'Este preço não está disponível.',
  loading: 'A carregar o pagamento…',
  signInFirst: 'Inicie sessão ou crie uma conta para continuar.',
  loadingSignIn: 'A carregar o início de sessão…',
  chooseAccess: 'Escolha o seu acesso',
  cannotBuy: 'Este artigo não pode ser comprado de momento.',
  alreadyHave: 'Já tem acesso',
  subscriptionOwned: 'Não é possível comprar novamente uma subscrição enquanto este acesso durar. Pode geri-la na sua conta.',
  payAgainCharges: 'Pagar novamente cobra {price} por mais um {what}.',
  access: 'acesso',
  payAgain: 'Pagar novamente mesmo assim',
  close: 'Fechar',
  processing: 'A processar…',
  subscribeFor: 'Subscrever por {amount}',
  pay: 'Pagar {amount}',
  offline: 'Está offline. Poderá pagar novamente assim que voltar a estar online.',
  secure: 'Os dados do cartão são introduzidos numa página segura e nunca chegam a este site.',
  processingPayment: 'A processar o seu pagamento…',
  confirmingPayment: 'A confirmar o seu pagamento…',
  bankConfirms: 'O seu banco tem de confirmar este pagamento…',
  tryAgain: 'Tentar novamente',
  stillConfirming: 'Ainda estamos a confirmar o seu pagamento. Pode demorar alguns minutos; não será cobrado duas vezes.',
  canClose: 'Pode fechar esta janela: a sua compra aparece na sua conta assim que for confirmada.',
  subscriptionActive: 'Subscrição ativa',
  paymentCompleted: 'Pagamento concluído',
  thanks: 'Obrigado! Já tem acesso.',
  continue: 'Continuar',
  voucherCode: 'Código do voucher',
  apply: 'Aplicar',
  checking: 'A verificar…',
  remove: 'Remover',
  cardDetails: 'Dados do cartão',
};

export default pt;
