/** Spanish texts of the `methods` group. */
import type { Translation } from '../core';
import type { METHODS_EN } from '../methods';

const es: Translation<typeof METHODS_EN> = {
  paymentMethod: 'Método de pago',
  card: 'Tarjeta',
  directDebit: 'Adeudo directo SEPA',
  notAvailable: 'Este método de pago no está disponible para este precio.',
  loadingMethod: 'Cargando {method}…',
  payWith: 'Pagar {amount} con {method}',
  subscribeWith: 'Suscribirse por {amount} con {method}',
  idealNote: 'Confirmas el pago en la app o la web de tu banco y después vuelves aquí.',
  yourBank: 'Tu banco',
  chooseBank: 'Elige tu banco…',
  bankMissing: 'Elige tu banco para continuar.',
  debitPay: 'Pagar {amount} por domiciliación',
  debitSubscribe: 'Suscribirse por {amount} por domiciliación',
  debitNote: 'El importe se cobra en tu cuenta bancaria mediante adeudo directo SEPA.',
  savedAccount: 'Cuenta bancaria {country} •••• {last4}',
  otherAccount: 'Usar otra cuenta bancaria',
  bankAccount: 'Cuenta bancaria',
  accountHolder: 'Titular de la cuenta',
  iban: 'IBAN',
  address: 'Dirección (opcional)',
  mandateNotReady: 'El formulario de la cuenta bancaria aún no está listo. Inténtalo de nuevo en un momento.',
  mandateFailed: 'No se pudo cargar el formulario de la cuenta bancaria. Comprueba tu conexión e inténtalo de nuevo.',
  walletConfirm: 'Confirma el pago con {method}.',
  walletNote: 'Confirmas el pago en {method}.',
  paypalNote: 'Confirmas el pago en la página de PayPal y después vuelves aquí.',
  freeNote: 'Tu código de descuento cubre el precio completo: no hace falta pagar.',
  checkHolder: 'Introduce el nombre del titular de la cuenta.',
  checkIbanEmpty: 'Introduce tu IBAN.',
  checkIbanCountry: 'Introduce un IBAN de un país SEPA (empieza por dos letras, como NL o DE).',
  checkIbanInvalid: 'Este IBAN no es válido: revísalo.',
  checkAddressLong: 'La dirección es demasiado larga.',
};

export default es;
