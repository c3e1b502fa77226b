/** Spanish texts of the `common` group. */
import type { Translation } from '../core';
import type { COMMON_EN } from '../common';

const es: Translation<typeof COMMON_EN> = {
  failed: 'No se ha podido mostrar este contenido. Vuelve a cargar la página.',
  loading: 'Cargando…',
  close: 'Cerrar',
  tryAgain: 'Reintentar',
  signIn: 'Iniciar sesión',
  errorGeneric: 'Algo ha fallado. Inténtalo de nuevo.',
  errorNetwork: 'No hemos podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  errorUnavailable: 'El servicio no está disponible ahora mismo. Inténtalo de nuevo en un momento.',
  owned: 'Tienes acceso a este contenido.',
  ownedUntil: 'Tienes acceso a este contenido hasta el {date}.',
  perMinute: 'al minuto',
  perHour: 'por hora',
  perDay: 'al día',
  perWeek: 'a la semana',
  perMonth: 'al mes',
  perYear: 'al año',
  perDuration: 'cada {duration}',
  recurring: 'periódico',
  yoursToKeep: 'Tuyo para siempre',
  accessFor: '{duration} de acceso',
  oneTime: 'Compra única',
  freeFor: 'Gratis durante {duration}',
  buyFor: 'Comprar por {price}',
  subscribeFor: 'Suscribirse por {price} {term}',
  getAccess: 'Obtener acceso',
  prices: 'Precios',
  notForSale: 'Este contenido no está a la venta en este momento.',
  haveAccess: '¿Ya tienes acceso?',
  gateNotSetUp: 'Este contenido no está bien configurado.',
  checkingAccess: 'Comprobando tu acceso…',
  inFavorites: 'En tus favoritos',
  addFavorite: 'Añadir a favoritos',
};

export default es;
