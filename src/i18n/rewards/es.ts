/** Spanish texts of the `rewards` group. */
import type { Translation } from '../core';
import type { REWARDS_EN } from '../rewards';

const es: Translation<typeof REWARDS_EN> = {
  heading: 'Tus recompensas',
  loading: 'Cargando tus recompensas…',
  signIn: 'Inicia sesión para ver tus recompensas de miembro.',
  loadingSignIn: 'Cargando el inicio de sesión…',
  loadFailed: 'No se han podido cargar tus recompensas. Inténtalo de nuevo.',
  tryAgain: 'Reintentar',
  empty: 'Aún no tienes recompensas. Las nuevas recompensas aparecerán aquí.',
  kindDiscount: 'Descuento de socio',
  kindFreeMonths: 'Meses gratis',
  kindTicket: 'Entrada para un evento',
  copy: 'Copiar',
  copyCode: 'Copiar el código {code}',
  copied: 'Copiado',
  copiedStatus: 'Copiado al portapapeles.',
  copyByHand: 'Selecciónalo y cópialo a mano',
  copyFailed: 'No se ha podido copiar. Selecciona el código y cópialo a mano.',
  validUntil: 'Válido hasta el {date}',
};

export default es;
