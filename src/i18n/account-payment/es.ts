/** Spanish texts of the `accountPayment` group. */
import type { Translation } from '../core';
import type { ACCOUNT_PAYMENT_EN } from '../account-payment';

const es: Translation<typeof ACCOUNT_PAYMENT_EN> = {
  cardFrameTitle: 'Datos de la nueva tarjeta',
  mandateFrameTitle: 'Cuenta bancaria',
  cardFormFailed: 'No se ha podido cargar el formulario de la tarjeta. Comprueba tu conexión e inténtalo de nuevo.',
  card: 'Tarjeta',
  expires: '{card}, caduca {date}',
  notReady: 'El formulario aún no está listo. Inténtalo de nuevo en un momento.',
  cardReplaced: 'Se ha sustituido tu tarjeta.',
  mandateSaved: 'Se ha guardado tu cuenta bancaria para la domiciliación.',
  noCard: 'No hay ninguna tarjeta guardada.',
  replaceCard: 'Sustituir tarjeta',
  addCard: 'Añadir una tarjeta',
  saveCard: 'Guardar tarjeta',
  cancel: 'Cancelar',
  directDebit: 'Domiciliación bancaria',
  bankAccount: 'Cuenta bancaria {country} •••• {last4}',
  noMandate: 'No hay ninguna orden de domiciliación.',
  otherBankAccount: 'Usar otra cuenta bancaria',
  setUpDirectDebit: 'Configurar la domiciliación',
  saveBankAccount: 'Guardar cuenta bancaria',
};

export default es;
