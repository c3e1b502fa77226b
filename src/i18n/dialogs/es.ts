/** Spanish texts of the `dialogs` group. */
import type { Translation } from '../core';
import type { DIALOGS_EN } from '../dialogs';

const es: Translation<typeof DIALOGS_EN> = {
  ok: 'Aceptar',
  notifications: 'Notificaciones',
  dismiss: 'Cerrar notificación',
  paymentFailedTitle: 'Pago fallido',
  paymentFailedText: 'Ha habido un problema al procesar tu pago. Revisa los datos de tu tarjeta o usa otra tarjeta.',
  subscriptionFailedTitle: 'Suscripción fallida',
  subscriptionFailedText: 'Ha habido un problema al procesar tu suscripción. Revisa los datos de tu tarjeta o usa otra tarjeta.',
  subscriptionErrorTitle: 'Se ha producido un error al procesar tu suscripción',
  subscriptionErrorText: 'Intenta realizar el pago con otra tarjeta o ponte en contacto con el servicio de asistencia',
  pleaseWaitTitle: 'Espera un momento',
  pleaseWaitText: { one: 'Podrás volver a intentar suscribirte dentro de {count} segundo.', other: 'Podrás volver a intentar suscribirte dentro de {count} segundos.' },
  paymentCompleted: 'Pago completado',
};

export default es;
