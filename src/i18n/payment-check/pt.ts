/** Portuguese texts of the `paymentCheck` group. */
import type { Translation } from '../core';
import type { PAYMENT_CHECK_EN } from '../payment-check';

const pt: Translation<typeof PAYMENT_CHECK_EN> = {
  confirming: 'A confirmar o seu pagamento…',
  checkingAgain: 'A verificar novamente…',
  redirecting: 'A redirecionar…',
  completed: 'Pagamento concluído',
  giftCode: 'Código do presente: {code}',
  failed: 'O pagamento falhou',
  notCompleted: 'O pagamento não foi concluído.',
  bankNotConfirmed: 'O pagamento não foi concluído: o seu banco não o confirmou.',
  subscriptionError: 'Ocorreu um erro ao processar a sua subscrição',
  stillTitle: 'Ainda estamos a confirmar o seu pagamento',
  stillText: 'Está a demorar mais do que o habitual. Não será cobrado duas vezes; a sua compra aparece na sua conta assim que for confirmada.',
  checkAgain: 'Verificar novamente',
  continueBrowsing: 'Continuar a navegar',
  notSetUp: 'Esta página não está configurada corretamente.',
};

export default pt;
