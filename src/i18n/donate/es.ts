/** Spanish texts of the `donate` group. */
import type { Translation } from '../core';
import type { DONATE_EN } from '../donate';

const es: Translation<typeof DONATE_EN> = {
  notConfigured: 'Las donaciones no están configuradas para este sitio.',
  notSetUp: 'Esta donación no está configurada correctamente.',
  cardUnavailable: 'Los pagos con tarjeta no están disponibles.',
  signIn: 'Inicia sesión o crea una cuenta para donar.',
  unavailable: 'Este artículo no acepta donaciones.',
  heading: 'Apoya esto',
  thanks: '¡Gracias!',
  received: 'Hemos recibido tu donación de {amount}.',
  amounts: 'Importe',
  otherAmount: 'Otro importe',
  amountIn: 'Importe ({currency})',
  atLeast: 'Como mínimo {min}.',
  between: 'Como mínimo {min} y como máximo {max}.',
  chooseAmount: 'Elige un importe.',
  amountMissing: 'Introduce el importe que quieres donar.',
  amountInvalid: 'Introduce un importe como 10 o 7,50.',
  tooSmall: 'La donación mínima es de {amount}.',
  tooLarge: 'La donación máxima es de {amount}.',
  donate: 'Donar',
  donateAmount: 'Donar {amount}',
  offline: 'No tienes conexión. Podrás donar de nuevo cuando vuelvas a estar en línea.',
  frameFailed: 'No se pudo cargar el formulario de la tarjeta. Comprueba tu conexión e inténtalo de nuevo.',
  noIntent: 'Tu banco no devolvió el pago que había que confirmar. No se ha cobrado nada; inténtalo de nuevo.',
};

export default es;
