/** Spanish texts of the `bank` group. */
import type { Translation } from '../core';
import type { BANK_EN } from '../bank';

const es: Translation<typeof BANK_EN> = {
  redirecting: 'Te estamos redirigiendo a tu banco para confirmar el pago.',
  confirmWithBank: 'Confirmar con tu banco',
  openNewWindow: 'Abrir en una ventana nueva',
  cancel: 'Cancelar',
  yourBank: 'Tu banco',
};

export default es;
