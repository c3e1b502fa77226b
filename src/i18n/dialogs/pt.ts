/** Portuguese texts of the `dialogs` group. */
import type { Translation } from '../core';
import type { DIALOGS_EN } from '../dialogs';

const pt: Translation<typeof DIALOGS_EN> = {
  ok: 'OK',
  notifications: 'Notificações',
  dismiss: 'Fechar notificação',
  paymentFailedTitle: 'O pagamento falhou',
  paymentFailedText: 'Ocorreu um problema ao processar o seu pagamento. Verifique os dados do cartão ou use outro cartão.',
  subscriptionFailedTitle: 'A subscrição falhou',
  subscriptionFailedText: 'Ocorreu um problema ao processar a sua subscrição. Verifique os dados do cartão ou use outro cartão.',
  subscriptionErrorTitle: 'Ocorreu um erro ao processar a sua subscrição',
  subscriptionErrorText: 'Tente fazer o pagamento com outro cartão ou contacte o apoio ao cliente',
  pleaseWaitTitle: 'Aguarde',
  pleaseWaitText: { one: 'Pode tentar subscrever novamente dentro de {count} segundo.', other: 'Pode tentar subscrever novamente dentro de {count} segundos.' },
  paymentCompleted: 'Pagamento concluído',
};

export default pt;
