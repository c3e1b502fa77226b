/** Spanish texts of the `paymentCheck` group. */
import type { Translation } from '../core';
import type { PAYMENT_CHECK_EN } from '../payment-check';

const es: Translation<typeof PAYMENT_CHECK_EN> = {
  confirming: 'Confirmando tu pago…',
  checkingAgain: 'Comprobando de nuevo…',
  redirecting: 'Redirigiendo…',
  completed: 'Pago completado',
  giftCode: 'Código de regalo: {code}',
  failed: 'Pago fallido',
  notCompleted: 'El pago no se completó.',
  bankNotConfirmed: 'El pago no se completó: tu banco no lo confirmó.',
  subscriptionError: 'Se ha producido un error al procesar tu suscripción',
  stillTitle: 'Todavía estamos confirmando tu pago',
  stillText: 'Está tardando más de lo habitual. No se te cobrará dos veces; tu compra aparecerá en tu cuenta en cuanto se confirme.',
  checkAgain: 'Comprobar de nuevo',
  continueBrowsing: 'Seguir navegando',
  notSetUp: 'Esta página no está configurada correctamente.',
};

export default es;
