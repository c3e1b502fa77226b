/** Italian texts of the `capture` group. */
import type { Translation } from '../core';
import type { CAPTURE_EN } from '../capture';

const it: Translation<typeof CAPTURE_EN> = {
  previewTitle: 'Guarda un’anteprima gratuita',
  previewIntro: 'Lascia nome e indirizzo e-mail e l’anteprima si apre subito.',
  previewSubmit: 'Guarda l’anteprima',
  previewDone: 'Buona visione, {name}.',
  newsletterTitle: 'Ricevi la newsletter',
  newsletterIntro: 'Nuovi film ed eventi, una volta al mese.',
  newsletterSubmit: 'Iscriviti',
  newsletterDone: 'Grazie, {name}: la newsletter arriverà a {email}.',
  reminderTitle: 'Ricordami l’evento',
  reminderIntro: 'Ti scriveremo prima che inizi.',
  reminderSubmit: 'Ricordamelo',
  reminderDone: 'Grazie, {name}: te lo ricorderemo a {email}.',
  fullName: 'Nome',
  email: 'E-mail',
  company: 'Azienda (facoltativo)',
  sending: 'Invio in corso…',
  nameMissing: 'Inserisci il tuo nome.',
  emailMissing: 'Inserisci il tuo indirizzo e-mail.',
  emailInvalid: 'Inserisci un indirizzo e-mail valido, come nome@example.com.',
  tooLong: 'Usa al massimo {max} caratteri.',
  notSetUp: 'Questo modulo non è configurato correttamente.',
};

export default it;
