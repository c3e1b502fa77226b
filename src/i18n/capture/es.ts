/** Spanish texts of the `capture` group. */
import type { Translation } from '../core';
import type { CAPTURE_EN } from '../capture';

const es: Translation<typeof CAPTURE_EN> = {
  previewTitle: 'Ver un avance gratis',
  previewIntro: 'Deja tu nombre y tu correo y el avance se abre al momento.',
  previewSubmit: 'Ver el avance',
  previewDone: 'Disfruta del avance, {name}.',
  newsletterTitle: 'Recibir el boletín',
  newsletterIntro: 'Nuevas películas y eventos, una vez al mes.',
  newsletterSubmit: 'Suscribirme',
  newsletterDone: 'Gracias, {name}: el boletín llegará a {email}.',
  reminderTitle: 'Recordarme el evento',
  reminderIntro: 'Te escribiremos antes de que empiece.',
  reminderSubmit: 'Recordármelo',
  reminderDone: 'Gracias, {name}: te lo recordaremos en {email}.',
  fullName: 'Nombre',
  email: 'Correo electrónico',
  company: 'Empresa (opcional)',
  sending: 'Enviando…',
  nameMissing: 'Escribe tu nombre.',
  emailMissing: 'Escribe tu correo electrónico.',
  emailInvalid: 'Escribe un correo válido, como nombre@example.com.',
  tooLong: 'Usa como máximo {max} caracteres.',
  notSetUp: 'Este formulario no está bien configurado.',
};

export default es;
