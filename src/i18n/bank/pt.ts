/** Portuguese texts of the `bank` group. */
import type { Translation } from '../core';
import type { BANK_EN } from '../bank';

const pt: Translation<typeof BANK_EN> = {
  redirecting: 'Está a ser redirecionado para o seu banco para confirmar o pagamento.',
  confirmWithBank: 'Confirmar com o seu banco',
  openNewWindow: 'Abrir numa nova janela',
  cancel: 'Cancelar',
  yourBank: 'O seu banco',
};

export default pt;
