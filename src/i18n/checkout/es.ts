/** Spanish texts of the `checkout` group. */
import type { Translation } from '../core';
import type { CHECKOUT_EN } from '../checkout';

const es: Translation<typeof CHECKOUT_EN> = {
  title: 'Pago',
  notConfigured: 'El pago no está configurado para este sitio.',
  cardUnavailable: 'Los pagos con tarjeta no están disponibles.',
  priceUnavailable: 'Este precio no está disponible.',
  loading: 'Cargando el pago…',
  signInFirst: 'Inicia sesión o crea una cuenta para continuar.',
  loadingSignIn: 'Cargando el inicio de sesión…',
  chooseAccess: 'Elige tu acceso',
  cannotBuy: 'Este artículo no se puede comprar ahora mismo.',
  alreadyHave: 'Ya tienes acceso',
  subscriptionOwned: 'No se puede volver a comprar una suscripción mientras dure este acceso. Puedes gestionarla en tu cuenta.',
  payAgainCharges: 'Si vuelves a pagar, se cobrarán {price} por otro {what}.',
  access: 'acceso',
  payAgain: 'Pagar de todos modos',
  close: 'Cerrar',
  processing: 'Procesando…',
  subscribeFor: 'Suscribirse por {amount}',
  pay: 'Pagar {amount}',
  offline: 'No tienes conexión. Podrás pagar de nuevo cuando vuelvas a estar en línea.',
  secure: 'Los datos de la tarjeta se introducen en una página segura y nunca llegan a este sitio.',
  processingPayment: 'Procesando tu pago…',
  confirmingPayment: 'Confirmando tu pago…',
  bankConfirms: 'Tu banco tiene que confirmar este pago…',
  tryAgain: 'Reintentar',
  stillConfirming: 'Todavía estamos confirmando tu pago. Puede tardar unos minutos; no se te cobrará dos veces.',
  canClose: 'Puedes cerrar esta ventana: tu compra aparecerá en tu cuenta cuando se confirme.',
  subscriptionActive: 'Suscripción activa',
  paymentCompleted: 'Pago completado',
  thanks: '¡Gracias! Ya tienes acceso.',
  continue: 'Continuar',
  voucherCode: 'Código de descuento',
  apply: 'Aplicar',
  checking: 'Comprobando…',
  remove: 'Quitar',
  cardDetails: 'Datos de la tarjeta',
};

export default es;
